import { version } from '../../package.json';

export const PRODUCT_NAME = 'Time and Attendance';

/** Shown in the footer as `v1.9.6`; the console's package carries the product version. */
export const PRODUCT_VERSION = `v${version}`;

/**
 * The landing page. The specification also points the breadcrumb's home icon and the not-found
 * page's link at /dashboard; until a dashboard exists they lead here.
 */
export const HOME_PATH = '/clocking';

export const UNAUTHORIZED_DIALOG_MS = 2000;
