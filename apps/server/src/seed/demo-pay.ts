// Demo payslips and reimbursements. Payslips: the last three months of each demo employee, real
// PDFs saved as hrms uploads them (file storage and the files registry, folder payslips); the rows
// are history, so no "payslip ready" mail goes out for them. Reimbursements: a claim in every status,
// its receipts uploaded by the employee, submitted through the service and decided by hrms.
import {
  type EXPENSE_CATEGORIES,
  type ReimbursementBody,
  type ReimbursementStatusSlug,
  reimbursementBody,
} from '@staffdesk/shared';
import { monthOf } from '../modules/payrolls/payrolls.service';
import { payrolls } from '../modules/payrolls/payrolls.tables';
import {
  createReimbursement,
  listStatuses,
  updateReimbursement,
} from '../modules/reimbursements/reimbursements.service';
import { saveUpload } from '../modules/uploads/uploads.service';
import { payslipPdf, receiptPdf } from './demo-documents';
import type { DemoCast, DemoDeps, DemoEmployee } from './demo-people';
import { addDays, monthEnd } from './demo-people';

export const DEMO_PAYSLIP_MONTHS = 3;

export async function seedDemoPayslips(deps: DemoDeps, cast: DemoCast, today: Date) {
  const staff = [cast.vikram, cast.rohan, cast.sneha];
  // Rendered side by side: pdfmake works on one document while the next one's fonts are read.
  const slips = staff.flatMap((person) =>
    Array.from({ length: DEMO_PAYSLIP_MONTHS }, (_, i) => monthEnd(today, i + 1))
      .filter((date) => !person.employee.joining_date || person.employee.joining_date <= date)
      .map((date) => ({ person, date })),
  );
  const pdfs = await Promise.all(
    slips.map(({ person, date }) =>
      payslipPdf({
        org: deps.config.orgName,
        name: `${person.user.first_name} ${person.user.last_name}`,
        employeeId: person.employee.employee_id ?? '',
        designation: person.employee.designation ?? '',
        payslipDate: date,
        ctc: person.employee.ctc ?? '600000.00',
      }),
    ),
  );
  for (const [i, { person, date }] of slips.entries()) {
    const month = new Date(`${date}T00:00:00Z`).toLocaleString('en', { month: 'short', timeZone: 'UTC' });
    const file = await saveUpload(deps, {
      folder: 'payslips',
      fileName: `${person.employee.employee_id}-${month}-${date.slice(0, 4)}.pdf`,
      buffer: pdfs[i]!,
      userId: cast.hr.id,
    });
    await deps.db.insert(payrolls).values({
      user_id: person.user.id,
      payslip: file.uploaded_url,
      payslip_name: file.original_name,
      payslip_date: date,
      payslip_month: monthOf(date),
      created_by: cast.hr.id,
    });
  }
}

interface DemoClaim {
  who: DemoEmployee;
  description: string;
  lines: {
    daysAgo: number;
    category: (typeof EXPENSE_CATEGORIES)[number];
    amount: string;
    merchant: string;
    item: string;
  }[];
  /** What hrms decided, in order (approved then paid); none: still Submitted. */
  decisions: { status: ReimbursementStatusSlug; reason?: string }[];
}

function demoClaims(cast: DemoCast): DemoClaim[] {
  return [
    {
      who: cast.vikram,
      description: 'Client visit to Northwind Analytics for the sprint review',
      lines: [
        { daysAgo: 9, category: 'Travel', amount: '1450.00', merchant: 'Namma Cabs', item: 'Airport to ORR' },
        { daysAgo: 9, category: 'Meals', amount: '620.00', merchant: 'Udupi Grand', item: 'Working lunch' },
      ],
      decisions: [],
    },
    {
      who: cast.rohan,
      description: 'Home office internet, last month',
      lines: [
        {
          daysAgo: 20,
          category: 'Internet and phone',
          amount: '999.00',
          merchant: 'Skyline Fibre',
          item: '100 Mbps plan',
        },
      ],
      decisions: [{ status: 'approved' }],
    },
    {
      who: cast.rohan,
      description: 'Test phones for the mobile release',
      lines: [
        {
          daysAgo: 35,
          category: 'Equipment',
          amount: '3499.00',
          merchant: 'Gadget Bazaar',
          item: 'Refurbished Android phone',
        },
      ],
      decisions: [{ status: 'approved' }, { status: 'paid' }],
    },
    {
      who: cast.vikram,
      description: 'Weekend team lunch',
      lines: [
        { daysAgo: 16, category: 'Meals', amount: '2300.00', merchant: 'Truffles', item: 'Lunch for five' },
      ],
      decisions: [{ status: 'rejected', reason: 'Team lunches are paid from the team budget, not claimed' }],
    },
  ];
}

export async function seedDemoReimbursements(deps: DemoDeps, cast: DemoCast, today: Date) {
  const statuses = new Map((await listStatuses(deps.db)).map((s) => [s.slug, s.id]));
  const iso = today.toISOString().slice(0, 10);
  for (const claim of demoClaims(cast)) {
    const name = `${claim.who.user.first_name} ${claim.who.user.last_name}`;
    const documentList: ReimbursementBody['documentList'] = [];
    for (const line of claim.lines) {
      const date = addDays(iso, -line.daysAgo);
      const receipt = await saveUpload(deps, {
        folder: 'documents',
        fileName: `${line.merchant.toLowerCase().replace(/\W+/g, '-')}-receipt.pdf`,
        buffer: await receiptPdf({ ...line, date, paidBy: name }),
        userId: claim.who.user.id,
      });
      documentList.push({
        expense_date: date,
        category: line.category,
        amount: line.amount,
        currency: 'INR',
        document: receipt.uploaded_url,
        document_name: receipt.original_name,
      });
    }
    const body = {
      from_date: documentList.map((l) => l.expense_date).sort()[0]!,
      to_date: documentList
        .map((l) => l.expense_date)
        .sort()
        .at(-1)!,
      description: claim.description,
      documentList,
    };
    let saved = await createReimbursement(deps, claim.who.user, reimbursementBody.parse(body));
    for (const decision of claim.decisions) {
      saved = await updateReimbursement(
        deps,
        cast.hr,
        saved.id,
        reimbursementBody.parse({
          ...body,
          documentList: saved.documentList,
          reimbursement_status_id: statuses.get(decision.status),
          approval_reason: decision.reason,
          updated_at: saved.updated_at,
        }),
      );
    }
  }
}
