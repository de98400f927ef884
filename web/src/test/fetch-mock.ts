import { vi } from 'vitest';

export type MockResponse = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = MockResponse | ((request: { url: string; method: string; body: unknown }) => MockResponse);

export type FetchCall = { method: string; path: string; body: unknown; headers: Record<string, string>; init: RequestInit };

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
    calls.push({ method, path, body, headers: (init.headers ?? {}) as Record<string, string>, init });
    const handler = routes[`${method} ${path}`];
    const answer = typeof handler === 'function' ? handler({ url, method, body }) : handler;
    const status = answer?.status ?? (handler ? 200 : 404);
    const payload = answer?.body ?? (handler ? undefined : { detail: 'Not found', errors: [] });
    return new Response(payload === undefined || status === 204 ? null : JSON.stringify(payload), {
      status,
      headers: { 'Content-Type': 'application/json', ...answer?.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, count: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).length };
}
