import type { RouteObject } from 'react-router';

export const positionsRoutes: RouteObject[] = [];
