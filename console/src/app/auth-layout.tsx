import { ListItem, LoginPage } from '@patternfly/react-core';
import { Outlet, useMatches } from 'react-router';
import { PRODUCT_NAME, PRODUCT_VERSION } from './constants';
import { PageSuspense } from './lazy-page';

export interface AuthRouteHandle {
  title: string;
}

/** Frame of the pages used without a session (login, and later forgot-password and new-password). */
export function AuthLayout() {
  const handle = useMatches().at(-1)?.handle as AuthRouteHandle | undefined;
  return (
    <LoginPage
      loginTitle={handle?.title ?? PRODUCT_NAME}
      textContent={PRODUCT_NAME}
      footerListItems={<ListItem>{PRODUCT_VERSION}</ListItem>}
    >
      <PageSuspense>
        <Outlet />
      </PageSuspense>
    </LoginPage>
  );
}
