import { Content, PageSection } from '@patternfly/react-core';
import { useState } from 'react';
import type { EmployeeSummary } from '../../queries/employees';
import { ManualClockingActions } from './actions/manual-clocking-dialogs';
import { ClockingTable } from './clocking-table';
import { ClockingToolbar, isOrdered, lastSevenDays, type DateRange } from './clocking-toolbar';

export function ClockingPage() {
  const [employee, setEmployee] = useState<EmployeeSummary | null>(null);
  const [range, setRange] = useState<DateRange>(() => lastSevenDays());

  const period = employee && isOrdered(range) ? { employeeID: employee.id, ...range } : null;
  const idleText = !employee
    ? 'Select an employee to see their clockings'
    : 'The end date is before the start date';

  return (
    <>
      <PageSection>
        <Content component="h1">Employee Clockings</Content>
      </PageSection>
      <PageSection>
        <ClockingToolbar employee={employee} onEmployeeChange={setEmployee} range={range} onRangeChange={setRange} />
        {/* Until the shift grid gives each day its actions: the manual clockings of the period's last day. */}
        {employee && <ManualClockingActions employee={employee} shift={{ shiftDate: range.to }} />}
        <ClockingTable period={period} idleText={idleText} />
      </PageSection>
    </>
  );
}
