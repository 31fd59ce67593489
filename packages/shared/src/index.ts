// The only barrel: everything the server and the web share.
export * from './access';
export * from './applicants/applicants.schemas';
export * from './audit/sensitive-changes.schemas';
export * from './auth/auth.schemas';
export * from './common';
export * from './constants';
export * from './identifiers';
export * from './masking';
export * from './master/master.schemas';
export * from './money';
export * from './patterns';
export * from './positions/positions.schemas';
export * from './profile/profile.schemas';
export * from './users/users.schemas';
