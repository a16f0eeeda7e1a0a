import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logIn, mockApi, renderRoute, withStatus } from '../../test/render';

const stored = {
  id: 'e1',
  employeeNumber: '1001',
  externalEmployeeNumber: '1001',
  firstName: 'Thandi',
  surname: 'Mokoena',
  employeeStatus: 1,
  accessExpiryTemplateIDs: [],
  version: 3,
  age: null,
  hasPhoto: false,
  clockingStatus: null,
  currentShift: null,
};

const pageApi = { GetEmployee: stored, GetScannerGroups_IDName: [], GetAccessExpiryTemplates_IDName: [] };

const template = (overrides: Record<string, unknown>) => ({
  kind: 'fingerprint',
  number: 6,
  index: 0,
  algorithmVersion: null,
  size: 1184,
  valid: true,
  duress: false,
  readerSerial: 'ZK1',
  scannerID: 's1',
  scannerName: 'Front door',
  receivedAt: '2026-03-02T06:00:00.000Z',
  ...overrides,
});

async function openBiometricsTab() {
  fireEvent.click(await screen.findByRole('tab', { name: 'Biometrics and Access Expiry' }));
}

describe('the employee’s biometric templates', () => {
  it('lists the templates readers uploaded: finger, kind, reader and when', async () => {
    logIn({ permissions: ['empEmployees', 'empEmployeesEdit'] });
    const requests = mockApi({
      ...pageApi,
      GetEmployeeBioTemplates: [
        template({}),
        template({ kind: 'visible-light-face', number: 0, index: 2, readerSerial: 'ZK9', scannerID: null, scannerName: null }),
        template({ number: 3, valid: false }),
      ],
    });
    renderRoute('/edit-employee/e1');
    await openBiometricsTab();

    const table = await screen.findByRole('table', { name: 'Biometric templates' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['6', 'Fingerprint', 'Front door'],
      ['0 (template 2)', 'Face (visible light)', 'ZK9 (no longer registered)'],
      ['3', 'Fingerprint (marked invalid by the reader)', 'Front door'],
    ]);
    expect(within(rows[0]).getAllByRole('cell')[3].textContent).toContain('2026');
    expect(requests.find((request) => request.call === 'GetEmployeeBioTemplates')).toBeTruthy();
  });

  it('says so when no reader has uploaded a template for the employee', async () => {
    logIn({ permissions: ['empEmployees', 'empEmployeesEdit'] });
    mockApi({ ...pageApi, GetEmployeeBioTemplates: [] });
    renderRoute('/edit-employee/e1');
    await openBiometricsTab();
    expect(await screen.findByText('No templates uploaded by a reader yet.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Biometric templates' })).toBeNull();
  });

  it('shows the api’s message when the templates cannot be read', async () => {
    logIn({ permissions: ['empEmployees', 'empEmployeesEdit'] });
    mockApi({ ...pageApi, GetEmployeeBioTemplates: withStatus(403, { error: 'You may not see employees' }) });
    renderRoute('/edit-employee/e1');
    await openBiometricsTab();
    expect(await screen.findByText('You may not see employees')).toBeTruthy();
  });
});
