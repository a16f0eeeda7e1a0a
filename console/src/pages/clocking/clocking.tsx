import { Content, PageSection } from '@patternfly/react-core';
import { useState } from 'react';
import type { EmployeeSummary } from '../../queries/employees';
import { BulkButtons } from './bulk/bulk-buttons';
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
        <BulkButtons range={range} />
        <ClockingTable period={period} idleText={idleText} />
      </PageSection>
    </>
  );
}
