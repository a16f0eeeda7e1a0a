import {
  ADJUSTMENT_COUNT_MAX,
  ADJUSTMENT_TYPE,
  CLOCKING_STATUS_TEXT,
  MAX_STATUS_COUNT,
  MAX_TOPX,
  PAY_CODE,
  READER_ACCESS_TYPES,
  TOPX_MEASURE_LABELS,
  TOPX_MEASURES,
  type ReportGrouping,
  type ReportOutput,
} from '@tna/contracts';

/** A report's own option, as its request class names it (contracts/src/dto/reports/*.dto.ts). */
export type ReportOption =
  | { kind: 'boolean'; name: string; label: string }
  | { kind: 'integer'; name: string; label: string; min: number; max: number; required?: boolean; defaultValue?: number }
  | { kind: 'choice'; name: string; label: string; choices: readonly { value: string; label: string }[]; required?: boolean; defaultValue?: string }
  /** Clocking status codes, ticked from the contracts' list. */
  | { kind: 'statuses'; name: string; label: string; required?: boolean }
  /** Records ticked from an `_IDName` call's list; their ids are sent. */
  | { kind: 'records'; name: string; label: string; call: string }
  /** `defaultNow`: today's date or the time now, as a wall time in the installation's zone (GetReportDefaults), not the browser's. */
  | { kind: 'date' | 'time'; name: string; label: string; defaultNow?: boolean }
  /** An IANA zone, optional: typed, or picked from the zones the browser knows. */
  | { kind: 'timeZone'; name: string; label: string };

/** One report page: its address under /reports, its title, the Generate call and its own options. */
export interface ReportDescription {
  route: string;
  title: string;
  call: string;
  options: readonly ReportOption[];
  /**
   * `range`: From and To; `day`: the day is one of the report's own options (`dayOption`), sent
   * as from and to as well, since every Generate call takes a period.
   */
  period?: { kind: 'range' } | { kind: 'day'; dayOption: string };
}

/** The groupings with the specification's labels (part 2 §2). */
export const GROUPING_LABELS: Readonly<Record<ReportGrouping, string>> = {
  team: 'Team',
  department: 'Department',
  costCentre: 'Cost Centre',
  shift: 'Shift',
  businessUnit: 'Business Unit',
  jobTitle: 'Job Title',
  employeeNumber: 'Employee Number',
  surname: 'Surname',
};

export const OUTPUT_LABELS: Readonly<Record<ReportOutput, string>> = { pdf: 'PDF', excel: 'Excel', excelText: 'Excel Text' };

export const STATUS_CHOICES = Object.entries(CLOCKING_STATUS_TEXT).map(([code, text]) => ({ value: code, label: `${code} ${text}` }));

/** A count range: two whole numbers, each optional. */
const countRange = (from: string, to: string, noun: string, max: number): ReportOption[] => [
  { kind: 'integer', name: from, label: `${noun} from`, min: 0, max },
  { kind: 'integer', name: to, label: `${noun} to`, min: 0, max },
];

/** Reader Activity's reader types, named for people. */
const READER_TYPE_LABELS: Readonly<Record<(typeof READER_ACCESS_TYPES)[number], string>> = { 'T&A': 'Time and attendance', 'Access Control': 'Access control' };

/** The eleven report pages (part 1 §2) in the specification's order. */
export const REPORT_PAGES: readonly ReportDescription[] = [
  {
    route: 'clocked-times',
    title: 'Clocked Times',
    call: 'GenerateReportClockedTimes',
    options: [{ kind: 'boolean', name: 'hoursAuthorisedAndExported', label: 'Hours authorised and exported' }],
  },
  {
    route: 'adjustments',
    title: 'Adjustments',
    call: 'GenerateReportAdjustments',
    options: [{ kind: 'records', name: 'adjustmentTypeIDs', label: 'Adjustment types', call: ADJUSTMENT_TYPE.calls.idName }, ...countRange('countFrom', 'countTo', 'Adjustments', ADJUSTMENT_COUNT_MAX)],
  },
  {
    route: 'shift-status',
    title: 'Shift Status',
    call: 'GenerateReportShiftStatuses',
    options: [{ kind: 'statuses', name: 'statuses', label: 'Statuses' }, ...countRange('minCount', 'maxCount', 'Status count', MAX_STATUS_COUNT)],
  },
  {
    route: 'top-x-shift-status',
    title: 'Top-X Shift Status',
    call: 'GenerateReportTopXShiftStatuses',
    options: [
      {
        kind: 'choice',
        name: 'measure',
        label: 'Rank by',
        required: true,
        defaultValue: 'incidents',
        choices: TOPX_MEASURES.map((measure) => ({ value: measure, label: TOPX_MEASURE_LABELS[measure] })),
      },
      { kind: 'integer', name: 'topX', label: 'Top', min: 1, max: MAX_TOPX, required: true, defaultValue: 10 },
      { kind: 'statuses', name: 'statuses', label: 'Statuses', required: true },
    ],
  },
  {
    route: 'employee-time-total',
    title: 'Employee Time Total',
    call: 'GenerateReportTimeTotals',
    options: [
      { kind: 'boolean', name: 'includeDayOfWeek', label: 'Include day of week' },
      { kind: 'boolean', name: 'combineOvertime', label: 'Combine overtime values' },
      { kind: 'boolean', name: 'excludeNoPay', label: 'Exclude No Pay value' },
    ],
  },
  { route: 'work-roster', title: 'Work Roster', call: 'GenerateReportWorkRoster', options: [] },
  {
    route: 'pay-code-allocations',
    title: 'Pay Code Allocations',
    call: 'GenerateReportEmployeePayCodeAllocations',
    options: [{ kind: 'records', name: 'payCodeIDs', label: 'Pay codes', call: PAY_CODE.calls.idName }],
  },
  { route: 'reader-groups', title: 'Reader Groups', call: 'GenerateReportEmployeeReaderGroupAllocations', options: [] },
  {
    route: 'reader-activity',
    title: 'Reader Activity',
    call: 'GenerateReportEmployeeReaderActivity',
    options: [
      {
        kind: 'choice',
        name: 'readerAccessType',
        label: 'Reader access type',
        choices: READER_ACCESS_TYPES.map((type) => ({ value: type, label: READER_TYPE_LABELS[type] })),
      },
    ],
  },
  {
    route: 'attendance',
    title: 'Attendance',
    call: 'GenerateReportEmployeeAttendance',
    options: [{ kind: 'boolean', name: 'includeDays', label: 'List each scheduled day' }],
  },
  {
    route: 'evacuation',
    title: 'Evacuation',
    call: 'GenerateReportEmployeeEvacuation',
    period: { kind: 'day', dayOption: 'evacuateOn' },
    options: [
      { kind: 'date', name: 'evacuateOn', label: 'Evacuate on', defaultNow: true },
      { kind: 'time', name: 'evacuateAt', label: 'At', defaultNow: true },
      // Left empty, the date and time are read in the installation's zone; a site elsewhere names its own.
      { kind: 'timeZone', name: 'timeZone', label: 'Site time zone' },
    ],
  },
];
