import { ACCESS_EXPIRY_TEMPLATE, PARKED_EVENTS_PATH, SIDEBAR_ENABLED_BY, type Permission, type SidebarEntry } from '@tna/contracts';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ALERT_LOG_PATH } from '../pages/alert-log/alert-log-path';
import { LEAVE_APPROVALS_PATH, LEAVE_STATEMENT_PATH } from '../pages/leave/leave-paths';
import { READER_ADD_PATH, READER_LIST_PATH, readerEditPath, readerViewPath } from '../pages/readers/reader-paths';
import { REPORT_PAGES } from '../pages/reports/report-pages';
import { settingsPath } from '../pages/settings/settings-paths';
import { settingsRoutes } from '../pages/settings/settings-routes';
import { AuthLayout, type AuthRouteHandle } from './auth-layout';
import { DASHBOARD_PATH } from './constants';
import { RequirePasswordSession, RequirePermission, RequireSession, RootRedirect, WEB_CLOCKING_PATH } from './guards';
import { lazyPage, PageSuspense } from './lazy-page';
import { MainLayout } from './main-layout';

// Every page is its own chunk, fetched when it first shows (the layouts show a spinner meanwhile).
const AlertLogPage = lazyPage(() => import('../pages/alert-log/alert-log').then((m) => m.AlertLogPage));
const ClockingPage = lazyPage(() => import('../pages/clocking/clocking').then((m) => m.ClockingPage));
const ClockingEmployeeShiftPage = lazyPage(() => import('../pages/clocking-employee-shift/clocking-employee-shift').then((m) => m.ClockingEmployeeShiftPage));
const DataImportPage = lazyPage(() => import('../pages/data-import/data-import').then((m) => m.DataImportPage));
const DashboardPage = lazyPage(() => import('../pages/dashboard/dashboard').then((m) => m.DashboardPage));
const EmployeePage = lazyPage(() => import('../pages/employee/employee').then((m) => m.EmployeePage));
const EmployeeFilterPage = lazyPage(() => import('../pages/employee/employee-filter').then((m) => m.EmployeeFilterPage));
const GraphsPage = lazyPage(() => import('../pages/graphs/graphs').then((m) => m.GraphsPage));
const EmployeeFormPage = lazyPage(() => import('../pages/employee/employee-form').then((m) => m.EmployeeFormPage));
const ForgotPasswordPage = lazyPage(() => import('../pages/forgot-password/forgot-password').then((m) => m.ForgotPasswordPage));
const LeaveApprovalsPage = lazyPage(() => import('../pages/leave/leave-approvals').then((m) => m.LeaveApprovalsPage));
const LeaveStatementPage = lazyPage(() => import('../pages/leave/leave-statement').then((m) => m.LeaveStatementPage));
const LoginPage = lazyPage(() => import('../pages/login/login').then((m) => m.LoginPage));
const NewPasswordPage = lazyPage(() => import('../pages/new-password/new-password').then((m) => m.NewPasswordPage));
const NotFoundPage = lazyPage(() => import('../pages/not-found/not-found').then((m) => m.NotFoundPage));
const DataExportPage = lazyPage(() => import('../pages/data-export/data-export').then((m) => m.DataExportPage));
const ParkedEventsPage = lazyPage(() => import('../pages/parked-events/parked-events').then((m) => m.ParkedEventsPage));
const PayrollCalculatorPage = lazyPage(() => import('../pages/payroll-calculator/payroll-calculator').then((m) => m.PayrollCalculatorPage));
const ReportPage = lazyPage(() => import('../pages/reports/report-page').then((m) => m.ReportPage));
const ReaderListPage = lazyPage(() => import('../pages/readers/readers').then((m) => m.ReaderListPage));
const ReaderOperationsPage = lazyPage(() => import('../pages/reader-operations/reader-operations').then((m) => m.ReaderOperationsPage));
const ReaderPage = lazyPage(() => import('../pages/readers/readers').then((m) => m.ReaderPage));
const ReaderFormPage = lazyPage(() => import('../pages/readers/reader-form').then((m) => m.ReaderFormPage));
const ResetPasswordPage = lazyPage(() => import('../pages/reset-password/reset-password').then((m) => m.ResetPasswordPage));
const SecurityTemplateListPage = lazyPage(() => import('../pages/security-setup/security-templates').then((m) => m.SecurityTemplateListPage));
const SecurityTemplateFormPage = lazyPage(() => import('../pages/security-setup/security-templates').then((m) => m.SecurityTemplateFormPage));
const SystemUserListPage = lazyPage(() => import('../pages/security-setup/system-users').then((m) => m.SystemUserListPage));
const SystemUserFormPage = lazyPage(() => import('../pages/security-setup/system-users').then((m) => m.SystemUserFormPage));
const UserTeamListPage = lazyPage(() => import('../pages/security-setup/user-teams').then((m) => m.UserTeamListPage));
const UserTeamFormPage = lazyPage(() => import('../pages/security-setup/user-teams').then((m) => m.UserTeamFormPage));
const SettingsDashboardPage = lazyPage(() => import('../pages/settings-dashboard/settings-dashboard').then((m) => m.SettingsDashboardPage));
const WebClockingBlockedPage = lazyPage(() => import('../pages/webclocking-blocked/webclocking-blocked').then((m) => m.WebClockingBlockedPage));

