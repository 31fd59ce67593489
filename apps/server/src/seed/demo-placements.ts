// Demo placements (issue 24), written through the placement service as hrms would, so that every
// demo viewer has some to see: Ananya all of them with both rates, Arjun Northwind's with the bill
// rate, Emily Bluepeak's, Meera Orion's upcoming one, Sanjay (TalentBridge) the two it supplies with
// the pay rate, each employee its own without rates.
import { placementBody } from '@staffdesk/shared';
import { inArray } from 'drizzle-orm';
import { partnersAccounts } from '../modules/partners/partners.tables';
import { createPlacement } from '../modules/placements/placements.service';
import { users } from '../modules/users/users.tables';
import { addDays, type DemoCast, type DemoDeps, isoDay } from './demo-people';

export async function seedDemoPlacements(deps: DemoDeps, cast: DemoCast, today: Date) {
  const approvers = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        'arjun.mehta@northwind-analytics.example',
        'emily.carter@bluepeak.example',
        'meera.joshi@orion-retail.example',
      ]),
    );
  const approver = (local: string) => approvers.find((a) => a.email.startsWith(`${local}@`))!.id;
  const partners = await deps.db
    .select({ id: partnersAccounts.id, name: partnersAccounts.account_name })
    .from(partnersAccounts)
    .where(inArray(partnersAccounts.account_name, ['TalentBridge Consulting', 'Summit Staffing Partners']));
  const partner = (name: string) => partners.find((p) => p.name === name)!.id;
  const day = (days: number) => addDays(isoDay(today), days);
  const place = (body: Record<string, unknown>) =>
    createPlacement(deps.db, cast.hr, placementBody.parse(body));

  await place({
    employee_id: cast.vikram.employee.id,
    client_id: cast.vikram.employee.client_id,
    partners_account_id: partner('TalentBridge Consulting'),
    start_date: day(-240),
    bill_rate: '9500',
    bill_unit: 'day',
    pay_rate: '6200',
    pay_unit: 'day',
    approver_ids: [approver('arjun.mehta')],
    notes: 'Data platform team; TalentBridge invoices us monthly.',
  });
  await place({
    employee_id: cast.sneha.employee.id,
    client_id: cast.sneha.employee.client_id,
    start_date: day(-180),
    end_date: day(20),
    bill_rate: '240000',
    bill_unit: 'month',
    pay_rate: '150000',
    pay_unit: 'month',
    approver_ids: [approver('arjun.mehta')],
  });
  // Rohan: an earlier placement at Bluepeak through Summit, then one of his own there, billed by the hour.
  await place({
    employee_id: cast.rohan.employee.id,
    client_id: cast.rohan.employee.client_id,
    partners_account_id: partner('Summit Staffing Partners'),
    start_date: day(-420),
    end_date: day(-91),
    currency: 'USD',
    bill_rate: '85',
    bill_unit: 'hour',
    pay_rate: '52.50',
    pay_unit: 'hour',
    approver_ids: [approver('emily.carter')],
  });
  await place({
    employee_id: cast.rohan.employee.id,
    client_id: cast.rohan.employee.client_id,
    start_date: day(-90),
    currency: 'USD',
    bill_rate: '95',
    bill_unit: 'hour',
    pay_rate: '60',
    pay_unit: 'hour',
    approver_ids: [approver('emily.carter')],
  });
  // Sneha's next assignment, at Orion Retail (a client TalentBridge brought), after her Northwind one ends.
  const orion = await deps.db
    .select({ company_id: users.company_id })
    .from(users)
    .where(inArray(users.email, ['meera.joshi@orion-retail.example']));
  await place({
    employee_id: cast.sneha.employee.id,
    client_id: orion[0]!.company_id,
    partners_account_id: partner('TalentBridge Consulting'),
    start_date: day(30),
    bill_rate: '11000',
    bill_unit: 'day',
    pay_rate: '7500',
    pay_unit: 'day',
    approver_ids: [approver('meera.joshi')],
  });
}
