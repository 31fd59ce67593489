import type { RouteObject } from 'react-router';

export const applicantsRoutes: RouteObject[] = [];
