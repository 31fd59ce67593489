// The demo agency's billed past (SEED_DEMO): Northwind's months three and four before today's, done as
// its people would have done them, through the app's services. Each placed contractor submits the
// month's timesheet and Arjun (the placement's approver) approves it; accounts invoices the month
// with the billing run's own service (a line per timesheet, CGST + SGST), dated the next month's
// first day, and sends it with the timesheets PDF; Northwind has paid part of the older invoice and
// none of the newer one, so both are overdue in the receivables aging. TalentBridge, which supplies
// Vikram, files its bill for each month: the older one validated and paid, the newer one waiting.
// Last month and the month before are left as they were: the browser specs work on them.
// Rohan's months at Bluepeak are not billed here: his rates are in USD and the run invoices in rupees.
import {
  type Invoice,
  partnerBillBody,
  partnerBillUpdateBody,
  paymentBody,
  type SessionUser,
  sendInvoiceBody,
} from '@staffdesk/shared';
import { eq, inArray } from 'drizzle-orm';
import { companies } from '../modules/companies/companies.tables';
import { invoiceClient } from '../modules/invoices/billing-run.service';
import { timesheetsAttachment } from '../modules/invoices/billing-run-send';
import { recordPayment } from '../modules/invoices/invoice-payments.service';
import { sendInvoice } from '../modules/invoices/invoice-send.service';
import { getVendorBankDetail } from '../modules/invoices/vendor-bank.service';
import type { Mailer } from '../modules/mail/mail.service';
import { expectedAmounts, expectedKey } from '../modules/partner-bills/expected';
import { createPartnerBill, updatePartnerBill } from '../modules/partner-bills/partner-bills.service';
import { partnersAccounts } from '../modules/partners/partners.tables';
import { placements } from '../modules/placements/placements.tables';
import { createTimesheet, decideTimesheet, submitTimesheet } from '../modules/timesheets/timesheets.service';
import { saveUpload } from '../modules/uploads/uploads.service';
import { toSessionUser } from '../modules/users/users.mapper';
import { users } from '../modules/users/users.tables';
import { partnerBillPdf } from './demo-documents';
import { addDays, type DemoCast, type DemoDeps, monthEnd } from './demo-people';

/** How many months before today's the billed history skips (last month's and the one before). */
export const DEMO_BILLED_FROM_BACK = 4;
export const DEMO_BILLED_TO_BACK = 3;

/** Mail of the history's timesheets (requests to approve, decisions): long done, so none goes out. */
const noMail: Mailer = {
  enqueue: async () => 0,
  drain: async () => 0,
  start: () => {},
  stop: async () => {},
};

/** The months billed, oldest first, as YYYY-MM. */
export function demoBilledMonths(today: Date) {
  const months: string[] = [];
  for (let back = DEMO_BILLED_FROM_BACK; back >= DEMO_BILLED_TO_BACK; back--) {
    months.push(monthEnd(today, back).slice(0, 7));
  }
  return months;
}

async function sessionsOf(deps: DemoDeps, emails: string[]) {
  const rows = await deps.db.select().from(users).where(inArray(users.email, emails));
  return (email: string): SessionUser => {
    const row = rows.find((u) => u.email === email);
    if (!row) throw new Error(`demo user ${email} is missing`);
    return toSessionUser(row);
  };
}

