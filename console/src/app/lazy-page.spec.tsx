import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage, PageSuspense } from './lazy-page';

afterEach(cleanup);

describe('lazily loaded pages', () => {
  it('shows the loading spinner until the page chunk arrives, then the page with its props', async () => {
    let arrive!: (page: (props: { greeting: string }) => ReactNode) => void;
    const Page = lazyPage(() => new Promise<(props: { greeting: string }) => ReactNode>((resolve) => (arrive = resolve)));
    render(
      <PageSuspense>
        <Page greeting="Hello" />
      </PageSuspense>,
    );

    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeTruthy();
    await act(async () => arrive(({ greeting }) => <h1>{greeting}</h1>));
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
