// Reporting managers (spec 001 §3): the form's multi select-or-create offers the addresses already
// given as reporting managers, within the viewer's scope (hrms: every employee's; a client admin:
// its own company's employees'). One row per address in employee_reporting_managers, written with
// the employee, lets the lookup run on an index instead of scanning and splitting the text column.
import { AUTH_MESSAGES, REPORTING_MANAGER_LOOKUP_LIMIT, type SessionUser } from '@staffdesk/shared';
import { and, eq, isNull, like } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { forbidden } from '../../lib/http-error';
import { searchPattern } from '../../lib/search';
import { employeeReportingManagers, employees } from './employees.tables';

/** Replaces an employee's reporting-manager rows (the form sends the whole list). */
export async function writeReportingManagers(tx: DbOrTx, employeeId: number, emails: string[]) {
  await tx.delete(employeeReportingManagers).where(eq(employeeReportingManagers.employee_id, employeeId));
  const unique = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
  if (unique.length) {
    await tx
      .insert(employeeReportingManagers)
      .values(unique.map((email) => ({ employee_id: employeeId, email })));
  }
}

/**
 * Up to REPORTING_MANAGER_LOOKUP_LIMIT distinct addresses matching the search, alphabetically. Only
 * who may edit employees asks (hrms and the company area); an employee gets 403.
 */
export async function searchReportingManagers(
  db: DbOrTx,
  viewer: SessionUser,
  area: 'hrms' | 'company' | 'employee',
  search: string | undefined,
): Promise<string[]> {
  if (area === 'employee') throw forbidden(AUTH_MESSAGES.forbidden);
  const text = search?.trim();
  if (!text) return [];
  const rows = await db
    .selectDistinct({ email: employeeReportingManagers.email })
    .from(employeeReportingManagers)
    .innerJoin(employees, eq(employees.id, employeeReportingManagers.employee_id))
    .where(
      and(
        like(employeeReportingManagers.email, searchPattern(text)),
        isNull(employees.deleted_at),
        area === 'company' ? eq(employees.client_id, viewer.company_id ?? 0) : undefined,
      ),
    )
    .orderBy(employeeReportingManagers.email)
    .limit(REPORTING_MANAGER_LOOKUP_LIMIT);
  return rows.map((r) => r.email);
}
