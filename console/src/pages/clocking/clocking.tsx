import { Bullseye, Content, PageSection, Spinner } from '@patternfly/react-core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFetchEmployee } from '../../queries/employee-record';
import type { EmployeeSummary } from '../../queries/employees';
import { DayActions } from './actions/day-actions';
import { BulkButtons } from './bulk/bulk-buttons';
import { ClockingGrid } from './clocking-grid';
import { ClockingToolbar, isOrdered, thisWeek, type DateRange } from './clocking-toolbar';
import { DayDrawer } from './day-drawer';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The employee, period and the day open in the drawer live in the address
 * (`?EmployeeID=…&From=…&To=…&Day=…`), so back from a day's full page returns to the same grid
 * and drawer, and a link opens them.
 */
export function ClockingPage() {
  const [params, setParams] = useSearchParams();
  const [defaults] = useState(() => thisWeek());
  // The picker hands over the whole summary; a link gives only the id, which GetEmployee resolves.
  const [picked, setPicked] = useState<EmployeeSummary | null>(null);

  const employeeID = params.get('EmployeeID');
  const range: DateRange = {
    from: ISO_DATE.test(params.get('From') ?? '') ? params.get('From')! : defaults.from,
    to: ISO_DATE.test(params.get('To') ?? '') ? params.get('To')! : defaults.to,
  };
  const linked = useFetchEmployee(employeeID && picked?.id !== employeeID ? employeeID : undefined);
  const employee = !employeeID ? null : picked?.id === employeeID ? picked : (linked.data ?? null);

  const update = (changes: { employee?: EmployeeSummary | null; range?: DateRange }) => {
    const next = new URLSearchParams(params);
    if (changes.employee !== undefined) {
      setPicked(changes.employee);
      if (changes.employee) next.set('EmployeeID', changes.employee.id);
      else next.delete('EmployeeID');
      // The open day was the previous employee's.
      next.delete('Day');
    }
    const nextRange = changes.range ?? range;
    next.set('From', nextRange.from);
    next.set('To', nextRange.to);
    setParams(next, { replace: true });
  };

  const dayID = params.get('Day');
  // Opening the drawer is a step in the history, so the browser's back closes it; switching days or closing is not.
  const openDay = (shiftID: string | null) => {
    const next = new URLSearchParams(params);
    if (shiftID) next.set('Day', shiftID);
    else next.delete('Day');
    setParams(next, { replace: dayID !== null });
  };

  const period = employeeID && isOrdered(range) ? { employeeID, ...range } : null;
  const idleText = !employeeID ? 'Select an employee to see their shifts' : 'The end date is before the start date';

  return (
    <>
      <PageSection>
        <Content component="h1">Employee Clockings</Content>
      </PageSection>
      <PageSection>
        {employeeID && !employee && !linked.isError ? (
          <Bullseye>
            <Spinner size="lg" aria-label="Loading the employee" />
          </Bullseye>
        ) : (
          <ClockingToolbar
            employee={employee}
            onEmployeeChange={(chosen) => update({ employee: chosen })}
            range={range}
            onRangeChange={(chosen) => update({ range: chosen })}
          />
        )}
        <BulkButtons range={range} />
        <DayDrawer shiftID={dayID} onClose={() => openDay(null)}>
          <ClockingGrid period={period} idleText={idleText} openDayID={dayID} onOpenDay={openDay} actions={(day) => <DayActions day={day} />} />
        </DayDrawer>
      </PageSection>
    </>
  );
}
