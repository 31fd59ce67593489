// Demo invoice settings: the agency's own bank details, default cc and state (Karnataka, so invoices
// to Bengaluru clients show CGST + SGST and the others IGST), as accounts would enter them once.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { vendorBankDetails } from '../modules/invoices/invoices.tables';
import { countries, states } from '../modules/master/master.tables';

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
      agency_gstin: '29AAACR5055K1ZK',
      agency_address: '12 Residency Road, Bengaluru 560025',
      agency_state_id: karnataka?.id ?? null,
    })
    .onConflictDoNothing();
}
