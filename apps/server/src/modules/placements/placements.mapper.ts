// A placement as its viewer may see it (issue 24): the figures placementFigures does not give the
// viewer's side are left out of the object, so no response carries them, not even as null.
import {
  money,
  type Placement,
  type PlacementListItem,
  type PlacementViewer,
  placementFigures,
  placementStatus,
  toMoneyString,
} from '@staffdesk/shared';
import type { PlacementRow } from './placements.service';

const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

export function toPlacementItem(
  { placement: p, ...joined }: PlacementRow,
  side: PlacementViewer,
  today: string,
) {
  const figures = placementFigures(side);
  const item: PlacementListItem = {
    id: p.id,
    employee_id: p.employee_id,
    employee_name: `${joined.employee_first} ${joined.employee_last}`.trim(),
    employee_code: joined.employee_code,
    client_id: p.client_id,
    client_name: joined.client_name,
    position_id: p.position_id,
    position_title: joined.position_title,
    // A client is not told which partner supplies its contractor.
    partners_account_id: side.kind === 'client' ? null : p.partners_account_id,
    partner_name: side.kind === 'client' ? null : joined.partner_name,
    start_date: p.start_date,
    end_date: p.end_date,
    status: placementStatus(p.start_date, p.end_date, today),
    currency: p.currency,
    updated_at: p.updated_at.toISOString(),
  };
  if (figures.bill) Object.assign(item, { bill_rate: p.bill_rate, bill_unit: p.bill_unit });
  if (figures.pay) Object.assign(item, { pay_rate: p.pay_rate, pay_unit: p.pay_unit });
  if (figures.internal)
    item.margin = p.bill_unit === p.pay_unit ? toMoneyString(money(p.bill_rate).minus(p.pay_rate)) : null;
  return item;
}

interface ApproverRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

export function toPlacement(
  row: PlacementRow,
  approvers: ApproverRow[],
  side: PlacementViewer,
  today: string,
): Placement {
  const record: Placement = {
    ...toPlacementItem(row, side, today),
    approvers: approvers.map((a) => ({
      id: a.id,
      name: `${a.first_name} ${a.last_name}`.trim(),
      // A partner sees who approves, not the client's addresses.
      ...(side.kind === 'partner' ? {} : { email: a.email }),
    })),
    created_at: row.placement.created_at.toISOString(),
  };
  if (placementFigures(side).internal) {
    Object.assign(record, {
      notes: row.placement.notes,
      created_by_name: fullName(row.created_first, row.created_last),
      updated_by_name: fullName(row.updated_first, row.updated_last),
    });
  }
  return record;
}
