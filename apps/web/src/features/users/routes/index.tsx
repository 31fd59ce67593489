import type { RouteObject } from 'react-router';

export const usersRoutes: RouteObject[] = [];
