// The vendor bank detail (spec 001 §3): the agency's own bank details printed on every invoice, the
// default cc of the send form, and the invoice settings (GSTIN, state for GST, number pattern).
import {
  COMMON_MESSAGES,
  DEFAULT_INVOICE_NUMBER_PATTERN,
  INVOICE_MESSAGES,
  type SessionUser,
  type VendorBankDetail,
  type VendorBankDetailInput,
} from '@staffdesk/shared';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { conflict, requireVersion } from '../../lib/http-error';
import { preparedRead } from '../../lib/prepared-read';
import { states } from '../master/master.tables';
import { vendorBankDetails } from './invoices.tables';

const ROW_ID = 1;

const patternRow = preparedRead('invoice_number_pattern', (db) =>
  db
    .select({ pattern: vendorBankDetails.invoice_number_pattern })
    .from(vendorBankDetails)
    .where(eq(vendorBankDetails.id, ROW_ID)),
);

/**
 * The invoice number pattern alone: what numbering reads (next-number at every form opening), without
 * reading and decrypting the bank details of the whole row.
 */
export async function invoiceNumberPattern(db: DbOrTx): Promise<string> {
  const [row] = await patternRow(db).execute({});
  return row?.pattern ?? DEFAULT_INVOICE_NUMBER_PATTERN;
}

export async function getVendorBankDetail(
  db: DbOrTx,
  config: Pick<Config, 'orgName'>,
): Promise<VendorBankDetail> {
  const [found] = await db
    .select({ row: vendorBankDetails, agency_state: states.state })
    .from(vendorBankDetails)
    .leftJoin(states, eq(states.id, vendorBankDetails.agency_state_id))
    .where(eq(vendorBankDetails.id, ROW_ID));
  const row = found?.row;
  return {
    vendor_bank_account_name: row?.vendor_bank_account_name ?? null,
    vendor_bank_account_number: row?.vendor_bank_account_number ?? null,
    ifsc_code: row?.ifsc_code ?? null,
    swift_code: row?.swift_code ?? null,
    branch: row?.branch ?? null,
    more_bank_details: row?.more_bank_details ?? null,
    cc_email: row?.cc_email ? row.cc_email.split(',').filter(Boolean) : [],
    agency_name: config.orgName,
    agency_gstin: row?.agency_gstin ?? null,
    agency_address: row?.agency_address ?? null,
    agency_state_id: row?.agency_state_id ?? null,
    agency_state: found?.agency_state ?? null,
    invoice_number_pattern: row?.invoice_number_pattern ?? DEFAULT_INVOICE_NUMBER_PATTERN,
    updated_at: row?.updated_at?.toISOString() ?? null,
  };
}

export async function updateVendorBankDetail(
  db: DbOrTx,
  config: Pick<Config, 'orgName'>,
  viewer: SessionUser,
  input: VendorBankDetailInput & { updated_at?: string | null },
): Promise<VendorBankDetail> {
  const values = {
    vendor_bank_account_name: input.vendor_bank_account_name,
    vendor_bank_account_number: input.vendor_bank_account_number,
    ifsc_code: input.ifsc_code,
    swift_code: input.swift_code,
    branch: input.branch,
    more_bank_details: input.more_bank_details,
    cc_email: input.cc_email.join(','),
    agency_gstin: input.agency_gstin,
    agency_address: input.agency_address,
    agency_state_id: input.agency_state_id,
    invoice_number_pattern: input.invoice_number_pattern,
    updated_by: viewer.id,
    updated_at: sql`now()`,
  };
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ updated_at: vendorBankDetails.updated_at })
      .from(vendorBankDetails)
      .where(eq(vendorBankDetails.id, ROW_ID))
      .for('update');
    // The first save creates the row; every later one names the version it was made on.
    if (current?.updated_at) {
      const version = requireVersion(input.updated_at, COMMON_MESSAGES.updatedAtRequired);
      if (new Date(version).getTime() !== current.updated_at.getTime()) {
        throw conflict(INVOICE_MESSAGES.vendorChanged);
      }
    }
    await tx
      .insert(vendorBankDetails)
      .values({ id: ROW_ID, ...values })
      .onConflictDoUpdate({ target: vendorBankDetails.id, set: values });
  });
  return getVendorBankDetail(db, config);
}
