import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListResult, ParkedEvent } from '@tna/contracts';
import { describe, expect, it } from 'vitest';
import { logIn, mockApi, renderRoute, withStatus, type ApiRequest } from '../../test/render';

const anEvent = (overrides: Partial<ParkedEvent> = {}): ParkedEvent => ({
  service: 'time-engine',
  consumer: 'time-engine.clockings',
  eventID: 'ev-1',
  eventType: 'ClockingReceived',
  key: 'e-1',
  employee: { id: 'e-1', name: 'Thandi Mokoena' },
  reason: 'RangeError: Invalid time value',
  heldBehind: false,
  attempts: 2,
  parkedAt: '2026-03-02T06:00:00Z',
  retryAt: '2026-03-02T06:04:00Z',
  payload: { clockedAt: '2026-02-30T25:61:00Z' },
  timeZone: 'Africa/Johannesburg',
  ...overrides,
});

const LIST: ListResult<ParkedEvent> = { total: 2, items: [anEvent(), anEvent({ eventID: 'ev-2', heldBehind: true, reason: 'held behind', attempts: 0 })] };

describe('the parked events page', () => {
  it("lists each event with the employee, why and its times on the employee's clock", async () => {
    logIn({ permissions: ['setupSystem'] });
    mockApi({ GetParkedEvents: LIST });
    renderRoute('/settings/parked-events');
    const table = await screen.findByRole('table', { name: 'Parked events' });
    await within(table).findByText('Waiting behind an earlier event');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('RangeError: Invalid time value')).toBeTruthy();
    // 06:00 UTC is 08:00 in Johannesburg.
    expect(within(rows[0]).getByText('2026-03-02 08:00:00')).toBeTruthy();
    expect(within(rows[0]).getByText('2026-03-02 08:04:00')).toBeTruthy();
    expect(within(rows[1]).getByText('Waiting behind an earlier event')).toBeTruthy();
    expect(within(rows[1]).queryByText('held behind')).toBeNull();
  });

  it('says in words what a retry did: handled, failed again with the next try, nothing left, busy, or refused', async () => {
    logIn({ permissions: ['setupSystem'] });
    const answers = [
      { outcome: 'handled', handled: 2, failedEventID: null, reason: null, retryAt: null },
      { outcome: 'failed', handled: 0, failedEventID: 'ev-1', reason: 'RangeError: Invalid time value', retryAt: '2026-03-02T07:00:00Z' },
      { outcome: 'none', handled: 0, failedEventID: null, reason: null, retryAt: null },
      { outcome: 'busy', handled: 0, failedEventID: null, reason: null, retryAt: null },
      withStatus(403, { error: 'Unauthorized access' }),
      withStatus(504, { error: 'the time-engine service did not answer in time' }),
    ];
    const requests = mockApi({ GetParkedEvents: LIST, RetryParkedEvents: () => answers.shift()! });
    renderRoute('/settings/parked-events');
    const table = await screen.findByRole('table', { name: 'Parked events' });
    const retry = async () => fireEvent.click((await within(table).findAllByRole('button', { name: 'Retry the events of Thandi Mokoena now' }))[0]);

    await retry();
    await screen.findByText('Handled 2 events of Thandi Mokoena');
    expect(requests.find((request) => request.call === 'RetryParkedEvents')?.body).toEqual({ service: 'time-engine', consumer: 'time-engine.clockings', key: 'e-1' });
    await retry();
    await screen.findByText('The events of Thandi Mokoena failed again');
    await screen.findByText('RangeError: Invalid time value. They are tried again at 2026-03-02 09:00:00.');
    await retry();
    await screen.findByText('Nothing of Thandi Mokoena is parked any more');
    await retry();
    await screen.findByText('The service is trying the events of Thandi Mokoena right now');
    await retry();
    await screen.findByText('Not retried');
    await screen.findByText('Unauthorized access');
    await retry();
    await screen.findByText('No answer in time');
  });

  it('drops an event only after asking, and says what the events behind it did', async () => {
    logIn({ permissions: ['setupSystem'] });
    const requests = mockApi({
      GetParkedEvents: LIST,
      DropParkedEvents: { dropped: ['ev-1'], retried: [{ key: 'e-1', outcome: 'handled', handled: 1, failedEventID: null, reason: null, retryAt: null }] },
    });
    renderRoute('/settings/parked-events');
    const table = await screen.findByRole('table', { name: 'Parked events' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Drop event ev-1' }));
    const dialog = await screen.findByRole('dialog', { name: /Drop this event\?/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(requests.some((request) => request.call === 'DropParkedEvents')).toBe(false);

    fireEvent.click(await within(table).findByRole('button', { name: 'Drop event ev-1' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: /Drop this event\?/ })).getByRole('button', { name: 'Drop event' }));
    await screen.findByText('Dropped 1 event of Thandi Mokoena');
    await screen.findByText('The events waiting behind it: handled 1 event of Thandi Mokoena.');
    expect(requests.find((request) => request.call === 'DropParkedEvents')?.body).toEqual({ service: 'time-engine', consumer: 'time-engine.clockings', eventIDs: ['ev-1'] });
  });

  it('goes back a page when the last event of the last page is gone, rather than reading "no parked events"', async () => {
    logIn({ permissions: ['setupSystem'] });
    const page = (count: number, from: number) => Array.from({ length: count }, (_, i) => anEvent({ eventID: `ev-${from + i}`, reason: `reason ${from + i}` }));
    let total = 21;
    const requests = mockApi({
      GetParkedEvents: ({ body }: ApiRequest) => {
        const { pageNumber = 1 } = body as { pageNumber?: number };
        if (pageNumber === 1) return { total, items: page(20, 1) };
        // The 21st was handled by the service meanwhile.
        total = 20;
        return { total, items: [] };
      },
    });
    renderRoute('/settings/parked-events');
    const table = await screen.findByRole('table', { name: 'Parked events' });
    await within(table).findByText('reason 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // The list's own requests, not the masthead's count (pageSize 1).
    const pages = () =>
      requests.filter((request) => request.call === 'GetParkedEvents' && (request.body as { pageSize?: number }).pageSize !== 1).map((request) => (request.body as { pageNumber?: number }).pageNumber);
    await waitFor(() => expect(pages()).toEqual([1, 2, 1]));
    await within(table).findByText('reason 20');
    expect(screen.queryByText('No parked events')).toBeNull();
  });
});
