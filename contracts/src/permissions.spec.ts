import { describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  SECURITY_TEMPLATE_GROUPS,
  SIDEBAR_ENABLED_BY,
  isPermission,
  isSidebarEntryEnabled,
  type SidebarEntry,
  type UserRights,
} from './permissions';

const user = (permissions: UserRights['permissions'], isAdministrator = false): UserRights => ({ isAdministrator, permissions });
const sidebarEntries = Object.keys(SIDEBAR_ENABLED_BY) as SidebarEntry[];

describe('permission flags', () => {
  it('are unique and recognised', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    expect(PERMISSIONS.every(isPermission)).toBe(true);
    expect(isPermission('setupEverything')).toBe(false);
    expect(isPermission('toString')).toBe(false);
  });

  it('can each be granted in the security template editor', () => {
    const granted = new Set(SECURITY_TEMPLATE_GROUPS.flatMap((group) => group.items.map((item) => item.flag)));
    expect(PERMISSIONS.filter((flag) => !granted.has(flag))).toEqual([]);
  });

  it('keep the template groups of the specification', () => {
    expect(SECURITY_TEMPLATE_GROUPS.map((group) => group.label)).toEqual([
      'Setup',
      'Employee setup',
      'Roster',
      'Clocking screen',
      'Data',
      'Dashboard',
      'Maintenance',
    ]);
  });
});

describe('sidebar enabling', () => {
  it('enables every entry for an administrator', () => {
    expect(sidebarEntries.every((entry) => isSidebarEntryEnabled(entry, user({}, true)))).toBe(true);
  });

  it('disables every entry for a user without flags', () => {
    expect(sidebarEntries.filter((entry) => isSidebarEntryEnabled(entry, user({})))).toEqual([]);
  });

  it('enables an entry by its flag', () => {
    const rights = user({ empClockings: true, dataExport: true });
    expect(sidebarEntries.filter((entry) => isSidebarEntryEnabled(entry, rights))).toEqual([
      'clockings',
      'dataExport',
      'payrollCalc',
      'adminGroup',
    ]);
  });

  it('disables the Admin group only when setupPayroll, dataImport and dataExport are all false', () => {
    expect(isSidebarEntryEnabled('adminGroup', user({ setupPayroll: false, dataImport: false, dataExport: false }))).toBe(false);
    expect(isSidebarEntryEnabled('adminGroup', user({ setupPayroll: true }))).toBe(true);
    expect(isSidebarEntryEnabled('adminGroup', user({ dataImport: true }))).toBe(true);
  });

  it('enables Settings by any one of the six setup flags', () => {
    expect(SIDEBAR_ENABLED_BY.settings).toHaveLength(6);
    for (const flag of SIDEBAR_ENABLED_BY.settings) {
      expect(isSidebarEntryEnabled('settings', user({ [flag]: true }))).toBe(true);
    }
    expect(isSidebarEntryEnabled('settings', user({ empEmployees: true, rptReport: true }))).toBe(false);
  });
});
