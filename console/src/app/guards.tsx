import { EmptyState, Modal, ModalBody, ModalHeader } from '@patternfly/react-core';
import { hasAnyPermission, type Permission } from '@tna/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { userRights, useSession } from '../session/session';
import { HOME_PATH, UNAUTHORIZED_DIALOG_MS } from './constants';

/** Where the login page sends the user back to after a guard sent them there. */
export interface LoginRedirectState {
  from?: string;
}

/** `/`: the landing page for a logged-in user, the login page for anyone else. */
export function RootRedirect() {
  return <Navigate to={useSession() ? HOME_PATH : '/login'} replace />;
}

/** First step of the guard order: no token, no page. Also fires when a 401 ends the session mid-way. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const state: LoginRedirectState = { from: location.pathname + location.search };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}

/**
 * Guard step for the page's flags: administrators and holders of any one flag see the page; anyone
 * else gets the "Unauthorized access" dialog for two seconds and is then sent to the landing page.
 */
export function RequirePermission({ permissions, children }: { permissions?: readonly Permission[]; children: ReactNode }) {
  const session = useSession();
  if (!session || !permissions || hasAnyPermission(userRights(session), permissions)) return children;
  return <Unauthorized />;
}

function Unauthorized() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [isOpen, setIsOpen] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => {
      setIsOpen(false);
      // The landing page has nowhere further to send the user; the dialog's text stays on it.
      if (pathname !== HOME_PATH) navigate(HOME_PATH, { replace: true });
    }, UNAUTHORIZED_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [navigate, pathname]);

  return (
    <>
      <EmptyState titleText="Unauthorized access" headingLevel="h1" status="danger" />
      <Modal variant="small" isOpen={isOpen} onClose={() => setIsOpen(false)} aria-labelledby="unauthorized-title">
        <ModalHeader title="Error" titleIconVariant="danger" labelId="unauthorized-title" />
        <ModalBody>Unauthorized access</ModalBody>
      </Modal>
    </>
  );
}
