import { Alert, Card, CardBody, CardTitle, Content, ExpandableSection, Form, FormGroup, Grid, GridItem, PageSection, Spinner, Stack, StackItem, TextInput } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { GRAPH_TOP_MAX, type GraphRequest } from '@tna/contracts';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../../api/client';
import { ALL_EMPLOYEES, EmployeeSelection, isSelectionComplete, selectionRequest, type EmployeeSelectionValue } from '../../components/employee-selection';
import { useAttendanceRate, useHoursByDepartment, useStatusesPerDay, useTopExceptions } from '../../queries/graphs';
import { isoDate } from '../clocking/clocking-toolbar';
import { AttendanceChart, DepartmentHoursChart, StatusesChart, TopExceptionsChart } from './graph-charts';

/** The four weeks up to the browser's today: long enough for a trend, short enough to read each day. */
function lastFourWeeks(today = new Date()): { from: string; to: string } {
  const from = new Date(today);
  from.setDate(today.getDate() - 27);
  return { from: isoDate(from), to: isoDate(today) };
}

export const hoursText = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * `/graphs`, Employee Graphs (rptGraph; docs/reports.md "Graphs"): for a period and a selection
 * of employees, as a report takes them, the statuses per day, the hours per department and
 * bucket, the employees with the most exceptions and the attendance rate over time. Each chart
 * has its numbers beside it in a table.
 */
export function GraphsPage() {
  const [period, setPeriod] = useState(lastFourWeeks);
  const [selection, setSelection] = useState<EmployeeSelectionValue>(ALL_EMPLOYEES);
  const [top, setTop] = useState('10');
  const topNumber = Number(top);
  const ready = period.from !== '' && period.to !== '' && period.from <= period.to && isSelectionComplete(selection);
  const request: GraphRequest | null = ready ? { from: period.from, to: period.to, ...selectionRequest(selection) } : null;
  const topValid = Number.isInteger(topNumber) && topNumber >= 1 && topNumber <= GRAPH_TOP_MAX;

  return (
    <>
      <PageSection>
        <Content component="h1">Employee Graphs</Content>
      </PageSection>
      <PageSection>
        <Form isHorizontal maxWidth="48rem" aria-label="Graph options" onSubmit={(event) => event.preventDefault()}>
          <FormGroup label="From" fieldId="graphs-from">
            <TextInput id="graphs-from" type="date" value={period.from} onChange={(_event, from) => setPeriod((current) => ({ ...current, from }))} />
          </FormGroup>
          <FormGroup label="To" fieldId="graphs-to">
            <TextInput id="graphs-to" type="date" value={period.to} onChange={(_event, to) => setPeriod((current) => ({ ...current, to }))} />
          </FormGroup>
          <EmployeeSelection value={selection} onChange={setSelection} />
          {!ready && <Content component="small">Choose a period (From not after To) and the employees.</Content>}
        </Form>
      </PageSection>
      <PageSection isFilled>
        {/* Two graphs a row from PatternFly's xl breakpoint (1200 px), one below it. */}
        <Grid hasGutter xl={6}>
          <GridItem>
            <StatusesGraph request={request} />
          </GridItem>
          <GridItem>
            <DepartmentHoursGraph request={request} />
          </GridItem>
          <GridItem>
            <GraphCard title="Top exceptions">
              <FormGroup label="Employees shown" fieldId="graphs-top">
                <div style={{ maxWidth: '8rem' }}>
                  <TextInput id="graphs-top" type="number" min={1} max={GRAPH_TOP_MAX} value={top} onChange={(_event, value) => setTop(value)} />
                </div>
              </FormGroup>
              <TopExceptionsGraph request={request && topValid ? { ...request, top: topNumber } : null} />
            </GraphCard>
          </GridItem>
          <GridItem>
            <AttendanceGraph request={request} />
          </GridItem>
        </Grid>
      </PageSection>
    </>
  );
}

function GraphCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardTitle component="h2">{title}</CardTitle>
      <CardBody>
        <Stack hasGutter>{children}</Stack>
      </CardBody>
    </Card>
  );
}

