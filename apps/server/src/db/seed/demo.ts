// A small realistic demo data set (filled in by the demo-data work).
import type { DbOrTx } from '../client';

export async function seedDemo(_db: DbOrTx, _ownCompanyId: number) {}
