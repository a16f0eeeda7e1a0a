import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import { App } from '../app/app';
import { routes } from '../app/routes';
import { clearSession, setSession, type Session } from '../session/session';

// Pages load lazily; loading every page module up front keeps a test from waiting on a first import.
import.meta.glob(['../pages/**/*.tsx', '!**/*.spec.tsx'], { eager: true });

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Renders the whole console at `path`, with a QueryClient that fails at once instead of retrying. */
const failingAtOnce = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

export function renderRoute(path: string) {
  const queryClient = failingAtOnce();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { ...render(<App router={router} queryClient={queryClient} />), router };
}

/** Renders one component without the app around it, with the same QueryClient as renderRoute. */
export const renderWithQueries = (ui: ReactElement) => render(<QueryClientProvider client={failingAtOnce()}>{ui}</QueryClientProvider>);

export const aSession = (overrides: Partial<Session> = {}): Session => ({
  value: 'Olive Operator',
  userID: 'u-olive',
  securityToken: 'token-1',
  isAdministrator: false,
  loginTime: '2025-03-03T07:00:00.000Z',
  permissions: ['empClockings'],
  mustChangePassword: false,
  ...overrides,
});

export const logIn = (overrides: Partial<Session> = {}) => setSession(aSession(overrides));

export interface ApiRequest {
  call: string;
  body: unknown;
  token: string | null;
}

/** A non-200 answer; any other value is sent as the JSON body of a 200. */
class StatusAnswer {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}

export const withStatus = (status: number, body?: unknown) => new StatusAnswer(status, body);

/** The answer to one call, or a function of the request giving it. */
export type MockAnswer = unknown;

/**
 * Replaces `fetch` with the given api: `/api/<call>` answers from `answers[call]`, anything else
 * fails the test. Returns the requests made, in order.
 */
export function mockApi(answers: Record<string, MockAnswer>): ApiRequest[] {
  const requests: ApiRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const call = input.replace(/^\/api\//, '').replace(/\?.*$/, '');
    const request: ApiRequest = {
      call,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      token: new Headers(init.headers).get('Token'),
    };
    requests.push(request);
    if (!(call in answers)) throw new Error(`Unexpected call ${input}`);
    const given = answers[call];
    const answer = typeof given === 'function' ? given(request) : given;
    const { status, body } = answer instanceof StatusAnswer ? answer : { status: 200, body: answer };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return requests;
}
