import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { LocalTimeConverter } from './local-time';

/** Every 7 minutes and 13 seconds over the given days: hits each hour, transitions included, at odd minutes. */
function localTimes(from: string, days: number): string[] {
  const times: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t < Date.parse(`${from}T00:00:00Z`) + days * 86_400_000; t += 433_000) times.push(new Date(t).toISOString().slice(0, 19));
  return times;
}

describe('LocalTimeConverter', () => {
  it.each([
    ['America/New_York', '2026-03-07'],
    ['America/New_York', '2026-10-31'],
    ['Europe/London', '2026-03-28'],
    ['Europe/London', '2026-10-24'],
    ['Australia/Lord_Howe', '2026-04-04'],
    ['Australia/Lord_Howe', '2026-10-03'],
    ['Africa/Johannesburg', '2026-04-01'],
    ['UTC', '2026-04-01'],
  ])('gives the instant luxon gives for every local time in %s from %s, across transitions', (zone, from) => {
    const converter = new LocalTimeConverter();
    for (const local of localTimes(from, 3)) {
      expect(converter.toUtcIso(local, zone), `${local} in ${zone}`).toBe(DateTime.fromISO(local, { zone }).toUTC().toISO());
    }
  });

  it.each(['America/New_York', 'Australia/Lord_Howe'])('gives the instant luxon gives over a backlog of months in %s, its spring transition among them', (zone) => {
    const converter = new LocalTimeConverter();
    const hourly = localTimes('2026-02-15', 60).filter((_, index) => index % 9 === 0);
    for (const local of hourly) expect(converter.toUtcIso(local, zone), `${local} in ${zone}`).toBe(DateTime.fromISO(local, { zone }).toUTC().toISO());
  });

  it.each(['America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu'])('gives the local time luxon gives for instants across a year in %s', (zone) => {
    const converter = new LocalTimeConverter();
    for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += 3_599_000) {
      const instant = new Date(t);
      expect(converter.toLocalTime(instant, zone), `${instant.toISOString()} in ${zone}`).toBe(DateTime.fromJSDate(instant, { zone }).toFormat("yyyy-MM-dd'T'HH:mm:ss"));
    }
  });

  it('answers a skipped local time as luxon does (moved forward), not by the hour before', () => {
    expect(new LocalTimeConverter().toUtcIso('2026-03-08T02:30:00', 'America/New_York')).toBe(DateTime.fromISO('2026-03-08T02:30:00', { zone: 'America/New_York' }).toUTC().toISO());
  });
});
