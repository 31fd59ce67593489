// The Export button's menu (export-button.tsx), loaded the first time it opens: each item is a
// download link of the list's current filter.
import MenuItem from '@mui/material/MenuItem';
import { DropdownMenu } from './dropdown-menu';
import type { ExportFormat } from './export-button';

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'Excel (XLSX)' },
];

export function ExportMenu({
  anchor,
  onClose,
  urlOf,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  urlOf: (format: ExportFormat) => string;
}) {
  return (
    <DropdownMenu anchor={anchor} onClose={onClose} minWidth={160}>
      {FORMATS.map(({ format, label }) => (
        <MenuItem key={format} component="a" href={urlOf(format)} download onClick={onClose}>
          {label}
        </MenuItem>
      ))}
    </DropdownMenu>
  );
}
