// /accounts/invoices and /company/invoices: the filter and 10 invoices a page, both kept in the URL.
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { ListFilter, useListFilter } from '../../../components/list-filter';
import { ResourceHeader } from '../../../components/resource-header';
import { filledFilter } from '../../../components/use-filter-params';
import { usePageParam } from '../../../components/use-page-param';
import { errorMessage } from '../../../lib/api-client';
import { invoicesApi, useVendorBankDetail } from '../api/invoices-api';
import { useInvoiceArea } from '../components/invoice-area';
import { INVOICE_FILTERS } from '../components/invoices-filter';
import { InvoicesTable } from '../components/invoices-table';

// The settings dialog (its form, react-hook-form and schemas) loads when first opened.
const VendorBankDialog = lazy(() =>
  import('../components/vendor-bank-dialog').then((m) => ({ default: m.VendorBankDialog })),
);

export function InvoicesListPage() {
  const { area, resource } = useInvoiceArea();
  const [page, setPage] = usePageParam();
  const [filter] = useListFilter(INVOICE_FILTERS[area]);
  const shown = filledFilter(filter);
  const invoices = invoicesApi.useList(page, shown);
  const vendor = useVendorBankDetail(area === 'accounts');
  const [settings, setSettings] = useState(false);
  return (
    <>
      <ResourceHeader resource={resource} screen="list" exportList={{ path: 'invoices', filter: shown }} />
      {area === 'accounts' && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1.5 }}>
          <Button startIcon={<SettingsOutlined />} onClick={() => setSettings(true)} disabled={!vendor.data}>
            Invoice settings and bank details
          </Button>
        </Box>
      )}
      {settings && vendor.data && (
        <Suspense>
          <VendorBankDialog vendor={vendor.data} onClose={() => setSettings(false)} />
        </Suspense>
      )}
      <ListFilter filter={INVOICE_FILTERS[area]} />
      {invoices.error && (
        <Alert severity="error" variant="outlined" sx={{ mb: 2 }}>
          {errorMessage(invoices.error)}
        </Alert>
      )}
      <InvoicesTable
        area={area}
        data={invoices.data}
        loading={invoices.isFetching}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
