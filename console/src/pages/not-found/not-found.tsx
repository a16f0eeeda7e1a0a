import { Button, EmptyState, EmptyStateBody, EmptyStateFooter, PageSection } from '@patternfly/react-core';
import ExclamationTriangleIcon from '@patternfly/react-icons/dist/esm/icons/exclamation-triangle-icon';
import { DashboardLink } from '../../app/home-link';

export function NotFoundPage() {
  return (
    <PageSection isFilled>
      <EmptyState titleText="Oops, page not found" headingLevel="h1" icon={ExclamationTriangleIcon}>
        <EmptyStateBody>The address does not lead to a page of the console.</EmptyStateBody>
        <EmptyStateFooter>
          <Button variant="primary" component={DashboardLink}>
            Back to the dashboard
          </Button>
        </EmptyStateFooter>
      </EmptyState>
    </PageSection>
  );
}
