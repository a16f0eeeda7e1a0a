import { EmptyState, EmptyStateBody } from '@patternfly/react-core';
import type { TimeCalculationMethod } from '@tna/contracts';
import { clockTimeOn, hoursMinutes } from '../zoned-time';
import { TermList } from './term-list';

const DAY_KIND_TEXT = { shift: 'Scheduled shift', dayOff: 'Day off', noRoster: 'No roster (calculated as a day off)' };
const GRACE_TEXT = { earlyIn: 'Early-in grace', lateIn: 'Late-in grace', earlyOut: 'Early-out grace', lateOut: 'Late-out grace' };

/** The shift the day was calculated with, as the engine placed it on the date. */
export function ShiftSetupTab({ method }: { method: TimeCalculationMethod }) {
  const at = (instant: string) => clockTimeOn(instant, method.employee.timeZone, method.shiftDate);
  const shift = method.explanation?.shift ?? null;
  const rows: [string, string][] = [
    ['Day', DAY_KIND_TEXT[method.dayKind]],
    ['Shift', method.shiftName ?? (method.dayKind === 'shift' ? 'Unknown shift' : 'None')],
  ];
  if (method.shiftStart && method.shiftEnd) rows.push(['Start – end', `${at(method.shiftStart)} – ${at(method.shiftEnd)}`]);
  if (shift) {
    rows.push(['Target', hoursMinutes(shift.targetMinutes)]);
    if (shift.flexi) {
      rows.push(['Flexi start', `${at(shift.flexi.earliestStart)} – ${at(shift.flexi.latestStart)}`], ['Flexi end', `${at(shift.flexi.earliestEnd)} – ${at(shift.flexi.latestEnd)}`]);
    }
    const moved = shift.expected.latestStart !== (shift.flexi?.latestStart ?? shift.start) || shift.expected.earliestEnd !== (shift.flexi?.earliestEnd ?? shift.end);
    if (moved) rows.push(['Expected after partial leave', `${at(shift.expected.latestStart)} – ${at(shift.expected.earliestEnd)}`]);
  }
  for (const band of method.explanation?.graceBands ?? []) rows.push([GRACE_TEXT[band.kind], `${band.minutes} min (${at(band.start)} – ${at(band.end)})`]);
  for (const shiftBreak of method.explanation?.breaks ?? []) {
    rows.push([
      `${shiftBreak.paid ? 'Paid' : 'Unpaid'} break`,
      shiftBreak.kind === 'fixed' ? `${at(shiftBreak.start)} – ${at(shiftBreak.end)}` : `${shiftBreak.minutes} min after ${hoursMinutes(shiftBreak.after)} worked`,
    ]);
  }
  if (method.dayKind === 'shift' && !method.explanation) {
    return (
      <EmptyState titleText={method.shiftName ?? 'Shift'} headingLevel="h3" variant="sm">
        <EmptyStateBody>{`${rows.map(([term, value]) => `${term}: ${value}`).join('; ')}. Recalculate the day for its grace times and breaks.`}</EmptyStateBody>
      </EmptyState>
    );
  }
  return <TermList rows={rows} label="Shift setup" />;
}
