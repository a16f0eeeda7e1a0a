import { DateTime, IANAZone } from 'luxon';

/** Hours remembered per process; a day of clockings from a few zones uses a few dozen. */
const MAX_REMEMBERED_HOURS = 10_000;
/** An hour is converted by its offset only when no transition lies within this much of it: wider than any DST shift. */
const MARGIN_MS = 3 * 3_600_000;

/**
 * Turns a reader's local times (`YYYY-MM-DDTHH:mm:ss`) into ISO instants in UTC, exactly as
 * `DateTime.fromISO(localTime, { zone }).toUTC().toISO()` does. Luxon's zone arithmetic costs
 * about 100 µs a call, a quarter of ingestion's CPU at thousands of clockings a second, while
 * nearly every hour of a zone has one fixed offset: that offset is asked once per zone and hour,
 * and luxon still decides every time near a transition (skipped or repeated local times).
 */
export class LocalTimeConverter {
  private readonly offsets = new Map<string, number | null>();

  toUtcIso(localTime: string, zone: string): string {
    const hour = localTime.slice(0, 13);
    const key = `${zone}\u0000${hour}`;
    let offsetMs = this.offsets.get(key);
    if (offsetMs === undefined) {
      offsetMs = fixedOffsetMs(hour, zone);
      if (this.offsets.size >= MAX_REMEMBERED_HOURS) this.offsets.clear();
      this.offsets.set(key, offsetMs);
    }
    if (offsetMs === null) return DateTime.fromISO(localTime, { zone }).toUTC().toISO()!;
    return new Date(Date.parse(`${localTime}Z`) - offsetMs).toISOString();
  }
}

/** The hour's offset when the zone has no transition within MARGIN_MS of it, else null (or for a zone luxon does not know). */
function fixedOffsetMs(hour: string, zone: string): number | null {
  const start = DateTime.fromISO(`${hour}:00:00`, { zone });
  if (!start.isValid) return null;
  const iana = IANAZone.create(zone);
  const at = start.toMillis();
  const offset = iana.offset(at);
  if (iana.offset(at - MARGIN_MS) !== offset || iana.offset(at + 3_600_000 + MARGIN_MS) !== offset) return null;
  return offset * 60_000;
}
