import type { ReaderCommandKind } from '@tna/contracts';

/** What the operations page calls each command. */
export const OPERATION_LABELS: Record<ReaderCommandKind, string> = {
  sendUsers: 'Send users and templates',
  deleteUsers: 'Delete users',
  refetch: 'Re-fetch a period',
  setTime: 'Sync time',
  reboot: 'Reboot',
  info: 'Read information',
};
