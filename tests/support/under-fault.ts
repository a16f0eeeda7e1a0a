import { ApiClient } from './api-client';
import { storedClockings, type StoredClockings } from './clockings';
import { aCompany, clockingBatches, readersPushing } from './company';
import type { RunningProduct } from './stacks';
import { waitFor } from './wait';
import type { UploadAnswer } from './zk-push-device';

/** An answer's status and Retry-After, from a reader's upload or a call. */
export interface Answered {
  status: number;
  retryAfter?: string | null;
}

/** The answers a reader or a caller must never get while a dependency fails: anything but 200, or 503 with a Retry-After. */
export const neitherOkNorComeBack = <T extends Answered>(answers: readonly T[]): T[] =>
  answers.filter((answer) => answer.status !== 200 && (answer.status !== 503 || !(Number(answer.retryAfter) > 0)));

export const CLOCKINGS_UNDER_FAULT = 3_000;

/** What a product went through: every reader's and command's answer, the processes that ended, what was stored. */
export interface FaultOutcome {
  answers: UploadAnswer[];
  commands: Answered[];
  exited: string[];
  stored: StoredClockings;
}

/**
 * A company of 30 employees whose three readers push 3,000 clockings in batches of 50, each
 * re-sent until accepted, while `fault` acts (until `pushing()` turns false) and a command the
 * time engine serves over Kafka (recalculating one employee's first day, which changes nothing
 * else) is sent every 300 ms. Ends once every clocking has reached the time engine and a command
 * is answered 200 again.
 */
export async function pushingUnderFault(product: RunningProduct, fault: (pushing: () => boolean) => Promise<void>): Promise<FaultOutcome> {
  const api = new ApiClient(product.apiUrl);
  await api.login('admin', product.adminPassword);
  const { employees, readers } = await aCompany(api, { employees: 30, readers: 3 });
  const batches = clockingBatches(employees, readers.length, CLOCKINGS_UNDER_FAULT, 50);
  const { upload } = readersPushing(product.readerUrl, readers, batches);
  const exited: string[] = [];
  for (const service of product.processes) void service.waitForExit().then(() => exited.push(service.name));
  const recalculate = () => api.raw('RecalcTimeValues', { employeeIDs: [employees[0].id], from: '2026-04-01', to: '2026-04-01' });

  let pushing = true;
  const acting = fault(() => pushing);
  const commands: Answered[] = [];
  const commanding = (async () => {
    while (pushing) {
      const answer = await recalculate();
      commands.push({ status: answer.status, retryAfter: answer.headers.get('retry-after') });
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  })();
  const answers: UploadAnswer[] = [];
  try {
    await upload(0, batches[0].length, (answer) => answers.push(answer));
  } finally {
    pushing = false;
    await Promise.all([acting, commanding]);
  }
  const stored = await storedClockings(product.query, CLOCKINGS_UNDER_FAULT);
  await waitFor('a command answered', async () => ((await recalculate()).status === 200 ? true : undefined), 30_000, 500);
  return { answers, commands, exited: [...exited], stored };
}
