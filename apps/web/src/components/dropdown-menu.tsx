// A menu that drops from its button, right-aligned under it: the header's account menu and a list's
// Export menu. Lazily loaded by its callers, so MUI's Menu comes with the first opening.
import Menu from '@mui/material/Menu';
import type { ReactNode } from 'react';

export function DropdownMenu({
  anchor,
  onClose,
  minWidth,
  children,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Menu
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth, mt: 1 } } }}
    >
      {children}
    </Menu>
  );
}
