import { SIDEBAR_ENABLED_BY, type Permission, type SidebarEntry } from '@tna/contracts';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ClockingPage } from '../pages/clocking/clocking';
import { DASHBOARD_PATH, DashboardPage } from '../pages/dashboard/dashboard';
import { EmployeePage } from '../pages/employee/employee';
import { EmployeeFilterPage } from '../pages/employee/employee-filter';
import { EmployeeFormPage } from '../pages/employee/employee-form';
import { ForgotPasswordPage } from '../pages/forgot-password/forgot-password';
import { LoginPage } from '../pages/login/login';
import { NewPasswordPage } from '../pages/new-password/new-password';
import { NotFoundPage } from '../pages/not-found/not-found';
import { ResetPasswordPage } from '../pages/reset-password/reset-password';
import { SecurityTemplateFormPage, SecurityTemplateListPage } from '../pages/security-setup/security-templates';
import { SystemUserFormPage, SystemUserListPage } from '../pages/security-setup/system-users';
import { UserTeamFormPage, UserTeamListPage } from '../pages/security-setup/user-teams';
import { SettingsDashboardPage } from '../pages/settings-dashboard/settings-dashboard';
import { settingsRoutes } from '../pages/settings/settings-routes';
import { WebClockingBlockedPage } from '../pages/webclocking-blocked/webclocking-blocked';
import { AuthLayout, type AuthRouteHandle } from './auth-layout';
import { RequirePasswordSession, RequirePermission, RequireSession, RootRedirect, WEB_CLOCKING_PATH } from './guards';
import { MainLayout } from './main-layout';

const SETTINGS_DASHBOARD_PATH = '/settings/setting-dashboard';
const EMPLOYEES_CRUMB = [{ title: 'Employees', path: '/employee' }];

/** A page of the main layout: one entry gives its route, breadcrumb title and sidebar entry. */
export interface PageRoute {
  path: string;
  /** Breadcrumb and window title. */
  title: string;
  /** The flags of which any one opens the page; none means any logged-in user. */
  permissions?: readonly Permission[];
  /** Where a user without the flags goes instead of seeing the "Unauthorized access" dialog. */
  otherwise?: string;
  /** The page's sidebar entry, enabled by the flags the contracts list for it; none keeps it out of the sidebar. */
  nav?: { entry: SidebarEntry; label: string; group?: string };
  /** The pages this one sits under, for the breadcrumb (a setup's list above its edit page). */
  parents?: readonly { title: string; path: string }[];
  element: ReactNode;
}

export const pageRoutes: PageRoute[] = [
  {
    path: '/clocking',
    title: 'Employee Clockings',
    permissions: SIDEBAR_ENABLED_BY.clockings,
    nav: { entry: 'clockings', label: 'Clockings' },
    // The default landing page: part 1 §2 sends users without the flag to the settings dashboard.
    otherwise: SETTINGS_DASHBOARD_PATH,
    element: <ClockingPage />,
  },
  {
    path: SETTINGS_DASHBOARD_PATH,
    title: 'Settings',
    // Open to every logged-in user, as the landing page of those without empClockings; the sidebar entry follows the setup flags.
    nav: { entry: 'settings', label: 'Settings' },
    // Read when the page shows, not here: the list is still being built.
    element: <SettingsDashboardPage getPages={() => pageRoutes} />,
  },
  { path: DASHBOARD_PATH, title: 'Dashboard', element: <DashboardPage /> },
  {
    path: '/employee',
    title: 'Employees',
    permissions: SIDEBAR_ENABLED_BY.employees,
    nav: { entry: 'employees', label: 'Employees' },
    element: <EmployeePage />,
  },
  { path: '/add-employee', title: 'Add Employee', permissions: ['empEmployeesAdd'], parents: EMPLOYEES_CRUMB, element: <EmployeeFormPage key="add" /> },
  { path: '/edit-employee/:id', title: 'Edit Employee', permissions: ['empEmployeesEdit'], parents: EMPLOYEES_CRUMB, element: <EmployeeFormPage key="edit" /> },
  { path: '/employee-filter', title: 'Employee Filter', parents: EMPLOYEES_CRUMB, element: <EmployeeFilterPage /> },
  { path: '/employee-filter-advanced', title: 'Employee Filter', parents: EMPLOYEES_CRUMB, element: <EmployeeFilterPage /> },
  ...settingsRoutes({ title: 'Settings', path: SETTINGS_DASHBOARD_PATH }),
  ...systemSecurityPages(),
];

/** System & Security settings (part 1 §2): list, add and edit of templates, users and user teams. */
function systemSecurityPages(): PageRoute[] {
  const permissions = ['setupSystem'] as const;
  const screens = [
    { route: 'security-template', name: 'Security Template', list: <SecurityTemplateListPage />, form: <SecurityTemplateFormPage /> },
    { route: 'system-user', name: 'System User', list: <SystemUserListPage />, form: <SystemUserFormPage /> },
    { route: 'user-team', name: 'User Team', list: <UserTeamListPage />, form: <UserTeamFormPage /> },
  ];
  return screens.flatMap(({ route, name, list, form }) => [
    { path: `/settings/${route}/list`, title: `${name}s`, permissions, nav: { entry: 'settings' as const, label: name, group: 'System & Security' }, element: list },
    { path: `/settings/${route}/add`, title: `Add ${name}`, permissions, element: form },
    { path: `/settings/${route}/edit/:id`, title: `Edit ${name}`, permissions, element: form },
  ]);
}

const loginHandle: AuthRouteHandle = { title: 'Log in to your account' };
const forgotHandle: AuthRouteHandle = { title: 'Forgot your password?' };
const resetHandle: AuthRouteHandle = { title: 'Choose a new password' };
const newPasswordHandle: AuthRouteHandle = { title: 'Change your password' };

export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  {
    element: <AuthLayout />,
    children: [
      { path: '/login', element: <LoginPage />, handle: loginHandle },
      { path: '/forgot-password', element: <ForgotPasswordPage />, handle: forgotHandle },
      { path: '/reset-password', element: <ResetPasswordPage />, handle: resetHandle },
      {
        path: '/new-password',
        element: (
          <RequirePasswordSession>
            <NewPasswordPage />
          </RequirePasswordSession>
        ),
        handle: newPasswordHandle,
      },
    ],
  },
  {
    // Outside the main layout: the sidebar is hidden on the web clocking page (part 1 §2).
    path: WEB_CLOCKING_PATH,
    element: (
      <RequireSession>
        <WebClockingBlockedPage />
      </RequireSession>
    ),
  },
  { path: '/settings', element: <Navigate to={SETTINGS_DASHBOARD_PATH} replace /> },
  {
    element: (
      <RequireSession>
        <MainLayout pages={pageRoutes} />
      </RequireSession>
    ),
    children: pageRoutes.map((page) => ({
      path: page.path,
      handle: page,
      element: (
        <RequirePermission permissions={page.permissions} otherwise={page.otherwise}>
          {page.element}
        </RequirePermission>
      ),
    })),
  },
  { path: '*', element: <NotFoundPage /> },
];
