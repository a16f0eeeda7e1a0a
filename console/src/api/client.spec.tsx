import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { logIn, renderRoute } from '../test/render';

interface Sent {
  call: string;
  key: string | null;
  answer: (status: number, body: unknown) => void;
}

/** A fetch whose answers the test gives one at a time, as a slow server would. */
function heldApi(): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    const call = input.replace(/^\/api\//, '').replace(/\?.*$/, '');
    if (call.startsWith('Get')) return Promise.resolve(new Response(JSON.stringify({ items: [], total: 0 }), { status: 200 }));
    return new Promise<Response>((resolve) =>
      sent.push({ call, key: new Headers(init.headers).get('Idempotency-Key'), answer: (status, body) => resolve(new Response(JSON.stringify(body), { status })) }),
    );
  });
  return sent;
}

async function fillName(name: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: name } });
}

describe('the console sends one Idempotency-Key per user action', () => {
  it('a double-clicked Save sends the create once, with a key', async () => {
    logIn({ permissions: ['setupOrganisational'] });
    const sent = heldApi();
    const { router } = renderRoute('/settings/department/add');
    await fillName('Packing');
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect(sent.map((request) => request.call)).toEqual(['CreateDepartment']);
    expect(sent[0].key).toMatch(/^[0-9a-f]{32}$/);
    sent[0].answer(200, { id: 'd1', name: 'Packing', version: 1 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/department/list'));
  });

  it('a Save retried after a timeout sends the first key again; a new create gets a new key', async () => {
    logIn({ permissions: ['setupOrganisational'] });
    const sent = heldApi();
    const { router } = renderRoute('/settings/department/add');
    await fillName('Dispatch');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    sent[0].answer(504, { error: 'the api service did not answer in time', call: 'CreateDepartment' });
    expect(await screen.findByText('the api service did not answer in time')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].key).toBe(sent[0].key);
    sent[1].answer(200, { id: 'd2', name: 'Dispatch', version: 1 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/department/list'));

    await router.navigate('/settings/department/add');
    await fillName('Dispatch');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2].key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[2].key).not.toBe(sent[0].key);
  });
});
