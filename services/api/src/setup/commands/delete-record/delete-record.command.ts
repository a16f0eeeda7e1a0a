import type { SqlQueryable } from '@tna/platform';
import type { RecordDescriptor } from '@tna/contracts';
import type { Usage } from '../../record-integrity';

export interface DeleteRecordOptions {
  /** Uses the descriptors cannot see (an employee's clockings in the time engine). */
  otherUsages?: (db: SqlQueryable, id: string) => Promise<Usage[]>;
  /** Rows that belong to the record and go with it, removed before the in-use check. */
  beforeDelete?: (db: SqlQueryable, id: string) => Promise<void>;
}

export class DeleteRecordCommand {
  constructor(
    readonly record: RecordDescriptor,
    readonly id: unknown,
    readonly options: DeleteRecordOptions = {},
  ) {}
}
