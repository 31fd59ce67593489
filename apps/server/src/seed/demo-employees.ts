// Demo employees: the HR records of the demo users of type employee (docs/demo-data.md), placed at
// demo clients, so /hrms/employees, /company/employees and /employee/profile have data to show.
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { readAll } from '../db/read-all';
import { writeReportingManagers } from '../modules/employees/employee-managers';
import { employeeSkills, employees } from '../modules/employees/employees.tables';
import { skills } from '../modules/master/master.tables';
import { users } from '../modules/users/users.tables';

const DEMO_EMPLOYEES = [
  {
    local: 'vikram.singh',
    client: 'northwind',
    employee_id: 'SD-1001',
    designation: 'Software Engineer',
    skills: ['React', 'Node.js'],
    joining_date: '2024-04-01',
    ctc: '1800000.00',
    pan_number: 'ABCPS1234K',
    aadhar_number: '234123412346',
    account_number: '50100234567891',
    ifsc_code: 'HDFC0000521',
  },
  {
    local: 'rohan.mehta',
    client: 'bluepeak',
    employee_id: 'SD-1002',
    designation: 'Data Analyst',
    skills: ['Python', 'SQL'],
    joining_date: '2024-09-16',
    ctc: '1200000.00',
    pan_number: 'BCDPM2345L',
    aadhar_number: null,
    account_number: '003401567890',
    ifsc_code: 'ICIC0000034',
  },
  {
    local: 'sneha.kulkarni',
    client: 'northwind',
    employee_id: 'SD-1003',
    designation: 'QA Engineer',
    skills: ['Selenium'],
    joining_date: '2025-01-06',
    ctc: '950000.00',
    pan_number: null,
    aadhar_number: null,
    account_number: null,
    ifsc_code: null,
  },
];

export async function seedDemoEmployees(db: DbOrTx, companyIds: Map<string, number>, ownDomain: string) {
  const emails = DEMO_EMPLOYEES.map((e) => `${e.local}@${ownDomain}`);
  const [userRows, skillRows] = await readAll(db, [
    () => db.select().from(users).where(inArray(users.email, emails)),
    () => db.select().from(skills),
  ]);
  const skillId = new Map(skillRows.map((s) => [s.name.toLowerCase(), s.id]));
  for (const demo of DEMO_EMPLOYEES) {
    const user = userRows.find((u) => u.email === `${demo.local}@${ownDomain}`);
    const clientId = companyIds.get(demo.client);
    if (!user || !clientId) continue;
    const [row] = await db
      .insert(employees)
      .values({
        user_id: user.id,
        first_name: user.first_name,
        last_name: user.last_name,
        client_id: clientId,
        phone: '+919800000000',
        company_email: `${demo.local}@${demo.client}.example`,
        employee_id: demo.employee_id,
        designation: demo.designation,
        joining_date: demo.joining_date,
        reporting_manager: `ananya.iyer@${ownDomain}`,
        ctc: demo.ctc,
        name_as_per_bank: `${user.first_name} ${user.last_name}`.toUpperCase(),
        bank_name: demo.ifsc_code ? 'HDFC Bank' : null,
        account_number: demo.account_number,
        ifsc_code: demo.ifsc_code,
        pan_number: demo.pan_number,
        aadhar_number: demo.aadhar_number,
        search_text: [user.first_name, user.last_name, demo.employee_id, user.email].join(' ').toLowerCase(),
      })
      .returning({ id: employees.id });
    await writeReportingManagers(db, row!.id, [`ananya.iyer@${ownDomain}`]);
    const ids = demo.skills.flatMap((name) => skillId.get(name.toLowerCase()) ?? []);
    if (ids.length) {
      await db.insert(employeeSkills).values(ids.map((skill_id) => ({ employee_id: row!.id, skill_id })));
    }
  }
}
