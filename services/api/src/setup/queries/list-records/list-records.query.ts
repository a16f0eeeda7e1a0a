import type { RecordDescriptor } from '@tna/contracts';

/** `request` is the list call's body: `{search, pageNumber, pageSize, sortBy, sortDesc, ...filter keys}`. */
export class ListRecordsQuery {
  constructor(
    readonly record: RecordDescriptor,
    readonly request: unknown,
  ) {}
}
