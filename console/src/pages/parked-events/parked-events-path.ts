/** The parked events page's address: the routes and the masthead's badge name it without loading the page. */
export const PARKED_EVENTS_PATH = '/settings/parked-events';
