import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logIn, mockApi, renderRoute } from '../../test/render';

// Ids as the api gives them: the form checks references before it sends.
const GROUP = '0c9d5f3a-1b2c-4d5e-8f60-7a8b9c0d1e2f';
const FILTER = '1c9d5f3a-1b2c-4d5e-8f60-7a8b9c0d1e2f';
const TEAM = '2c9d5f3a-1b2c-4d5e-8f60-7a8b9c0d1e2f';
const ADA = '3c9d5f3a-1b2c-4d5e-8f60-7a8b9c0d1e2f';
const BEN = '4c9d5f3a-1b2c-4d5e-8f60-7a8b9c0d1e2f';

const ada = { id: ADA, employeeNumber: 'E007', firstName: 'Ada', surname: 'Okafor', preferredName: null };
const ben = { id: BEN, employeeNumber: 'E008', firstName: 'Ben', surname: 'Dlamini', preferredName: null };

/** The lookups the event type form's pickers make. */
const lookups = {
  GetEventGroups_IDName: [{ id: GROUP, name: 'Attendance' }],
  GetEmployeeFilters_IDName: [{ id: FILTER, name: 'Sales people' }],
  GetUserTeams_IDName: [{ id: TEAM, name: 'Supervisors' }],
  GetEmployees: { items: [ada, ben], total: 2 },
  GetEmployeesPerList: { items: [ada, ben], total: 2 },
  GetEventTypes: { items: [], total: 0 },
};

/** The field's control, or null when the form does not show it. */
const field = (name: string) => screen.queryAllByLabelText(name)[0] ?? null;
const choose = (name: string, value: string) => fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });

describe('the event type screens', () => {
  it('list the event types under Event & Alerts with their group, kind, channel and status', async () => {
    logIn({ permissions: ['setupEvents'] });
    const type = { id: 'e1', name: 'Late for the early shift', eventGroupID: GROUP, eventKind: 'notClockedIn', notificationType: 'SMS', active: true, version: 1 };
    mockApi({ ...lookups, GetEventTypes: { items: [type], total: 1 } });
    renderRoute('/settings/setting-dashboard');
    expect((await screen.findByRole('link', { name: 'Event Group' })).getAttribute('href')).toBe('/settings/event-group/list');
    fireEvent.click(screen.getByRole('link', { name: 'Event Type' }));
    const table = await screen.findByRole('table', { name: 'Event Types' });
    const row = await within(table).findByRole('row', { name: /Late for the early shift/ });
    expect(await within(row).findByText('Attendance')).toBeTruthy();
    expect(within(row).getByText('Not clocked in after shift start')).toBeTruthy();
    expect(within(row).getByText('SMS')).toBeTruthy();
    expect(within(row).getByText('Yes')).toBeTruthy();
  });
});

