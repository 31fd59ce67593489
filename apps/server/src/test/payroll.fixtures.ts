// Test helpers for payrolls and reimbursements: employees with users, and uploads through the API.
import { expect } from 'vitest';
import type { TestContext } from './build-test-app';
import { createEmployee, createUser, loginAs } from './factories';

export type Headers = Record<string, string>;
let n = 0;

/** An employee (user of type employee plus its HR row), signed in. */
export async function employeeUser(ctx: TestContext, employeeId?: string) {
  const i = ++n;
  const user = await createUser(ctx.app, { type: 'employee', email: `emp${i}.${Date.now()}@flipkoins.com` });
  const employee_id = employeeId ?? `EMP-${i}-${Date.now() % 100000}`;
  const employee = await createEmployee(ctx.app, {
    user_id: user.id,
    employee_id,
    reporting_manager: 'lead@flipkoins.com',
    // What the employees service keeps for the lists' search (name, employee ID, e-mail).
    search_text: [user.first_name, user.last_name, employee_id, user.email].join(' ').toLowerCase(),
  });
  return { user, employee, headers: await loginAs(ctx.app, user) };
}

/** Uploads a file through master/upload-file and answers its uploaded_url. */
export async function uploadFile(
  ctx: TestContext,
  headers: Headers,
  folder: string,
  buffer: Buffer,
  name: string,
): Promise<string> {
  const data = new FormData();
  data.append('folderName', folder);
  data.append('file', new Blob([new Uint8Array(buffer)]), name);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/master/upload-file',
    headers,
    payload: data,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.uploaded_url;
}
