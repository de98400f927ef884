import { vi } from 'vitest';

export type MockResponse = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = MockResponse | ((request: { url: string; method: string; body: unknown }) => MockResponse);

export type FetchCall = { method: string; path: string; body: unknown; headers: Record<string, string>; init: RequestInit };

/** `authorization` → `Authorization`: a Headers object lowercases names, the tests read them as sent. */
const headerName = (name: string) => name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  if (headers instanceof Headers) return Object.fromEntries([...headers.entries()].map(([k, v]) => [headerName(k), v]));
  return (headers ?? {}) as Record<string, string>;
}

/** The body of a Request, read later: the call is recorded as it is made, its body once read. */
const requestBodies = new WeakMap<RequestInit, Promise<BodyInit | undefined>>();

async function readBody(request: Request): Promise<BodyInit | undefined> {
  if (!request.body) return undefined;
  const type = request.headers.get('Content-Type') ?? '';
  return type.startsWith('multipart/form-data') ? request.formData() : request.text();
}

/**
 * The typed client (openapi-fetch) calls `fetch(request)` with a Request for an absolute URL; other calls pass
 * a relative URL and an init. The mock sees both the second way: `('/api/x?q=1', { method, headers, body })`.
 */
function asUrlAndInit(input: RequestInfo | URL, init: RequestInit = {}): [string, RequestInit] {
  if (!(input instanceof Request)) return [String(input), init];
  const url = new URL(input.url);
  const relative = url.origin === window.location.origin ? `${url.pathname}${url.search}` : input.url;
  const normalised: RequestInit = {
    method: input.method,
    headers: headerRecord(input.headers),
    credentials: input.credentials,
    signal: input.signal,
  };
  requestBodies.set(normalised, readBody(input.clone()));
  return [relative, normalised];
}

/**
 * Stub `fetch` with answers keyed by "METHOD /api/path" (query string ignored). Unknown calls answer 404.
 * Returns the list of calls made, in order.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0];
    const call: FetchCall = { method, path, body: undefined, headers: headerRecord(init.headers), init };
    calls.push(call);
    const pending = requestBodies.get(init);
    if (pending) call.init = { ...init, body: await pending };
    const sent = call.init.body;
    const body = typeof sent === 'string' && sent ? (JSON.parse(sent) as unknown) : undefined;
    call.body = body;
    const handler = routes[`${method} ${path}`];
    const answer = typeof handler === 'function' ? handler({ url, method, body }) : handler;
    const status = answer?.status ?? (handler ? 200 : 404);
    const payload = answer?.body ?? (handler ? undefined : { detail: 'Not found', errors: [] });
    return new Response(payload === undefined || status === 204 ? null : JSON.stringify(payload), {
      status,
      headers: { 'Content-Type': 'application/json', ...answer?.headers },
    });
  });
  // Whatever the caller passed, the mock is called at once with a relative URL and an init (see asUrlAndInit).
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetchMock(...asUrlAndInit(input, init))),
  );
  return { calls, fetchMock, count: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).length };
}
