// A list's Export button (issue 26): a menu of CSV and Excel (XLSX) that downloads the list's current
// filter through `GET <list path>/export?format=…&<filters>`. The file streams from the server
// straight to the browser's downloads (a link, not a fetch into memory), so 100k rows cost the page
// nothing. The menu loads when the pointer or the focus first reaches the button, so a list page's
// first load carries one button.
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { API_ROOT } from '../lib/api-client';
import { useOnDemand } from '../lib/on-demand';

const loadExportMenu = () => import('./export-menu').then((m) => m.ExportMenu);

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportList {
  /** The list's API path, as its list call reads it: 'clients', 'filters/positions'. */
  path: string;
  /** The filter the list is showing, as the list call sends it. */
  filter?: Record<string, unknown>;
}

/** The export's address: the filter's set values, a list's values repeated. */
export function exportUrl({ path, filter = {} }: ExportList, format: ExportFormat): string {
  const params = new URLSearchParams({ format });
  for (const [name, value] of Object.entries(filter)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') params.append(name, String(item));
    }
  }
  return `${API_ROOT}/${path.replace(/^\//, '')}/export?${params}`;
}

export function ExportButton(list: ExportList) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [ExportMenu, loadMenu] = useOnDemand(loadExportMenu);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        onPointerEnter={loadMenu}
        onFocus={loadMenu}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          loadMenu();
        }}
      >
        Export
      </Button>
      {ExportMenu && (
        <ExportMenu anchor={anchor} onClose={() => setAnchor(null)} urlOf={(f) => exportUrl(list, f)} />
      )}
    </>
  );
}
