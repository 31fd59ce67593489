// What a development start prints last, after the steps and any e-mails: where Staffdesk runs and
// how to sign in, so the first start's generated password is the last thing on the console.
import type { Config } from './config';
import { DEMO_PASSWORD } from './seed/demo';
import { type FirstStart, firstAdminEmail } from './seed/index';

export function startBanner(config: Config, databaseKind: string, first: FirstStart | null): string {
  const where = databaseKind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  const admin = first?.password
    ? [
        '  Sign in as the super-admin',
        `    Email:    ${first.email}`,
        `    Password: ${first.password}`,
        '    (made for this first start and not stored in clear: change it from Profile)',
      ]
    : [
        `  Sign in as the super-admin ${firstAdminEmail(config)} with ${
          config.adminPassword ? 'ADMIN_PASSWORD' : 'the password printed at its first start'
        }`,
      ];
  const demoPassword = first
    ? first.demoPassword
    : config.seedDemo && !config.production
      ? DEMO_PASSWORD
      : null;
  const demo = demoPassword
    ? [
        `  or as a demo user, password ${demoPassword} (every one of them: docs/demo-data.md):`,
        `    ananya.iyer@${config.orgEmailDomain}   HR and accounts: leaves, payslips, claims, invoices`,
        `    vikram.singh@${config.orgEmailDomain}  an employee: own leaves, payslips and claims`,
        '    arjun.mehta@northwind-analytics.example   a client’s admin: its positions, leaves, invoices',
      ]
    : [];
  return [
    '',
    `  Staffdesk is running at ${config.publicUrl}  (${where}; Ctrl+C stops it)`,
    '',
    ...admin,
    ...demo,
    '',
  ].join('\n');
}
