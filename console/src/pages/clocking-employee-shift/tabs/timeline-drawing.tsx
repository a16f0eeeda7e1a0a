import type { DayExplanation, ExplainedClocking, TimeSegmentKind } from '@tna/contracts';
import { clockTimeOn, hoursMinutes, minuteOfDay } from '../zoned-time';

const WIDTH = 1000;
const LEFT = 110;
const RIGHT = 20;
const MINUTE_MS = 60_000;

/** What each located stretch of the day means, and its colour in the drawing. */
export const SEGMENT_LOOK: Record<TimeSegmentKind, { label: string; color: string }> = {
  inside: { label: 'Worked in shift', color: '#3e8635' },
  before: { label: 'Worked before the shift', color: '#8476d1' },
  after: { label: 'Worked after the shift (overtime)', color: '#f0ab00' },
  offDay: { label: 'Worked on a day off (overtime)', color: '#f0ab00' },
  break: { label: 'Unpaid break, deducted', color: '#8a8d90' },
  late: { label: 'Late in', color: '#c9190b' },
  earlyOut: { label: 'Early out', color: '#c9190b' },
  open: { label: 'Open pair (adds no time)', color: '#2b9af3' },
  absent: { label: 'Absent (short)', color: '#a30000' },
};

const GRACE_TEXT = { earlyIn: 'early-in grace', lateIn: 'late-in grace', earlyOut: 'early-out grace', lateOut: 'late-out grace' };

const IGNORED_TEXT: Record<NonNullable<ExplainedClocking['ignoredBecause']>, string> = {
  duplicate: 'ignored: less than 2 minutes after the previous clocking',
  filo: 'ignored: FILO counts only the first and the last clocking',
  secondIn: 'ignored: a second IN while a pair is open',
  outWithoutIn: 'ignored: an OUT with no open pair',
  outsideWindow: 'ignored: outside the day’s window',
};

export interface TimelineDrawingProps {
  explanation: DayExplanation;
  timeZone: string;
  shiftDate: string;
}

/**
 * The day drawn from the engine's explanation: the ±4 h window, the scheduled shift with its
 * grace bands and breaks, each clocking with the direction the reader sent, the pairs, and the
 * located minutes. Every label is in the employee's zone.
 */
