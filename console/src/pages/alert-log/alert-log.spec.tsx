import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AlertLogEntry, GetAlertLogResult } from '@tna/contracts';
import { describe, expect, it } from 'vitest';
import { logIn, mockApi, renderRoute, withStatus } from '../../test/render';

const anEntry = (overrides: Partial<AlertLogEntry> = {}): AlertLogEntry => ({
  alertID: 'a-1',
  deliveryID: 'd-1',
  eventTypeID: 'et-1',
  eventTypeName: 'Late at 08:15',
  eventKind: 'notClockedIn',
  cause: 'notClockedIn',
  employeeID: 'e-1',
  employeeName: 'Thandi Mokoena',
  day: '2026-03-02',
  decidedAt: '2026-03-02T06:15:00Z',
  plannedAt: '2026-03-02T06:15:01Z',
  channel: 'email',
  recipientKind: 'employee',
  address: 'thandi@example.test',
  subject: 'Thandi Mokoena has not clocked in',
  body: 'Dear Thandi,\n\nnot clocked in.',
  state: 'sent',
  attempts: 1,
  lastError: null,
  sentAt: '2026-03-02T06:15:02Z',
  test: false,
  ...overrides,
});

const LOG: GetAlertLogResult = {
  total: 3,
  items: [
    anEntry(),
    anEntry({ deliveryID: 'd-2', recipientKind: 'user', address: 'gone@example.test', state: 'dead', sentAt: null, lastError: 'could not send: 550 mailbox unavailable' }),
    anEntry({ alertID: 'a-2', deliveryID: 'd-3', channel: 'sms', address: null, state: 'skipped', attempts: 0, sentAt: null, lastError: 'Thandi Mokoena has no cellphone number', test: true }),
  ],
};

describe('the alert log', () => {
  it('shows each message: to whom, why, its state (dead letters plainly), attempts and last error', async () => {
    logIn({ permissions: ['setupEvents'] });
    mockApi({ GetAlertLog: LOG, GetEventTypes_IDName: [{ id: 'et-1', name: 'Late at 08:15' }] });
    renderRoute('/settings/alert-log');

    const table = await screen.findByRole('table', { name: 'Alert Log' });
    await within(table).findByText('Dead letter');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('thandi@example.test')).toBeTruthy();
    expect(within(rows[0]).getByText('Sent')).toBeTruthy();
    expect(within(rows[1]).getByText('Dead letter')).toBeTruthy();
    expect(within(rows[1]).getByText('could not send: 550 mailbox unavailable')).toBeTruthy();
    expect(within(rows[2]).getByText('Skipped')).toBeTruthy();
    expect(within(rows[2]).getByText('no address')).toBeTruthy();
    expect(within(rows[2]).getByText('Thandi Mokoena has no cellphone number')).toBeTruthy();
    expect(within(rows[2]).getByText('Test')).toBeTruthy();
    expect(screen.getByText('Showing 1 to 3 of 3 entries')).toBeTruthy();

    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Thandi Mokoena has not clocked in' }));
    expect(within(rows[0]).getByText(/not clocked in\./)).toBeTruthy();
  });

  it('filters by state and event type in the request and the address, and pages', async () => {
    logIn({ permissions: ['setupEvents'] });
    const requests = mockApi({ GetAlertLog: { items: [anEntry({ state: 'dead', sentAt: null, lastError: 'refused' })], total: 45 }, GetEventTypes_IDName: [{ id: 'et-1', name: 'Late at 08:15' }] });
    const { router } = renderRoute('/settings/alert-log');
    await screen.findByRole('table', { name: 'Alert Log' });
    expect(requests.find((request) => request.call === 'GetAlertLog')?.body).toEqual({ pageNumber: 1, pageSize: 20 });

    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'dead' } });
    await waitFor(() => expect(requests.at(-1)?.body).toEqual({ state: 'dead', pageNumber: 1, pageSize: 20 }));
    expect(router.state.location.search).toBe('?state=dead');

    const eventType = screen.getByLabelText('Event type');
    await waitFor(() => expect(within(eventType).getByRole('option', { name: 'Late at 08:15' })).toBeTruthy());
    fireEvent.change(eventType, { target: { value: 'et-1' } });
    await waitFor(() => expect(requests.at(-1)?.body).toEqual({ state: 'dead', eventTypeID: 'et-1', pageNumber: 1, pageSize: 20 }));

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(requests.at(-1)?.body).toMatchObject({ pageNumber: 3 }));
  });

  it('says so when nothing matches', async () => {
    logIn({ permissions: ['setupEvents'] });
    mockApi({ GetAlertLog: { items: [], total: 0 }, GetEventTypes_IDName: [] });
    renderRoute('/settings/alert-log?state=dead');
    expect(await screen.findByText('No alerts match')).toBeTruthy();
  });

  it('shows the api\'s failure', async () => {
    logIn({ permissions: ['setupEvents'] });
    mockApi({ GetAlertLog: withStatus(500, { error: 'the database is away' }), GetEventTypes_IDName: [] });
    renderRoute('/settings/alert-log');
    expect(await screen.findByText('Could not load the alert log')).toBeTruthy();
    expect(screen.getByText('the database is away')).toBeTruthy();
  });
});
