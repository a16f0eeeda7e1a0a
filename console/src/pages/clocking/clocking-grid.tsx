import { Bullseye, EmptyState, EmptyStateBody, Label, LabelGroup, Spinner } from '@patternfly/react-core';
import ExclamationCircleIcon from '@patternfly/react-icons/dist/esm/icons/exclamation-circle-icon';
import LockIcon from '@patternfly/react-icons/dist/esm/icons/lock-icon';
import SearchIcon from '@patternfly/react-icons/dist/esm/icons/search-icon';
import { InnerScrollContainer, Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import type { ReactNode } from 'react';
import { statusText, type EmployeeDateRangeRequest, type EmployeeShift, type EmployeeShiftTotals } from '@tna/contracts';
import { useFetchEmployeeShifts } from '../../queries/clockings';
import { datesBetween, dayLabel, directionText, hoursMinutes, shiftTime } from './grid-format';

/** A row of the grid: a date of the period, and its calculated shift when the engine has one. */
export interface GridDay {
  employeeID: string;
  date: string;
  shift: EmployeeShift | undefined;
}

const COLUMNS = [
  'Date',
  'Day',
  'Shift',
  'Clockings',
  'Direction',
  'Statuses',
  'Normal',
  'Overtime',
  'No pay',
  'NP B',
  'NP A',
  'Short',
  'Carried short',
  'Break',
  'Leave',
  'Marks',
] as const;

const DAY_KIND_TEXT: Record<EmployeeShift['dayKind'], string> = { shift: 'Shift day', dayOff: 'Day off', noRoster: 'No roster' };

/** Up to this many overtime values a day is usual; more shows a warning (part 2 §9). */
const USUAL_OVERTIME_VALUES = 4;
const BUCKETS = Array.from({ length: 10 }, (_, i) => i + 1);
const bucketOf = (totals: EmployeeShiftTotals, bucket: number) => totals[`overTime${bucket}Tot` as keyof EmployeeShiftTotals];

/** Exceptions warn, the overtime notices inform, a calculation error is danger; the rest is plain. */
export function statusTone(code: number | null): 'warning' | 'info' | 'danger' | undefined {
  if (code === null) return 'danger';
  if (code >= 100 && code <= 107) return 'warning';
  if (code === 145 || code === 150) return 'info';
  if (code === 1000) return 'danger';
  return undefined;
}

type Summed = 'normalTimeTot' | 'noPayTimeTot' | 'noPayTotBefore' | 'noPayTotAfter' | 'shortTime' | 'breakDeducted' | 'leaveMinutes';
const SUMMED: readonly Summed[] = ['normalTimeTot', 'noPayTimeTot', 'noPayTotBefore', 'noPayTotAfter', 'shortTime', 'breakDeducted', 'leaveMinutes'];

/** The period's totals; carried short time is a balance carried from day to day, not a sum, so it has none. */
function totalsOf(shifts: readonly EmployeeShift[]) {
  const sum = (pick: (shift: EmployeeShift) => number) => shifts.reduce((total, shift) => total + pick(shift), 0);
  return {
    overtime: BUCKETS.map((bucket) => sum((shift) => bucketOf(shift, bucket))),
    ...(Object.fromEntries(SUMMED.map((field) => [field, sum((shift) => shift[field])])) as Record<Summed, number>),
  };
}

function Overtime({ values }: { values: readonly number[] }) {
  const shown = BUCKETS.filter((bucket) => values[bucket - 1] !== 0);
  return (
    <>
      {shown.map((bucket) => (
        <div key={bucket}>
          OT{bucket} {hoursMinutes(values[bucket - 1])}
        </div>
      ))}
      {shown.length > USUAL_OVERTIME_VALUES && (
        <Label status="warning" isCompact>
          More than {USUAL_OVERTIME_VALUES} overtime values
        </Label>
      )}
    </>
  );
}

/** Each pair on a line (`08:03 – 17:02`), then the clockings the engine left out of every pair. */
function pairLines(shift: EmployeeShift): { times: string; directions: string }[] {
  const at = (instant: string) => shiftTime(instant, shift.timeZone, shift.shiftDate);
  const pairs = new Map<number, { in?: EmployeeShift['clockings'][number]; out?: EmployeeShift['clockings'][number] }>();
  const ignored: EmployeeShift['clockings'] = [];
  for (const clocking of shift.clockings) {
    if (clocking.role === 'ignored' || clocking.pairNumber === null) ignored.push(clocking);
    else pairs.set(clocking.pairNumber, { ...pairs.get(clocking.pairNumber), [clocking.role === 'IN' ? 'in' : 'out']: clocking });
  }
  const lines = [...pairs.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, pair]) => ({
      times: `${pair.in ? at(pair.in.clockedAt) : '?'} – ${pair.out ? at(pair.out.clockedAt) : 'no out'}`,
      directions: [pair.in, pair.out].flatMap((clocking) => (clocking ? [directionText(clocking.direction)] : [])).join(' / '),
    }));
  return [...lines, ...ignored.map((clocking) => ({ times: `Ignored ${at(clocking.clockedAt)}`, directions: directionText(clocking.direction) }))];
}

