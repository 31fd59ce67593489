// The master data lookups' paths and fields, without zod: the list filters and lookups import them.

/**
 * Each lookup: its path under /api/v1/master, the label field of its rows, the field its POST body
 * names (when it can be created inline) and the optional parent it is filtered by.
 */
export const MASTER_LOOKUPS = {
  countries: { label: 'country', body: 'country' },
  states: { label: 'state', body: 'state', parent: 'country_id' },
  cities: { label: 'city', body: 'city', parent: 'state_id' },
  skills: { label: 'skill', body: 'skill' },
  'position-types': { label: 'position_type', body: 'position_type' },
  'position-status': { label: 'status', body: 'status' },
  'applicant-sources': { label: 'source', body: 'source' },
  'interview-status': { label: 'status', body: 'interview_status' },
  'document-types': { label: 'type', body: 'document_type', parent: 'group_key' },
  locations: { label: 'location', body: 'location' },
  timezones: { label: 'timezone_display_name' },
  'leave-types': { label: 'type' },
} as const satisfies Record<string, { label: string; body?: string; parent?: string }>;
export type MasterLookup = keyof typeof MASTER_LOOKUPS;
