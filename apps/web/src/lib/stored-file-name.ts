// The name a stored file was uploaded with. Records keep only the file's URL for some fields (a
// profile image); the server keeps the original name and sends it as the download's name, so a
// HEAD request reads it without fetching the file.
import { useQuery } from '@tanstack/react-query';

/** The file name of a Content-Disposition header, preferring the exact UTF-8 form (filename*). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Fall through to the plain form.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(header)?.[1] ?? null;
}

async function fetchStoredFileName(url: string): Promise<string | null> {
  const response = await fetch(url, { method: 'HEAD', credentials: 'include' });
  return response.ok ? fileNameFromDisposition(response.headers.get('content-disposition')) : null;
}

/** `url`'s original file name, or null while unknown (or for no url). */
export function useStoredFileName(url: string | null | undefined): string | null {
  const query = useQuery({
    queryKey: ['stored-file-name', url],
    queryFn: () => fetchStoredFileName(url!),
    enabled: !!url,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return query.data ?? null;
}
