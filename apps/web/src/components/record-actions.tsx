// The Action column of the lists: Edit, View, open the record's file (JD, CV) and Delete.
// A button is left out when its handler is (the caller lacks the permission).
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { DataColumn } from './data-table';
import { RowAction } from './row-action';

export interface RecordActionsProps {
  /** The record's name, for the buttons' accessible names ("Edit {name}"). */
  name: string;
  /** The file's short label: 'JD' gives "Open JD of {name}". */
  fileLabel?: string;
  onOpenFile?: () => void;
  onView?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}

export function RecordActions({ name, fileLabel, onOpenFile, onView, onEdit, onDelete }: RecordActionsProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      {onEdit && (
        <RowAction
          title={`Edit ${name}`}
          icon={<EditOutlined fontSize="small" />}
          color="primary"
          onClick={onEdit}
        />
      )}
      {onView && (
        <RowAction title={`View ${name}`} icon={<VisibilityOutlined fontSize="small" />} onClick={onView} />
      )}
      {onOpenFile && (
        <RowAction
          title={`Open ${fileLabel ?? 'file'} of ${name}`}
          icon={<DescriptionOutlined fontSize="small" />}
          onClick={onOpenFile}
        />
      )}
      {onDelete && (
        <RowAction
          title={`Delete ${name}`}
          icon={<DeleteOutline fontSize="small" />}
          color="error"
          onClick={onDelete}
        />
      )}
    </Box>
  );
}

/** The pinned Action column that holds a row's actions. */
export function actionColumn<T>(render: (row: T) => ReactNode): DataColumn<T> {
  return {
    key: 'action',
    header: 'Action',
    align: 'center',
    stickyRight: true,
    width: 108,
    card: 'actions',
    render,
  };
}
