import { Inject, Injectable } from '@nestjs/common';
import { PAYROLL, PAYROLL_MAPPED_VALUES, PAYROLL_NT_ADD_BEFORE_MAKE_UP, PAYROLL_NT_MAKE_UP, PAYROLL_PAY_CODE_MAPPING } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { selectList } from '../setup/record-sql.util';

/** A payroll's row as its single read answers it (id, the descriptor's fields, version and audit columns). */
export type PayrollRow = Record<string, unknown> & { id: string };

/** The SQL of a payroll's rows, read together for its edit page and the payroll service's clients. */
@Injectable()
export class PayrollSetupStore {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async payrollExists(id: string): Promise<boolean> {
    const rows: unknown[] = await this.runtime.dataSource.query(`SELECT 1 FROM ${PAYROLL.table} WHERE id = $1`, [id]);
    return rows.length > 0;
  }

  /** In the order of the values (normal, overtime 1 to 10, no pay, leave), leave by leave type name. */
  payCodeMappings(payrollID: string): Promise<PayrollRow[]> {
    return this.runtime.dataSource.query(
      `SELECT ${selectList(PAYROLL_PAY_CODE_MAPPING)}
         FROM ${PAYROLL_PAY_CODE_MAPPING.table} t LEFT JOIN leave_types l ON l.id = t.leave_type_id
        WHERE t.payroll_id = $1 ORDER BY array_position($2::text[], t.value), lower(l.name), t.id`,
      [payrollID, PAYROLL_MAPPED_VALUES.map((option) => option.value)],
    );
  }

  ntMakeUps(payrollID: string): Promise<PayrollRow[]> {
    return this.bySequence(PAYROLL_NT_MAKE_UP, payrollID);
  }

  ntAddBeforeMakeUps(payrollID: string): Promise<PayrollRow[]> {
    return this.bySequence(PAYROLL_NT_ADD_BEFORE_MAKE_UP, payrollID);
  }

  private bySequence(record: typeof PAYROLL_NT_MAKE_UP, payrollID: string): Promise<PayrollRow[]> {
    return this.runtime.dataSource.query(`SELECT ${selectList(record)} FROM ${record.table} t WHERE t.payroll_id = $1 ORDER BY t.sequence`, [payrollID]);
  }
}
