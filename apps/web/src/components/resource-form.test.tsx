// ResourceForm, the frame of every create/edit form: a Save with errors brings the first field in
// error (in page order) into view and focuses it, whatever kind of field it is.
import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormTextField } from './form-fields';
import { FormFileUpload } from './form-file-upload';
import { ResourceForm } from './resource-form';
import { mockApi, renderRoutes } from './testing/render-app';

const schema = z.object({
  cv: z.string({ error: 'Please upload the resume' }).min(1, 'Please upload the resume'),
  name: z.string().min(1, 'Please enter the name'),
});

function LongForm({ onSubmit }: { onSubmit: () => void }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { cv: '', name: '' } });
  return (
    <ResourceForm form={form} mode="create" onSubmit={onSubmit} aria-label="Long">
      {/* A file field first: react-hook-form cannot focus it, so on its own it would focus Name. */}
      <FormFileUpload name="cv" label="Resume" folderName="cv" errorMessage="resume is not uploaded" />
      <FormTextField name="name" label="Name" />
    </ResourceForm>
  );
}

const scrolled = vi.fn();
afterEach(() => {
  vi.unstubAllGlobals();
  scrolled.mockReset();
});

describe('ResourceForm', () => {
  it('scrolls to and focuses the first field in error, in page order, on Save', async () => {
    mockApi({});
    Element.prototype.scrollIntoView = scrolled;
    const onSubmit = vi.fn();
    renderRoutes([{ path: '/form', element: <LongForm onSubmit={onSubmit} /> }], { path: '/form' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please upload the resume')).toBeInTheDocument();
    const choose = screen.getByRole('button', { name: 'Choose file' });
    await waitFor(() => expect(choose).toHaveFocus());
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
    expect(scrolled.mock.contexts.at(-1)).toBe(choose);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
