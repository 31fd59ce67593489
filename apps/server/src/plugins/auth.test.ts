import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAuth } from './auth';

describe('route guards', () => {
  it('refuses to register an API route that names no access guard', async () => {
    const app = Fastify();
    registerAuth(app);
    expect(() => app.get('/api/v1/unguarded', async () => ({}))).toThrow(/has no access guard/);
    expect(() =>
      app.get('/api/v1/guarded', { config: { access: 'list-users' } }, async () => ({})),
    ).not.toThrow();
    await app.close();
  });
});
