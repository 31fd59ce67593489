// Who signs in during the browser tests. The super-admin is created by the app on first start from
// ADMIN_EMAIL / ADMIN_PASSWORD (global-setup passes these); the demo users come from SEED_DEMO.
export const ADMIN = { email: 'admin@staffdesk.test', password: 'Admin@12345' };

/**
 * The staffing company's name the server runs with (global-setup passes it as ORG_NAME): labels and
 * messages carry it, e.g. "{ORG_NAME} Email". `ORG_NAME=Flipkoins npm run test:e2e` runs the specs
 * with the spec's own name.
 */
export const ORG_NAME = process.env.ORG_NAME || 'Staffdesk';
export const ORG_EMAIL = `${ORG_NAME} Email`;

/** Demo users (docs/demo-data.md) share one password. Each spec that changes a password has its own. */
export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO_COMPANY = 'Northwind Analytics Pvt Ltd';
/** forgot-password.spec resets this user's password. */
export const FORGETFUL_USER = { email: 'kavya.nair@northwind-analytics.example', password: DEMO_PASSWORD };
/** profile.spec renames this user and changes the password. */
export const PROFILE_USER = {
  email: 'jason.lee@bluepeak.example',
  password: DEMO_PASSWORD,
  company: 'Bluepeak Software Inc',
};
