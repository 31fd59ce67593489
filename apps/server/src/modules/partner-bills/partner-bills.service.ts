// Partners' bills (issue 25). A partner files its bill for a month (partners_account_id, month, bill
// number, amount, the PDF); accounts may file one on its behalf. Each bill answers what it should
// be: the partner's placements' approved timesheets that month × their pay rates, exact (expected.ts),
// and the difference. Accounts moves it on: received → validated → paid, or disputed with a reason.
// Validating needs the difference to be zero or a reason; paying needs the partner's bank account
// confirmed (no bank change pending) and records the payment reference. Every change is in the
// bill's history with who, when and why.
import {
  AUTH_MESSAGES,
  canAccess,
  PARTNER_BILL_MESSAGES as M,
  money,
  PARTNER_BILL_NEXT,
  PARTNER_BILL_STATUS_LABELS,
  type PartnerBill,
  type PartnerBillInput,
  type PartnerBillListItem,
  type PartnerBillListQuery,
  type PartnerBillStatus,
  type PartnerBillUpdate,
  type SessionUser,
  toMoneyString,
  uploadedKeyOf,
} from '@staffdesk/shared';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { defineList, equalTo, listPage, newestFirst } from '../../lib/list-query';
import { bankChanges } from '../bank-changes/bank-changes.tables';
import { PARTNER_BANK } from '../partners/partner-bank';
import { partnersAccounts } from '../partners/partners.tables';
import { assertUsableFiles } from '../uploads/file-use';
import { files } from '../uploads/uploads.tables';
import { users } from '../users/users.tables';
import { expectedAmounts, expectedKey } from './expected';
import { partnerBillEvents, partnerBills } from './partner-bills.tables';

/** Accounts sees every partner's bills; a partner its own. */
type BillViewer = { kind: 'accounts' } | { kind: 'partner'; partners_account_id: number };

export function billViewerOf(viewer: SessionUser): BillViewer {
  if (canAccess(viewer, 'accounts')) return { kind: 'accounts' };
  if (viewer.type_slug === 'partners' && viewer.partners_account_id && canAccess(viewer, 'view-profile'))
    return { kind: 'partner', partners_account_id: viewer.partners_account_id };
  throw forbidden(AUTH_MESSAGES.forbidden);
}

const monthOf = (month: string) => `${month}-01`;
const monthText = (date: string) => date.slice(0, 7);

const selectBill = (db: DbOrTx) =>
  db
    .select({ bill: partnerBills, partner_name: partnersAccounts.account_name })
    .from(partnerBills)
    .innerJoin(partnersAccounts, eq(partnersAccounts.id, partnerBills.partners_account_id));
type BillRow = Awaited<ReturnType<ReturnType<typeof selectBill>['execute']>>[number];

interface ListInput {
  side: BillViewer;
  query: PartnerBillListQuery;
}

/** Newest first; a partner's scope is its account, accounts may filter by partner. */
const billList = defineList({
  name: 'partner_bills',
  table: partnerBills,
  always: sql`true`,
  conditions: [
    equalTo('scopePartner', partnerBills.partners_account_id, ({ side }: ListInput) =>
      side.kind === 'partner' ? side.partners_account_id : undefined,
    ),
    equalTo('partnerId', partnerBills.partners_account_id, ({ side, query }: ListInput) =>
      side.kind === 'accounts' ? query.partners_account_id : undefined,
    ),
    equalTo('month', partnerBills.month, ({ query }: ListInput) =>
      query.month ? monthOf(query.month) : undefined,
    ),
    equalTo('status', partnerBills.status, ({ query }: ListInput) => query.status),
  ],
  page: (db, where, paging) =>
    selectBill(db).where(where).orderBy(desc(partnerBills.id)).limit(paging.limit).offset(paging.offset),
  keyset: newestFirst(partnerBills.id, (r: BillRow) => r.bill.id),
});

