// Holidays and the note through the API (spec 001 §3, §4, §5 Holiday, §6, §7).
import { HOLIDAY_MESSAGES as M } from '@staffdesk/shared';
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
    });
    expect(updated.body).toMatchObject({ message: M.updated, data: { day: 'Tuesday', type: 'optional' } });
    expect(
      (await call('PUT', `holidays/${optional.body.data.id}`, hrms, { date: '2026-01-27', holiday: 'Clash' }))
        .status,
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
    expect(before.body.data).toEqual({ id: 0, note: '' });

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
    });
    expect(again.body.data).toEqual({ id: saved.body.data.id, note: '<p>Second</p>' });
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
      const saved = await call('PUT', 'holidays-note/0', hrms, { holidayNote: `<p>Kept</p>${trick}` });
      expect(saved.body.data.note, trick).toBe('<p>Kept</p>');
    }
  });
});
