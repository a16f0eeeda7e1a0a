import { callByName, hasPermission, isPermission, type PermissionSet, type UserLoginResponse, type UserRights } from '@tna/contracts';
import { useSyncExternalStore } from 'react';

/** The console's session is the login answer, as UserLogin gave it. */
export type Session = UserLoginResponse;

const storageKey = 'tna.session';

// sessionStorage keeps the session across reloads of this tab and ends it with the tab.
function read(): Session | null {
  const raw = sessionStorage.getItem(storageKey);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Session;
  } catch {
    return null;
  }
}

let current = read();
const listeners = new Set<() => void>();

function publish(next: Session | null) {
  current = next;
  listeners.forEach((listener) => listener());
}

export function getSession(): Session | null {
  return current;
}

export function setSession(session: Session) {
  sessionStorage.setItem(storageKey, JSON.stringify(session));
  publish(session);
}

/** Changes part of the session, as when the password has been changed. */
export function updateSession(patch: Partial<Session>) {
  if (current) setSession({ ...current, ...patch });
}

export function clearSession() {
  sessionStorage.removeItem(storageKey);
  publish(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current session; components re-render when it starts or ends (also when the API client ends it on a 401). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession);
}

/** The login answer lists granted flags; the contracts' checks take one boolean per flag. */
export function userRights(session: Session): UserRights {
  const permissions: PermissionSet = Object.fromEntries(
    session.permissions.filter(isPermission).map((flag) => [flag, true]),
  );
  return { isAdministrator: session.isAdministrator, permissions };
}

/** Whether the session may make a call of the catalogue: the flags are the call's own, so a screen never lists them again. */
export function canCall(session: Session | null, call: string): boolean {
  const def = callByName(call);
  return session !== null && def !== undefined && hasPermission(def, userRights(session));
}