export function TimelineDrawing({ explanation, timeZone, shiftDate }: TimelineDrawingProps) {
  const span = spanOf(explanation);
  if (span === null) return null;
  const x = (instant: string) => LEFT + ((Date.parse(instant) - span.from) / (span.to - span.from)) * (WIDTH - LEFT - RIGHT);
  const at = (instant: string) => clockTimeOn(instant, timeZone, shiftDate);
  const { shift, window } = explanation;
  const rows = { schedule: 30, clockings: 92, pairs: 150, minutes: 190, axis: 230 };

  return (
    <svg viewBox={`0 0 ${WIDTH} 260`} width="100%" role="img" aria-label={`Timeline of ${shiftDate} in ${timeZone}`} data-testid="timeline">
      <RowLabel y={rows.schedule + 14} text="Schedule" />
      <RowLabel y={rows.clockings + 4} text="Clockings" />
      <RowLabel y={rows.pairs + 9} text="Pairs" />
      <RowLabel y={rows.minutes + 9} text="Minutes" />

      {window && (
        <g data-testid="timeline-window">
          <rect x={x(window.start)} y={rows.schedule} width={x(window.end) - x(window.start)} height={24} fill="#f0f0f0" stroke="#d2d2d2">
            <title>{`Window ±4 h: ${at(window.start)}–${at(window.end)}`}</title>
          </rect>
          <text x={x(window.start) + 4} y={rows.schedule - 4} fontSize={10} fill="#4f5255">{`window ±4 h from ${at(window.start)}`}</text>
          <text x={x(window.end) - 4} y={rows.schedule - 4} fontSize={10} fill="#4f5255" textAnchor="end">{`to ${at(window.end)}`}</text>
        </g>
      )}
      {shift && (
        <text x={x(shift.start) + 4} y={rows.schedule + 36} fontSize={10} fill="#0066cc">{`shift ${at(shift.start)}–${at(shift.end)}`}</text>
      )}
      {shift && (
        <rect x={x(shift.start)} y={rows.schedule + 4} width={x(shift.end) - x(shift.start)} height={16} fill="#bee1f4" stroke="#0066cc" data-testid="timeline-shift">
          <title>{`Scheduled shift: ${at(shift.start)}–${at(shift.end)}`}</title>
        </rect>
      )}
      {shift?.flexi && (
        <g stroke="#0066cc" strokeDasharray="3 2">
          <line x1={x(shift.flexi.earliestStart)} x2={x(shift.flexi.latestStart)} y1={rows.schedule + 2} y2={rows.schedule + 2}>
            <title>{`Flexi start ${at(shift.flexi.earliestStart)}–${at(shift.flexi.latestStart)}`}</title>
          </line>
          <line x1={x(shift.flexi.earliestEnd)} x2={x(shift.flexi.latestEnd)} y1={rows.schedule + 2} y2={rows.schedule + 2}>
            <title>{`Flexi end ${at(shift.flexi.earliestEnd)}–${at(shift.flexi.latestEnd)}`}</title>
          </line>
        </g>
      )}
      {explanation.graceBands.map((band) => (
        <rect key={band.kind} x={x(band.start)} y={rows.schedule} width={Math.max(1, x(band.end) - x(band.start))} height={24} fill="#f4c145" opacity={0.6} data-testid="timeline-grace">
          <title>{`${GRACE_TEXT[band.kind]} ${band.minutes} min: ${at(band.start)}–${at(band.end)}`}</title>
        </rect>
      ))}
      {explanation.breaks.map((shiftBreak, index) =>
        shiftBreak.kind === 'fixed' ? (
          <rect key={index} x={x(shiftBreak.start)} y={rows.schedule + 8} width={x(shiftBreak.end) - x(shiftBreak.start)} height={8} fill={shiftBreak.paid ? '#d2d2d2' : '#6a6e73'} data-testid="timeline-break">
            <title>{`${shiftBreak.paid ? 'Paid' : 'Unpaid'} break ${at(shiftBreak.start)}–${at(shiftBreak.end)}: ${shiftBreak.deducted} min deducted`}</title>
          </rect>
        ) : null,
      )}

      {explanation.clockings.map((clocking, index) => {
        const ignored = clocking.role === 'ignored';
        const cx = x(clocking.at);
        const label = `${clocking.direction ?? '—'} ${at(clocking.at)}`;
        const role = ignored ? IGNORED_TEXT[clocking.ignoredBecause ?? 'duplicate'] : `${clocking.role} of pair ${clocking.pairNumber}`;
        const moved = clocking.adjustedTo ? `; counted as ${at(clocking.adjustedTo)} (${clocking.adjustedBy})` : '';
        return (
          <g key={index} data-testid="timeline-clocking" opacity={ignored ? 0.45 : 1}>
            <title>{`Clocking ${at(clocking.at)}, direction ${clocking.direction ?? 'not sent'}: ${role}${moved}`}</title>
            <line x1={cx} x2={cx} y1={rows.clockings - 30} y2={rows.pairs + 18} stroke="#151515" strokeDasharray={ignored ? '2 2' : undefined} />
            <circle cx={cx} cy={rows.clockings} r={5} fill={ignored ? '#ffffff' : clocking.role === 'IN' ? '#3e8635' : '#c9190b'} stroke="#151515" />
            <text x={cx + 7} y={rows.clockings - 8 - (index % 2) * 12} fontSize={11}>
              {label}
            </text>
            {clocking.adjustedTo && (
              <line x1={cx} x2={x(clocking.adjustedTo)} y1={rows.clockings + 10} y2={rows.clockings + 10} stroke="#0066cc" markerEnd="url(#arrow)" />
            )}
          </g>
        );
      })}

      {explanation.pairs.map((pair, index) => {
        const end = pair.out ?? explanation.now;
        return (
          <rect
            key={index}
            x={x(pair.in)}
            y={rows.pairs}
            width={Math.max(1, x(end) - x(pair.in))}
            height={18}
            fill={pair.out === null ? 'none' : '#73bcf7'}
            stroke="#0066cc"
            strokeDasharray={pair.out === null ? '4 3' : undefined}
            data-testid="timeline-pair"
          >
            <title>{`Pair ${index + 1}: ${at(pair.in)}–${pair.out === null ? 'open' : at(pair.out)}`}</title>
          </rect>
        );
      })}

      {explanation.segments.map((segment, index) => (
        <rect
          key={index}
          x={x(segment.start)}
          y={rows.minutes}
          width={Math.max(1, x(segment.end) - x(segment.start))}
          height={18}
          fill={SEGMENT_LOOK[segment.kind].color}
          opacity={segment.kind === 'open' ? 0.4 : 1}
          data-testid={`timeline-segment-${segment.kind}`}
        >
          <title>{`${SEGMENT_LOOK[segment.kind].label}: ${at(segment.start)}–${at(segment.end)}, ${hoursMinutes(segment.minutes)}`}</title>
        </rect>
      ))}

      <line x1={LEFT} x2={WIDTH - RIGHT} y1={rows.axis} y2={rows.axis} stroke="#6a6e73" />
      {ticksOf(span, timeZone).map((tick) => {
        const tx = LEFT + ((tick - span.from) / (span.to - span.from)) * (WIDTH - LEFT - RIGHT);
        return (
          <g key={tick}>
            <line x1={tx} x2={tx} y1={rows.axis} y2={rows.axis + 5} stroke="#6a6e73" />
            <text x={tx} y={rows.axis + 18} fontSize={10} textAnchor="middle" fill="#4f5255">
              {clockTimeOn(tick, timeZone, shiftDate)}
            </text>
          </g>
        );
      })}
      <defs>
        <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" fill="#0066cc" />
        </marker>
      </defs>
    </svg>
  );
}