function Marks({ shift }: { shift: EmployeeShift }) {
  return (
    <LabelGroup numLabels={3}>
      {shift.locked && (
        <Label isCompact icon={<LockIcon />}>
          Locked
        </Label>
      )}
      {shift.authorised && (
        <Label isCompact color="green">
          Authorised
        </Label>
      )}
      {shift.exported && (
        <Label isCompact color="blue">
          Exported
        </Label>
      )}
    </LabelGroup>
  );
}

function ShiftCells({ shift }: { shift: EmployeeShift }) {
  const lines = pairLines(shift);
  const window =
    shift.shiftStart && shift.shiftEnd
      ? `${shiftTime(shift.shiftStart, shift.timeZone, shift.shiftDate)}–${shiftTime(shift.shiftEnd, shift.timeZone, shift.shiftDate)}`
      : '';
  const overtime = BUCKETS.map((bucket) => bucketOf(shift, bucket));
  // An empty status list is the engine's null status.
  const statuses = shift.statuses.length > 0 ? shift.statuses : [null];
  return (
    <>
      <Td modifier="nowrap" dataLabel="Day">{DAY_KIND_TEXT[shift.dayKind]}</Td>
      <Td modifier="nowrap" dataLabel="Shift">
        {shift.shiftName && <div>{shift.shiftName}</div>}
        {window && <div>{window}</div>}
      </Td>
      <Td modifier="nowrap" dataLabel="Clockings">
        {lines.map((line, index) => (
          <div key={index}>{line.times}</div>
        ))}
      </Td>
      <Td modifier="nowrap" dataLabel="Direction">
        {lines.map((line, index) => (
          <div key={index}>{line.directions}</div>
        ))}
      </Td>
      <Td dataLabel="Statuses">
        <LabelGroup numLabels={5}>
          {statuses.map((code, index) => (
            <Label key={index} isCompact status={statusTone(code)}>
              {statusText(code)}
            </Label>
          ))}
        </LabelGroup>
      </Td>
      <Td modifier="nowrap" dataLabel="Normal">{hoursMinutes(shift.normalTimeTot)}</Td>
      <Td modifier="nowrap" dataLabel="Overtime">
        <Overtime values={overtime} />
      </Td>
      <Td modifier="nowrap" dataLabel="No pay">{hoursMinutes(shift.noPayTimeTot)}</Td>
      <Td modifier="nowrap" dataLabel="NP B">{hoursMinutes(shift.noPayTotBefore)}</Td>
      <Td modifier="nowrap" dataLabel="NP A">{hoursMinutes(shift.noPayTotAfter)}</Td>
      <Td modifier="nowrap" dataLabel="Short">{hoursMinutes(shift.shortTime)}</Td>
      <Td modifier="nowrap" dataLabel="Carried short">{hoursMinutes(shift.carriedShortOut)}</Td>
      <Td modifier="nowrap" dataLabel="Break">{hoursMinutes(shift.breakDeducted)}</Td>
      <Td modifier="nowrap" dataLabel="Leave">{hoursMinutes(shift.leaveMinutes)}</Td>
      <Td dataLabel="Marks">
        <Marks shift={shift} />
      </Td>
    </>
  );
}

export interface ClockingGridProps {
  /** The days to show; null while the page lacks something to ask for. */
  period: EmployeeDateRangeRequest | null;
  /** What the grid says while `period` is null. */
  idleText: string;
  /** The employee shift whose detail is open, marked in the grid. */
  openDayID?: string | null;
  /** Opens a calculated day's detail. */
  onOpenDay: (employeeShiftID: string) => void;
  /** The actions offered on a row. */
  actions: (day: GridDay) => ReactNode;
}

