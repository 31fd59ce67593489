// The demo agency at work (SEED_DEMO): holidays, leaves in every status, payslips, reimbursements,
// placements, two billed months (timesheets, run invoices, a payment, a partner's bills) and this
// month's invoices, written through the app's services as its users would. Dates count from
// `today`, so a given day always gives the same data; docs/demo-data.md says who sees what.
import { seedDemoBilling } from './demo-billing';
import { seedDemoInvoices } from './demo-invoices';
import { seedDemoHolidays, seedDemoLeaves } from './demo-leaves';
import { seedDemoPayslips, seedDemoReimbursements } from './demo-pay';
import { type DemoDeps, demoCast } from './demo-people';
import { seedDemoPlacements } from './demo-placements';

export async function seedDemoActivity(deps: DemoDeps, ownDomain: string, today = new Date()) {
  const cast = await demoCast(deps.db, ownDomain);
  await seedDemoHolidays(deps, today);
  await seedDemoLeaves(deps, cast, today);
  await seedDemoPayslips(deps, cast, today);
  await seedDemoReimbursements(deps, cast, today);
  await seedDemoPlacements(deps, cast, today);
  // The billed months first, so the invoice numbers run in date order.
  await seedDemoBilling(deps, cast, today);
  await seedDemoInvoices(deps, cast, today);
}
