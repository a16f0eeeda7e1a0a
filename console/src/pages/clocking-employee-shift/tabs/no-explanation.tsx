import { EmptyState, EmptyStateBody } from '@patternfly/react-core';
import type { TimeCalculationMethod } from '@tna/contracts';

/** A day stored before explanations were kept, or one the engine could not calculate (1000). */
export function NoExplanation({ method }: { method: TimeCalculationMethod }) {
  const failed = method.day.statuses.includes(1000);
  return (
    <EmptyState titleText={failed ? 'This day could not be calculated' : 'No explanation stored for this day'} headingLevel="h3" variant="sm">
      <EmptyStateBody>
        {failed
          ? 'The calculation method says why; correct the setup and recalculate the day.'
          : 'The day was calculated before the time engine kept its explanation. Recalculate the day to see it.'}
      </EmptyStateBody>
    </EmptyState>
  );
}
