// A titled part of the employee form, and a wrapper that makes the fields inside it read-only (the
// employee's own edit page shows most fields without letting them change, spec 001 §6).
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormModeContext } from '../../../components/form-mode';

export function FormSection({
  title,
  children,
  first,
}: {
  title: string;
  children: ReactNode;
  first?: boolean;
}) {
  return (
    <section aria-label={title}>
      {!first && <Divider sx={{ my: 3 }} />}
      <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

/** The fields inside behave as on a view page when `when` is true. */
export function Locked({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <FormModeContext.Provider value="view">{children}</FormModeContext.Provider> : children;
}

export const THIRD = { xs: 12, sm: 6, md: 4 } as const;
export const HALF = { xs: 12, md: 6 } as const;
export const DOCUMENT_FILES = '.pdf,.doc,.docx,.txt';
