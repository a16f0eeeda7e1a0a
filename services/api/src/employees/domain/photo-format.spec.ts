import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_MIN_BYTES } from '@tna/contracts';
import { photoProblem, photoTypeOf } from './photo-format';

const image = (header: number[], size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(header);
  return bytes;
};
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('photograph checks', () => {
  it('knows JPEG and PNG by their first bytes only', () => {
    expect(photoTypeOf(image(JPEG, 10))).toBe('image/jpeg');
    expect(photoTypeOf(image(PNG, 10))).toBe('image/png');
    expect(photoTypeOf(new TextEncoder().encode('GIF89a....'))).toBeNull();
    expect(photoTypeOf(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });

  it('takes 500 KB to 10 MB of JPEG or PNG', () => {
    expect(photoProblem(image(JPEG, PHOTO_MIN_BYTES))).toBeNull();
    expect(photoProblem(image(PNG, PHOTO_MAX_BYTES))).toBeNull();
    expect(photoProblem(image(JPEG, PHOTO_MIN_BYTES - 1))).toMatch(/at least 500 KB/);
    expect(photoProblem(image(PNG, PHOTO_MAX_BYTES + 1))).toMatch(/at most 10 MB/);
    expect(photoProblem(image([0x47, 0x49, 0x46], PHOTO_MIN_BYTES))).toMatch(/JPEG or PNG/);
  });
});
