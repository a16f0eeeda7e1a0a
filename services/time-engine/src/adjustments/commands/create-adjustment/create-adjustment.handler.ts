import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DateTime } from 'luxon';
import { exportedDayResult, result, type AdjustmentTypeAction, type CreateAdjustmentOutcome } from '@tna/contracts';
import { CommandRefusedError, defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { checkAdjustment } from '../../../domain';
import { loadStoredDays, lockEmployees } from '../../../recalculation/recalculation.store';
import { shiftDayInputFor } from '../../../recalculation/recalculation.util';
import {
  findAdjustmentType,
  findDayOn,
  findEmployeeZone,
  findShiftDay,
  futureOvertimeExists,
  insertAdjustment,
  shiftAdjustmentReasonExists,
} from '../../adjustments.store';
import { adjustmentDecision, refusalOf } from '../../domain/adjustment-decision';
import { engineAction, timeAdjustmentOf } from '../../domain/adjustment-input';
import { recalculateDay } from '../../recalculate-day.util';
import { CreateAdjustmentCommand } from './create-adjustment.command';

/** Actions whose minutes go to or from the value the request names. */
const USES_TIME_VALUE = new Set(['add', 'deduct', 'transfer']);

@CommandHandler(CreateAdjustmentCommand)
export class CreateAdjustmentHandler implements ICommandHandler<CreateAdjustmentCommand, CreateAdjustmentOutcome> {
  constructor(@Inject(runtimeToken('time-engine')) private readonly runtime: ServiceRuntime) {}

  async execute({ payload: { request, employeeShiftID }, actor, manager }: CreateAdjustmentCommand): Promise<CreateAdjustmentOutcome> {
    let employeeID: string;
    let date: string;
    if (employeeShiftID !== undefined) {
      const day = await findShiftDay(manager, employeeShiftID);
      if (!day) return refused(100, null, null);
      ({ employee_id: employeeID, shift_date: date } = day);
    } else {
      ({ employeeID, date } = request as { employeeID: string; date: string });
    }
    const zone = await findEmployeeZone(manager, employeeID);
    if (zone === undefined) throw new CommandRefusedError(400, `no such employee: ${employeeID}`, 'employeeID');
    let typeAction: AdjustmentTypeAction | null = null;
    let typeWeekdays: number[] = [];
    if (request.adjustmentTypeID !== undefined) {
      const type = await findAdjustmentType(manager, request.adjustmentTypeID);
      if (!type) throw new CommandRefusedError(400, `no such adjustment type: ${request.adjustmentTypeID}`, 'adjustmentTypeID');
      typeAction = type.action;
      typeWeekdays = type.weekdays;
    }
    if (request.reasonID !== undefined && !(await shiftAdjustmentReasonExists(manager, request.reasonID))) {
      throw new CommandRefusedError(400, `no such shift adjustment reason: ${request.reasonID}`, 'reasonID');
    }

    // The day's values cannot change under the checks: recalculations of the employee wait.
    await lockEmployees(manager, [employeeID]);
    const stored = (await loadStoredDays(manager, [{ employeeID, from: date, to: date }])).get(employeeID)?.get(date);
    const { exported } = await findDayOn(manager, employeeID, date);
    const action = engineAction(request.kind, typeAction);
    // Only what the action uses is kept.
    const values = {
      timeValue: USES_TIME_VALUE.has(action) ? (request.timeValue ?? null) : null,
      toTimeValue: action === 'transfer' ? (request.toTimeValue ?? null) : null,
      noPayType: action === 'fromNoPay' ? (request.noPayType ?? null) : null,
    };
    const adjustment = timeAdjustmentOf({ action, minutes: request.minutes, ...values });
    const now = new Date();
    // The day as its recalculation sees it, with the adjustments made so far: the engine judges the
    // new one. Future overtime is judged by the records alone (adjustmentDecision).
    const input = stored && action !== 'futureOvertime' ? await shiftDayInputFor(manager, employeeID, date, { defaultTimeZone: defaultTimeZone(this.runtime.config), now }) : undefined;
    const decision = adjustmentDecision(
      adjustment,
      {
        date,
        row: stored ? { locked: stored.locked, hasShift: stored.dayKind === 'shift' && stored.shiftID !== null } : null,
        exported,
        today: DateTime.fromJSDate(now).setZone(zone ?? defaultTimeZone(this.runtime.config)).toISODate()!,
        typeWeekdays,
        futureOvertimeExists: action === 'futureOvertime' && (await futureOvertimeExists(manager, employeeID, date)),
      },
      (asked) => {
        if (input === undefined) throw new CommandRefusedError(409, `the day ${date} cannot be calculated (status 1000): correct it before adjusting it`);
        return refusalOf(checkAdjustment(input, asked));
      },
    );
    if ('status' in decision) throw new CommandRefusedError(decision.status, decision.message, decision.field);
    if (!decision.take) return refused(decision.code, employeeID, date, decision.exported);

    const id = randomUUID();
    await insertAdjustment(manager, {
      id,
      employeeID,
      date,
      employeeShiftID: stored?.id ?? null,
      kind: request.kind,
      action,
      minutes: request.minutes,
      ...values,
      adjustmentTypeID: request.adjustmentTypeID ?? null,
      reasonID: request.reasonID ?? null,
      note: request.note ?? null,
      over24Hours: request.over24Hours === true,
      createdBy: actor.id,
    });
    // A day with no row yet takes the adjustment when its row is first calculated.
    if (stored) await recalculateDay(manager, this.runtime, employeeID, date);
    return { resultCode: decision.code, resultText: result('adjustment', decision.code).text, id, employeeID, shiftDate: date };
  }
}

/** `exported`: a lock refusal because payroll has the day, which the text says. */
function refused(code: CreateAdjustmentOutcome['resultCode'], employeeID: string | null, shiftDate: string | null, exported = false): CreateAdjustmentOutcome {
  return { resultCode: code, resultText: (exported ? exportedDayResult : result)('adjustment', code).text, id: null, employeeID, shiftDate };
}
