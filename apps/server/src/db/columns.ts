// Column helpers shared by the table files.
import { numeric, timestamp } from 'drizzle-orm/pg-core';

export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};
export const softDelete = {
  deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
};

/**
 * An amount of money: numeric(14,2), up to 999,999,999,999.99. Drizzle reads it as a string
 * ('1234.50'); compute with `money()`/`sumMoney()` from @staffdesk/shared and write `toMoneyString()`.
 */
export const moneyColumn = (name: string) => numeric(name, { precision: 14, scale: 2 });
