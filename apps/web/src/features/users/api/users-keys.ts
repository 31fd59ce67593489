// Query keys of the users area, so every write can invalidate exactly what it changed.
export const usersKeys = {
  all: ['users'] as const,
  list: (page: number) => ['users', 'list', page] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
};
