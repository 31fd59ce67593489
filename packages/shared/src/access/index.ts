export * from './hidden-keys';
export * from './keys';
export * from './permission-toggles';
