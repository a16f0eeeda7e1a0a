import { EmptyState, EmptyStateBody, PageSection } from '@patternfly/react-core';
import { useSearchParams } from 'react-router';
import { EmployeeShiftDetail } from './employee-shift-detail';

/** `/clocking-employee-shift?ID=<employee shift id>`: one day in detail. */
export function ClockingEmployeeShiftPage() {
  const [params] = useSearchParams();
  const shiftID = params.get('ID');
  return (
    <PageSection>
      {shiftID ? (
        <EmployeeShiftDetail key={shiftID} shiftID={shiftID} />
      ) : (
        <EmptyState titleText="No day chosen" headingLevel="h2">
          <EmptyStateBody>Open a day from the clocking screen.</EmptyStateBody>
        </EmptyState>
      )}
    </PageSection>
  );
}
