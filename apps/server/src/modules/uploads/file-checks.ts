// What an upload really is, judged by its bytes (a renamed .exe stays an .exe), and safe names.
import { IMAGE_ONLY_FOLDERS, type UploadFolder } from '@staffdesk/shared';
import { fileTypeFromBuffer } from 'file-type';

export interface AcceptedType {
  ext: string;
  mime: string;
}

const IMAGES = new Set(['png', 'jpg', 'gif', 'webp']);
/** Documents file-type recognises by content (docx/xlsx/pptx are zip containers it looks inside). */
const DOCUMENTS = new Set(['pdf', 'docx', 'xlsx', 'pptx']);
/** Old Office files are all "Compound File Binary"; the name tells which one it is. */
const CFB_BY_EXTENSION: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};
const TEXT_BY_EXTENSION: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };

const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

/** UTF-8 text without NUL bytes, i.e. not a binary file with a .txt name. */
function isPlainText(buffer: Buffer): boolean {
  if (buffer.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return true;
  } catch {
    return false;
  }
}

/** The stored extension and content type, or null when the folder does not take this kind of file. */
export async function acceptedType(
  buffer: Buffer,
  fileName: string,
  folder: UploadFolder,
): Promise<AcceptedType | null> {
  const imagesOnly = IMAGE_ONLY_FOLDERS.includes(folder);
  const detected = await fileTypeFromBuffer(buffer);
  if (detected && IMAGES.has(detected.ext)) return { ext: detected.ext, mime: detected.mime };
  if (imagesOnly) return null;
  if (detected && DOCUMENTS.has(detected.ext)) return { ext: detected.ext, mime: detected.mime };
  const nameExt = extensionOf(fileName);
  if (detected?.ext === 'cfb') {
    const mime = CFB_BY_EXTENSION[nameExt];
    return mime ? { ext: nameExt, mime } : null;
  }
  const textMime = TEXT_BY_EXTENSION[nameExt];
  if (textMime && isPlainText(buffer)) return { ext: nameExt, mime: `${textMime}; charset=utf-8` };
  return null;
}

/** Other spellings of a detected extension that a name may keep (`photo.jpeg` stays `photo.jpeg`). */
const SAME_TYPE: Record<string, string[]> = { jpg: ['jpeg', 'jpe'] };

/**
 * The name ending in the extension of the type found in the bytes: a PDF uploaded as `poly.html`
 * is `poly.pdf`, so neither the download nor the file saved from it opens as a web page.
 */
export function withTypeExtension(name: string, ext: string): string {
  const current = extensionOf(name);
  const base = current ? name.slice(0, -(current.length + 1)) : name;
  // The name's own spelling of a matching extension (`.PDF`, `.jpeg`) stays.
  const kept = current === ext || SAME_TYPE[ext]?.includes(current) ? name.slice(base.length + 1) : ext;
  // At most 200 characters, the extension kept whole.
  return `${base.slice(0, 199 - kept.length)}.${kept}`;
}

/** A download's name: what the user called it, ending in the stored type's (keys end in it). */
export const downloadName = (originalName: string, key: string) =>
  withTypeExtension(originalName, extensionOf(key));

/**
 * The user's file name without folders, control characters or characters file systems refuse,
 * ending in the stored type's extension.
 */
export function sanitizeFileName(name: string, ext: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!cleaned) return `file.${ext}`;
  return withTypeExtension(cleaned, ext);
}

/** `attachment` with an ASCII fallback and the exact name in RFC 5987 form (filename*). */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
