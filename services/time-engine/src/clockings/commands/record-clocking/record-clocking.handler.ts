import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DateTime } from 'luxon';
import { consumeOnce, defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { RecordClockingCommand, type RecordClockingResult } from './record-clocking.command';

export const CLOCKINGS_CONSUMER = 'time-engine.clockings';

@CommandHandler(RecordClockingCommand)
export class RecordClockingHandler implements ICommandHandler<RecordClockingCommand, RecordClockingResult> {
  constructor(@Inject(runtimeToken('time-engine')) private readonly runtime: ServiceRuntime) {}

  async execute(command: RecordClockingCommand): Promise<RecordClockingResult> {
    const clocking = command.clocking;
    let result: RecordClockingResult = { stored: false, employeeShiftID: null };
    const raised = await consumeOnce(this.runtime.dataSource, CLOCKINGS_CONSUMER, command.event, async (manager) => {
      let employeeShiftID: string | null = null;
      if (clocking.employeeID) {
        const employees: { timeZone: string | null }[] = await manager.query(
          'SELECT time_zone AS "timeZone" FROM api.v_employee_numbers WHERE id = $1',
          [clocking.employeeID],
        );
        const zone = employees[0]?.timeZone ?? defaultTimeZone(this.runtime.config);
        // Until rosters place clockings in scheduled windows, a clocking belongs to its local date.
        const shiftDate = DateTime.fromISO(clocking.clockedAt, { zone }).toISODate();
        const shifts: { id: string }[] = await manager.query(
          `INSERT INTO employee_shifts (id, employee_id, shift_date) VALUES ($1, $2, $3)
           ON CONFLICT ON CONSTRAINT employee_shifts_one_per_day DO UPDATE SET employee_id = EXCLUDED.employee_id
           RETURNING id`,
          [randomUUID(), clocking.employeeID, shiftDate],
        );
        employeeShiftID = shifts[0].id;
      }
      const inserted: unknown[] = await manager.query(
        `INSERT INTO clockings (id, employee_id, employee_number, scanner_id, clocked_at, direction, source, employee_shift_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING id`,
        [clocking.clockingID, clocking.employeeID, clocking.employeeNumber, clocking.scannerID, clocking.clockedAt, clocking.direction, clocking.source, employeeShiftID],
      );
      result = { stored: inserted.length === 1, employeeShiftID };
    });
    if (raised && raised.length > 0) this.runtime.relay.kick();
    return result;
  }
}
