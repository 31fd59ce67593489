// Steps the job portal specs share: unique names, a real PDF to upload, picking and creating options
// in the lookup selects, and an API session for setting up records the browser then looks at.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, request } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { linkIn, waitForMail } from './mail-catcher';

/** A suffix that keeps this run's records apart from the demo data and from earlier runs. */
export const uniqueSuffix = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/**
 * Writes a one-page PDF with a line of text and a correct cross-reference table to a temp file, so
 * the upload's content check sees what a browser sends for a real document.
 */
export function writeSamplePdf(fileName: string, text = 'Sample document'): string {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-e2e-upload-'));
  const file = path.join(dir, fileName);
  fs.writeFileSync(file, pdf, 'latin1');
  return file;
}

/** The select (lookup or plain) whose accessible name starts with the label; required ones end in *. */
export const selectNamed = (scope: Page | Locator, label: string) =>
  scope.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(label)}( \\*)?$`) });

/** A text field found by its label, with or without the required asterisk. */
export const fieldNamed = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(label)}( \\*)?$`) });

/** Opens a select and picks one option (the listbox is rendered at the page's root). */
export async function pick(page: Page, scope: Page | Locator, label: string, option: string | RegExp) {
  const select = selectNamed(scope, label);
  // Read before opening: an open plain select hides the rest of the page from the accessibility tree.
  const lookup = await select.evaluate((el) => el.tagName === 'INPUT');
  await select.click();
  if (typeof option === 'string' && lookup) {
    // A lookup: typing narrows a long list (countries, cities) to the wanted entry.
    await select.fill(option);
  }
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  // A multiple plain select stays open after a choice: close it like a user would.
  if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape');
}

/** Types a value a lookup does not have and chooses its "Add “…”" suggestion (spec 000 §4). */
export async function createInline(page: Page, scope: Page | Locator, label: string, value: string) {
  const select = selectNamed(scope, label);
  await select.click();
  await select.fill(value);
  await page.getByRole('option', { name: `Add “${value}”`, exact: true }).click();
}

/** Types a DD/MM/YYYY date into a date picker's field, section by section as a keyboard user does. */
export async function typeDate(page: Page, scope: Page | Locator, label: string, date: string) {
  const field = scope.getByRole('group', { name: new RegExp(`^${escapeRegExp(label)}( \\*)?$`) });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(date.replace(/\D/g, ''));
}

/** The visible success or error message (notistack renders each as an alert). */
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** An API session signed in as the given user, for setting up records the browser then looks at. */
export async function apiSession(email: string, password: string): Promise<JobPortalApi> {
  const context = await request.newContext({ baseURL: `${BASE_URL}/api/v1/` });
  const login = await context.post('users/login', { data: { email, password } });
  expect(login.ok(), `sign in ${email}: ${await login.text()}`).toBe(true);
  return new JobPortalApi(context);
}

type Row = Record<string, unknown> & { id: number };

export class JobPortalApi {
  constructor(readonly context: APIRequestContext) {}

  async get<T = unknown>(url: string, params?: Record<string, string | number>): Promise<T> {
    const response = await this.context.get(url, { params });
    expect(response.ok(), `GET ${url}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: T }).data;
  }

  async send<T = Row>(method: 'post' | 'put' | 'delete', url: string, data?: unknown): Promise<T> {
    const response = await this.context[method](url, { data });
    expect(response.ok(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: T }).data;
  }

  /** The id of a lookup entry (GET master/<lookup>) by its shown name. */
  async lookupId(lookup: string, label: string, name: string, params?: Record<string, number>) {
    const rows = await this.get<Row[]>(`master/${lookup}`, { ...params, search: name });
    const row = rows.find((r) => r[label] === name);
    if (!row) throw new Error(`No ${lookup} named ${name}`);
    return row.id;
  }

  async companyId(name: string) {
    const rows = await this.get<{ id: number; company_name: string }[]>('companies');
    const row = rows.find((r) => r.company_name === name);
    if (!row) throw new Error(`No company named ${name}`);
    return row.id;
  }

  /** POST master/upload-file: answers the stored URL and the original name. */
  async upload(folderName: 'jd' | 'cv' | 'client_cv', file: string) {
    const response = await this.context.post('master/upload-file', {
      multipart: {
        folderName,
        file: { name: path.basename(file), mimeType: 'application/pdf', buffer: fs.readFileSync(file) },
      },
    });
    expect(response.ok(), `upload: ${await response.text()}`).toBe(true);
    const { data } = (await response.json()) as { data: { uploaded_url: string; original_name: string } };
    return data;
  }

  /**
   * Invites a user (POST users) and completes the invitation as the invitee would, through the
   * verify and set-password links of the captured e-mails, so the user can sign in with `password`.
   */
  async inviteUser(user: Record<string, unknown> & { email: string }, password: string) {
    const since = Date.now();
    await this.send('post', 'users', user);
    const invitation = await waitForMail(user.email, /invited/, { since });
    const verifyToken = tokenOf(linkIn(invitation, `${BASE_URL}/verify?token=`));
    await this.get('users/verify', { token: verifyToken });
    const setPassword = await waitForMail(user.email, /^Set your/, { since });
    const resetToken = tokenOf(linkIn(setPassword, `${BASE_URL}/reset-password?token=`));
    const reset = await this.context.post('users/reset-password', {
      params: { token: resetToken },
      data: { new_password: password, confirm_password: password },
    });
    expect(reset.ok(), `set password: ${await reset.text()}`).toBe(true);
  }

  async dispose() {
    await this.context.dispose();
  }
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
