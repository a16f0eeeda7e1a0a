import type { SendTestAlertRequest } from '@tna/contracts';
import type { EntityManager } from 'typeorm';

/** SendTestAlert: the event type's header and footer around the test body, to the addresses given. */
export class SendTestAlertCommand {
  constructor(
    readonly request: SendTestAlertRequest,
    /** The transaction the command runs in, opened by the transport with its reply row. */
    readonly manager: EntityManager,
  ) {}
}
