/**
 * A public call (no token; a 401 never ends a staff session in this browser), failing with the same ApiError as
 * every other call. Interim, until the Buying calls are in the generated schema and the typed client takes them
 * with `...PUBLIC` (see ./types.ts).
 */
import { ApiError, buildUrl, failure, NETWORK_ERROR, parseJson } from '@/lib/http';

type Method = 'GET' | 'PUT' | 'POST';

export async function publicCall<T>(method: Method, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path), {
      method,
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }
  const payload = parseJson(await response.text());
  if (!response.ok) throw failure(response.status, payload, true);
  return payload as T;
}