function RowLabel({ y, text }: { y: number; text: string }) {
  return (
    <text x={4} y={y} fontSize={12} fontWeight="bold" fill="#4f5255">
      {text}
    </text>
  );
}

/** The stretch of time to draw: the window and every clocking and segment, with a little margin. Null when there is nothing to place. */
export function spanOf(explanation: DayExplanation): { from: number; to: number } | null {
  const instants: number[] = [];
  if (explanation.window) instants.push(Date.parse(explanation.window.start), Date.parse(explanation.window.end));
  for (const clocking of explanation.clockings) instants.push(Date.parse(clocking.at));
  for (const segment of explanation.segments) instants.push(Date.parse(segment.start), Date.parse(segment.end));
  if (instants.length === 0) return null;
  const from = Math.min(...instants);
  const to = Math.max(...instants);
  const margin = Math.max(30 * MINUTE_MS, (to - from) * 0.03);
  return { from: from - margin, to: to + margin };
}

/** Axis ticks on whole local hours (or half hours) of the employee's zone, at most about 14. */
export function ticksOf(span: { from: number; to: number }, zone: string): number[] {
  const minutes = (span.to - span.from) / MINUTE_MS;
  const step = [30, 60, 120, 180, 240, 360].find((candidate) => minutes / candidate <= 14) ?? 720;
  const first = Math.ceil(span.from / MINUTE_MS) * MINUTE_MS;
  const offset = (step - (minuteOfDay(first, zone) % step)) % step;
  const ticks: number[] = [];
  for (let tick = first + offset * MINUTE_MS; tick <= span.to; tick += step * MINUTE_MS) ticks.push(tick);
  return ticks;
}
