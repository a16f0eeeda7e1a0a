import type { EntityManager } from 'typeorm';
import type { Actor, UploadClockingFileRequest } from '@tna/contracts';

/** UploadClockingFile: a clocking file checked (dry run) or logged and queued for import. */
export class UploadClockingFileCommand {
  constructor(
    readonly request: UploadClockingFileRequest,
    readonly actor: Actor | undefined,
    /** The transaction the command runs in, opened by the transport with its reply row. */
    readonly manager: EntityManager,
  ) {}
}
