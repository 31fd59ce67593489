// Issue 22: a development start ends with the address and the sign-in, and its log reads as lines
// of text, not JSON, so the first start's generated password does not scroll away.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { readableLogLine } from './plugins/request-log';
import { DEMO_PASSWORD } from './seed/demo';
import { startBanner } from './start-banner';

const config = loadConfig({ PORT: '3161', DATA_DIR: '/srv/staffdesk-data' });

describe('the start banner', () => {
  it('repeats the first start’s generated password and the demo sign-in after everything else', () => {
    const text = startBanner(config, 'pglite', {
      email: 'admin@staffdesk.local',
      password: 'Gen3rated-Pass!',
      demoPassword: DEMO_PASSWORD,
    });
    expect(text).toContain(
      'Staffdesk is running at http://localhost:3161  (embedded database in /srv/staffdesk-data; Ctrl+C stops it)',
    );
    expect(text).toContain('    Email:    admin@staffdesk.local\n    Password: Gen3rated-Pass!');
    expect(text).toContain('or as a demo user, password Demo@12345 (every one of them: docs/demo-data.md)');
    expect(text).toContain('ananya.iyer@staffdesk.local');
  });

  it('names the password’s source on a later start, never a password', () => {
    const text = startBanner(config, 'pglite', null);
    expect(text).toContain(
      'Sign in as the super-admin admin@staffdesk.local with the password printed at its first start',
    );
    const given = startBanner({ ...config, adminPassword: 'Given#Pass9' }, 'postgres', null);
    expect(given).toContain('with ADMIN_PASSWORD');
    expect(given).not.toContain('Given#Pass9');
    expect(given).toContain('(PostgreSQL; Ctrl+C stops it)');
  });
});

describe('the development console', () => {
  it('shows a log entry as its message, with a level only when it is not information', () => {
    const info = JSON.stringify({
      level: 30,
      time: 1,
      pid: 2,
      hostname: 'vm',
      msg: 'added the demo data set',
    });
    expect(readableLogLine(info)).toBe('  added the demo data set\n');
    const warn = JSON.stringify({
      level: 40,
      msg: 'mail failed, will retry',
      mailId: 7,
      attempts: 2,
      reqId: 'r',
    });
    expect(readableLogLine(warn)).toBe('  warning: mail failed, will retry (mailId: 7, attempts: 2)\n');
    const error = JSON.stringify({
      level: 50,
      msg: 'prune failed',
      err: { message: 'boom', stack: 'Error: boom\n at x' },
    });
    expect(readableLogLine(error)).toBe('  error: prune failed\n    Error: boom\n     at x\n');
  });
});
