// An icon button for a table's Action column; it does not also trigger the row's click.
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

export interface RowActionProps {
  title: string;
  icon: ReactNode;
  onClick: () => void;
  color?: 'default' | 'primary' | 'error';
}

export function RowAction({ title, icon, onClick, color = 'default' }: RowActionProps) {
  return (
    <Tooltip title={title}>
      <IconButton
        aria-label={title}
        size="small"
        color={color}
        onClick={(event) => {
          event.stopPropagation();
          onClick();
        }}
        onKeyDown={(event) => event.stopPropagation()}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}
