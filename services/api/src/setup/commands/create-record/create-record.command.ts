import type { RecordDescriptor } from '@tna/contracts';

export class CreateRecordCommand {
  constructor(
    readonly record: RecordDescriptor,
    readonly input: unknown,
    readonly username: string,
  ) {}
}
