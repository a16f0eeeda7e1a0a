import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DateTime } from 'luxon';
import type { EntityManager } from 'typeorm';
import { consumeOnce, defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { RecordClockingsCommand, type RecordClockingsResult } from './record-clockings.command';

export const CLOCKINGS_CONSUMER = 'time-engine.clockings';

const CLOCKING_COLUMNS = 8;

@CommandHandler(RecordClockingsCommand)
export class RecordClockingsHandler implements ICommandHandler<RecordClockingsCommand, RecordClockingsResult> {
  constructor(@Inject(runtimeToken('time-engine')) private readonly runtime: ServiceRuntime) {}

  async execute(command: RecordClockingsCommand): Promise<RecordClockingsResult> {
    let result: RecordClockingsResult = { stored: 0, touchedDays: [] };
    const raised = await consumeOnce(this.runtime.dataSource, CLOCKINGS_CONSUMER, command.events, async (manager, fresh) => {
      const clockings = fresh.map((event) => event.payload);
      const zones = await this.timeZones(manager, clockings.map((c) => c.employeeID).filter((id): id is string => id !== null));
      // Until rosters place clockings in scheduled windows, a clocking belongs to its local date.
      const dayOf = (employeeID: string, clockedAt: string) =>
        `${employeeID}/${DateTime.fromISO(clockedAt, { zone: zones.get(employeeID) ?? defaultTimeZone(this.runtime.config) }).toISODate()}`;
      const days = [...new Set(clockings.filter((c) => c.employeeID).map((c) => dayOf(c.employeeID!, c.clockedAt)))].sort();
      const shiftIds = await this.ensureShifts(manager, days);
      const values: unknown[] = [];
      const rows = clockings.map((c, i) => {
        values.push(c.clockingID, c.employeeID, c.employeeNumber, c.scannerID, c.clockedAt, c.direction, c.source, c.employeeID ? shiftIds.get(dayOf(c.employeeID, c.clockedAt)) : null);
        return `(${Array.from({ length: CLOCKING_COLUMNS }, (_, k) => `$${i * CLOCKING_COLUMNS + k + 1}`).join(', ')})`;
      });
      const inserted: unknown[] = await manager.query(
        `INSERT INTO clockings (id, employee_id, employee_number, scanner_id, clocked_at, direction, source, employee_shift_id)
         VALUES ${rows.join(', ')} ON CONFLICT DO NOTHING RETURNING id`,
        values,
      );
      result = { stored: inserted.length, touchedDays: days };
    });
    if (raised.length > 0) this.runtime.relay.kick();
    return result;
  }

  private async timeZones(manager: EntityManager, employeeIDs: string[]): Promise<Map<string, string | null>> {
    if (employeeIDs.length === 0) return new Map();
    const rows: { id: string; timeZone: string | null }[] = await manager.query(
      'SELECT id, time_zone AS "timeZone" FROM api.v_employee_numbers WHERE id = ANY($1::uuid[])',
      [[...new Set(employeeIDs)]],
    );
    return new Map(rows.map((row) => [row.id, row.timeZone]));
  }

  /** One shift row per employee-day, created when first clocked; days in key order to avoid deadlocks. */
  private async ensureShifts(manager: EntityManager, days: string[]): Promise<Map<string, string>> {
    if (days.length === 0) return new Map();
    const rows: { id: string; employee_id: string; shift_date: string }[] = await manager.query(
      `INSERT INTO employee_shifts (id, employee_id, shift_date)
       SELECT unnest($1::uuid[]), unnest($2::uuid[]), unnest($3::date[])
       ON CONFLICT ON CONSTRAINT employee_shifts_one_per_day DO UPDATE SET employee_id = EXCLUDED.employee_id
       RETURNING id, employee_id, to_char(shift_date, 'YYYY-MM-DD') AS shift_date`,
      [days.map(() => randomUUID()), days.map((d) => d.split('/')[0]), days.map((d) => d.split('/')[1])],
    );
    return new Map(rows.map((row) => [`${row.employee_id}/${row.shift_date}`, row.id]));
  }
}