async function withExpected(db: DbOrTx, rows: BillRow[]) {
  const expected = await expectedAmounts(
    db,
    rows.map((r) => ({ partners_account_id: r.bill.partners_account_id, month: r.bill.month })),
  );
  return rows.map((row) => ({
    row,
    expected: expected.get(expectedKey(row.bill.partners_account_id, row.bill.month))!,
  }));
}

function toItem(row: BillRow, expected: string): PartnerBillListItem {
  const { bill } = row;
  return {
    id: bill.id,
    partners_account_id: bill.partners_account_id,
    partner_name: row.partner_name,
    month: monthText(bill.month),
    bill_number: bill.bill_number,
    amount: bill.amount,
    expected_amount: expected,
    difference: toMoneyString(money(bill.amount).minus(expected)),
    status: bill.status,
    created_at: bill.created_at.toISOString(),
    updated_at: bill.updated_at.toISOString(),
  };
}

export async function listPartnerBills(db: DbOrTx, viewer: SessionUser, query: PartnerBillListQuery) {
  const side = billViewerOf(viewer);
  const result = await billList.run(db, { side, query }, query);
  const rows = await withExpected(db, result.rows);
  return listPage(
    rows.map(({ row, expected }) => toItem(row, expected.total)),
    result,
    query.limit,
  );
}

const scopeWhere = (side: BillViewer) =>
  side.kind === 'partner' ? eq(partnerBills.partners_account_id, side.partners_account_id) : undefined;

/** Whether the partner's bank account has a change waiting for a second person. */
async function bankChangePending(db: DbOrTx, partnerId: number) {
  const [row] = await db
    .select({ id: bankChanges.id })
    .from(bankChanges)
    .where(
      and(
        eq(bankChanges.entity, PARTNER_BANK.entity),
        eq(bankChanges.entity_id, partnerId),
        eq(bankChanges.status, 'pending'),
      ),
    )
    .limit(1);
  return !!row;
}

async function historyOf(db: DbOrTx, billId: number) {
  const rows = await db
    .select({ event: partnerBillEvents, first_name: users.first_name, last_name: users.last_name })
    .from(partnerBillEvents)
    .leftJoin(users, eq(users.id, partnerBillEvents.by_user_id))
    .where(eq(partnerBillEvents.bill_id, billId))
    .orderBy(asc(partnerBillEvents.id));
  return rows.map(({ event, first_name, last_name }) => ({
    status: event.status,
    by: `${first_name ?? ''} ${last_name ?? ''}`.trim() || 'Staffdesk',
    at: event.at.toISOString(),
    reason: event.reason,
    payment_reference: event.payment_reference,
  }));
}

export async function getPartnerBill(db: DbOrTx, viewer: SessionUser, id: number): Promise<PartnerBill> {
  const side = billViewerOf(viewer);
  const [row] = await selectBill(db).where(and(eq(partnerBills.id, id), scopeWhere(side)));
  if (!row) throw notFound(M.notFound);
  const [{ expected }] = await withExpected(db, [row]);
  return {
    ...toItem(row, expected!.total),
    document: row.bill.document,
    document_name: row.bill.document_name,
    reason: row.bill.reason,
    payment_reference: row.bill.payment_reference,
    paid_at: row.bill.paid_at?.toISOString() ?? null,
    bank_change_pending: await bankChangePending(db, row.bill.partners_account_id),
    lines: expected!.lines,
    history: await historyOf(db, id),
  };
}

