/**
 * The two kinds of call the JSON client does not make: multipart uploads (CSV import) and file downloads
 * (CSV export). Same base, bearer token and error shape as `lib/http`; a 401 ends the session, which sends
 * the person to /login.
 */
import type { ErrorOut, FieldError } from '@/lib/api/types';
import { ApiError, buildUrl, NETWORK_ERROR } from '@/lib/http';
import { clearSession, getSession } from '@/lib/session';

type Options = {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | boolean | null | undefined>;
  form?: FormData;
  signal?: AbortSignal;
};

async function toApiError(response: Response): Promise<ApiError> {
  let data: Partial<Record<keyof ErrorOut, unknown>> = {};
  try {
    data = ((await response.json()) ?? {}) as typeof data;
  } catch {
    // Not JSON (a proxy's error page): the status text is all there is.
  }
  const detail =
    typeof data.detail === 'string' && data.detail ? data.detail : `The server answered ${response.status}. Please try again.`;
  const errors = Array.isArray(data.errors)
    ? data.errors.filter((e): e is FieldError => typeof e?.field === 'string' && typeof e?.message === 'string')
    : [];
  return new ApiError(response.status, detail, errors);
}

/** The response of a successful call; anything else is thrown as an ApiError. */
export async function send(path: string, { method = 'GET', query, form, signal }: Options = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  const { token, isAuth } = getSession();
  if (isAuth && token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: form, credentials: 'same-origin', signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (response.ok) return response;
  const error = await toApiError(response);
  if (response.status === 401) clearSession();
  throw error;
}

/** The file name a download was sent with (Content-Disposition), or the fallback. */
export function attachmentName(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // A malformed encoding: try the plain form.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1] : fallback;
}
