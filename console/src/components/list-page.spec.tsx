import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ListRequest, ListResult } from '@tna/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ListPage, useListParams, type ListColumn } from './list-page';

interface Widget {
  id: string;
  name: string;
  size: number;
  builtIn: boolean;
}

const aWidget = (n: number): Widget => ({ id: `w${n}`, name: `Widget ${n}`, size: n * 10, builtIn: false });
const columns: ListColumn<Widget>[] = [
  { title: 'Name', cell: (widget) => widget.name, sortKey: 'name' },
  { title: 'Size', cell: (widget) => widget.size },
];

interface FakeApi {
  /** Every list request, in order. */
  requests: ListRequest[];
  deleted: string[];
  list: (request: ListRequest) => ListResult<Widget>;
  /** A delete's refusal, if any. */
  deleteError?: string;
}

/** `total` widgets, served a page at a time as the request asks. */
const fakeApi = (total: number, overrides: Partial<FakeApi> = {}): FakeApi => ({
  requests: [],
  deleted: [],
  list: ({ pageNumber = 1, pageSize = 10 }) => ({
    items: Array.from({ length: Math.max(0, Math.min(pageSize, total - (pageNumber - 1) * pageSize)) }, (_, i) => aWidget((pageNumber - 1) * pageSize + i + 1)),
    total,
  }),
  ...overrides,
});

function WidgetList({ api, edited }: { api: FakeApi; edited: string[] }) {
  const params = useListParams({ sortBy: 'name' });
  const list = useQuery({
    queryKey: ['widgets', params.request],
    queryFn: async () => {
      api.requests.push(params.request);
      return api.list(params.request);
    },
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      if (api.deleteError) throw new Error(api.deleteError);
      api.deleted.push(id);
    },
  });
  return (
    <ListPage
      title="Widgets"
      noun="Widget"
      columns={columns}
      nameOf={(widget) => widget.name}
      params={params}
      list={list}
      remove={remove}
      onAdd={() => edited.push('new')}
      onEdit={(widget) => edited.push(widget.id)}
      isLocked={(widget) => widget.builtIn}
    />
  );
}

afterEach(cleanup);

/** The list at `path` in a memory router, with a QueryClient that does not retry. */
function renderList(api: FakeApi, path = '/widgets') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const edited: string[] = [];
  const router = createMemoryRouter([{ path: '/widgets', element: <WidgetList api={api} edited={edited} /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const params = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  return { edited, params };
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Widgets' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);

describe('the list engine', () => {
  it('shows a page of rows with "Showing x to y of z entries" and pages through the address', async () => {
    const api = fakeApi(23);
    const { params } = renderList(api);

    expect(await screen.findByRole('heading', { name: 'Widgets' })).toBeTruthy();
    await screen.findByText('Widget 1');
    expect(screen.getByText('Showing 1 to 10 of 23 entries')).toBeTruthy();
    expect(api.requests[0]).toEqual({ search: undefined, pageNumber: 1, pageSize: 10, sortBy: 'name', sortDesc: false });

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 21 to 23 of 23 entries')).toBeTruthy();
    expect(rowNames()).toEqual(['Widget 21', 'Widget 22', 'Widget 23']);
    expect(params()).toEqual({ page: '3' });
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('starts from the page, search, sort and page size in the address', async () => {
    const api = fakeApi(60);
    renderList(api, '/widgets?page=2&perPage=25&search=Wid&sortBy=size&sortDesc=true');

    expect(await screen.findByText('Showing 26 to 50 of 60 entries')).toBeTruthy();
    expect(api.requests[0]).toEqual({ search: 'Wid', pageNumber: 2, pageSize: 25, sortBy: 'size', sortDesc: true });
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe('Wid');
    expect((screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement).value).toBe('25');
  });

  it('searches on the server after typing stops, back on page 1, and says when nothing matches', async () => {
    const api = fakeApi(23, { list: ({ search }) => (search ? { items: [], total: 0 } : { items: [aWidget(1)], total: 23 }) });
    const { params } = renderList(api, '/widgets?page=2');
    await screen.findByText('Widget 1');

    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'zz' } });
    expect(await screen.findByRole('heading', { name: 'No widgets match “zz”' })).toBeTruthy();
    expect(api.requests.at(-1)).toMatchObject({ search: 'zz', pageNumber: 1 });
    expect(params()).toEqual({ search: 'zz' });
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeTruthy();
  });

  it('sorts on the columns that have a sort key, and only those', async () => {
    const api = fakeApi(3);
    const { params } = renderList(api, '/widgets?page=2');
    await screen.findByText('Widget 1');
    const table = screen.getByRole('table', { name: 'Widgets' });
    expect(within(table).queryByRole('button', { name: 'Size' })).toBeNull();

    fireEvent.click(within(table).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(api.requests.at(-1)).toMatchObject({ sortBy: 'name', sortDesc: true, pageNumber: 1 }));
    expect(params()).toEqual({ sortBy: 'name', sortDesc: 'true' });
  });

  it('changes the page size through the address, back on page 1', async () => {
    const api = fakeApi(40);
    const { params } = renderList(api, '/widgets?page=3');
    await screen.findByText('Widget 21');

    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '25' } });
    expect(await screen.findByText('Showing 1 to 25 of 40 entries')).toBeTruthy();
    expect(params()).toEqual({ perPage: '25' });
  });

  it('deletes only after the confirmation, and shows why a delete was refused', async () => {
    const api = fakeApi(2);
    renderList(api);

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Widget 1' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete widget?')).toBeTruthy();
    expect(dialog.textContent).toContain('Widget “Widget 1” will be deleted. This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.deleted).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Widget 1' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.deleted).toEqual(['w1']);

    api.deleteError = 'Widget 2 is in use';
    fireEvent.click(screen.getByRole('button', { name: 'Delete Widget 2' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Widget 2 is in use')).toBeTruthy();
    expect(screen.getByText('Not deleted')).toBeTruthy();
    expect(api.deleted).toEqual(['w1']);
  });

  it('offers neither edit nor delete on a locked row, and edits and adds through the page', async () => {
    const api = fakeApi(2, { list: () => ({ items: [{ ...aWidget(1), builtIn: true }, aWidget(2)], total: 2 }) });
    const { edited } = renderList(api);

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Widget 2' }));
    expect(screen.queryByRole('button', { name: 'Edit Widget 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Widget 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add New' }));
    expect(edited).toEqual(['w2', 'new']);
  });

  it('says when the list cannot be loaded', async () => {
    const api = fakeApi(0, {
      list: () => {
        throw new Error('The api is not answering');
      },
    });
    renderList(api);
    expect(await screen.findByRole('heading', { name: 'Could not load widgets' })).toBeTruthy();
    expect(screen.getByText('The api is not answering')).toBeTruthy();
  });
});
