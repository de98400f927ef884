/**
 * The one HTTP client: JSON against /api, bearer token from the session, errors as ApiError.
 * Any 401 (except where a call opts out, like login) ends the session and sends the user to /login.
 */
import type { ErrorOut, FieldError } from './api/types';
import { browser } from './browser';
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
const GENERIC_ERROR = 'Something went wrong. Please try again.';

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Leave a 401 to the caller (the login form shows "Incorrect email or password."). */
  allowUnauthorized?: boolean;
};

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => browser.assign('/login');

/** The app registers a router navigation here; the default is a full page load of /login. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function parseError(status: number, body: unknown): ApiError {
  // Checked field by field: a proxy or a crash may answer with something other than ErrorOut.
  const data = (body ?? {}) as Partial<Record<keyof ErrorOut, unknown>>;
  const detail = typeof data.detail === 'string' && data.detail ? data.detail : GENERIC_ERROR;
  const errors = Array.isArray(data.errors)
    ? data.errors.filter(
        (e): e is FieldError => typeof e?.field === 'string' && typeof e?.message === 'string',
      )
    : [];
  return new ApiError(status, detail, errors);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, allowUnauthorized = false } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const { token, isAuth } = getSession();
  if (isAuth && token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }

  const data = await readJson(response);
  if (response.ok) return data as T;

  const error = parseError(response.status, data);
  if (response.status === 401 && !allowUnauthorized) {
    clearSession();
    onUnauthorized();
  }
  throw error;
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  delete: <T = void>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The text to show a person for any failure. */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR): string {
  return isApiError(error) ? error.detail : fallback;
}
