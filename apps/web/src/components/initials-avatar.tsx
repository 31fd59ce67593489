// A picture, or initials when there is none: image values of length 2 or less are initials
// themselves (spec 000 §9); an empty value falls back to the initials of the name.

import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import { isPicture } from '@staffdesk/shared';

export const initialsOf = (name: string | null | undefined) =>
  (name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

export interface InitialsAvatarProps {
  image: string | null | undefined;
  name: string | null | undefined;
  size?: number;
  variant?: AvatarProps['variant'];
}

export function InitialsAvatar({ image, name, size = 36, variant = 'circular' }: InitialsAvatarProps) {
  const picture = isPicture(image);
  const initials = picture ? '' : (image ?? '').trim().toUpperCase() || initialsOf(name);
  return (
    <Avatar
      src={picture ? image : undefined}
      alt={name ?? ''}
      variant={variant}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        bgcolor: picture ? 'transparent' : 'primary.light',
        '& img': { objectFit: variant === 'circular' ? 'cover' : 'contain' },
      }}
    >
      {initials || undefined}
    </Avatar>
  );
}
