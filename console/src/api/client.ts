import { clearSession, getSession } from '../session/session';

/** A non-2xx answer of the api; `body` is the parsed JSON (for example `{error}`) or the raw text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(errorText(status, body));
    this.name = 'ApiError';
  }
}

/** What to show of a failed call: the api's `message` where it gives one, else the error's own text. */
export const messageOf = (error: Error): string => (error instanceof ApiError && (error.body as { message?: string } | undefined)?.message) || error.message;

function errorText(status: number, body: unknown): string {
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') return body.error;
  if (typeof body === 'string' && body) return body;
  return `Request failed with status ${status}`;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  /** Public calls (UserLogin) go without the Token header. */
  anonymous?: boolean;
}

/** Reads are the `Get…` calls; every other call changes state and carries an Idempotency-Key. */
const changesState = (call: string, method: string) => method !== 'GET' && !call.startsWith('Get');

/**
 * The user action each state-changing request belongs to, by call and content. A second click
 * while the first request runs joins that request; a retry after an unknown outcome (no answer,
 * 502–504) sends the first key again, so a server that honours the key runs the action once.
 * A definite answer ends the action: the same content sent later is a new action.
 */
const actions = new Map<string, { key: string; pending?: Promise<unknown> }>();

/** A random key; `crypto.randomUUID` exists only on https or localhost, the console may be served on plain http. */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** No answer, or a gateway's: the call may or may not have been carried out (asked again, it is with the same key). */
export const outcomeUnknown = (error: unknown) => !(error instanceof ApiError) || error.status === 502 || error.status === 503 || error.status === 504;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Calls `/api/<call>`; resolves with the parsed answer, rejects with an ApiError. */
export function callApi<T>(call: string, options: CallOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  // Anonymous calls (UserLogin) are no actions to repeat, and their bodies hold passwords.
  if (options.anonymous || !changesState(call, method)) return send<T>(call, method, options);
  const action = `${method} ${call} ${JSON.stringify(options.query ?? {})} ${JSON.stringify(options.body ?? null)}`;
  const known = actions.get(action);
  if (known?.pending) return known.pending as Promise<T>;
  const key = known?.key ?? newKey();
  const pending = send<T>(call, method, options, key).then(
    (answer) => {
      actions.delete(action);
      return answer;
    },
    (error: unknown) => {
      if (outcomeUnknown(error)) actions.set(action, { key });
      else actions.delete(action);
      throw error;
    },
  );
  actions.set(action, { key, pending });
  return pending;
}

async function send<T>(call: string, method: string, options: CallOptions, idempotencyKey?: string): Promise<T> {
  const { body, query, anonymous = false } = options;
  const headers: Record<string, string> = {};
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = anonymous ? undefined : getSession()?.securityToken;
  if (token) headers.Token = token;

  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
  const response = await fetch(`/api/${call}${search}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await readBody(response);
  if (!response.ok) {
    // A 401 on a call that carried the token means the api no longer knows the session.
    if (response.status === 401 && token) clearSession();
    throw new ApiError(response.status, answer);
  }
  return answer as T;
}

/**
 * GETs a file the api serves only over the session (an export's `downloadUrl`): with the Token
 * header, as every call, so never as a plain link. Answers the bytes and the file's name.
 */
export async function downloadApiFile(url: string): Promise<{ blob: Blob; fileName: string }> {
  const token = getSession()?.securityToken;
  const response = await fetch(url, { headers: token ? { Token: token } : {} });
  if (!response.ok) {
    if (response.status === 401 && token) clearSession();
    throw new ApiError(response.status, await readBody(response));
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export';
  return { blob: await response.blob(), fileName };
}

/** Fetches a file with the session (downloadApiFile) and hands it to the browser as a download, through an object URL. */
export async function saveApiFile(url: string): Promise<void> {
  const { blob, fileName } = await downloadApiFile(url);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}