export async function seedDemoBilling(deps: DemoDeps, cast: DemoCast, today: Date) {
  const user = await sessionsOf(deps, [
    'arjun.mehta@northwind-analytics.example',
    'sanjay.gupta@talentbridge.example',
  ]);
  const arjun = user('arjun.mehta@northwind-analytics.example');
  const sanjay = user('sanjay.gupta@talentbridge.example');
  const [northwind] = await deps.db
    .select()
    .from(companies)
    .where(eq(companies.company_name, 'Northwind Analytics Pvt Ltd'));
  const [talentBridge] = await deps.db
    .select({ id: partnersAccounts.id, name: partnersAccounts.account_name })
    .from(partnersAccounts)
    .where(eq(partnersAccounts.account_name, 'TalentBridge Consulting'));
  const placed = await deps.db.select().from(placements).where(eq(placements.client_id, northwind!.id));
  const staff = [cast.vikram, cast.rohan, cast.sneha];
  const quiet = { ...deps, mail: noMail };
  const vendor = await getVendorBankDetail(deps.db, deps.config);

  const sent: Invoice[] = [];
  for (const month of demoBilledMonths(today)) {
    const first = `${month}-01`;
    const last = monthEnd(new Date(`${first}T00:00:00Z`), 0);
    for (const placement of placed) {
      if (placement.start_date > last || (placement.end_date && placement.end_date < first)) continue;
      const contractor = staff.find((s) => s.employee.id === placement.employee_id)!.user;
      const sheet = await createTimesheet(deps.db, contractor, { placement_id: placement.id, month });
      await submitTimesheet(quiet, contractor, sheet.id);
      await decideTimesheet(quiet, arjun, sheet.id, 'approved');
    }
    // The run's own service, on the day after the month ends, as accounts would have run it then.
    const run = await invoiceClient(
      deps.db,
      deps.config,
      month,
      northwind!.id,
      cast.hr.id,
      false,
      addDays(last, 1),
    );
    if (run.status !== 'created')
      throw new Error(`demo billing of ${month}: ${run.status} ${run.reason ?? ''}`);
    // "Send all": the invoice and the timesheets PDF, to the billing e-mail with the agency's cc.
    const { invoice } = await sendInvoice(
      deps,
      cast.hr,
      sendInvoiceBody.parse({
        id: run.invoice_id,
        billing_email: [northwind!.billing_email],
        cc_email: vendor.cc_email,
      }),
      (raised) => timesheetsAttachment(deps, cast.hr, raised),
    );
    sent.push(invoice);
  }

  // Northwind paid about half of the older invoice, twelve days after it fell due; the newer one not at all.
  const older = sent[0]!;
  const receivedOn = addDays(older.due_date!, 12);
  await recordPayment(
    deps.db,
    cast.hr,
    older.id,
    paymentBody.parse({
      amount: (Math.floor(Number(older.total_amount) / 20_000) * 10_000).toFixed(2),
      received_on: receivedOn,
      reference: `NEFT NWA${receivedOn.replaceAll('-', '')}`,
      mode: 'bank-transfer',
    }),
  );

  await seedPartnerBills(deps, cast.hr, sanjay, talentBridge!, demoBilledMonths(today));
}

/**
 * TalentBridge bills each month what Vikram's approved timesheet comes to at his pay rate (the
 * amount accounts expects): the older bill validated and paid, the newer one received.
 */
async function seedPartnerBills(
  deps: DemoDeps,
  hr: SessionUser,
  partnerAdmin: SessionUser,
  partner: { id: number; name: string },
  months: string[],
) {
  const expected = await expectedAmounts(
    deps.db,
    months.map((month) => ({ partners_account_id: partner.id, month: `${month}-01` })),
  );
  for (const [i, month] of months.entries()) {
    const owed = expected.get(expectedKey(partner.id, month))!;
    const billNumber = `TB/${month.replace('-', '/')}`;
    const pdf = await partnerBillPdf({
      partner: partner.name,
      billNumber,
      month,
      billedTo: deps.config.orgName,
      lines: owed.lines,
      total: owed.total,
    });
    const file = await saveUpload(deps, {
      folder: 'invoices',
      fileName: `TalentBridge-bill-${month}.pdf`,
      buffer: pdf,
      userId: partnerAdmin.id,
    });
    const bill = await createPartnerBill(
      deps.db,
      partnerAdmin,
      partnerBillBody.parse({
        partners_account_id: partner.id,
        month,
        bill_number: billNumber,
        amount: owed.total,
        document: file.uploaded_url,
      }),
    );
    if (i > 0) continue;
    const validated = await updatePartnerBill(
      deps.db,
      hr,
      bill.id,
      partnerBillUpdateBody.parse({ status: 'validated', updated_at: bill.updated_at }),
    );
    await updatePartnerBill(
      deps.db,
      hr,
      bill.id,
      partnerBillUpdateBody.parse({
        status: 'paid',
        payment_reference: `NEFT SD${month.replace('-', '')}TB`,
        updated_at: validated.updated_at,
      }),
    );
  }
}
