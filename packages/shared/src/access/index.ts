export * from './applicant-fields';
export * from './employee-fields';
export * from './hidden-keys';
export * from './keys';
export * from './menu';
export * from './permission-toggles';
