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

/**
 * The typed client (openapi-fetch) calls `fetch(request)` with a Request for an absolute URL; other calls pass
 * a relative URL and an init. Both are seen by the mock as the second form: `('/api/x?q=1', { method, headers,
 * body })`, with the body as sent (a JSON string, a FormData).
 */
async function asUrlAndInit(input: RequestInfo | URL, init: RequestInit = {}): Promise<[string, RequestInit]> {
  if (!(input instanceof Request)) return [String(input), init];
  const url = new URL(input.url);
  const relative = url.origin === window.location.origin ? `${url.pathname}${url.search}` : input.url;
  let body: BodyInit | undefined;
  if (input.body) {
    const type = input.headers.get('Content-Type') ?? '';
    body = type.startsWith('multipart/form-data') ? await input.clone().formData() : await input.clone().text();
  }
  return [
    relative,
    {
      method: input.method,
      headers: headerRecord(input.headers),
      body,
      credentials: input.credentials,
      signal: input.signal,
    },
  ];
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
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body, headers: headerRecord(init.headers), init });
    const handler = routes[`${method} ${path}`];
    const answer = typeof handler === 'function' ? handler({ url, method, body }) : handler;
    const status = answer?.status ?? (handler ? 200 : 404);
    const payload = answer?.body ?? (handler ? undefined : { detail: 'Not found', errors: [] });
    return new Response(payload === undefined || status === 204 ? null : JSON.stringify(payload), {
      status,
      headers: { 'Content-Type': 'application/json', ...answer?.headers },
    });
  });
  // The stub hands the mock a relative URL and an init whatever the caller passed (see asUrlAndInit).
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => fetchMock(...(await asUrlAndInit(input, init)))),
  );
  return { calls, fetchMock, count: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).length };
}
