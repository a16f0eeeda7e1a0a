import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApproveDeclineLeaveAppsResult, LeaveAppToApprove } from '@tna/contracts';
import { logIn, mockApi, renderRoute, type ApiRequest } from '../../test/render';

const anApplication = (overrides: Partial<LeaveAppToApprove> = {}): LeaveAppToApprove => ({
  applicationID: 'app-1',
  employeeID: 'emp-1',
  employeeNumber: 'E001',
  employeeName: 'Thabo Nkosi',
  leaveTypeID: 'lt-annual',
  leaveTypeName: 'Annual',
  unit: 2,
  reasonName: null,
  startDate: '2026-03-02',
  endDate: '2026-03-02',
  duration: 0.5,
  position: 'BEGIN',
  status: 0,
  statusText: 'New/Waiting',
  days: 1,
  amount: 0.5,
  applicantComment: 'Dentist',
  createdAt: '2026-02-20T08:00:00.000Z',
  ...overrides,
});

const three = [
  anApplication(),
  anApplication({ applicationID: 'app-2', employeeID: 'emp-2', employeeNumber: 'E002', employeeName: 'Ada Okafor', startDate: '2026-03-09', endDate: '2026-03-13', duration: 1, days: 5, amount: 5 }),
  anApplication({ applicationID: 'app-3', employeeID: 'emp-3', employeeNumber: 'E003', employeeName: 'Lee Chen', leaveTypeName: 'Sick', status: 1, statusText: 'Granted in process' }),
];

const sent = (requests: ApiRequest[], call: string) => requests.filter((request) => request.call === call).map((request) => request.body);
const rowOf = (name: RegExp) => screen.findByRole('row', { name });
const checkboxOf = async (name: RegExp) => within(await rowOf(name)).getByRole('checkbox') as HTMLInputElement;

describe('leave approvals page', () => {
  it('is closed to a user without clkLeave', async () => {
    logIn({ permissions: ['empClockings'] });
    const requests = mockApi({});
    renderRoute('/leave/approvals');
    expect(await screen.findByText('Unauthorized access')).toBeTruthy();
    expect(sent(requests, 'GetLeaveAppsToApprove')).toEqual([]);
  });

  it('approves the selected applications with a comment and shows each one’s outcome', async () => {
    logIn({ userID: 'u-manager', permissions: ['empClockings', 'clkLeave'] });
    const decision: ApproveDeclineLeaveAppsResult = {
      resultCode: 0,
      resultText: 'Some were refused',
      outcomes: [
        { applicationID: 'app-1', resultCode: 11, resultText: 'Finally granted', status: 11 },
        { applicationID: 'app-3', resultCode: 46, resultText: 'Exported to payroll', status: 1 },
      ],
    };
    let listed = three;
    const requests = mockApi({
      GetLeaveAppsToApprove: () => listed,
      ApproveDeclineLeaveApps: () => {
        listed = [three[1], three[2]];
        return decision;
      },
    });
    renderRoute('/leave/approvals');

    const approve = (await screen.findByRole('button', { name: 'Approve' })) as HTMLButtonElement;
    await rowOf(/Thabo Nkosi/);
    expect(approve.disabled).toBe(true);
    fireEvent.click(await checkboxOf(/Thabo Nkosi/));
    fireEvent.click(await checkboxOf(/Lee Chen/));
    expect(screen.getByText('2 of 3 selected')).toBeTruthy();
    expect(within(await rowOf(/Ada Okafor/)).getAllByRole('cell').map((cell) => cell.textContent)).toContain('5 Days (5 days)');
    fireEvent.change(screen.getByLabelText('Manager comment'), { target: { value: ' Enjoy ' } });
    fireEvent.click(approve);

    const outcomes = await screen.findByRole('list', { name: 'Decision outcomes' });
    expect(within(outcomes).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Thabo Nkosi (E001), Annual, Mon 2 Mar 2026: 11 Finally granted',
      'Lee Chen (E003), Sick, Mon 2 Mar 2026: 46 Exported to payroll',
    ]);
    expect(sent(requests, 'ApproveDeclineLeaveApps')).toEqual([{ applicationIDs: ['app-1', 'app-3'], approve: true, comment: 'Enjoy' }]);
    // The list is read again: the decided application is gone, the selection and comment are cleared.
    await screen.findByText('0 of 2 selected');
    expect(screen.queryByRole('row', { name: /Thabo Nkosi/ })).toBeNull();
    expect((screen.getByLabelText('Manager comment') as HTMLTextAreaElement).value).toBe('');
  });

  it('selects every application at once and declines them', async () => {
    logIn({ userID: 'u-manager', permissions: ['empClockings', 'clkLeave'] });
    const requests = mockApi({
      GetLeaveAppsToApprove: three,
      ApproveDeclineLeaveApps: {
        resultCode: 1,
        resultText: 'Done',
        outcomes: three.map((application) => ({ applicationID: application.applicationID, resultCode: 2, resultText: 'Declined in process', status: 2 })),
      },
    });
    renderRoute('/leave/approvals');
    await rowOf(/Thabo Nkosi/);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Select all/ }));
    expect(screen.getByText('3 of 3 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Decline: 1 Done')).toBeTruthy();
    expect(sent(requests, 'ApproveDeclineLeaveApps')).toEqual([{ applicationIDs: ['app-1', 'app-2', 'app-3'], approve: false }]);
  });
});
