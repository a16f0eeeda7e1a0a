import { DateTime, IANAZone } from 'luxon';

/** Days and hours remembered per process; a day of clockings from a few zones uses a few dozen. */
const MAX_REMEMBERED_PERIODS = 10_000;
/** A period is converted by its offset only when no transition lies within this much of it: wider than any DST shift. */
const MARGIN_MS = 3 * 3_600_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Turns a reader's local times (`YYYY-MM-DDTHH:mm:ss`) into ISO instants in UTC, exactly as
 * `DateTime.fromISO(localTime, { zone }).toUTC().toISO()` does. Luxon's zone arithmetic costs
 * about 100 µs a call, a quarter of ingestion's CPU at thousands of clockings a second, while
 * nearly every day of a zone has one fixed offset: that offset is asked once per zone and day
 * (a reader back after weeks offline sends hundreds of days), per hour on a day with a
 * transition, and luxon still decides every time near one (skipped or repeated local times).
 */
export class LocalTimeConverter {
  private readonly offsets = new Map<string, number | null>();

  toUtcIso(localTime: string, zone: string): string {
    const offsetMs = this.offsetOf(localTime.slice(0, 10), 'T00:00:00', DAY_MS, zone) ?? this.offsetOf(localTime.slice(0, 13), ':00:00', HOUR_MS, zone);
    if (offsetMs === null) return DateTime.fromISO(localTime, { zone }).toUTC().toISO()!;
    return new Date(Date.parse(`${localTime}Z`) - offsetMs).toISOString();
  }

  /** The fixed offset of the local period starting at `period` + `rest`, remembered per zone. */
  private offsetOf(period: string, rest: string, lengthMs: number, zone: string): number | null {
    const key = `${zone}\u0000${period}`;
    let offsetMs = this.offsets.get(key);
    if (offsetMs === undefined) {
      offsetMs = fixedOffsetMs(`${period}${rest}`, lengthMs, zone);
      if (this.offsets.size >= MAX_REMEMBERED_PERIODS) this.offsets.clear();
      this.offsets.set(key, offsetMs);
    }
    return offsetMs;
  }

  /**
   * An instant as the zone's local time (`YYYY-MM-DDTHH:mm:ss`), as luxon's
   * `DateTime.fromJSDate(instant, { zone })` gives it: by the UTC day's offset where the zone
   * holds one from MARGIN_MS before that day to MARGIN_MS after it, else by luxon.
   */
  toLocalTime(instant: Date, zone: string): string {
    const day = instant.toISOString().slice(0, 10);
    const key = `${zone}\u0000${day}Z`;
    let offsetMs = this.offsets.get(key);
    if (offsetMs === undefined) {
      offsetMs = IANAZone.isValidZone(zone) ? heldOffsetMs(Date.parse(`${day}T00:00:00Z`), DAY_MS, IANAZone.create(zone)) : null;
      if (this.offsets.size >= MAX_REMEMBERED_PERIODS) this.offsets.clear();
      this.offsets.set(key, offsetMs);
    }
    if (offsetMs === null) return DateTime.fromJSDate(instant, { zone }).toFormat("yyyy-MM-dd'T'HH:mm:ss");
    return new Date(instant.getTime() + offsetMs).toISOString().slice(0, 19);
  }
}

/**
 * The offset of a local period when the zone keeps it from MARGIN_MS before the period to
 * MARGIN_MS after it, else null (or for a zone luxon does not know). Looked at every MARGIN_MS:
 * no zone changes its offset twice within three hours.
 */
function fixedOffsetMs(start: string, lengthMs: number, zone: string): number | null {
  const first = DateTime.fromISO(start, { zone });
  if (!first.isValid) return null;
  return heldOffsetMs(first.toMillis(), lengthMs, IANAZone.create(zone));
}

/** The zone's offset over the instants `at` to `at + lengthMs` when it holds from MARGIN_MS before to MARGIN_MS after, else null. */
function heldOffsetMs(at: number, lengthMs: number, iana: IANAZone): number | null {
  const offset = iana.offset(at);
  for (let t = at - MARGIN_MS; t < at + lengthMs + MARGIN_MS; t += MARGIN_MS) if (iana.offset(t) !== offset) return null;
  if (iana.offset(at + lengthMs + MARGIN_MS) !== offset) return null;
  return offset * 60_000;
}
