// Between a loaded placement, the form's fields and the body sent to POST/PUT placements.
import type { Placement, PlacementBody } from '@staffdesk/shared';

/** A new placement's fields: empty, or the employee, client and joining date of its profile's link. */
export const emptyPlacementValues = (start?: {
  employee: { id: number };
  client_id: number | null;
  start_date: string | null;
}): PlacementBody =>
  ({
    employee_id: start?.employee.id ?? '',
    client_id: start?.client_id ?? '',
    position_id: '',
    partners_account_id: '',
    start_date: start?.start_date ?? '',
    end_date: '',
    bill_rate: '',
    bill_unit: 'day',
    pay_rate: '',
    pay_unit: 'day',
    currency: 'INR',
    approver_ids: [],
    notes: '',
  }) as unknown as PlacementBody;

/** Rates the viewer is not given stay empty: only hrms edits, and hrms is given both. */
export const placementToFormValues = (p: Placement): PlacementBody =>
  ({
    employee_id: p.employee_id,
    client_id: p.client_id,
    position_id: p.position_id ?? '',
    partners_account_id: p.partners_account_id ?? '',
    start_date: p.start_date,
    end_date: p.end_date ?? '',
    bill_rate: p.bill_rate ?? '',
    bill_unit: p.bill_unit ?? 'day',
    pay_rate: p.pay_rate ?? '',
    pay_unit: p.pay_unit ?? 'day',
    currency: p.currency,
    approver_ids: p.approvers.map((a) => a.id),
    notes: p.notes ?? '',
    updated_at: p.updated_at,
  }) as unknown as PlacementBody;
