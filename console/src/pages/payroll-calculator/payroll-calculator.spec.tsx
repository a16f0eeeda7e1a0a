import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CalculatePayrollValuesResult } from '@tna/contracts';
import { describe, expect, it } from 'vitest';
import { logIn, mockApi, renderRoute, withStatus } from '../../test/render';

const PAYROLLS = [
  { id: 'p-weekly', name: 'Weekly' },
  { id: 'p-monthly', name: 'Monthly' },
];

const RESULT: CalculatePayrollValuesResult = {
  resultCode: 1,
  resultText: 'Processed',
  payrollID: 'p-weekly',
  from: '2026-03-02',
  to: '2026-03-08',
  employees: [
    {
      employeeID: 'e-1',
      employeeNumber: '1001',
      name: 'Ann Smith',
      lines: [
        { payCode: 'NT', payCodeName: 'Normal time', minutes: 2430, amount: 4860 },
        { payCode: 'OT15', payCodeName: 'Overtime 1.5', minutes: 45, amount: 135.25 },
      ],
      withheldMinutes: 0,
    },
    { employeeID: 'e-2', employeeNumber: '1002', name: 'Bo Lee', lines: [{ payCode: 'NT', payCodeName: 'Normal time', minutes: 600, amount: 1000 }], withheldMinutes: 90 },
  ],
  totals: [
    { payCode: 'NT', payCodeName: 'Normal time', minutes: 3030, amount: 5860 },
    { payCode: 'OT15', payCodeName: 'Overtime 1.5', minutes: 45, amount: 135.25 },
  ],
};

async function fillIn(payroll: string) {
  logIn({ permissions: ['dataExport'] });
  renderRoute('/payroll-calculator');
  const select = await screen.findByLabelText('Payroll');
  await waitFor(() => expect(within(select).getByRole('option', { name: payroll })).toBeTruthy());
  fireEvent.change(select, { target: { value: PAYROLLS.find((option) => option.name === payroll)!.id } });
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-02' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-08' } });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('Payroll Value Calculation', () => {
  it('calculates a payroll over a range with the filters and shows hours, decimal hours, amounts, withheld overtime and totals', async () => {
    const requests = mockApi({ GetPayrolls_IDName: PAYROLLS, CalculatePayrollValues: RESULT });
    await fillIn('Weekly');
    fireEvent.click(screen.getByLabelText('Approved hours only'));
    fireEvent.click(screen.getByLabelText('Hours not yet exported'));
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));

    const table = await screen.findByRole('grid', { name: 'Payroll values' });
    expect(rowsOf(table)).toEqual([
      ['1001 Ann Smith', 'NT Normal time', '40:30', '40.50', '4,860.00', ''],
      ['', 'OT15 Overtime 1.5', '0:45', '0.75', '135.25', ''],
      ['1002 Bo Lee', 'NT Normal time', '10:00', '10.00', '1,000.00', '1:30'],
      ['Totals', 'NT Normal time', '50:30', '50.50', '5,860.00', '1:30'],
      ['', 'OT15 Overtime 1.5', '0:45', '0.75', '135.25', ''],
    ]);
    expect(requests.filter((request) => request.call === 'CalculatePayrollValues').map((request) => request.body)).toEqual([
      { payrollID: 'p-weekly', from: '2026-03-02', to: '2026-03-08', approvedOnly: true, notYetExported: true },
    ]);
  });

  it('offers Calculate only once a payroll and both dates are chosen', async () => {
    mockApi({ GetPayrolls_IDName: PAYROLLS });
    logIn({ permissions: ['dataExport'] });
    renderRoute('/payroll-calculator');
    const calculate = (await screen.findByRole('button', { name: 'Calculate' })) as HTMLButtonElement;
    expect(calculate.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-02' } });
    expect(calculate.disabled).toBe(true);
  });

  it("shows the server's reason when it refuses the range", async () => {
    mockApi({
      GetPayrolls_IDName: PAYROLLS,
      CalculatePayrollValues: withStatus(400, { error: 'validation failed', field: 'to', message: 'a run covers at most 366 days' }),
    });
    await fillIn('Monthly');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('a run covers at most 366 days')).toBeTruthy();
    expect(screen.queryByRole('grid', { name: 'Payroll values' })).toBeNull();
  });

  it('says so when no employee of the payroll has values in the range', async () => {
    mockApi({ GetPayrolls_IDName: PAYROLLS, CalculatePayrollValues: { ...RESULT, employees: [], totals: [] } });
    await fillIn('Weekly');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('No values for this payroll and range')).toBeTruthy();
  });
});
