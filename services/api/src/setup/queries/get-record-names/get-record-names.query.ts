import type { RecordDescriptor } from '@tna/contracts';

export class GetRecordNamesQuery {
  constructor(readonly record: RecordDescriptor) {}
}
