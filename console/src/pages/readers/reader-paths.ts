/** The spec's routes for readers (part 1 §2: setupSystem biometric-reader/list and /add), and the reader's own page. */
export const READER_LIST_PATH = '/settings/biometric-reader/list';
export const READER_ADD_PATH = '/settings/biometric-reader/add';
export const readerEditPath = (id: string) => `/settings/biometric-reader/edit/${id}`;
export const readerViewPath = (id: string) => `/settings/biometric-reader/view/${id}`;

/** An instant as the reader's wall clock shows it (`YYYY-MM-DD HH:mm:ss`), in UTC for a reader without a zone. */
export function readerTime(instant: string, timeZone: string | null | undefined): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timeZone || 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
