/** The spec's routes for readers (part 1 §2: setupSystem biometric-reader/list and /add), and the reader's own page. */
export const READER_LIST_PATH = '/settings/biometric-reader/list';
export const READER_ADD_PATH = '/settings/biometric-reader/add';
export const readerEditPath = (id: string) => `/settings/biometric-reader/edit/${id}`;
export const readerViewPath = (id: string) => `/settings/biometric-reader/view/${id}`;

