import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantInterviews, applicants } from '../modules/applicants/applicants.tables';
import { positions } from '../modules/positions/positions.tables';
import { users } from '../modules/users/users.tables';
import { buildTestApp, type TestContext } from '../test/build-test-app';
import { createCompany } from '../test/factories';
import { seedDemo } from './demo';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
  const own = await createCompany(ctx.app, {
    company_name: 'Staffdesk',
    primary_email: 'hello@staffdesk.local',
  });
  await ctx.app.deps.db.transaction((tx) => seedDemo(tx, own.id));
});
afterAll(() => ctx.close());

describe('demo job portal', () => {
  it('gives every demo company positions with applicants at several interview stages', async () => {
    const db = ctx.app.deps.db;
    const positionRows = await db.select().from(positions);
    expect(positionRows).toHaveLength(15);
    const applicantRows = await db.select().from(applicants).where(isNull(applicants.deleted_at));
    expect(applicantRows).toHaveLength(30);
    expect(applicantRows.every((a) => a.current_interview_status_id && a.search_text)).toBe(true);
    expect(new Set(applicantRows.map((a) => a.current_interview_status_id)).size).toBeGreaterThan(2);
    const rows = await db.select().from(applicantInterviews);
    expect(rows.length).toBeGreaterThan(applicantRows.length);
  });

  it('shows a client user of a demo company its own positions through the API', async () => {
    const db = ctx.app.deps.db;
    const [arjun] = await db
      .select()
      .from(users)
      .where(and(eq(users.first_name, 'Arjun'), eq(users.type_slug, 'client')));
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: arjun!.email, password: 'Demo@12345' },
    });
    const cookie = login.headers['set-cookie'];
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/filters/applicants?skip=0&limit=10',
      headers: {
        cookie: (Array.isArray(cookie) ? cookie : [cookie!]).map((c) => c.split(';')[0]).join('; '),
      },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.count).toBe(6);
    expect(res.json().data.list[0]).not.toHaveProperty('phone');
  });
});
