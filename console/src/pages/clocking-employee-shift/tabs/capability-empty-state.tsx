import { EmptyState, EmptyStateBody } from '@patternfly/react-core';
import CubesIcon from '@patternfly/react-icons/dist/esm/icons/cubes-icon';

/** A tab whose data a capability not built yet brings: it says so, and shows nothing invented. */
export function CapabilityEmptyState({ title, capability }: { title: string; capability: string }) {
  return (
    <EmptyState titleText={title} headingLevel="h3" icon={CubesIcon} variant="sm">
      <EmptyStateBody>{`${title} come with the ${capability} capability; there is nothing to show for this day yet.`}</EmptyStateBody>
    </EmptyState>
  );
}
