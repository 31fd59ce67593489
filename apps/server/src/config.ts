// Configuration from the environment (DESIGN.md "Configuration"); every value optional.
import path from 'node:path';

export interface Config {
  port: number;
  /** The address to listen on: localhost unless HOST names another (0.0.0.0 for every interface). */
  host: string;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): off by default, so a client
   * cannot pick the IP the throttles count; `true`, a hop count, or addresses/CIDRs, comma separated.
   */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  dataDir: string;
  databaseUrl: string | null;
  smtpUrl: string | null;
  /** SMTP connections kept open and messages in flight per process (SMTP_POOL_SIZE, default 5). */
  smtpPoolSize: number;
  mailFrom: string;
  s3Bucket: string | null;
  s3Endpoint: string | null;
  adminEmail: string | null;
  adminPassword: string | null;
  seedDemo: boolean;
  orgName: string;
  orgEmailDomain: string;
  publicUrl: string;
  production: boolean;
  uploadMaxBytes: number;
  /** What one user may upload in 24 hours (UPLOAD_DAILY_QUOTA_MB, default 200). */
  uploadDailyQuotaBytes: number;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Lists count their matches up to this many past the page, then report a lower bound. */
  listCountCap: number;
  webDist: string | null;
  /** The prepared embedded database a first start copies (db/pglite-template.ts), when built. */
  pgliteTemplate: string | null;
  logLevel: string;
  // Field encryption (docs/architecture.md "Encrypted fields"): the current key and older keys still
  // read until `npm run keys:rotate` has re-encrypted everything; base64 of 32 random bytes each.
  dataEncryptionKey: string | null;
  dataEncryptionOldKeys: string[];
}

const bool = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

/** TRUST_PROXY: unset/false → off; true → any; a number → hops; else a list of addresses or CIDRs. */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || ['0', 'false', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(text.toLowerCase())) return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text.split(/[\s,]+/).filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = Number(env.PORT ?? 3000);
  const databaseUrl = env.DATABASE_URL || null;
  return {
    port,
    host: env.HOST || 'localhost',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    smtpUrl: env.SMTP_URL || null,
    smtpPoolSize: Math.max(1, Number(env.SMTP_POOL_SIZE) || 5),
    mailFrom: env.MAIL_FROM ?? 'Staffdesk <no-reply@staffdesk.local>',
    s3Bucket: env.S3_BUCKET || null,
    s3Endpoint: env.S3_ENDPOINT || null,
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    // Demo accounts only where a person asked for them: never by default in production.
    seedDemo: bool(env.SEED_DEMO, !databaseUrl && env.NODE_ENV !== 'production'),
    orgName: env.ORG_NAME ?? 'Staffdesk',
    orgEmailDomain: env.ORG_EMAIL_DOMAIN ?? 'staffdesk.local',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    production: env.NODE_ENV === 'production',
    uploadMaxBytes: Number(env.UPLOAD_MAX_BYTES ?? 10 * 1024 * 1024),
    uploadDailyQuotaBytes: Number(env.UPLOAD_DAILY_QUOTA_MB ?? 200) * 1024 * 1024,
    sessionIdleMinutes: Number(env.SESSION_IDLE_MINUTES ?? 120),
    sessionAbsoluteHours: Number(env.SESSION_ABSOLUTE_HOURS ?? 24 * 7),
    listCountCap: 10_000,
    webDist: env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'),
    // src/ and the bundle's dist/ are siblings, so the path holds for both ways of running.
    pgliteTemplate: path.resolve(import.meta.dirname, '../dist/pglite-template'),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    dataEncryptionKey: env.DATA_ENCRYPTION_KEY?.trim() || null,
    dataEncryptionOldKeys: (env.DATA_ENCRYPTION_OLD_KEYS ?? '').split(/[\s,]+/).filter(Boolean),
    ...overrides,
  };
}
