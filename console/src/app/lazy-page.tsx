import { Bullseye, PageSection, Spinner } from '@patternfly/react-core';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A page component from its own chunk, fetched the first time the page shows: `load` imports the
 * page module and picks the component (pages use named exports).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

/** What shows while a page's chunk loads; the layout around it stays. */
export function PageLoading() {
  return (
    <PageSection isFilled>
      <Bullseye>
        <Spinner aria-label="Loading page" />
      </Bullseye>
    </PageSection>
  );
}

export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}
