// Jobs' messages and states without zod: screens import them on first paint; the schemas use them.

export const JOB_MESSAGES = {
  fetched: 'Job fetched successfully',
  notFound: 'Job not found',
  failed: 'The job stopped on an unexpected error',
  itemFailed: 'This item could not be processed',
} as const;

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];
