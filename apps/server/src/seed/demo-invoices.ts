// Demo invoice settings and invoices. The settings: the agency's own bank details, default cc and
// state (Karnataka, so invoices to Bengaluru clients show CGST + SGST and the others IGST), as
// accounts would enter them once.
import { type InvoiceBody, invoiceBody, monthYearText, sendInvoiceBody } from '@staffdesk/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { companies } from '../modules/companies/companies.tables';
import { sendInvoice } from '../modules/invoices/invoice-send.service';
import { createInvoice, suggestInvoiceNumber } from '../modules/invoices/invoices.service';
import { vendorBankDetails } from '../modules/invoices/invoices.tables';
import { countries, states } from '../modules/master/master.tables';
import { addDays, type DemoCast, type DemoDeps, isoDay } from './demo-people';

export async function seedDemoInvoiceSettings(db: DbOrTx, ownDomain: string) {
  const [karnataka] = await db
    .select({ id: states.id })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.country_id))
    .where(and(eq(states.state, 'Karnataka'), eq(countries.country, 'India')));
  await db
    .insert(vendorBankDetails)
    .values({
      id: 1,
      vendor_bank_account_name: 'Staffdesk Talent Services Pvt Ltd',
      vendor_bank_account_number: '50200012345678',
      ifsc_code: 'HDFC0000523',
      swift_code: 'HDFCINBB',
      branch: 'Koramangala, Bengaluru',
      cc_email: `accounts@${ownDomain}`,
      agency_gstin: '29AAACR5055K1Z3',
      agency_address: '12 Residency Road, Bengaluru 560025',
      agency_state_id: karnataka?.id ?? null,
    })
    .onConflictDoNothing();
}

/**
 * Two invoices of this month, raised through the invoice service: a draft to Kestrel (IGST) and one
 * to Northwind (CGST + SGST, the agency being in Karnataka too) that accounts has e-mailed, so its
 * PDF is rendered and kept, the invoice is locked as Sent and Northwind's admin sees it.
 */
export async function seedDemoInvoices(deps: DemoDeps, cast: DemoCast, today: Date) {
  const invoicedDate = isoDay(today);
  const month = monthYearText(invoicedDate);
  const billed = await deps.db
    .select()
    .from(companies)
    .where(inArray(companies.company_name, ['Northwind Analytics Pvt Ltd', 'Kestrel Logistics Pvt Ltd']));
  const client = (name: string) => billed.find((c) => c.company_name.startsWith(name))!;
  const raise = async (company: (typeof billed)[number], lines: InvoiceBody['lines']) =>
    createInvoice(
      deps.db,
      deps.config,
      cast.hr,
      invoiceBody.parse({
        invoice_number: await suggestInvoiceNumber(deps.db, invoicedDate),
        invoiced_date: invoicedDate,
        due_date: addDays(invoicedDate, 30),
        company_id: company.id,
        billing_email: company.billing_email,
        gstin: company.gstin,
        billing_address: company.billing_address,
        billing_city_id: company.billing_city_id,
        billing_zipcode: company.billing_zipcode,
        billing_state_id: company.billing_state_id,
        billing_country_id: company.billing_country_id,
        lines,
        gst_rate: '18',
      }),
    );
  // Raised first, so the sent one is the newest at the top of the list.
  await raise(client('Kestrel'), [
    {
      description: `Warehouse systems analyst on contract, ${month}`,
      sac_code: '998513',
      quantity: '160',
      unit: 'hours',
      rate: '1100.00',
    },
  ]);
  const northwind = client('Northwind');
  const sent = await raise(northwind, [
    {
      description: `Contract staffing, ${month}: ${cast.vikram.user.first_name} ${cast.vikram.user.last_name}, Software Engineer`,
      sac_code: '998513',
      quantity: '21',
      unit: 'days',
      rate: '8500.00',
    },
    {
      description: `Contract staffing, ${month}: ${cast.sneha.user.first_name} ${cast.sneha.user.last_name}, QA Engineer`,
      sac_code: '998513',
      quantity: '21',
      unit: 'days',
      rate: '4500.00',
    },
  ]);
  await sendInvoice(
    deps,
    cast.hr,
    sendInvoiceBody.parse({
      id: sent.id,
      billing_email: [northwind.billing_email],
      cc_email: [`accounts@${cast.hr.email.split('@')[1]}`],
      message: 'Thank you for your business.',
    }),
  );
}
