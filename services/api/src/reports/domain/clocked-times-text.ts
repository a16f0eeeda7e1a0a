/**
 * How Clocked Times writes a day's clockings (docs/reports.md, "Clocked Times"): wall times in the
 * employee's zone, with the days a clocking lies after or before the shift's date. Pure.
 */

/** What pairsText reads of a day: its date, the employee's zone, the engine's pairs and the clockings they name. */
export interface ClockedTimesDay {
  time_zone: string;
  shiftDate: string;
  /** The time engine's pairs of clocking ids (as shared/shift-pairs.util.ts reads them); null before the day is paired. */
  pairs: readonly { in: string; out: string | null }[] | null;
  clockings: { id: string; clockedAt: string }[];
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The wall date and time of an instant in a zone: ['2026-11-09', '22:00']. One formatter per zone, kept. */
function wallClock(instant: string, zone: string): [string, string] {
  let format = wallClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    wallClocks.set(zone, format);
  }
  // en-GB writes 'dd/mm/yyyy, HH:MM'.
  const text = format.format(new Date(instant));
  return [`${text.slice(6, 10)}-${text.slice(3, 5)}-${text.slice(0, 2)}`, text.slice(12, 17)];
}

/** A clocking's wall time, with the days it lies after (or before) the shift's date: '06:00 (+1)'. */
function clockText(instant: string, zone: string, shiftDate: string): string {
  const [date, time] = wallClock(instant, zone);
  const days = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${shiftDate}T00:00:00Z`)) / 86_400_000);
  return days === 0 ? time : `${time} (${days > 0 ? '+' : ''}${days})`;
}

/**
 * The day's pairs as the time engine made them, in the employee's zone: '08:00–12:00, 12:30–17:00';
 * a pair still open ends with its IN: '08:00–'. Clockings in no pair (duplicates, an OUT without
 * IN) are left out, as the engine left them out of the day's time.
 */
export function pairsText(record: ClockedTimesDay): string {
  const at = new Map(record.clockings.map((clocking) => [clocking.id, clocking.clockedAt]));
  const show = (id: string | null) => {
    const instant = id === null ? undefined : at.get(id);
    return instant === undefined ? '' : clockText(instant, record.time_zone, record.shiftDate);
  };
  return (record.pairs ?? []).map((pair) => `${show(pair.in)}–${show(pair.out)}`).join(', ');
}
