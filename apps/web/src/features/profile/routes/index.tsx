import type { RouteObject } from 'react-router';

export const profileRoutes: RouteObject[] = [];
