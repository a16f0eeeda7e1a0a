import type { RecordDescriptor } from '@tna/contracts';

export class GetRecordQuery {
  constructor(
    readonly record: RecordDescriptor,
    readonly id: unknown,
  ) {}
}
