import { request as httpRequest } from 'node:http';

/** A thin client for `/api/<Call>` as the console and third-party clients use it. */
export class ApiClient {
  token?: string;

  constructor(readonly baseUrl: string) {}

  async login(username: string, password: string): Promise<void> {
    const response = await this.call('UserLogin', { username, password });
    if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
    this.token = (response.body as { securityToken: string }).securityToken;
  }

  async call<T = unknown>(
    name: string,
    body?: unknown,
    options: { method?: string; query?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: T }> {
    const url = new URL(`/api/${name}`, this.baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = { ...options.headers };
    if (this.token) headers.Token = this.token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url, { method: options.method ?? 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed as T };
  }

  /**
   * Posts a body the server refuses on its headers alone (413 on the declared length): the
   * headers go first and the answer is awaited for a moment before any of the body is sent, as a
   * client that honours an early answer does. Sending the body at once races the server's close
   * (EPIPE before the answer is read).
   */
  callRefusedEarly(name: string, body: unknown, waitMs = 5_000): Promise<{ status: number; body: unknown }> {
    const payload = Buffer.from(JSON.stringify(body));
    return new Promise((resolve, reject) => {
      let answered = false;
      const request = httpRequest(new URL(`/api/${name}`, this.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': payload.length, ...(this.token ? { Token: this.token } : {}) },
      });
      const sendBody = setTimeout(() => request.end(payload), waitMs);
      request.on('response', (response) => {
        answered = true;
        clearTimeout(sendBody);
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : null });
          request.destroy();
        });
      });
      request.on('error', (error) => {
        clearTimeout(sendBody);
        if (!answered) reject(error);
      });
      request.flushHeaders();
    });
  }

  /** Posts a call and answers the response itself, for tests that read its headers (`Retry-After`). */
  raw(name: string, body: unknown): Promise<Response> {
    return fetch(new URL(`/api/${name}`, this.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { Token: this.token } : {}) },
      body: JSON.stringify(body),
    });
  }

  /** Calls and insists on a 2xx; the error names the call and what came back. */
  async ok<T = unknown>(name: string, body?: unknown, options?: { method?: string; query?: Record<string, string>; headers?: Record<string, string> }): Promise<T> {
    const response = await this.call<T>(name, body, options);
    if (response.status < 200 || response.status > 299) throw new Error(`${name} answered ${response.status}: ${JSON.stringify(response.body)}`);
    return response.body;
  }
}
