// Who may download an uploaded file: whoever may read a record that shows it, by that record's own
// rule. Each module declares its file columns and the read of the record holding them (the GET
// route's permission key and its service call, which applies the data scope and hides fields) and
// adds them here (`crudRoutes({ files })`, `recordRoute({ files })` or `app.deps.files.add`). This
// module imports none of them: the rule that decides a file is the rule that decides its record.
import { canAccess, type SessionUser, UPLOADED_URL_PREFIX, type UploadFolder } from '@staffdesk/shared';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RouteContext } from '../../lib/crud-routes';
import type { RouteAccess } from '../../plugins/auth';

export type FileColumn = {
  /** The column naming the file: its uploaded_url, or with `holds: 'key'` its storage key. */
  column: AnyPgColumn;
  holds?: 'url' | 'key';
} & (
  | {
      /** The id of the record that shows the file, in the column's own table (a document row's parent). */
      recordId: AnyPgColumn;
    }
  | {
      /**
       * The ids of the records that show a value of this column held in another table (a client's
       * logo beside its positions): a query of one id column, given the value.
       */
      recordIds: (value: string) => SQL;
    }
);

/** One way to read the record: a GET route's path and key, and the record it answers. */
export interface RecordRead {
  /** Under /api/v1, e.g. '/clients/:id' (the test that walks the holders calls it). */
  path: string;
  access: RouteAccess;
  /** The record as the route answers it to this viewer; throws (403, 404) when the route refuses. */
  read: (ctx: RouteContext, id: number) => Promise<unknown>;
}

export interface FileHolder {
  /** The record's name: 'client', 'employee' … (declarations of one name are merged). */
  record: string;
  columns: FileColumn[];
  reads: RecordRead[];
  /** Folders only registered columns write to: the hourly sweep may empty them. */
  folders?: UploadFolder[];
}

const mayUse = (viewer: SessionUser, access: RouteAccess) =>
  access === 'session' || (access !== 'public' && canAccess(viewer, access));

/** Whether the answer shows the url anywhere (a field, a document row, a send). */
function shows(answer: unknown, url: string): boolean {
  if (answer === url) return true;
  if (Array.isArray(answer)) return answer.some((item) => shows(item, url));
  if (answer && typeof answer === 'object') return Object.values(answer).some((v) => shows(v, url));
  return false;
}

export class FileHolders {
  private readonly byRecord = new Map<string, FileHolder>();

  add(holder: FileHolder): void {
    const known = this.byRecord.get(holder.record);
    if (!known) {
      this.byRecord.set(holder.record, { ...holder, columns: [...holder.columns], reads: [...holder.reads] });
      return;
    }
    // A record served by two route sets (clients and the company profile) declares its columns twice.
    known.columns.push(...holder.columns.filter((c) => !known.columns.includes(c)));
    known.reads.push(...holder.reads);
    known.folders = [...(known.folders ?? []), ...(holder.folders ?? [])];
  }

  list(): readonly FileHolder[] {
    return [...this.byRecord.values()];
  }

  /** Every column holding a file: one that none of them names is attached to nothing. */
  columns(): FileColumn[] {
    return this.list().flatMap((h) => h.columns.filter((c) => 'recordId' in c));
  }

  sweptFolders(): UploadFolder[] {
    return [...new Set(this.list().flatMap((h) => h.folders ?? []))];
  }

  /** True when a record showing the file answers the viewer through one of its GET routes. */
  async mayRead(ctx: RouteContext, key: string): Promise<boolean> {
    const url = `${UPLOADED_URL_PREFIX}${key}`;
    for (const holder of this.byRecord.values()) {
      const reads = holder.reads.filter((r) => mayUse(ctx.viewer, r.access));
      if (reads.length === 0) continue;
      for (const id of await recordsShowing(ctx, holder.columns, url, key)) {
        for (const { read } of reads) {
          const answer = await read(ctx, id).catch(() => null);
          if (answer && shows(answer, url)) return true;
        }
      }
    }
    return false;
  }
}

async function recordsShowing(ctx: RouteContext, columns: FileColumn[], url: string, key: string) {
  const ids = new Set<number>();
  for (const c of columns) {
    const value = c.holds === 'key' ? key : url;
    const query =
      'recordIds' in c
        ? c.recordIds(value)
        : sql`select ${sql.identifier(c.recordId.name)} from ${sql.identifier(getTableName(c.column.table))}
              where ${sql.identifier(c.column.name)} = ${value}`;
    const { rows } = await ctx.db.execute<Record<string, number>>(
      sql`select * from (${query}) as r limit 100`,
    );
    for (const row of rows) ids.add(Number(Object.values(row)[0]));
  }
  return ids;
}
