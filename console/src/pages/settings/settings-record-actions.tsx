import { EVENT_TYPE } from '@tna/contracts';
import type { ReactNode } from 'react';
import { SendTestAlertButton } from '../alert-log/send-test-alert';

/** What a saved record of some setup entities offers on its page besides the generic form, by entity name. */
export const RECORD_ACTIONS: Readonly<Record<string, (id: string) => ReactNode>> = {
  [EVENT_TYPE.name]: (id) => <SendTestAlertButton eventTypeID={id} />,
};
