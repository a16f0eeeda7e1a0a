import { describe, expect, it } from 'vitest';
import { isSunday } from './calendar';

describe('isSunday', () => {
  it('agrees with the calendar on every day from 1900 to 2100, leap days and century years included', () => {
    const wrong: string[] = [];
    for (let time = Date.UTC(1900, 0, 1); time < Date.UTC(2101, 0, 1); time += 86_400_000) {
      const date = new Date(time);
      const text = date.toISOString().slice(0, 10);
      if (isSunday(text) !== (date.getUTCDay() === 0)) wrong.push(text);
    }
    expect(wrong).toEqual([]);
  });

  it('knows the dates of the worked cases', () => {
    expect(isSunday('2026-03-01')).toBe(true);
    expect(isSunday('2024-02-29')).toBe(false);
    expect(isSunday('2000-01-02')).toBe(true);
  });
});
