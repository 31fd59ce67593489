// Business constants of spec 000 §9 and 001 §9.

export const PAGE_SIZE = 10;
export const EMPLOYEE_LIST_DEFAULT_LIMIT = 1000;
export const TOAST_MS = 2000;

export const EXPERIENCE_UNITS = [
  { id: 1, label: 'Month(s)' },
  { id: 2, label: 'Year(s)' },
] as const;

export const USER_TYPES = [
  { slug: 'client', user_type: 'Client' },
  { slug: 'super-admin', user_type: 'Super Admin' },
  { slug: 'partners', user_type: 'Partners' },
  { slug: 'partners_client', user_type: 'Partners Client' },
  { slug: 'employee', user_type: 'Employee' },
] as const;
export type UserTypeSlug = (typeof USER_TYPES)[number]['slug'];
export const USER_TYPE_SLUGS = USER_TYPES.map((t) => t.slug) as [UserTypeSlug, ...UserTypeSlug[]];

export const USER_ROLES = [
  { slug: 'admin', role: 'Admin' },
  { slug: 'user', role: 'User' },
  { slug: 'employee', role: 'Employee' },
] as const;
export type UserRoleSlug = (typeof USER_ROLES)[number]['slug'];
export const USER_ROLE_SLUGS = USER_ROLES.map((r) => r.slug) as [UserRoleSlug, ...UserRoleSlug[]];

/** Upload folders of both spec documents. */
export const UPLOAD_FOLDERS = [
  'jd',
  'cv',
  'client_cv',
  'user',
  'company',
  'documents',
  'payslips',
  'partners',
  'contract',
  'invoices',
] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];
/** Folders that take images only (logos and profile pictures). */
export const IMAGE_ONLY_FOLDERS: readonly UploadFolder[] = ['user', 'company', 'partners'];

export const LEAVE_TYPES = [
  { slug: 'casual-leave', type: 'Casual Leave', default_count: 12 },
  { slug: 'sick-leave', type: 'Sick Leave', default_count: 6 },
  { slug: 'compensatory-off', type: 'Compensatory Off', default_count: 0 },
  { slug: 'maternity-leave', type: 'Maternity Leave', default_count: 182 },
  { slug: 'paternity-leave', type: 'Paternity Leave', default_count: 5 },
  { slug: 'loss-of-pay', type: 'Loss Of Pay', default_count: 0 },
  { slug: 'work-from-home', type: 'Work From Home', default_count: 0 },
] as const;

/** Images of length 2 or less are initials, not a picture. */
export const isPicture = (image: string | null | undefined): image is string => !!image && image.length > 2;

/**
 * Leave types with a balance (spec 001 §5 Leave, §9): their count is set per employee and checked
 * when applying. The others (work from home) are always allowed, so their count is read-only
 * (is_applicable N).
 */
export const BALANCED_LEAVE_TYPES: readonly string[] = [
  'casual-leave',
  'sick-leave',
  'compensatory-off',
  'maternity-leave',
  'paternity-leave',
  'loss-of-pay',
];