/** The bill is a PDF the caller uploaded into `invoices`: its original name, from the registry. */
async function documentName(db: DbOrTx, viewer: SessionUser, url: string) {
  await assertUsableFiles(db, viewer, [
    { field: 'document', url, folder: 'invoices', message: M.documentRequired },
  ]);
  const key = uploadedKeyOf(url);
  const [file] = key
    ? await db
        .select({ mime: files.mime_type, name: files.original_name })
        .from(files)
        .where(eq(files.key, key))
    : [];
  if (file?.mime !== 'application/pdf') throw badRequest(M.documentRequired, 'document');
  return file.name;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

export async function createPartnerBill(db: DbOrTx, viewer: SessionUser, input: PartnerBillInput) {
  const side = billViewerOf(viewer);
  if (side.kind === 'partner' && input.partners_account_id !== side.partners_account_id)
    throw forbidden(M.partnerNotYours);
  const [partner] = await db
    .select({ id: partnersAccounts.id })
    .from(partnersAccounts)
    .where(and(eq(partnersAccounts.id, input.partners_account_id), isNull(partnersAccounts.deleted_at)));
  if (!partner) throw badRequest(M.partnerRequired, 'partners_account_id');
  const name = await documentName(db, viewer, input.document);
  const [taken] = await db
    .select({ id: partnerBills.id })
    .from(partnerBills)
    .where(
      and(
        eq(partnerBills.partners_account_id, input.partners_account_id),
        sql`lower(${partnerBills.bill_number}) = lower(${input.bill_number})`,
      ),
    );
  if (taken) throw conflict(M.duplicate(input.bill_number));
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(partnerBills)
        .values({
          partners_account_id: input.partners_account_id,
          month: monthOf(input.month),
          bill_number: input.bill_number,
          amount: input.amount,
          document: input.document,
          document_name: name,
          created_by: viewer.id,
        })
        .returning({ id: partnerBills.id });
      await tx
        .insert(partnerBillEvents)
        .values({ bill_id: row!.id, status: 'received', by_user_id: viewer.id });
      return row!.id;
    });
  } catch (error) {
    // Two filings of one number at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(M.duplicate(input.bill_number));
    throw error;
  }
  return getPartnerBill(db, viewer, id);
}

const label = (status: PartnerBillStatus) => PARTNER_BILL_STATUS_LABELS[status].toLowerCase();

/** Accounts moves a bill on (the route's key is accounts): checked again under the row's lock. */
export async function updatePartnerBill(
  db: DbOrTx,
  viewer: SessionUser,
  id: number,
  input: PartnerBillUpdate,
) {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(partnerBills).where(eq(partnerBills.id, id)).for('update');
    if (!current) throw notFound(M.notFound);
    if (new Date(input.updated_at).getTime() !== current.updated_at.getTime()) throw conflict(M.stale);
    if (!PARTNER_BILL_NEXT[current.status].includes(input.status))
      throw badRequest(M.transitionInvalid(label(current.status), label(input.status)), 'status');
    if (input.status === 'validated') {
      const expected = await expectedAmounts(tx, [
        { partners_account_id: current.partners_account_id, month: current.month },
      ]);
      const total = expected.get(expectedKey(current.partners_account_id, current.month))!.total;
      const difference = money(current.amount).minus(total);
      if (!difference.isZero() && !input.reason)
        throw badRequest(M.differenceNeedsReason(toMoneyString(difference)), 'reason');
    }
    if (input.status === 'paid') {
      if (await bankChangePending(tx, current.partners_account_id)) throw conflict(M.bankChangePending);
      const [partner] = await tx
        .select({ number: partnersAccounts.partners_bank_account_number })
        .from(partnersAccounts)
        .where(eq(partnersAccounts.id, current.partners_account_id));
      if (!partner?.number) throw conflict(M.bankAccountMissing);
    }
    const paid = input.status === 'paid';
    await tx
      .update(partnerBills)
      .set({
        status: input.status,
        ...(paid
          ? { payment_reference: input.payment_reference, paid_at: new Date() }
          : { reason: input.reason }),
        updated_at: sql`clock_timestamp()`,
      })
      .where(eq(partnerBills.id, id));
    await tx.insert(partnerBillEvents).values({
      bill_id: id,
      status: input.status,
      by_user_id: viewer.id,
      reason: input.reason,
      payment_reference: paid ? input.payment_reference : null,
    });
  });
  return getPartnerBill(db, viewer, id);
}
