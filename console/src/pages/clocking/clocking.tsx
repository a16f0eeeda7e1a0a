import { Bullseye, Content, PageSection, Spinner } from '@patternfly/react-core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useFetchEmployee } from '../../queries/employee-record';
import type { EmployeeSummary } from '../../queries/employees';
import { DayActions } from './actions/day-actions';
import { BulkButtons } from './bulk/bulk-buttons';
import { ClockingGrid } from './clocking-grid';
import { ClockingToolbar, isOrdered, thisWeek, type DateRange } from './clocking-toolbar';

/** The day's detail page; `ID` is the employee shift's id. */
export const dayDetailPath = (employeeShiftID: string) => `/clocking-employee-shift?ID=${encodeURIComponent(employeeShiftID)}`;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The employee and period live in the address (`?EmployeeID=…&From=…&To=…`), so a day's detail
 * and back returns to the same grid, and a link opens it.
 */
export function ClockingPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
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
    }
    const nextRange = changes.range ?? range;
    next.set('From', nextRange.from);
    next.set('To', nextRange.to);
    setParams(next, { replace: true });
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
        <ClockingGrid
          period={period}
          idleText={idleText}
          onOpenDay={(id) => navigate(dayDetailPath(id))}
          actions={(day) => <DayActions day={day} />}
        />
      </PageSection>
    </>
  );
}
