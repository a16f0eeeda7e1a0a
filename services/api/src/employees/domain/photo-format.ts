import { PHOTO_MAX_BYTES, PHOTO_MIN_BYTES } from '@tna/contracts';

export type PhotoType = 'image/jpeg' | 'image/png';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image type by its first bytes, whatever the file was called or claimed to be. */
export function photoTypeOf(bytes: Uint8Array): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return 'image/png';
  return null;
}

/** Why a photograph is refused (part 1 §5: JPEG or PNG, 500 KB to 10 MB), or null when it is fine. */
export function photoProblem(bytes: Uint8Array): string | null {
  if (bytes.length < PHOTO_MIN_BYTES) return `The photograph must be at least 500 KB (it is ${Math.ceil(bytes.length / 1024)} KB)`;
  if (bytes.length > PHOTO_MAX_BYTES) return 'The photograph must be at most 10 MB';
  if (!photoTypeOf(bytes)) return 'The photograph must be a JPEG or PNG image';
  return null;
}
