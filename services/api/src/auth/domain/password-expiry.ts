/** Dates are `YYYY-MM-DD` local dates of the installation's time zone. */

/** The local date of an instant in an IANA time zone. */
export function localDate(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * The day from which the user must change their password (part 1 §5): never when the user's
 * `expiresOn` is blank; otherwise the earlier of that date and the policy's days since the last
 * change. `maxAgeDays` undefined means no policy.
 */
export function passwordDueOn(expiresOn: string | null, changedOn: string, maxAgeDays: number | undefined): string | null {
  if (!expiresOn) return null;
  if (!maxAgeDays) return expiresOn;
  const policyDue = addDays(changedOn, maxAgeDays);
  return policyDue < expiresOn ? policyDue : expiresOn;
}

/** On or after the due day the password must be changed. */
export function mustChangePassword(expiresOn: string | null, changedOn: string, maxAgeDays: number | undefined, today: string): boolean {
  const due = passwordDueOn(expiresOn, changedOn, maxAgeDays);
  return due !== null && today >= due;
}

/**
 * The user's expiry date after they change their password: a password that never expired still
 * never does; otherwise the next expiry is the policy's days from today, or none without a policy
 * (the date an administrator set has then been honoured).
 */
export function expiresOnAfterChange(expiresOn: string | null, today: string, maxAgeDays: number | undefined): string | null {
  if (!expiresOn) return null;
  return maxAgeDays ? addDays(today, maxAgeDays) : null;
}
