/** Provisional JSON calls for the task pad until its OpenAPI lands (then the typed client replaces them). */
import { ApiError, NETWORK_ERROR, authHeaders, buildUrl, failure, parseJson } from '@/lib/http';

type Query = Record<string, string | number | boolean | null | undefined>;

export async function call<T>(method: string, path: string, { query, body, signal }: { query?: Query; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...authHeaders() },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }
  const data = parseJson(await response.text());
  if (!response.ok) throw failure(response.status, data);
  return data as T;
}
