// The frame of a filter form: the search landmark, its padding, and Reset and Search below the
// fields. Free of react-hook-form, so the light form drawn before first use (light-filter-form.tsx)
// and the real one (filter-form.tsx) are the same box.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEventHandler, ReactNode, Ref } from 'react';

export interface FilterFormFrameProps {
  'aria-label': string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onReset: () => void;
  children: ReactNode;
  formRef?: Ref<HTMLFormElement>;
  /** Extra handlers on the form element (the light form listens for a first use). */
  listeners?: Partial<Record<'onPointerEnter' | 'onPointerDown' | 'onFocus' | 'onKeyDown', () => void>>;
}

export function FilterFormFrame({
  'aria-label': ariaLabel,
  onSubmit,
  onReset,
  children,
  formRef,
  listeners,
}: FilterFormFrameProps) {
  return (
    <Box
      component="form"
      ref={formRef}
      role="search"
      aria-label={ariaLabel}
      noValidate
      onSubmit={onSubmit}
      {...listeners}
      sx={{ px: { xs: 2, md: 2.5 }, pb: 2, pt: 1 }}
    >
      {children}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 2 }}>
        <Button type="button" variant="outlined" color="inherit" onClick={onReset}>
          Reset
        </Button>
        <Button type="submit" variant="contained" sx={{ minWidth: 96 }}>
          Search
        </Button>
      </Box>
    </Box>
  );
}

/** The fields of a filter form in order, the same in the light and the real form. */
export const formFields = (form: HTMLFormElement | null): HTMLElement[] =>
  form
    ? Array.from(
        form.querySelectorAll<HTMLElement>(
          'input:not([aria-hidden="true"]):not([type="hidden"]), [role="combobox"]',
        ),
      )
    : [];
