import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render';

describe('not-found page', () => {
  it('tells the user and links back home', async () => {
    renderRoute('/no-such-page');

    expect(await screen.findByRole('heading', { name: 'Oops, page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});
