import type { RecordDescriptor } from '@tna/contracts';

/** `input` is the whole record as the client last read it, with the `version` it read. */
export class UpdateRecordCommand {
  constructor(
    readonly record: RecordDescriptor,
    readonly id: unknown,
    readonly input: unknown,
    readonly username: string,
    /** Limits the update to these fields (a bulk update); the others keep their values. */
    readonly only?: ReadonlySet<string>,
  ) {}
}
