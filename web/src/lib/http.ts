/**
 * What every call against /api shares: the bearer token, the ApiError of a failure (any 401, except where
 * a call opts out like login, ends the session and sends the user to /login), the query string; and what the
 * typed client (lib/api/client.ts) cannot do: uploads that report progress, multipart posts and file
 * downloads. JSON calls go through the typed client; multipart ones through lib/api/form.ts, typed the same way.
 */
import type { ErrorOut, FieldError } from './api/types';
import { browser } from './browser';
import { saveFile } from './save-file';
import { clearSession, getSession } from './session';

export const API_BASE = '/api';

export type { FieldError };

export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly errors: FieldError[];

  constructor(status: number, detail: string, errors: FieldError[] = []) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.errors = errors;
  }
}

export const NETWORK_ERROR = 'Cannot reach the server. Check your connection and try again.';
export const GENERIC_ERROR = 'Something went wrong. Please try again.';
/** A proxy refuses an oversized body with its own page (no ErrorOut): say what that means. */
const TOO_LARGE_ERROR = 'This file is too large to upload.';

type QueryValue = string | number | boolean | null | undefined;
/** A list repeats its parameter (`?category=block&category=paver`). */
type Query = Record<string, QueryValue | readonly QueryValue[]>;

type RequestOptions = {
  /** A multipart body (sent as it is: the browser sets the Content-Type with its boundary); none for a GET. */
  body?: FormData;
  query?: Query;
  signal?: AbortSignal;
};

export type UploadOptions = {
  query?: Query;
  signal?: AbortSignal;
  /** Called with the share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
};

export type DownloadOptions = {
  query?: Query;
  signal?: AbortSignal;
  /** The name to save under when the server sends none (no Content-Disposition). */
  filename: string;
};

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => browser.assign('/login');

/** The app registers a router navigation here; the default is a full page load of /login. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/**
 * The query string of a call (without `?`): empty values are left out and a list repeats its parameter.
 * The typed client serialises its query parameters with it too.
 */
export function queryString(query?: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, values] of Object.entries(query ?? {})) {
    for (const value of Array.isArray(values) ? values : [values]) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        if (value !== '') params.append(key, String(value));
      }
    }
  }
  return params.toString();
}

export function buildUrl(path: string, query?: Query): string {
  const search = queryString(query);
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/** A link the API handed out (`download_url: "/api/files/4/download"`) as a path for these calls. */
export function apiPath(url: string): string {
  return url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : url;
}

export function authHeaders(): Record<string, string> {
  const { token, isAuth } = getSession();
  return isAuth && token ? { Authorization: `Bearer ${token}` } : {};
}

export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function readJson(response: Response): Promise<unknown> {
  return parseJson(await response.text());
}

/** The ApiError for a failed answer; a 401 also ends the session (unless the call allows it). */
export function failure(status: number, body: unknown, allowUnauthorized = false): ApiError {
  // Checked field by field: a proxy or a crash may answer with something other than ErrorOut.
  const data = (body ?? {}) as Partial<Record<keyof ErrorOut, unknown>>;
  const fallback = status === 413 ? TOO_LARGE_ERROR : GENERIC_ERROR;
  const detail = typeof data.detail === 'string' && data.detail ? data.detail : fallback;
  const errors = Array.isArray(data.errors)
    ? data.errors.filter(
        (e): e is FieldError => typeof e?.field === 'string' && typeof e?.message === 'string',
      )
    : [];
  if (status === 401 && !allowUnauthorized) {
    clearSession();
    onUnauthorized();
  }
  return new ApiError(status, detail, errors);
}

/** The response of a successful fetch (a GET, or a POST of a form); a failure is thrown as an ApiError. */
async function send(path: string, { body, query, signal }: RequestOptions, accept: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Accept: accept, ...authHeaders() },
      body,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (response.ok) return response;
  throw failure(response.status, await readJson(response));
}

/** A multipart POST (a CSV import, a recorded link) answered with JSON; lib/api/form.ts types it. */
export async function postForm<T>(path: string, form: FormData, { query, signal }: Omit<RequestOptions, 'body'> = {}): Promise<T> {
  const response = await send(path, { body: form, query, signal }, 'application/json');
  return (await readJson(response)) as T;
}

/**
 * A multipart POST through XMLHttpRequest, the one browser API that reports upload progress; answered
 * with JSON like any other call.
 */
export function upload<T>(path: string, form: FormData, { query, signal, onProgress }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const aborted = () => new DOMException('The upload was cancelled.', 'AbortError');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, query));
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as T);
      } else {
        reject(failure(xhr.status, body));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    xhr.onabort = () => reject(aborted());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** The file name a download was sent with (Content-Disposition), or the fallback. */
function attachmentName(response: Response, fallback: string): string {
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

/**
 * Downloads need the bearer token, so a plain link cannot carry them: fetch the file and hand it to the
 * browser to save under the name the server gave it. Answers that name.
 */
export async function download(path: string, { query, signal, filename }: DownloadOptions): Promise<string> {
  const { blob, name } = await fetchFile(path, { query, signal, filename });
  saveFile(blob, name);
  return name;
}

/** A file fetched with the token but kept in the browser (to show a PDF in the page), with its name. */
export async function fetchFile(
  path: string,
  { query, signal, filename }: DownloadOptions,
): Promise<{ blob: Blob; name: string }> {
  const response = await send(path, { query, signal }, '*/*');
  return { blob: await response.blob(), name: attachmentName(response, filename) };
}

/** What lib/http.ts does that the typed client cannot: multipart posts, uploads with progress, file downloads. */
export const http = { postForm, upload, download, fetchFile };

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The text to show a person for any failure. */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR): string {
  return isApiError(error) ? error.detail : fallback;
}
