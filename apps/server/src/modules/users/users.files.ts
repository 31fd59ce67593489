// A user's profile picture: served to whoever GET users/{id} answers the user, and to the user
// itself through GET users/profile (profile.routes.ts adds that read).
import type { FileHolder } from '../uploads/file-holders';
import { users } from './users.tables';

export const userFiles: Omit<FileHolder, 'reads'> = {
  record: 'user',
  columns: [{ column: users.profile_image, recordId: users.id }],
  folders: ['user'],
};
