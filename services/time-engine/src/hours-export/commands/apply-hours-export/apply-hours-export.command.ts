import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@tna/contracts';

/** Payroll's exported flag changes, in arrival order: each day marked or cleared. */
export class ApplyHoursExportCommand {
  constructor(
    /** Events not handled before: the transport has recorded them in the inbox. */
    readonly events: readonly EventEnvelope<'HoursExportChanged'>[],
    /** The delivery's transaction: the inbox rows and the flags commit together. */
    readonly manager: EntityManager,
  ) {}
}

export interface ApplyHoursExportResult {
  /** Days whose flag was set or cleared. */
  days: number;
}
