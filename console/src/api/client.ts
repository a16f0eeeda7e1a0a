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
export async function callApi<T>(call: string, options: CallOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, query, anonymous = false } = options;
  const headers: Record<string, string> = {};
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
