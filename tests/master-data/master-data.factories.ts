import { randomBytes } from 'node:crypto';
import type { ApiClient } from '../support/api-client';

/** A name no other test run uses, so tests never trip over each other's unique names. */
export const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

export interface Saved {
  id: string;
  version: number;
  [field: string]: unknown;
}

export const anEmployee = (overrides: Record<string, unknown> = {}) => ({
  employeeNumber: `E${randomBytes(4).toString('hex').toUpperCase()}`,
  firstName: 'Thandi',
  surname: 'Mokoena',
  timeZone: 'Africa/Johannesburg',
  ...overrides,
});

export async function aReader(api: ApiClient): Promise<Saved> {
  const serial = `ZK${randomBytes(4).toString('hex').toUpperCase()}`;
  return api.ok<Saved>('CreateScanner', { name: `Reader ${serial}`, make: 'ZKTeco', type: 'T&A', externalId: serial });
}

/** `size` bytes that start as a JPEG (FF D8 FF) or PNG signature would. */
export function anImage(kind: 'jpeg' | 'png' | 'gif', size: number): Buffer {
  const header = { jpeg: [0xff, 0xd8, 0xff, 0xe0], png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] }[kind];
  const bytes = randomBytes(size);
  Buffer.from(header).copy(bytes);
  return bytes;
}
