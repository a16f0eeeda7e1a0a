import type { MinuteAccount } from '@tna/contracts';
import { hoursMinutes } from '../zoned-time';

interface Share {
  key: string;
  label: string;
  minutes: number;
  color: string;
}

const BUCKET_COLORS = ['#f0ab00', '#ec7a08', '#c58c00', '#f4b678', '#8f4700', '#b98412', '#dca614', '#f9e0a2', '#c46100', '#795600'];

/** The day's minutes by where they ended: normal, each overtime bucket, deducted breaks, no-pay before, after and plain, leave, and worked time not counted. */
export function minuteShares(account: MinuteAccount): Share[] {
  const shares: Share[] = [{ key: 'normal', label: 'Normal', minutes: account.normal, color: '#3e8635' }];
  for (const [bucket, minutes] of Object.entries(account.overtime).sort(([left], [right]) => Number(left) - Number(right))) {
    shares.push({ key: `ot${bucket}`, label: `Overtime ${bucket}`, minutes, color: BUCKET_COLORS[(Number(bucket) - 1) % BUCKET_COLORS.length] });
  }
  const plainNoPay = account.noPay.total - account.noPay.before - account.noPay.after;
  shares.push(
    { key: 'break', label: 'Break deducted', minutes: account.breakDeducted, color: '#8a8d90' },
    { key: 'npb', label: 'No pay before (NP B)', minutes: account.noPay.before, color: '#c9190b' },
    { key: 'npa', label: 'No pay after (NP A)', minutes: account.noPay.after, color: '#7d1007' },
    { key: 'np', label: 'No pay', minutes: plainNoPay, color: '#a30000' },
    { key: 'leave', label: 'Leave', minutes: account.leaveMinutes, color: '#2b9af3' },
    { key: 'uncounted', label: 'Worked before the shift, not counted', minutes: account.beforeCounted ? 0 : account.before, color: '#d2d2d2' },
  );
  return shares.filter((share) => share.minutes > 0);
}

/** A bar of the day's minutes by where they went, with each share named and counted. */
export function MinuteAccountBar({ account }: { account: MinuteAccount }) {
  const shares = minuteShares(account);
  const total = shares.reduce((sum, share) => sum + share.minutes, 0);
  if (total === 0) return <p>No minutes were worked, paid or short on this day.</p>;
  let offset = 0;
  return (
    <div data-testid="minute-account">
      <svg viewBox="0 0 1000 28" width="100%" role="img" aria-label="Where every minute went">
        {shares.map((share) => {
          const width = (share.minutes / total) * 1000;
          const x = offset;
          offset += width;
          return (
            <rect key={share.key} x={x} y={0} width={width} height={28} fill={share.color}>
              <title>{`${share.label}: ${hoursMinutes(share.minutes)}`}</title>
            </rect>
          );
        })}
      </svg>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1.25rem', listStyle: 'none', padding: 0, marginTop: '0.5rem' }}>
        {shares.map((share) => (
          <li key={share.key}>
            <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, background: share.color, marginRight: 6 }} />
            {share.label} {hoursMinutes(share.minutes)}
          </li>
        ))}
      </ul>
    </div>
  );
}
