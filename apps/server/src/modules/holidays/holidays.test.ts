// Holidays and the note through the API (spec 001 §3, §4, §5 Holiday, §6, §7).
import { COMMON_MESSAGES, HOLIDAY_MESSAGES as M } from '@staffdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, errorsOf, type Headers } from '../../test/api-call';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { createCompany, signedIn } from '../../test/factories';

let ctx: TestContext;
let hrms: Headers;
let company: Headers;
let employee: Headers;
let partner: Headers;

const call = apiCaller(() => ctx.app);

beforeAll(async () => {
  ctx = await buildTestApp();
  const acme = await createCompany(ctx.app);
  ({ headers: hrms } = await signedIn(ctx.app, { type: 'super-admin', role: 'admin' }));
  ({ headers: company } = await signedIn(ctx.app, { type: 'client', role: 'admin', company_id: acme.id }));
  ({ headers: employee } = await signedIn(ctx.app, { type: 'employee' }));
  ({ headers: partner } = await signedIn(ctx.app, { type: 'partners' }));
});
afterAll(() => ctx.close());

describe('holidays', () => {
  it('answers the spec messages for bad input', async () => {
    const empty = await call('POST', 'holidays', hrms, {});
    expect(empty.status).toBe(400);
    expect(errorsOf(empty.body)).toMatchObject({ date: M.dateRequired, holiday: M.holidayRequired });
    const bad = await call('POST', 'holidays', hrms, {
      date: '2026-02-30',
      holiday: 'x'.repeat(41),
      type: 'any',
    });
    expect(errorsOf(bad.body)).toMatchObject({
      date: M.dateRequired,
      holiday: M.holidayTooLong,
      type: M.typeInvalid,
    });
    expect((await call('GET', 'holidays?year=1969', hrms)).status).toBe(400);
  });

  it('lets hrms add, change and delete; one holiday per date; the day of week is shown', async () => {
    const created = await call('POST', 'holidays', hrms, {
      date: '2026-01-26',
      holiday: ' Republic Day ',
      type: 'mandatory',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: M.created,
      data: { date: '2026-01-26', day: 'Monday', holiday: 'Republic Day', type: 'mandatory' },
    });
    const id = created.body.data.id;
    const twice = await call('POST', 'holidays', hrms, { date: '2026-01-26', holiday: 'Again' });
    expect(twice).toMatchObject({ status: 409, body: { message: M.dateTaken } });
    const optional = await call('POST', 'holidays', hrms, { date: '2026-03-04', holiday: 'Holi' });
    expect(optional.body.data.type).toBe('optional');

    const updated = await call('PUT', `holidays/${id}`, hrms, {
      date: '2026-01-27',
      holiday: 'Moved',
      type: '',
      updated_at: created.body.data.updated_at,
    });
    expect(updated.body).toMatchObject({ message: M.updated, data: { day: 'Tuesday', type: 'optional' } });
    expect(
      (
        await call('PUT', `holidays/${optional.body.data.id}`, hrms, {
          date: '2026-01-27',
          holiday: 'Clash',
          updated_at: optional.body.data.updated_at,
        })
      ).status,
    ).toBe(409);

    const list = await call('GET', 'holidays?year=2026', employee);
    expect(list.body.data.list.map((h: { holiday: string }) => h.holiday)).toEqual(['Moved', 'Holi']);
    expect((await call('GET', 'holidays?year=2025', company)).body.data.list).toEqual([]);
    expect((await call('GET', `holidays/${id}`, company)).body.data.holiday).toBe('Moved');

    const removed = await call('DELETE', `holidays/${id}`, hrms);
    expect(removed.body).toEqual({ data: null, message: M.deleted });
    expect((await call('GET', `holidays/${id}`, hrms)).status).toBe(404);
    expect((await call('DELETE', `holidays/${id}`, hrms)).status).toBe(404);
  });

  it('answers 409 to the second of two editors who loaded the same holiday, 400 without a version', async () => {
    const created = await call('POST', 'holidays', hrms, { date: '2026-08-15', holiday: 'Independence Day' });
    const { id, updated_at: loaded } = created.body.data;
    const first = await call('PUT', `holidays/${id}`, hrms, {
      date: '2026-08-15',
      holiday: 'Independence Day (I)',
      updated_at: loaded,
    });
    expect(first.status).toBe(200);
    const stale = await call('PUT', `holidays/${id}`, hrms, {
      date: '2026-08-15',
      holiday: 'Stale edit',
      updated_at: loaded,
    });
    expect(stale).toMatchObject({ status: 409, body: { message: M.changed } });
    const unversioned = await call('PUT', `holidays/${id}`, hrms, {
      date: '2026-08-15',
      holiday: 'No version',
    });
    expect(unversioned.status).toBe(400);
    expect(errorsOf(unversioned.body)).toEqual({ updated_at: COMMON_MESSAGES.updatedAtRequired });
    expect((await call('GET', `holidays/${id}`, hrms)).body.data.holiday).toBe('Independence Day (I)');
    // The version of the answer is the one to send next.
    const next = await call('PUT', `holidays/${id}`, hrms, {
      date: '2026-08-15',
      holiday: 'Independence Day',
      updated_at: first.body.data.updated_at,
    });
    expect(next.status).toBe(200);
  });

  it('refuses writes to company and employee, and reads to users of no area', async () => {
    const body = { date: '2026-05-01', holiday: 'May Day' };
    expect((await call('POST', 'holidays', company, body)).status).toBe(403);
    expect((await call('POST', 'holidays', employee, body)).status).toBe(403);
    expect((await call('PUT', 'holidays-note/0', employee, { holidayNote: 'x' })).status).toBe(403);
    expect((await call('GET', 'holidays', partner)).status).toBe(403);
  });
});

