// An icon button for a table's Action column; it does not also trigger the row's click.
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { LazyTooltip } from './lazy-tooltip';

export interface RowActionProps {
  title: string;
  icon: ReactNode;
  onClick: () => void;
  color?: 'default' | 'primary' | 'error';
}

export function RowAction({ title, icon, onClick, color = 'default' }: RowActionProps) {
  return (
    <LazyTooltip title={title}>
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
    </LazyTooltip>
  );
}
