import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { CommandEnvelope, CommandReply } from '@tna/contracts';
import { CommandRefusedError, CommandTimeoutError, type MessageBus, type ServiceRuntime } from '@tna/platform';
import { DayPlanner } from './day-planner';

/** A bus whose sendCommand answers as told, remembering what it was sent and with which timeout. */
function plannerOver(answer: (command: Omit<CommandEnvelope, 'replyTo'>, timeoutMs: number) => Promise<CommandReply>) {
  const sent: { type: string; payload: unknown; timeoutMs: number }[] = [];
  const bus = {
    kind: 'in-process',
    sendCommand: (command: Omit<CommandEnvelope, 'replyTo'>, timeoutMs: number) => {
      sent.push({ type: command.type, payload: command.payload, timeoutMs });
      return answer(command, timeoutMs);
    },
  } as unknown as MessageBus;
  const runtime = { bus, config: { TNA_COMMAND_TIMEOUT_MS: 250 } } as unknown as ServiceRuntime;
  return { planner: new DayPlanner(runtime), sent };
}

describe('DayPlanner', () => {
  it('sends PlanLeaveDays to the time engine with the configured timeout and answers its days', async () => {
    const day = { shiftDate: '2026-03-02', employeeShiftID: null, shiftID: 's', dayOff: false, publicHoliday: false, targetMinutes: 480, locked: false, exported: false, leave: null };
    const { planner, sent } = plannerOver(async (command) => ({ commandID: command.id, replyTo: 'in-process', ok: true, result: { days: [day] } }));
    expect(await planner.plan('e', '2026-03-02', '2026-03-02', { kind: 'user', id: 'u' })).toEqual([day]);
    expect(sent).toEqual([{ type: 'PlanLeaveDays', payload: { employeeID: 'e', from: '2026-03-02', to: '2026-03-02' }, timeoutMs: 250 }]);
  });

  it('refuses with 503 when the time engine does not answer in time, or cannot plan', async () => {
    const late = plannerOver(() => Promise.reject(new CommandTimeoutError('PlanLeaveDays', 250))).planner;
    await expect(late.plan('e', '2026-03-02', '2026-03-02', undefined)).rejects.toMatchObject({ status: 503, message: expect.stringContaining('no reply within 250 ms') as unknown });
    const missing = plannerOver(async (command) => ({ commandID: command.id, replyTo: 'in-process', ok: false, error: { status: 501, message: 'PlanLeaveDays is not implemented' } })).planner;
    await expect(missing.plan('e', '2026-03-02', '2026-03-02', undefined)).rejects.toBeInstanceOf(CommandRefusedError);
    await expect(missing.plan('e', '2026-03-02', '2026-03-02', undefined)).rejects.toMatchObject({ status: 503 });
  });

  it('passes the engine\'s 400 on, naming its field', async () => {
    const { planner } = plannerOver(async (command) => ({ commandID: command.id, replyTo: 'in-process', ok: false, error: { status: 400, message: 'no such employee', field: 'employeeID' } }));
    await expect(planner.plan('e', '2026-03-02', '2026-03-02', undefined)).rejects.toMatchObject({ status: 400, field: 'employeeID' });
  });
});