describe('the event type form', () => {
  it('shows the fields the kind of event and the channel use, and no others', async () => {
    logIn({ permissions: ['setupEvents'] });
    mockApi(lookups);
    renderRoute('/settings/event-type/add');

    // No kind chosen yet: the select says so, and none of the kind's own fields shows.
    expect(await screen.findByRole('combobox', { name: 'Type of event' })).toHaveProperty('value', '');
    expect(screen.getByRole('option', { name: 'Select type of event' })).toBeTruthy();
    for (const name of ['Status', 'Minutes after shift start', 'Minutes silent']) expect(field(name), name).toBeNull();
    expect(field('E-mail header')).not.toBeNull();
    expect(field('SMS header')).toBeNull();

    choose('Type of event', 'shiftStatus');
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(within(screen.getByRole('combobox', { name: 'Status' })).getByRole('option', { name: '103 Late in' })).toBeTruthy();
    expect(field('Minutes after shift start')).toBeNull();

    choose('Type of event', 'notClockedIn');
    expect(field('Status')).toBeNull();
    expect(screen.getByRole('spinbutton', { name: 'Minutes after shift start' })).toBeTruthy();
    expect(field('Employees included')).not.toBeNull();

    choose('Type of event', 'readerSilent');
    expect(screen.getByRole('spinbutton', { name: 'Minutes silent' })).toBeTruthy();
    // A reader concerns no employee: no scope, no employee to notify.
    for (const name of ['Minutes after shift start', 'Data filter', 'Employees included', 'Employees excluded', 'Notify the employee']) expect(field(name), name).toBeNull();

    choose('Notification type', 'SMS');
    expect(field('SMS header')).not.toBeNull();
    expect(field('E-mail header')).toBeNull();
  });

  it('saves the scope, the employees picked and the teams chosen, with what the kind does not use left blank', async () => {
    logIn({ permissions: ['setupEvents'] });
    const requests = mockApi({ ...lookups, CreateEventType: { id: 'e1', version: 1 } });
    const { router } = renderRoute('/settings/event-type/add');

    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Late for the early shift' } });
    await screen.findByRole('option', { name: 'Attendance' });
    choose('Event group', GROUP);
    // A status chosen, then another kind: the status goes, unseen.
    choose('Type of event', 'shiftStatus');
    choose('Status', '103');
    choose('Type of event', 'notClockedIn');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Minutes after shift start' }), { target: { value: '15' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail header' }), { target: { value: 'Dear {{employeeName}},' } });
    await screen.findByRole('option', { name: 'Sales people' });
    choose('Data filter', FILTER);

    fireEvent.click(screen.getByRole('combobox', { name: 'Employees included' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ada Okafor (E007)' }));
    const included = await screen.findByRole('list', { name: 'Employees included (chosen)' });
    expect(await within(included).findByText('Ada Okafor (E007)')).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Employees excluded' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ben Dlamini (E008)' }));
    expect(await within(await screen.findByRole('list', { name: 'Employees excluded (chosen)' })).findByText('Ben Dlamini (E008)')).toBeTruthy();

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Supervisors' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/event-type/list'));
    expect(requests.find((request) => request.call === 'CreateEventType')?.body).toEqual({
      name: 'Late for the early shift',
      eventGroupID: GROUP,
      eventKind: 'notClockedIn',
      notificationType: 'Email',
      status: null,
      minutesAfterShiftStart: 15,
      minutesSilent: null,
      description: null,
      active: true,
      emailHeader: 'Dear {{employeeName}},',
      emailFooter: null,
      smsHeader: null,
      smsFooter: null,
      employeeFilterID: FILTER,
      includedEmployeeIDs: [ADA],
      excludedEmployeeIDs: [BEN],
      notifyEmployee: true,
      recipientUserTeamIDs: [TEAM],
      sendCorrection: false,
    });
  });

  it('names what is missing before it sends: the SMS header, the minutes, an employee picked twice', async () => {
    logIn({ permissions: ['setupEvents'] });
    const requests = mockApi(lookups);
    renderRoute('/settings/event-type/add');

    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Late' } });
    choose('Type of event', 'notClockedIn');
    choose('Notification type', 'SMS');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('SMS header is required for SMS notifications')).toBeTruthy();
    expect(screen.getByText('Minutes after shift start is required for not clocked in')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'SMS header' }), { target: { value: 'ACME' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Minutes after shift start' }), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Minutes after shift start must be at least 0')).toBeTruthy();

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Minutes after shift start' }), { target: { value: '15' } });
    for (const list of ['Employees included', 'Employees excluded']) {
      fireEvent.click(screen.getByRole('combobox', { name: list }));
      fireEvent.click(await screen.findByRole('option', { name: 'Ada Okafor (E007)' }));
      await within(await screen.findByRole('list', { name: `${list} (chosen)` })).findByText('Ada Okafor (E007)');
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An employee cannot be both included and excluded')).toBeTruthy();
    // Removing her from the excluded clears the way.
    fireEvent.click(within(screen.getByRole('list', { name: 'Employees excluded (chosen)' })).getByRole('button', { name: 'Remove Ada Okafor (E007)' }));
    expect(screen.queryByRole('list', { name: 'Employees excluded (chosen)' })).toBeNull();
    expect(requests.some((request) => request.call === 'CreateEventType')).toBe(false);
  });
});
