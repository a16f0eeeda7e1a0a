import { Table, Tbody, Td, Tr } from '@patternfly/react-table';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryRows } from './query-rows';

function table(items: readonly string[] | undefined, error: Error | null = null) {
  render(
    <Table aria-label="Things">
      <Tbody>
        <QueryRows items={items} error={error} columns={2} what="the things" empty={<span>Nothing yet</span>}>
          {(item, index) => (
            <Tr key={item}>
              <Td>{index + 1}</Td>
              <Td>{item}</Td>
            </Tr>
          )}
        </QueryRows>
      </Tbody>
    </Table>,
  );
  return screen.getByRole('grid', { name: 'Things' });
}

describe('QueryRows', () => {
  afterEach(cleanup);

  it('shows a row per item, in order', () => {
    const rows = within(table(['one', 'two'])).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['1one', '2two']);
  });

  it('says so across the table when the list is empty', () => {
    const [row] = within(table([])).getAllByRole('row');
    expect(row.textContent).toBe('Nothing yet');
    expect(within(row).getByRole('cell').getAttribute('colspan')).toBe('2');
  });

  it('says what could not be loaded, with the error, and shows a spinner while loading', () => {
    expect(within(table(undefined, new Error('the api is away'))).getByText('Could not load the things').closest('tr')?.textContent).toContain('the api is away');
    expect(screen.queryAllByRole('progressbar')).toEqual([]);
    cleanup();
    within(table(undefined)).getByRole('progressbar', { name: 'Loading the things' });
  });
});
