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

/** The page of accounts with the web-clock-in block (part 1 §4). */
export const WEB_CLOCKING_PATH = '/webclocking';

/**
 * The guard order's first steps (part 1 §4): no token, no page (also when a 401 ends the session
 * mid-way); an expired password, only /new-password, as the api refuses everything else; the
 * web-clock-in block, only /webclocking.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const state: LoginRedirectState = { from: location.pathname + location.search };
    return <Navigate to="/login" replace state={state} />;
  }
  if (session.mustChangePassword) return <Navigate to="/new-password" replace />;
  if (session.webClockingOnly && location.pathname !== WEB_CLOCKING_PATH) return <Navigate to={WEB_CLOCKING_PATH} replace />;
  return children;
}

/**
 * /new-password's guard (part 1 §2): a logged-in user, else `/`; the web-clock-in block sends to
 * /webclocking, unless the password has expired, which the blocked user must still be able to change.
 */
export function RequirePasswordSession({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session) return <Navigate to="/" replace />;
  if (session.webClockingOnly && !session.mustChangePassword) return <Navigate to={WEB_CLOCKING_PATH} replace />;
  return children;
}

/**
 * Guard step for the page's flags: administrators and holders of any one flag see the page; anyone
 * else gets the "Unauthorized access" dialog for two seconds and is then sent to the landing page,
 * or, for a page that names one, straight to its `otherwise` page (the landing page's own rule).
 */
export function RequirePermission({ permissions, otherwise, children }: { permissions?: readonly Permission[]; otherwise?: string; children: ReactNode }) {
  const session = useSession();
  if (!session || !permissions || hasAnyPermission(userRights(session), permissions)) return children;
  if (otherwise) return <Navigate to={otherwise} replace />;
  return <Unauthorized />;
}

function Unauthorized() {
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => {
      setIsOpen(false);
      navigate(HOME_PATH, { replace: true });
    }, UNAUTHORIZED_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

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
