// Encrypted columns: `encryptedText('partners_bank_account_number')` stores AES-GCM ciphertext in a
// text column and reads and writes plain strings in code. Because Drizzle encrypts a value before it
// becomes a query parameter, plain values never reach the SQL text, its parameters or a logged
// query error either.
//
// What this cannot do: compare. `eq(column, value)` encrypts `value` with a fresh IV and matches
// nothing, and LIKE, ORDER BY and indexes see only ciphertext. For "is this value already used",
// store a `blindIndexText` column beside it (see `blindIndex` in lib/field-crypto).
import { is } from 'drizzle-orm';
import { customType, getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { decryptField, encryptField } from '../lib/field-crypto';

const ENCRYPTED_TEXT = {
  dataType: () => 'text',
  toDriver: (value: string) => encryptField(value),
  fromDriver: (value: string) => decryptField(value),
};

/** A text column stored encrypted with the current key; nulls stay null. */
export const encryptedText = customType<{ data: string; driverData: string }>(ENCRYPTED_TEXT);

interface BlindIndexConfig {
  /** The database name of the encrypted column this indexes, in the same table. */
  source: string;
  /** Passed to `blindIndex(value, purpose)`; one per kind of value (pan, aadhaar …). */
  purpose: string;
}

const BLIND_INDEX = { dataType: () => 'text' };

/**
 * The keyed HMAC of an encrypted column's value (`blindIndex(value, purpose)` writes it;
 * `inArray(column, blindIndexCandidates(value, purpose))` finds it). `keys:rotate` recomputes it.
 */
export const blindIndexText = (name: string, config: BlindIndexConfig) =>
  customType<{ data: string; driverData: string; config: BlindIndexConfig }>(BLIND_INDEX)(name, config);

type CustomConfig = { customTypeParams?: unknown; fieldConfig?: unknown };
// Drizzle keeps a custom column's type parameters on its (protected) config.
const customConfig = (column: PgColumn) => (column as unknown as { config: CustomConfig }).config;

export const isEncryptedColumn = (column: PgColumn) =>
  customConfig(column).customTypeParams === ENCRYPTED_TEXT;

export interface EncryptedTable {
  table: PgTable;
  name: string;
  id: PgColumn;
  encrypted: PgColumn[];
  blindIndexes: { column: PgColumn; source: PgColumn; purpose: string }[];
}

/** Every table of `schema` with encrypted columns, found from the column declarations. */
export function encryptedTables(schema: Record<string, unknown>): EncryptedTable[] {
  const found: EncryptedTable[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const config = getTableConfig(table);
    const encrypted = config.columns.filter(isEncryptedColumn);
    if (encrypted.length === 0) continue;
    const id = config.columns.filter((c) => c.primary);
    if (id.length !== 1) throw new Error(`${config.name}: encrypted columns need a one-column primary key`);
    const blindIndexes = config.columns.flatMap((column) => {
      if (customConfig(column).customTypeParams !== BLIND_INDEX) return [];
      const { source, purpose } = customConfig(column).fieldConfig as BlindIndexConfig;
      const sourceColumn = encrypted.find((c) => c.name === source);
      if (!sourceColumn)
        throw new Error(`${config.name}.${column.name}: ${source} is not an encrypted column`);
      return [{ column, source: sourceColumn, purpose }];
    });
    found.push({ table, name: config.name, id: id[0]!, encrypted, blindIndexes });
  }
  return found;
}
