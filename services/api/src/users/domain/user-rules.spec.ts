import { describe, expect, it } from 'vitest';
import { removesLastAdministrator } from './user-rules';

const activeAdmin = { isAdministrator: true, status: 1 };

describe('the last active administrator', () => {
  it('may not lose the flag, be deactivated or be deleted', () => {
    expect(removesLastAdministrator(activeAdmin, { isAdministrator: false, status: 1 }, 0)).toBe(true);
    expect(removesLastAdministrator(activeAdmin, { isAdministrator: true, status: 0 }, 0)).toBe(true);
    expect(removesLastAdministrator(activeAdmin, null, 0)).toBe(true);
  });

  it('may change when another active administrator remains, and others may always change', () => {
    expect(removesLastAdministrator(activeAdmin, null, 1)).toBe(false);
    expect(removesLastAdministrator({ isAdministrator: false, status: 1 }, null, 0)).toBe(false);
    expect(removesLastAdministrator(activeAdmin, activeAdmin, 0)).toBe(false);
  });
});
