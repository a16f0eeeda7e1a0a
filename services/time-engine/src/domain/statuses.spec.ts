import { CLOCKING_STATUS_TEXT } from '@tna/contracts';
import { describe, expect, it } from 'vitest';
import { STATUS_TEXT, statusText } from './statuses';

describe('status codes', () => {
  it('are the codes and texts the contracts publish to the console', () => {
    expect(STATUS_TEXT).toEqual(CLOCKING_STATUS_TEXT);
  });

  it('name an unknown code instead of hiding it', () => {
    expect(statusText(104)).toBe('Early in');
    expect(statusText(99)).toBe('unknown status 99');
  });
});
