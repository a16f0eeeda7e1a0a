import { version } from '../../package.json';

export const PRODUCT_NAME = 'Time and Attendance';

/** Shown in the footer as `v1.9.6`; the console's package carries the product version. */
export const PRODUCT_VERSION = `v${version}`;

/** The landing page after login (part 1 §9: default landing /clocking). */
export const HOME_PATH = '/clocking';

/** The breadcrumb's home icon and the not-found page lead here (part 1 §2). */
export const DASHBOARD_PATH = '/dashboard';

export const UNAUTHORIZED_DIALOG_MS = 2000;
