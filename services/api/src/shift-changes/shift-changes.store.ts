import { Inject, Injectable } from '@nestjs/common';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';

/** The SQL the api runs for shift and work cycle changes, which the time engine owns. */
@Injectable()
export class ShiftChangesStore {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async reasonExists(table: 'shift_adjustment_reasons' | 'work_cycle_change_reasons', reasonID: string): Promise<boolean> {
    const rows: unknown[] = await this.runtime.dataSource.query(`SELECT 1 FROM api.${table} WHERE id = $1`, [reasonID]);
    return rows.length > 0;
  }
}