describe('holiday note', () => {
  it('is required, and kept with only the allowed HTML', async () => {
    const empty = await call('PUT', 'holidays-note/0', hrms, { holidayNote: '  ' });
    expect(errorsOf(empty.body)).toEqual({ holidayNote: M.noteRequired });
    const before = await call('GET', 'holidays-note', employee);
    expect(before.body.data).toEqual({ id: 0, note: '', updated_at: null });

    const dirty =
      '<p onclick="steal()">Offices close on <strong>mandatory</strong> days.<script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">x</a><a href="https://example.com">calendar</a><img src=x onerror=alert(1)>';
    const saved = await call('PUT', 'holidays-note/0', hrms, { holidayNote: dirty });
    expect(saved.body.message).toBe(M.noteUpdated);
    expect(saved.body.data.note).toBe(
      '<p>Offices close on <strong>mandatory</strong> days.</p><a rel="noopener noreferrer" target="_blank">x</a>' +
        '<a href="https://example.com" rel="noopener noreferrer" target="_blank">calendar</a>',
    );
    const again = await call('PUT', `holidays-note/${saved.body.data.id}`, hrms, {
      holidayNote: '<p>Second</p>',
      updated_at: saved.body.data.updated_at,
    });
    expect(again.body.data).toMatchObject({ id: saved.body.data.id, note: '<p>Second</p>' });
    expect((await call('GET', 'holidays-note', company)).body.data.note).toBe('<p>Second</p>');
  });

  it('keeps nothing live from raw-text and SVG/MathML tricks', async () => {
    // Payloads of the sanitize-html advisories up to 2.17.7 (textarea/xmp end tags, foreign
    // content, SVG animation of a link): none may leave an element or attribute that runs script.
    const tricks = [
      '<svg><textarea><img src=x onerror=alert(1)></textarea/></svg>',
      '<textarea></textarea/><img src=x onerror=alert(1)>',
      '<math><mtext><textarea><img src=x onerror=alert(1)></textarea></mtext></math>',
      '<xmp><img src=x onerror=alert(1)></xmp>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<svg><animate attributeName=href values=javascript:alert(1) /><a><text>x</text></a></svg>',
      '<math><style><img src=x onerror=alert(1)></style></math>',
    ];
    for (const trick of tricks) {
      const { updated_at } = (await call('GET', 'holidays-note', hrms)).body.data;
      const saved = await call('PUT', 'holidays-note/0', hrms, {
        holidayNote: `<p>Kept</p>${trick}`,
        updated_at,
      });
      expect(saved.body.data.note, trick).toBe('<p>Kept</p>');
    }
  });

  it('answers 409 to a stale editor: one who loaded an older note, or none when there is one', async () => {
    const { body } = await call('GET', 'holidays-note', hrms);
    const first = await call('PUT', `holidays-note/${body.data.id}`, hrms, {
      holidayNote: '<p>First editor</p>',
      updated_at: body.data.updated_at,
    });
    expect(first.status).toBe(200);
    const stale = await call('PUT', `holidays-note/${body.data.id}`, hrms, {
      holidayNote: '<p>Second editor</p>',
      updated_at: body.data.updated_at,
    });
    expect(stale).toMatchObject({ status: 409, body: { message: M.noteChanged } });
    const blind = await call('PUT', `holidays-note/${body.data.id}`, hrms, { holidayNote: '<p>Blind</p>' });
    expect(blind).toMatchObject({ status: 409, body: { message: M.noteChanged } });
    expect((await call('GET', 'holidays-note', employee)).body.data.note).toBe('<p>First editor</p>');
  });
});
