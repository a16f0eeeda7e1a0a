import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logIn, mockApi, renderRoute, withStatus } from '../../test/render';

const TYPE_ID = '5c9d5f3a-1b2c-4d5e-8f60-7a8b9c0d1e2f';
const eventType = {
  id: TYPE_ID,
  name: 'Late at 08:15',
  eventKind: 'notClockedIn',
  notificationType: 'Email',
  minutesAfterShiftStart: 15,
  emailHeader: 'Dear {{employeeName}},',
  includedEmployeeIDs: [],
  excludedEmployeeIDs: [],
  recipientUserTeamIDs: [],
  notifyEmployee: true,
  sendCorrection: false,
  active: true,
  version: 1,
};
/** What the event type's edit page reads besides the record. */
const lookups = {
  GetEventType: eventType,
  GetEventGroups_IDName: [],
  GetEmployeeFilters_IDName: [],
  GetUserTeams_IDName: [],
  GetEmployees: { items: [], total: 0 },
  GetEmployeesPerList: { items: [], total: 0 },
};

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Send a test' }));
  return screen.findByRole('dialog');
}

describe('Send a test, on an event type\'s page', () => {
  it('sends the test to the e-mail address and cellphone given and points to the alert log', async () => {
    logIn({ permissions: ['setupEvents'] });
    const requests = mockApi({ ...lookups, SendTestAlert: { alertID: 'a-1', deliveryIDs: ['d-1', 'd-2'] } });
    const { router } = renderRoute(`/settings/event-type/edit/${TYPE_ID}`);
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('E-mail address'), { target: { value: ' tester@example.test ' } });
    fireEvent.change(within(dialog).getByLabelText('Cellphone'), { target: { value: '+27825550777' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByText('Test queued: 2 messages')).toBeTruthy();
    expect(requests.find((request) => request.call === 'SendTestAlert')?.body).toEqual({ eventTypeID: TYPE_ID, email: 'tester@example.test', cellphone: '+27825550777' });
    fireEvent.click(within(dialog).getByRole('link', { name: 'alert log' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/alert-log'));
    expect(router.state.location.search).toBe(`?eventTypeID=${TYPE_ID}`);
  });

  it('shows the api\'s refusal under the field it names, and nothing else is sent', async () => {
    logIn({ permissions: ['setupEvents'] });
    const requests = mockApi({
      ...lookups,
      SendTestAlert: withStatus(400, { error: 'validation failed', field: 'email', message: 'give an e-mail address or a cellphone number to send the test to' }),
    });
    renderRoute(`/settings/event-type/edit/${TYPE_ID}`);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('give an e-mail address or a cellphone number to send the test to')).toBeTruthy();
    expect(requests.filter((request) => request.call === 'SendTestAlert')).toHaveLength(1);
    expect(requests.find((request) => request.call === 'SendTestAlert')?.body).toEqual({ eventTypeID: TYPE_ID });
  });

  it('is not offered on a new event type, which has nothing to test yet', async () => {
    logIn({ permissions: ['setupEvents'] });
    mockApi(lookups);
    renderRoute('/settings/event-type/add');
    expect(await screen.findByRole('combobox', { name: 'Type of event' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send a test' })).toBeNull();
  });
});
