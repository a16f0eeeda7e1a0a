import { Chart, ChartAxis, ChartBar, ChartGroup, ChartLine, ChartScatter, ChartStack, ChartThemeColor, ChartVoronoiContainer } from '@patternfly/react-charts/victory';
import type { GraphAttendanceDay, GraphHoursByDepartment, GraphStatusesPerDay, GraphTopExceptions } from '@tna/contracts';

// Victory draws in this box and scales the SVG to the card's width.
const WIDTH = 640;
const HEIGHT = 320;
const PADDING = { top: 20, bottom: 90, left: 60, right: 20 };

/** A date as an axis label: 9 Mar (dates have no zone, so read as UTC). */
const dayLabel = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * A date axis: each date is its position (1, 2, …), which keeps dates without a point in place;
 * about ten ticks, named by date, so a long period stays readable.
 */
const dateAxis = (dates: readonly string[]) => ({
  tickValues: dates.flatMap((_, index) => (index % Math.max(1, Math.ceil(dates.length / 10)) === 0 ? [index + 1] : [])),
  tickFormat: (position: number) => (dates[position - 1] ? dayLabel(dates[position - 1]) : ''),
});

/** Bars about as wide as the gaps between them, however many categories there are. */
const barWidth = (categories: number, across = WIDTH - PADDING.left - PADDING.right) => Math.max(3, Math.min(48, across / (Math.max(1, categories) * 1.6)));

/** Counts are whole: no 1.5 ticks on a short axis. */
const wholeTicks = (value: number) => (Number.isInteger(value) ? String(value) : '');

const legend = (names: readonly string[]) => ({ legendData: names.map((name) => ({ name })), legendPosition: 'bottom' as const, legendAllowWrap: true });

/** A bar per date, stacked by status; the tooltip names the status and its count. */
export function StatusesChart({ series }: { series: GraphStatusesPerDay['series'] }) {
  const dates = series[0]?.points.map((point) => point.date) ?? [];
  return (
    <Chart
      ariaTitle="Statuses per day"
      ariaDesc="How many of the chosen employees' days carried each status, per date"
      containerComponent={<ChartVoronoiContainer labels={({ datum }) => (datum.y ? `${datum.name}: ${datum.y}` : '')} constrainToVisibleArea />}
      domainPadding={{ x: 12 }}
      height={HEIGHT}
      width={WIDTH}
      padding={PADDING}
      themeColor={ChartThemeColor.multiOrdered}
      {...legend(series.map((status) => status.text))}
    >
      <ChartAxis {...dateAxis(dates)} />
      <ChartAxis dependentAxis showGrid tickFormat={wholeTicks} />
      <ChartStack>
        {series.map((status) => (
          <ChartBar key={status.code} barWidth={barWidth(dates.length)} data={status.points.map((point, index) => ({ name: status.text, x: index + 1, y: point.count }))} />
        ))}
      </ChartStack>
    </Chart>
  );
}

/** A bar per department, stacked by time bucket, in hours. */
export function DepartmentHoursChart({ answer }: { answer: GraphHoursByDepartment }) {
  return (
    <Chart
      ariaTitle="Hours by department"
      ariaDesc="The chosen employees' hours per department, by time bucket"
      containerComponent={<ChartVoronoiContainer labels={({ datum }) => (datum.y ? `${datum.name}: ${datum.y} h` : '')} constrainToVisibleArea />}
      domainPadding={{ x: 30 }}
      height={HEIGHT}
      width={WIDTH}
      padding={PADDING}
      themeColor={ChartThemeColor.multiOrdered}
      {...legend(answer.buckets.map((bucket) => bucket.label))}
    >
      <ChartAxis />
      <ChartAxis dependentAxis showGrid tickFormat={(hours: number) => `${hours} h`} />
      <ChartStack>
        {answer.buckets.map((bucket, index) => (
          <ChartBar
            key={bucket.key}
            barWidth={barWidth(answer.departments.length)}
            data={answer.departments.map((department) => ({ name: bucket.label, x: department.name, y: Math.round((department.minutes[index] / 60) * 100) / 100 }))}
          />
        ))}
      </ChartStack>
    </Chart>
  );
}

/** A horizontal bar per employee, most exceptions on top, stacked by status. */
export function TopExceptionsChart({ answer }: { answer: GraphTopExceptions }) {
  // Victory draws the first category at the bottom of a horizontal chart.
  const employees = [...answer.employees].reverse();
  return (
    <Chart
      ariaTitle="Top exceptions"
      ariaDesc="The employees with the most exception days, by status"
      containerComponent={<ChartVoronoiContainer labels={({ datum }) => (datum.y ? `${datum.name}: ${datum.y}` : '')} constrainToVisibleArea />}
      domainPadding={{ x: 12 }}
      height={Math.max(HEIGHT, 60 + employees.length * 28)}
      width={WIDTH}
      padding={{ ...PADDING, left: 160 }}
      horizontal
      themeColor={ChartThemeColor.multiOrdered}
      {...legend(answer.statuses.map((status) => status.text))}
    >
      <ChartAxis />
      <ChartAxis dependentAxis showGrid tickFormat={wholeTicks} />
      <ChartStack horizontal>
        {answer.statuses.map((status, index) => (
          <ChartBar key={status.code} barWidth={barWidth(employees.length, 28 * employees.length)} data={employees.map((employee) => ({ name: status.text, x: employee.name, y: employee.counts[index] }))} />
        ))}
      </ChartStack>
    </Chart>
  );
}

/** The rate per date as a line with its points; dates nobody was rostered break nothing, they are left out. */
export function AttendanceChart({ days }: { days: readonly GraphAttendanceDay[] }) {
  const dates = days.map((day) => day.date);
  const points = days.flatMap((day, index) => (day.ratePercent === null ? [] : [{ name: dayLabel(day.date), x: index + 1, y: day.ratePercent }]));
  return (
    <Chart
      ariaTitle="Attendance rate"
      ariaDesc="Rostered days attended, in percent, per date"
      containerComponent={<ChartVoronoiContainer labels={({ datum }) => `${datum.name}: ${datum.y}%`} constrainToVisibleArea />}
      domain={{ x: [1, Math.max(2, dates.length)], y: [0, 100] }}
      height={HEIGHT}
      width={WIDTH}
      padding={{ ...PADDING, bottom: 60 }}
      themeColor={ChartThemeColor.green}
    >
      <ChartAxis {...dateAxis(dates)} />
      <ChartAxis dependentAxis showGrid tickFormat={(rate: number) => `${rate}%`} />
      <ChartGroup>
        <ChartLine data={points} />
        <ChartScatter data={points} />
      </ChartGroup>
    </Chart>
  );
}
