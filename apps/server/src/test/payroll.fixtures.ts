// Test helpers for payrolls and reimbursements: employees with users, and uploads through the API.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { employees } from '../modules/employees/employees.tables';
import type { TestContext } from './build-test-app';
import { createCompany, createUser, loginAs } from './factories';

export type Headers = Record<string, string>;
let n = 0;

/** An employee (user of type employee plus its HR row), signed in. */
export async function employeeUser(ctx: TestContext, employeeId?: string) {
  const i = ++n;
  const company = await createCompany(ctx.app);
  const user = await createUser(ctx.app, { type: 'employee', email: `emp${i}.${Date.now()}@flipkoins.com` });
  const employee_id = employeeId ?? `EMP-${i}-${Date.now() % 100000}`;
  await ctx.app.deps.db.insert(employees).values({
    user_id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    client_id: company.id,
    employee_id,
    reporting_manager: 'lead@flipkoins.com',
    // What the employees service keeps for the lists' search (name, employee ID, e-mail).
    search_text: [user.first_name, user.last_name, employee_id, user.email].join(' ').toLowerCase(),
  });
  const [row] = await ctx.app.deps.db.select().from(employees).where(eq(employees.user_id, user.id));
  return { user, employee: row!, headers: await loginAs(ctx.app, user) };
}

/** Uploads a file through master/upload-file and answers its uploaded_url. */
export async function uploadFile(
  ctx: TestContext,
  headers: Headers,
  folder: string,
  buffer: Buffer,
  name: string,
): Promise<string> {
  const data = new FormData();
  data.append('folderName', folder);
  data.append('file', new Blob([new Uint8Array(buffer)]), name);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/master/upload-file',
    headers,
    payload: data,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.uploaded_url;
}
