/**
 * Recalculations of up to this many employee-days run before the call answers (result 11);
 * larger ones are scheduled (12). Recalculating 31,000 days takes a few seconds, well inside
 * the api's command timeout. `TNA_RECALC_SYNC_DAYS` overrides it.
 */
export const DEFAULT_RECALC_SYNC_DAYS = 20_000;

export const RECALC_SYNC_LIMIT = 'time-engine:recalc-sync-limit';

export interface RecalcSyncLimit {
  readonly days: number;
}

export function recalcSyncLimitFrom(env: NodeJS.ProcessEnv): RecalcSyncLimit {
  const configured = Number(env.TNA_RECALC_SYNC_DAYS);
  return { days: Number.isInteger(configured) && configured >= 0 && env.TNA_RECALC_SYNC_DAYS !== '' ? configured : DEFAULT_RECALC_SYNC_DAYS };
}
