import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileUpload, type UploadedFile } from './file-upload';
import { mockApi } from './testing/render-app';

function Harness() {
  const [file, setFile] = useState<UploadedFile | null>(null);
  return (
    <SnackbarProvider>
      <FileUpload
        label="Profile Image"
        folderName="user"
        image
        value={file}
        onChange={setFile}
        errorMessage="User profile image is not uploaded"
      />
    </SnackbarProvider>
  );
}

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
