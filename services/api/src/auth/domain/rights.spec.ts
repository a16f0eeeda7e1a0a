import { describe, expect, it } from 'vitest';
import { mayGrant } from './rights';

describe('handing out flags', () => {
  it('lets administrators hand out anything', () => {
    expect(mayGrant({ isAdministrator: true, permissions: {} }, ['setupSystem', 'dataExport'])).toBe(true);
  });

  it('lets others hand out only flags they hold', () => {
    const manager = { isAdministrator: false, permissions: { setupSystem: true, empClockings: true } };
    expect(mayGrant(manager, ['empClockings'])).toBe(true);
    expect(mayGrant(manager, [])).toBe(true);
    expect(mayGrant(manager, ['empClockings', 'dataExport'])).toBe(false);
  });
});
