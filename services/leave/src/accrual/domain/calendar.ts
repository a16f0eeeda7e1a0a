/**
 * Calendar dates (YYYY-MM-DD) as whole days since 1970-01-01: a date has no time zone here, so
 * the arithmetic is done in UTC where every day has 24 hours.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a date YYYY-MM-DD that exists (2027-02-29 does not). */
export function isIsoDate(value: unknown): value is string {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
}

export function epochDay(date: string): number {
  return daysFromCivil(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));
}

export function isoDate(day: number): string {
  const [year, month, dayOfMonth] = civilFromDays(day);
  return `${fourDigits(year)}-${month < 10 ? '0' : ''}${month}-${dayOfMonth < 10 ? '0' : ''}${dayOfMonth}`;
}

export function addDays(date: string, days: number): string {
  return isoDate(epochDay(date) + days);
}

/** Days from `from` to `to`, both counted (a day to itself is 1). */
export function daysInclusive(from: string, to: string): number {
  return epochDay(to) - epochDay(from) + 1;
}

export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export function lastDayOfMonth(year: number, month: number): string {
  return `${fourDigits(year)}-${month < 10 ? '0' : ''}${month}-${daysInMonth(year, month)}`;
}

export function isLastDayOfMonth(date: string): boolean {
  return Number(date.slice(8, 10)) === daysInMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7)));
}

/** The Monday of the week (Monday–Sunday) that holds `date`. */
export function mondayOf(date: string): string {
  const day = epochDay(date);
  // 1970-01-01 was a Thursday: (day + 3) mod 7 is 0 on Mondays.
  return isoDate(day - (((day + 3) % 7) + 7) % 7);
}

/*
 * Days since 1970-01-01 from a year, month and day and back, in integers (H. Hinnant's
 * days_from_civil / civil_from_days): the accrual job converts dates for ten thousand employees,
 * and a Date object and its ISO string per conversion were most of the accrual's time.
 */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function civilFromDays(days: number): [number, number, number] {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  return [yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

function fourDigits(year: number): string {
  return year >= 1000 ? String(year) : String(year).padStart(4, '0');
}
