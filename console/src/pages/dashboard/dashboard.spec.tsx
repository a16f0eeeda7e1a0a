import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logIn, mockApi, renderRoute } from '../../test/render';

describe('dashboard', () => {
  it('shows a card for each screen the user may open', async () => {
    logIn({ permissions: ['empEmployees'] });
    mockApi({});
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open employee' }).getAttribute('href')).toBe('/employee');
    expect(screen.queryByRole('link', { name: 'Open clockings' })).toBeNull();
  });
});
