/** The alert log's address: the routes and the "Send a test" dialog's link name it without loading the page. */
export const ALERT_LOG_PATH = '/settings/alert-log';
