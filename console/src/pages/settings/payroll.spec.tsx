import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logIn, mockApi, renderRoute, withStatus } from '../../test/render';

// Ids as the api gives them: the form checks references for form before it sends.
const P1 = '0c9d5f3a-1b2c-4d5e-8f60-7a8b9c0d1e2f';
const C1 = '1c9d5f3a-1b2c-4d5e-8f60-7a8b9c0d1e2f';
const C2 = '2c9d5f3a-1b2c-4d5e-8f60-7a8b9c0d1e2f';
const L1 = '3c9d5f3a-1b2c-4d5e-8f60-7a8b9c0d1e2f';

const PAYROLL = {
  id: P1,
  name: 'Weekly',
  number: '0042',
  exportFileVersion: '3',
  parameters: 'company;ACME',
  basedOnTargetHours: false,
  minimumNormalMinutes: 2400,
  overtimePaidAfterMinimum: true,
  makeUpSequence: [{ payCodeID: C2 }],
  version: 1,
};
const PAY_CODES = [
  { id: C1, name: 'Normal' },
  { id: C2, name: 'Overtime' },
];
const mapping = { id: 'm1', payrollID: P1, value: 'normal', leaveTypeID: null, payCodeID: C1, version: 1 };

/** The edit page's calls: the payroll, its three kinds of rows and the pickers' lookups. */
const payrollApi = (more: Record<string, unknown> = {}) =>
  mockApi({
    GetPayroll: PAYROLL,
    GetPayrollPayCodeMappings_ForPayrollID: [mapping],
    GetPayrollNTMakeUps_ForPayrollID: [{ id: 'n1', payrollID: P1, sequence: 1, payCodeID: C2, version: 1 }],
    GetPayrollNTAddBeforeMakeUps_ForPayrollID: [],
    GetPayCodes_IDName: PAY_CODES,
    GetLeaveTypes_IDName: [{ id: L1, name: 'Annual' }],
    ...more,
  });

describe('the payroll screens', () => {
  it('edit a payroll with its pay code mappings, non-time make-ups and pay codes added to normal time on its page', async () => {
    logIn({ permissions: ['setupPayroll'] });
    payrollApi();
    renderRoute(`/settings/payroll/edit/${P1}`);

    expect(await screen.findByRole('textbox', { name: 'Number' })).toHaveProperty('value', '0042');
    expect(screen.getByRole('textbox', { name: 'Parameters' })).toHaveProperty('value', 'company;ACME');
    const mappings = await screen.findByRole('table', { name: 'Pay Code Mappings' });
    expect(within(mappings).getByText('Normal time')).toBeTruthy();
    expect(await within(mappings).findByText('Normal')).toBeTruthy();
    const makeUps = screen.getByRole('table', { name: 'Non-time Make-ups' });
    expect(await within(makeUps).findByText('Overtime')).toBeTruthy();
    expect(screen.getByText('No pay codes added to normal time yet.')).toBeTruthy();
  });

  it('add a row to the payroll at once, and show the api’s 409 on the field', async () => {
    logIn({ permissions: ['setupPayroll'] });
    let answered = false;
    const requests = payrollApi({
      CreatePayrollPayCodeMapping: () => {
        if (answered) return { ...mapping, id: 'm2', value: 'leave', leaveTypeID: L1 };
        answered = true;
        return withStatus(409, { error: 'Value "normal" is already in use for the same payroll', field: 'value' });
      },
    });
    renderRoute(`/settings/payroll/edit/${P1}`);

    fireEvent.click(await screen.findByRole('button', { name: 'Add pay code mapping' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Normal' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Value' }), { target: { value: 'leave' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Pay code' }), { target: { value: C1 } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The descriptor's own check first: leave needs its leave type.
    expect(await within(dialog).findByText('Leave type is required for the value Leave, and only for it')).toBeTruthy();
    expect(requests.some((request) => request.call === 'CreatePayrollPayCodeMapping')).toBe(false);

    await within(dialog).findByRole('option', { name: 'Annual' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Leave type' }), { target: { value: L1 } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Value "normal" is already in use for the same payroll')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.call === 'CreatePayrollPayCodeMapping').at(-1)?.body).toEqual({ payrollID: P1, value: 'leave', leaveTypeID: L1, payCodeID: C1 });
  });

  it('ask to save a new payroll before its rows are added', async () => {
    logIn({ permissions: ['setupPayroll'] });
    mockApi({ GetPayCodes_IDName: PAY_CODES });
    renderRoute('/settings/payroll/add');
    expect(await screen.findByText('Save the payroll first, then edit it to add its pay code mappings, non-time make-ups, pay codes added to normal time.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add pay code mapping' })).toBeNull();
  });

  it('offer pay rates to setupPayroll users as the payroll pay rate screens, and the rows no screens of their own', async () => {
    logIn({ permissions: ['setupPayroll'] });
    mockApi({ GetPayRate: { id: 'r1', name: 'Time and a half', code: 'OT15', multiplier: '1.5', version: 1 }, GetPayRates: { items: [{ id: 'r1', name: 'Time and a half', code: 'OT15', multiplier: '1.5', version: 1 }], total: 1 } });
    const { router } = renderRoute('/settings/setting-dashboard');
    expect((await screen.findByRole('link', { name: 'Pay Rate' })).getAttribute('href')).toBe('/settings/payroll-pay-rate/list');
    expect(screen.queryByRole('link', { name: 'Pay Code Mapping' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Pay Rate' }));
    expect(await screen.findByText('Time and a half')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Time and a half' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/payroll-pay-rate/edit/r1'));
  });
});
