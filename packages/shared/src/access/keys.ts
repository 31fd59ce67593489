// Permission and menu keys of spec 000 §6 and 001 §6.

/** Permission toggles a role-user can be given, with their labels, in the order the user form shows them. */
export const PERMISSIONS = [
  { slug: 'list-positions', permission: 'List Positions', group: 'positions' },
  { slug: 'create-position', permission: 'Create Position', group: 'positions' },
  { slug: 'edit-position', permission: 'Edit Position', group: 'positions' },
  { slug: 'delete-position', permission: 'Delete Position', group: 'positions' },
  { slug: 'list-applicants', permission: 'List Applicants', group: 'applicants' },
  { slug: 'create-applicant', permission: 'Create Applicant', group: 'applicants' },
  { slug: 'edit-applicant', permission: 'Edit Applicant', group: 'applicants' },
  { slug: 'delete-applicant', permission: 'Delete Applicant', group: 'applicants' },
  { slug: 'list-users', permission: 'List Users', group: 'users' },
  { slug: 'create-user', permission: 'Create User', group: 'users' },
  { slug: 'edit-user', permission: 'Edit User', group: 'users' },
  { slug: 'delete-user', permission: 'Delete User', group: 'users' },
  { slug: 'list-clients', permission: 'List Clients', group: 'clients' },
  { slug: 'create-client', permission: 'Create Client', group: 'clients' },
  { slug: 'edit-client', permission: 'Edit Client', group: 'clients' },
  { slug: 'delete-client', permission: 'Delete Client', group: 'clients' },
  { slug: 'partners', permission: 'Partners', group: 'partner' },
  { slug: 'show-client ctc', permission: 'Show Client CTC', group: 'applicants' },
] as const;

export type PermissionSlug = (typeof PERMISSIONS)[number]['slug'];
export const PERMISSION_SLUGS = PERMISSIONS.map((p) => p.slug) as PermissionSlug[];

/** The four permission groups whose absence hides the whole group. */
export const PERMISSION_GROUPS = {
  positions: ['list-positions', 'create-position', 'edit-position', 'delete-position'],
  applicants: ['list-applicants', 'create-applicant', 'edit-applicant', 'delete-applicant'],
  users: ['list-users', 'create-user', 'edit-user', 'delete-user'],
  clients: ['list-clients', 'create-client', 'edit-client', 'delete-client'],
} as const satisfies Record<string, readonly PermissionSlug[]>;

export const USER_MANAGEMENT = ['users', ...PERMISSION_GROUPS.users] as const;
export const CLIENT_MANAGEMENT = ['clients', ...PERMISSION_GROUPS.clients] as const;
export const PARTNER_KEYS = [
  'partner',
  'partners',
  'list-partners',
  'create-partners',
  'edit-partners',
  'delete-partners',
] as const;
export const PARTNER_DETAILS_KEYS = ['partners-details', 'view-profile', 'edit-profile'] as const;
export const EMPLOYEE_KEYS = [
  'employee',
  'employee-profile',
  'employee-leaves',
  'employee-holidays',
  'employee-payrolls',
  'employee-reimbursements',
] as const;

/**
 * A section key hides every key below it, so a guard can name the most specific key
 * (e.g. `create-position`) and still be refused when the whole section is hidden.
 */
export const SECTION_CHILDREN: Record<string, readonly string[]> = {
  jobPortal: ['positions', 'applicants'],
  admin: ['users'],
  positions: PERMISSION_GROUPS.positions,
  applicants: PERMISSION_GROUPS.applicants,
  users: PERMISSION_GROUPS.users,
  clients: PERMISSION_GROUPS.clients,
  partner: ['partners', 'list-partners', 'create-partners', 'edit-partners', 'delete-partners'],
  'partners-details': ['view-profile', 'edit-profile'],
  employee: EMPLOYEE_KEYS.slice(1),
};
