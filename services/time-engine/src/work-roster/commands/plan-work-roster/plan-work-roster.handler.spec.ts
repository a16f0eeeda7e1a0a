import type { EntityManager } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { PLAN_WORK_ROSTER_MAX_EMPLOYEE_DAYS, type PlanWorkRosterRequest } from '@tna/contracts';
import { CommandRefusedError } from '@tna/platform';
import { PlanWorkRosterCommand } from './plan-work-roster.command';
import { PlanWorkRosterHandler } from './plan-work-roster.handler';

/** A refused request never reaches the database. */
const noDatabase = new Proxy({} as EntityManager, {
  get: () => {
    throw new Error('a refused request must not read anything');
  },
});
const refusal = async (request: Partial<PlanWorkRosterRequest>) => {
  const error: unknown = await new PlanWorkRosterHandler().execute(new PlanWorkRosterCommand(request as PlanWorkRosterRequest, noDatabase)).catch((caught: unknown) => caught);
  return error instanceof CommandRefusedError ? [error.status, error.field] : error;
};
const employee = '0d6f8e0e-6a4e-4a53-9d59-5d2c1c3a7b01';

describe('PlanWorkRoster refuses a bad request with 400 naming the field', () => {
  it.each<[string, Partial<PlanWorkRosterRequest>, string]>([
    ['no employees', { employeeIDs: [], from: '2026-03-01', to: '2026-03-31' }, 'employeeIDs'],
    ['an id that is not a UUID', { employeeIDs: ['e1'], from: '2026-03-01', to: '2026-03-31' }, 'employeeIDs'],
    ['a date that does not exist', { employeeIDs: [employee], from: '2026-02-30', to: '2026-03-31' }, 'from'],
    ['to before from', { employeeIDs: [employee], from: '2026-03-31', to: '2026-03-01' }, 'to'],
    ['more than a year', { employeeIDs: [employee], from: '2026-01-01', to: '2027-01-02' }, 'to'],
    [
      'more employee-days than one reply may carry',
      { employeeIDs: Array.from({ length: PLAN_WORK_ROSTER_MAX_EMPLOYEE_DAYS / 30 + 1 }, (_, index) => `0d6f8e0e-6a4e-4a53-9d59-${String(index).padStart(12, '0')}`), from: '2026-04-01', to: '2026-04-30' },
      'employeeIDs',
    ],
  ])('%s', async (_case, request, field) => {
    expect(await refusal(request)).toEqual([400, field]);
  });
});