const SETTINGS_DASHBOARD_PATH = '/settings/setting-dashboard';
const EMPLOYEES_CRUMB = [{ title: 'Employees', path: '/employee' }];
const REPORTS_PATH = '/reports';

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
    path: '/clocking-employee-shift',
    title: 'Employee Shift',
    // Any logged-in user opens it (part 2 §2); its calls still need empClockings, so others see the api's refusal.
    parents: [{ title: 'Employee Clockings', path: '/clocking' }],
    element: <ClockingEmployeeShiftPage />,
  },
  {
    path: LEAVE_APPROVALS_PATH,
    title: 'Leave Approvals',
    permissions: ['clkLeave'],
    // Under Clockings' sidebar flag, as the clocking screen's leave actions are (part 2 §6 "Leave").
    nav: { entry: 'clockings', label: 'Leave Approvals' },
    element: <LeaveApprovalsPage />,
  },
  {
    path: LEAVE_STATEMENT_PATH,
    title: 'Leave Statement',
    permissions: ['clkLeave'],
    parents: [{ title: 'Employee Clockings', path: '/clocking' }],
    element: <LeaveStatementPage />,
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
    path: '/payroll-calculator',
    title: 'Payroll Value Calculation',
    permissions: SIDEBAR_ENABLED_BY.payrollCalc,
    nav: { entry: 'payrollCalc', label: 'Payroll Calc' },
    element: <PayrollCalculatorPage />,
  },
  ...REPORT_PAGES.map(
    (report): PageRoute => ({
      path: `${REPORTS_PATH}/${report.route}`,
      title: report.title,
      permissions: SIDEBAR_ENABLED_BY.reports,
      nav: { entry: 'reports', label: report.title, group: 'Reports' },
      parents: [{ title: 'Reports', path: REPORTS_PATH }],
      element: <ReportPage key={report.route} report={report} />,
    }),
  ),
  {
    path: '/graphs',
    title: 'Employee Graphs',
    permissions: SIDEBAR_ENABLED_BY.graphs,
    nav: { entry: 'graphs', label: 'Employee Graphs', group: 'Graphs' },
    element: <GraphsPage />,
  },
  { path: '/data-export', title: 'Data Export', permissions: SIDEBAR_ENABLED_BY.dataExport, nav: { entry: 'dataExport', label: 'Data Export' }, element: <DataExportPage /> },
  { path: '/data-import', title: 'Data Import', permissions: SIDEBAR_ENABLED_BY.dataImport, nav: { entry: 'dataImport', label: 'Data Import' }, element: <DataImportPage /> },
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
  {
    path: ALERT_LOG_PATH,
    title: 'Alert Log',
    permissions: ['setupEvents'],
    nav: { entry: 'settings', label: 'Alert Log', group: 'Event & Alerts' },
    parents: [{ title: 'Settings', path: SETTINGS_DASHBOARD_PATH }],
    element: <AlertLogPage />,
  },
  ...systemSecurityPages(),
  {
    path: PARKED_EVENTS_PATH,
    title: 'Parked Events',
    permissions: ['setupSystem'],
    nav: { entry: 'settings', label: 'Parked Events', group: 'System & Security' },
    parents: [{ title: 'Settings', path: SETTINGS_DASHBOARD_PATH }],
    element: <ParkedEventsPage />,
  },
  ...readerPages(),
  {
    path: '/settings/biometric-reader-operations',
    title: 'Biometric Reader Operations',
    permissions: ['scannerMaint'],
    nav: { entry: 'settings', label: 'Biometric Reader Operations', group: 'Biometric Reader Maintenance' },
    parents: [{ title: 'Settings', path: SETTINGS_DASHBOARD_PATH }],
    element: <ReaderOperationsPage />,
  },
];

/** Biometric readers under System & Security (part 1 §2: biometric-reader/list and /add), their edit page and each reader's status page. */
function readerPages(): PageRoute[] {
  const permissions = ['setupSystem'] as const;
  const parents = [{ title: 'Biometric Readers', path: READER_LIST_PATH }];
  return [
    { path: READER_LIST_PATH, title: 'Biometric Readers', permissions, nav: { entry: 'settings', label: 'Biometric Reader', group: 'System & Security' }, element: <ReaderListPage /> },
    { path: READER_ADD_PATH, title: 'Add Biometric Reader', permissions, parents, element: <ReaderFormPage key="add" /> },
    { path: readerEditPath(':id'), title: 'Edit Biometric Reader', permissions, parents, element: <ReaderFormPage key="edit" /> },
    { path: readerViewPath(':id'), title: 'Biometric Reader', permissions, parents, element: <ReaderPage /> },
  ];
}

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

/** A sidebar entry leading to a page declared elsewhere. */
export type NavLinkRoute = Pick<PageRoute, 'path' | 'permissions'> & { nav: NonNullable<PageRoute['nav']> };

/** The Report menu's link to the access expiry templates (part 1 §2), shown to users who may open that list. */
export const navLinks: readonly NavLinkRoute[] = [
  {
    path: settingsPath(ACCESS_EXPIRY_TEMPLATE, 'list'),
    permissions: [ACCESS_EXPIRY_TEMPLATE.permission],
    nav: { entry: 'reports', label: ACCESS_EXPIRY_TEMPLATE.pluralLabel, group: 'Reports' },
  },
];

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
        <PageSuspense>
          <WebClockingBlockedPage />
        </PageSuspense>
      </RequireSession>
    ),
  },
  { path: '/settings', element: <Navigate to={SETTINGS_DASHBOARD_PATH} replace /> },
  { path: REPORTS_PATH, element: <Navigate to={`${REPORTS_PATH}/${REPORT_PAGES[0].route}`} replace /> },
  {
    element: (
      <RequireSession>
        <MainLayout pages={pageRoutes} links={navLinks} />
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
  {
    path: '*',
    element: (
      <PageSuspense>
        <NotFoundPage />
      </PageSuspense>
    ),
  },
];
