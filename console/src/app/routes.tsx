import { SIDEBAR_ENABLED_BY, type Permission, type SidebarEntry } from '@tna/contracts';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { ClockingPage } from '../pages/clocking/clocking';
import { LoginPage } from '../pages/login/login';
import { NotFoundPage } from '../pages/not-found/not-found';
import { AuthLayout, type AuthRouteHandle } from './auth-layout';
import { RequirePermission, RequireSession, RootRedirect } from './guards';
import { MainLayout } from './main-layout';

/** A page of the main layout: one entry gives its route, breadcrumb title and sidebar entry. */
export interface PageRoute {
  path: string;
  /** Breadcrumb and window title. */
  title: string;
  /** The flags of which any one opens the page; none means any logged-in user. */
  permissions?: readonly Permission[];
  /** The page's sidebar entry, enabled by the flags the contracts list for it; none keeps it out of the sidebar. */
  nav?: { entry: SidebarEntry; label: string };
  element: ReactNode;
}

export const pageRoutes: PageRoute[] = [
  {
    path: '/clocking',
    title: 'Employee Clockings',
    permissions: SIDEBAR_ENABLED_BY.clockings,
    nav: { entry: 'clockings', label: 'Clockings' },
    element: <ClockingPage />,
  },
];

const loginHandle: AuthRouteHandle = { title: 'Log in to your account' };

export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  {
    element: <AuthLayout />,
    children: [{ path: '/login', element: <LoginPage />, handle: loginHandle }],
  },
  {
    element: (
      <RequireSession>
        <MainLayout pages={pageRoutes} />
      </RequireSession>
    ),
    children: pageRoutes.map((page) => ({
      path: page.path,
      handle: page,
      element: <RequirePermission permissions={page.permissions}>{page.element}</RequirePermission>,
    })),
  },
  { path: '*', element: <NotFoundPage /> },
];
