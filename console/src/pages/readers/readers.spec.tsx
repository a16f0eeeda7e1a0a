import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logIn, mockApi, renderRoute } from '../../test/render';

const reader = { id: 's-1', name: 'Front door', make: 'ZKTeco', type: 'T&A', externalId: 'CEXJ201260012', version: 1, quarantineCount: 2 };

describe('biometric readers', () => {
  it('lists readers with the count of their quarantined lines, without delete, and opens a reader', async () => {
    logIn({ permissions: ['setupSystem'] });
    const requests = mockApi({ GetScanners: { items: [reader], total: 1 }, GetScanners_IDName: [{ id: 's-1', name: 'Front door' }], GetReaderQuarantine: [] });
    const { router } = renderRoute('/settings/reader/list');

    const table = await screen.findByRole('table', { name: 'Biometric Readers' });
    const row = (await within(table).findByText('Front door')).closest('tr')!;
    expect(Array.from(row.querySelectorAll('td'), (cell) => cell.textContent)).toEqual(['Front door', 'CEXJ201260012', 'ZKTeco', 'T&A', '2', '']);
    expect(screen.queryByRole('button', { name: 'Delete Front door' })).toBeNull();
    expect(requests[0]).toMatchObject({ call: 'GetScanners', body: { pageNumber: 1, pageSize: 10, sortBy: 'name' } });

    fireEvent.click(within(table).getByRole('link', { name: 'Front door' }));
    await expect.poll(() => router.state.location.pathname).toBe('/settings/reader/s-1');
  });

  it("shows a reader's quarantined lines with their reasons", async () => {
    logIn({ permissions: ['setupSystem'] });
    const requests = mockApi({
      GetScanners_IDName: [{ id: 's-1', name: 'Front door' }],
      GetReaderQuarantine: [{ receivedAt: '2026-04-04T08:00:01.000Z', line: 'not a clocking at all', reason: 'bad PIN' }],
    });
    renderRoute('/settings/reader/s-1');

    const table = await screen.findByRole('table', { name: 'Quarantined lines' });
    expect(await within(table).findByText('not a clocking at all')).toBeTruthy();
    expect(within(table).getByText('bad PIN')).toBeTruthy();
    expect(within(table).getByText('2026-04-04 08:00:01')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Front door' })).toBeTruthy();
    expect(requests.find((r) => r.call === 'GetReaderQuarantine')?.body).toEqual({ scannerID: 's-1' });
  });
});
