import { Button, EmptyState, EmptyStateBody, EmptyStateFooter, PageSection } from '@patternfly/react-core';
import ClockIcon from '@patternfly/react-icons/dist/esm/icons/clock-icon';
import { Navigate, useNavigate } from 'react-router';
import { HOME_PATH } from '../../app/constants';
import { useLogoutMutation } from '../../queries/session';
import { useSession } from '../../session/session';

/**
 * /webclocking for an account with the web-clock-in block: every guarded page sends it here, and
 * it has no other page to go to, so the way out is to log out.
 */
export function WebClockingBlockedPage() {
  const logout = useLogoutMutation();
  const navigate = useNavigate();
  // The web clocking screen itself is not part of the console yet: other users have nothing here.
  if (!useSession()?.webClockingOnly) return <Navigate to={HOME_PATH} replace />;
  return (
    <PageSection isFilled>
      <EmptyState titleText="Web Clocking" headingLevel="h1" icon={ClockIcon}>
        <EmptyStateBody>This account may only use web clocking. The other pages of the console are not open to it.</EmptyStateBody>
        <EmptyStateFooter>
          <Button
            variant="secondary"
            onClick={() => {
              logout.mutate();
              navigate('/login', { replace: true });
            }}
          >
            Log out
          </Button>
        </EmptyStateFooter>
      </EmptyState>
    </PageSection>
  );
}
