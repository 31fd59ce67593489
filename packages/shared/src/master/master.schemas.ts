// Master data lookups (spec 000 §3 Master data, §7 Master data and upload; spec 001 §3 Lookups).
import { z } from 'zod';
import { COMMON_MESSAGES, choiceId, tooLong } from '../common';
import { UPLOAD_FOLDERS } from '../constants';

export { MASTER_LOOKUPS, type MasterLookup } from './master-lookups';

export const MASTER_MESSAGES = {
  nameRequired: 'Please enter a name',
  nameTooLong: 'Name must be at most 100 characters',
  created: 'Created successfully',
  existing: 'Already exists',
  countryRequired: 'Select or create the country',
  stateRequired: 'Select or create the state',
  groupKeyRequired: 'Please choose the document group',
  groupKeyTooLong: tooLong('Document group', 40),
  searchTooLong: tooLong('Search', 100),
  fileRequired: 'Please choose a file',
  folderInvalid: 'Unknown upload folder',
  fileTypeNotAllowed: 'This file type is not allowed',
  fileTooLarge: 'The file is too large',
  uploadQuota: 'You have reached your upload limit for today. Please try again tomorrow.',
  uploadRate: 'Too many uploads. Please wait a few minutes and try again.',
  uploaded: 'File uploaded successfully',
  fileNotFound: 'File not found',
} as const;

const name = z
  .string({ error: MASTER_MESSAGES.nameRequired })
  .trim()
  .min(1, MASTER_MESSAGES.nameRequired)
  .max(100, MASTER_MESSAGES.nameTooLong);
const parentId = z.union([choiceId(), z.null()], { error: COMMON_MESSAGES.choiceInvalid }).optional();
const filterParent = choiceId().optional();

export const masterCreateBodies = {
  countries: z.object({ country: name }),
  states: z.object({ state: name, country_id: parentId }),
  cities: z.object({ city: name, state_id: parentId }),
  skills: z.object({ skill: name }),
  'position-types': z.object({ position_type: name }),
  'position-status': z.object({ status: name }),
  'applicant-sources': z.object({ source: name }),
  'interview-status': z.object({ interview_status: name }),
  'document-types': z.object({
    document_type: name,
    group_key: z
      .string({ error: MASTER_MESSAGES.groupKeyRequired })
      .trim()
      .min(1, MASTER_MESSAGES.groupKeyRequired)
      .max(40, MASTER_MESSAGES.groupKeyTooLong),
  }),
  locations: z.object({ location: name }),
} as const;

export const masterListQuery = z.object({
  country_id: filterParent,
  state_id: filterParent,
  group_key: z
    .string({ error: MASTER_MESSAGES.groupKeyRequired })
    .max(40, MASTER_MESSAGES.groupKeyTooLong)
    .optional(),
  search: z.string({ error: COMMON_MESSAGES.textInvalid }).max(100, MASTER_MESSAGES.searchTooLong).optional(),
});

export const countryItem = z.object({ id: z.number().int(), country: z.string() });
export const stateItem = z.object({
  id: z.number().int(),
  state: z.string(),
  country_id: z.number().int().nullable(),
});
export const cityItem = z.object({
  id: z.number().int(),
  city: z.string(),
  state_id: z.number().int().nullable(),
});
export const skillItem = z.object({ id: z.number().int(), skill: z.string() });
export const positionTypeItem = z.object({ id: z.number().int(), position_type: z.string() });
export const statusItem = z.object({ id: z.number().int(), status: z.string() });
export const sourceItem = z.object({ id: z.number().int(), source: z.string() });
export const documentTypeItem = z.object({ id: z.number().int(), type: z.string(), group_key: z.string() });
export const locationItem = z.object({ id: z.number().int(), location: z.string() });
export const timezoneItem = z.object({
  id: z.number().int(),
  timezone_display_name: z.string(),
  name: z.string(),
});
export const leaveTypeItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  type: z.string(),
  default_count: z.number(),
});

export const uploadFolder = z.enum(UPLOAD_FOLDERS, { error: MASTER_MESSAGES.folderInvalid });
export const uploadedFile = z.object({ uploaded_url: z.string(), original_name: z.string() });
export type UploadedFile = z.infer<typeof uploadedFile>;
