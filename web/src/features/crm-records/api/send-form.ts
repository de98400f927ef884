/**
 * Multipart posts (uploads and links) through XMLHttpRequest, the one browser API that reports upload
 * progress. Same contract as lib/http: bearer token, errors as ApiError, a 401 ends the session.
 */
import { API_BASE, ApiError, NETWORK_ERROR, type FieldError } from '@/lib/http';
import { showNotificationBar } from '@/lib/notification-bar';
import { clearSession, getSession } from '@/lib/session';

const GENERIC_ERROR = 'Something went wrong. Please try again.';
const TOO_LARGE = 'This file is too large to upload.';

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function toError(status: number, body: unknown): ApiError {
  const data = (body ?? {}) as { detail?: unknown; errors?: unknown };
  const fallback = status === 413 ? TOO_LARGE : GENERIC_ERROR;
  const detail = typeof data.detail === 'string' && data.detail ? data.detail : fallback;
  const errors = Array.isArray(data.errors)
    ? (data.errors as FieldError[]).filter((e) => typeof e?.field === 'string' && typeof e?.message === 'string')
    : [];
  return new ApiError(status, detail, errors);
}

export type SendOptions = {
  /** Called with the share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

export function sendForm<T>(path: string, form: FormData, { onProgress, signal }: SendOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const { token, isAuth } = getSession();
    if (isAuth && token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as T);
        return;
      }
      if (xhr.status === 401) {
        clearSession();
        showNotificationBar('Your session has expired. Please log in again.', 'error');
      }
      reject(toError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
