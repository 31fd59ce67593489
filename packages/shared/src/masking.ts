// Masking of personal and financial values (bank details, PAN, Aadhaar) for viewers who do not edit
// the record. One rule everywhere: a value is shown in full only to whoever may edit the record.

/** Turns a stored value into what a viewer without edit rights sees; null stays null. */
export type Mask = (value: string | null | undefined) => string | null;

const present = (value: string | null | undefined) => {
  const compact = value?.replace(/\s+/g, '') ?? '';
  return compact === '' ? null : compact;
};

/** Bank account numbers and bank codes: '123456781234' → '•••• 1234'. Short values hide everything. */
export const maskAccount: Mask = (value) => {
  const v = present(value);
  if (v === null) return null;
  return v.length < 8 ? '••••' : `•••• ${v.slice(-4)}`;
};

/** Identity numbers (Aadhaar, PAN): '123412341234' → 'XXXX-XXXX-1234'. */
export const maskId: Mask = (value) => {
  const v = present(value);
  if (v === null) return null;
  return v.length < 8 ? 'XXXX-XXXX' : `XXXX-XXXX-${v.slice(-4).toUpperCase()}`;
};

/** Free text (more bank details, an account address): nothing of it, not even its length. */
export const maskAll: Mask = (value) => (present(value) === null ? null : '••••••');

/** The value itself for a viewer who may edit the record, otherwise its masked form. */
export function revealOrMask(value: string | null | undefined, canEdit: boolean, mask: Mask): string | null {
  if (canEdit) return value ?? null;
  return mask(value);
}

/** Applies `revealOrMask` to several fields of a row at once, for a module's mapper. */
export function maskFields<T extends Record<string, unknown>>(
  row: T,
  masks: Partial<Record<keyof T, Mask>>,
  canEdit: boolean,
): T {
  if (canEdit) return row;
  const copy: Record<string, unknown> = { ...row };
  for (const [field, mask] of Object.entries(masks) as [string, Mask][]) {
    copy[field] = mask(row[field] as string | null | undefined);
  }
  return copy as T;
}