/** One row per day of the period: the shift, its clockings in pairs, statuses and values; a totals row below. */
export function ClockingGrid({ period, idleText, openDayID, onOpenDay, actions }: ClockingGridProps) {
  const shifts = useFetchEmployeeShifts(period);
  const columnCount = COLUMNS.length + 1;
  let body: ReactNode;
  let footer: ReactNode = null;
  let caption: ReactNode = null;

  if (!period) {
    body = (
      <StateRow columns={columnCount}>
        <EmptyState titleText={idleText} headingLevel="h2" icon={SearchIcon} />
      </StateRow>
    );
  } else if (shifts.data) {
    const byDate = new Map(shifts.data.map((shift) => [shift.shiftDate, shift]));
    const zone = shifts.data[0]?.timeZone;
    caption = zone ? `Times are in the employee's time zone, ${zone}.` : null;
    body = datesBetween(period.from, period.to).map((date) => {
      const shift = byDate.get(date);
      return (
        <Tr
          key={date}
          isClickable={shift !== undefined}
          isRowSelected={shift !== undefined && shift.id === openDayID}
          onRowClick={shift ? () => onOpenDay(shift.id) : undefined}
          aria-label={dayLabel(date)}
        >
          <Td modifier="nowrap" dataLabel="Date">{dayLabel(date)}</Td>
          {shift ? (
            <ShiftCells shift={shift} />
          ) : (
            <Td modifier="nowrap" dataLabel="Day" colSpan={COLUMNS.length - 1}>
              No shift record
            </Td>
          )}
          {/* The menu and its dialogs act on the day; a click there is not a click on the row. */}
          <Td isActionCell onClick={(event) => event.stopPropagation()}>
            {actions({ employeeID: period.employeeID, date, shift })}
          </Td>
        </Tr>
      );
    });
    const totals = totalsOf(shifts.data);
    footer = (
      // A body of its own after the days', as PatternFly has no table footer.
      <Tbody>
        <Tr aria-label="Totals">
          <Th dataLabel="Date" colSpan={6}>
            Total
          </Th>
          <Td modifier="nowrap" dataLabel="Normal">{hoursMinutes(totals.normalTimeTot)}</Td>
          <Td modifier="nowrap" dataLabel="Overtime">
            <Overtime values={totals.overtime} />
          </Td>
          <Td modifier="nowrap" dataLabel="No pay">{hoursMinutes(totals.noPayTimeTot)}</Td>
          <Td modifier="nowrap" dataLabel="NP B">{hoursMinutes(totals.noPayTotBefore)}</Td>
          <Td modifier="nowrap" dataLabel="NP A">{hoursMinutes(totals.noPayTotAfter)}</Td>
          <Td modifier="nowrap" dataLabel="Short">{hoursMinutes(totals.shortTime)}</Td>
          <Td modifier="nowrap" dataLabel="Carried short" />
          <Td modifier="nowrap" dataLabel="Break">{hoursMinutes(totals.breakDeducted)}</Td>
          <Td modifier="nowrap" dataLabel="Leave">{hoursMinutes(totals.leaveMinutes)}</Td>
          <Td dataLabel="Marks" />
          <Td />
        </Tr>
      </Tbody>
    );
  } else if (shifts.isError) {
    body = (
      <StateRow columns={columnCount}>
        <EmptyState titleText="Could not load the shifts" headingLevel="h2" icon={ExclamationCircleIcon} status="danger">
          <EmptyStateBody>{shifts.error.message}</EmptyStateBody>
        </EmptyState>
      </StateRow>
    );
  } else {
    body = (
      <StateRow columns={columnCount}>
        <Spinner size="xl" aria-label="Loading shifts" />
      </StateRow>
    );
  }

  return (
    <>
      {caption && <p id="clocking-zone">{caption}</p>}
      {/* Wide: it scrolls sideways rather than wrap times and values. */}
      <InnerScrollContainer>
        {/* A table of rows, not the composite widget PatternFly announces by default: each row is one link-like target with its menu. */}
        <Table aria-label="Shifts" variant="compact" isStriped role="table">
          <Thead>
            <Tr>
              {COLUMNS.map((column) => (
                <Th key={column} modifier="wrap">
                  {column}
                </Th>
              ))}
              <Th screenReaderText="Actions" />
            </Tr>
          </Thead>
          <Tbody>{body}</Tbody>
          {footer}
        </Table>
      </InnerScrollContainer>
    </>
  );
}

function StateRow({ children, columns }: { children: ReactNode; columns: number }) {
  return (
    <Tr>
      <Td colSpan={columns}>
        <Bullseye>{children}</Bullseye>
      </Td>
    </Tr>
  );
}
