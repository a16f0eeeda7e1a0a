import { ApiError } from '../../api/client';

/** The file's bytes as base64 (a data URL's tail). */
export function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** A 4xx names what is wrong with the file in `message` (a 400) or `error` (a 413, a 404). */
export function refusalText(error: Error): string {
  const body = error instanceof ApiError ? (error.body as { message?: unknown; error?: unknown } | undefined) : undefined;
  if (typeof body?.message === 'string') return body.message;
  return typeof body?.error === 'string' ? body.error : error.message;
}
