import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../lib/toasts';
import { FileUpload, type UploadedFile } from './file-upload';
import { FormFileUpload } from './form-file-upload';
import { mockApi } from './testing/render-app';

function Harness() {
  const [file, setFile] = useState<UploadedFile | null>(null);
  return (
    <>
      <FileUpload
        label="Profile Image"
        folderName="user"
        image
        value={file}
        onChange={setFile}
        errorMessage="User profile image is not uploaded"
      />
      <ToastHost />
    </>
  );
}

function FormHarness({ url }: { url: string }) {
  const form = useForm({ defaultValues: { profile_image: url } });
  return (
    <FormProvider {...form}>
      <FormFileUpload
        name="profile_image"
        label="Profile Image"
        folderName="user"
        image
        errorMessage="User profile image is not uploaded"
      />
    </FormProvider>
  );
}
const renderForm = (url: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FormHarness url={url} />
      <ToastHost />
    </QueryClientProvider>,
  );

const png = () => new File(['x'], 'face.png', { type: 'image/png' });
afterEach(() => vi.unstubAllGlobals());

describe('FileUpload', () => {
  it('uploads to the folder, links the file by its original name and clears it', async () => {
    const fetch = mockApi({
      'POST master/upload-file': () => ({
        data: { uploaded_url: '/uploads/user/abc.png', original_name: 'face.png' },
        message: 'File uploaded successfully',
      }),
    });
    const { container } = render(<Harness />);
    await userEvent.upload(container.querySelector('input[type=file]') as HTMLInputElement, png());
    const link = await screen.findByRole('link', { name: 'face.png' });
    expect(link).toHaveAttribute('href', '/uploads/user/abc.png');
    expect(screen.getByRole('img', { name: 'face.png' })).toBeInTheDocument();
    const body = fetch.mock.calls[0]?.[1]?.body as FormData;
    expect(body.get('folderName')).toBe('user');

    await userEvent.click(screen.getByRole('button', { name: 'Remove profile image' }));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Choose file')).toBeInTheDocument();
  });

  it('shows the given message when the upload fails', async () => {
    mockApi({
      'POST master/upload-file': () => ({ status: 413, body: { message: 'The file is too large' } }),
    });
    const { container } = render(<Harness />);
    await userEvent.upload(container.querySelector('input[type=file]') as HTMLInputElement, png());
    expect(await screen.findByText('User profile image is not uploaded')).toBeInTheDocument();
    expect(screen.getByText('The file is too large')).toBeInTheDocument();
  });
});

describe('FormFileUpload of a stored profile image', () => {
  it("shows the name it was uploaded with, asked of the server, not the stored file's name", async () => {
    const url = '/api/v1/files/user/3f2b9c1e-7a7d-4b8e-9a55-1f0e2d3c4b5a.png';
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      expect(String(input)).toBe(url);
      expect(init?.method).toBe('HEAD');
      return new Response(null, {
        headers: {
          'Content-Disposition': `attachment; filename="_.png"; filename*=UTF-8''Jos%C3%A9%20face.png`,
        },
      });
    });
    vi.stubGlobal('fetch', fetch);
    renderForm(url);
    expect(await screen.findByRole('link', { name: 'José face.png' })).toHaveAttribute('href', url);
    expect(screen.queryByText(/3f2b9c1e/)).toBeNull();
  });
});