/** The loading, error and empty states every graph shares; `children` draws the data. */
function GraphState({ query, isEmpty, children }: { query: { isFetching: boolean; error: Error | null; data: unknown }; isEmpty: boolean; children: ReactNode }) {
  if (query.error) return <Alert variant="danger" isInline isPlain title={`Cannot draw the graph: ${reasonOf(query.error)}`} />;
  if (!query.data) return query.isFetching ? <Spinner size="lg" aria-label="Loading the graph" /> : null;
  if (isEmpty) return <Content component="p">No calculated days for this period and these employees.</Content>;
  return <StackItem>{children}</StackItem>;
}

/** A refusal's field message (a 400 names the field and why), else the error's text. */
function reasonOf(error: Error): string {
  const body = error instanceof ApiError ? (error.body as { message?: unknown } | undefined) : undefined;
  return typeof body?.message === 'string' ? body.message : error.message;
}

function Numbers({ label, head, rows }: { label: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <ExpandableSection toggleText="Show the numbers">
      <Table aria-label={label} variant="compact">
        <Thead>
          <Tr>
            {head.map((title) => (
              <Th key={title}>{title}</Th>
            ))}
          </Tr>
        </Thead>
        <Tbody>
          {rows.map((row, index) => (
            <Tr key={index}>
              {row.map((cell, column) => (
                <Td key={column} dataLabel={head[column]}>
                  {cell}
                </Td>
              ))}
            </Tr>
          ))}
        </Tbody>
      </Table>
    </ExpandableSection>
  );
}

function StatusesGraph({ request }: { request: GraphRequest | null }) {
  const query = useStatusesPerDay(request);
  const series = query.data?.series ?? [];
  const dates = series[0]?.points.map((point) => point.date) ?? [];
  return (
    <GraphCard title="Statuses per day">
      <GraphState query={query} isEmpty={series.length === 0}>
        <StatusesChart series={series} />
        <Numbers
          label="Statuses per day"
          head={['Date', ...series.map((status) => status.text)]}
          rows={dates.map((date, index) => [date, ...series.map((status) => status.points[index].count)])}
        />
      </GraphState>
    </GraphCard>
  );
}

function DepartmentHoursGraph({ request }: { request: GraphRequest | null }) {
  const query = useHoursByDepartment(request);
  const answer = query.data;
  return (
    <GraphCard title="Hours by department">
      <GraphState query={query} isEmpty={!answer || answer.departments.length === 0}>
        {answer && (
          <>
            <DepartmentHoursChart answer={answer} />
            <Numbers
              label="Hours by department"
              head={['Department', ...answer.buckets.map((bucket) => bucket.label)]}
              rows={answer.departments.map((department) => [department.name, ...department.minutes.map(hoursText)])}
            />
          </>
        )}
      </GraphState>
    </GraphCard>
  );
}

function TopExceptionsGraph({ request }: { request: (GraphRequest & { top: number }) | null }) {
  const query = useTopExceptions(request);
  const answer = query.data;
  return (
    <GraphState query={query} isEmpty={!answer || answer.employees.length === 0}>
      {answer && (
        <>
          <TopExceptionsChart answer={answer} />
          <Numbers
            label="Top exceptions"
            head={['Employee', 'Total', ...answer.statuses.map((status) => status.text)]}
            rows={answer.employees.map((employee) => [`${employee.name} (${employee.employeeNumber})`, employee.total, ...employee.counts])}
          />
        </>
      )}
    </GraphState>
  );
}

function AttendanceGraph({ request }: { request: GraphRequest | null }) {
  const query = useAttendanceRate(request);
  const answer = query.data;
  return (
    <GraphCard title="Attendance rate">
      <GraphState query={query} isEmpty={!answer || answer.overall.scheduled === 0}>
        {answer && (
          <>
            <Content component="p">{`${answer.overall.ratePercent}% of ${answer.overall.scheduled} rostered days attended (${answer.overall.attended}); ${answer.overall.onLeave} on leave.`}</Content>
            <AttendanceChart days={answer.days} />
            <Numbers
              label="Attendance rate"
              head={['Date', 'Rostered', 'Attended', 'On leave', 'Rate']}
              rows={answer.days.map((day) => [day.date, day.scheduled, day.attended, day.onLeave, day.ratePercent === null ? '' : `${day.ratePercent}%`])}
            />
          </>
        )}
      </GraphState>
    </GraphCard>
  );
}
