// Between the loaded invoice, the form's fields and the body sent to POST/PUT invoices.
import { DEFAULT_GST_RATE, type Invoice, type InvoiceBody, type VendorBankDetail } from '@staffdesk/shared';

export const today = () =>
  new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

export const emptyLine = () => ({
  description: '',
  sac_code: '998513',
  quantity: '',
  unit: 'days' as const,
  rate: '',
});

/** A new invoice: dated today, the agency's bank details, no lines (the spec's single total) yet. */
export const emptyInvoiceValues = (vendor: VendorBankDetail | undefined): InvoiceBody => ({
  invoice_number: '',
  invoiced_date: today(),
  due_date: '',
  company_id: '',
  invoice_status_id: '',
  billing_email: '',
  gstin: '',
  billing_address: '',
  billing_city_id: '',
  billing_zipcode: '',
  billing_state_id: '',
  billing_country_id: '',
  vendor_bank_account_name: vendor?.vendor_bank_account_name ?? '',
  vendor_bank_account_number: vendor?.vendor_bank_account_number ?? '',
  ifsc_code: vendor?.ifsc_code ?? '',
  swift_code: vendor?.swift_code ?? '',
  branch: vendor?.branch ?? '',
  more_bank_details: vendor?.more_bank_details ?? '',
  total_amount: '',
  lines: [],
  gst_rate: DEFAULT_GST_RATE,
  invoice_attachment: null,
  invoice_attachment_name: null,
});

export const invoiceToFormValues = (invoice: Invoice): InvoiceBody => ({
  invoice_number: invoice.invoice_number,
  invoiced_date: invoice.invoiced_date,
  due_date: invoice.due_date ?? '',
  company_id: invoice.company_id,
  invoice_status_id: invoice.invoice_status_id,
  billing_email: invoice.billing_email,
  gstin: invoice.gstin ?? '',
  billing_address: invoice.billing_address ?? '',
  billing_city_id: invoice.billing_city_id ?? '',
  billing_zipcode: invoice.billing_zipcode ?? '',
  billing_state_id: invoice.billing_state_id ?? '',
  billing_country_id: invoice.billing_country_id ?? '',
  vendor_bank_account_name: invoice.vendor_bank_account_name ?? '',
  vendor_bank_account_number: invoice.vendor_bank_account_number ?? '',
  ifsc_code: invoice.ifsc_code ?? '',
  swift_code: invoice.swift_code ?? '',
  branch: invoice.branch ?? '',
  more_bank_details: invoice.more_bank_details ?? '',
  total_amount: invoice.tax_mode === 'none' ? invoice.total_amount : '',
  lines: invoice.lines.map(({ amount: _amount, ...line }) => ({ ...line, sac_code: line.sac_code ?? '' })),
  gst_rate: invoice.gst_rate as InvoiceBody['gst_rate'],
  invoice_attachment: invoice.invoice_attachment,
  invoice_attachment_name: invoice.invoice_attachment_name,
  updated_at: invoice.updated_at,
});
