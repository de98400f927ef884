/**
 * The typed client for the JSON API: every path, parameter, body and answer is checked by `tsc` against
 * `schema.d.ts` (generated from the server's OpenAPI document). Calls send the bearer token from the session
 * and fail with the same ApiError as the rest of lib/http.ts: a 401 ends the session and goes to /login
 * (unless the call opts out), an unreachable server gives NETWORK_ERROR, a proxy's 413 says the file is too
 * large.
 *
 *   const customer = await unwrap(api.GET('/customers/{id}', { params: { path: { id } }, signal }));
 *   await done(api.DELETE('/notifications/{id}', { params: { path: { id } } }));
 *
 * Per-call options beside openapi-fetch's own: `...PUBLIC` (no token, a 401 never ends a staff session:
 * the customer's quote page) and `...KEEP_SESSION` (a 401 is the caller's to show: the login form).
 * Uploads with progress, multipart posts and file downloads live in ./form.ts and lib/http.ts.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import { ApiError, API_BASE, NETWORK_ERROR, authHeaders, failure, parseJson, queryString } from '../http';
import type { paths } from './schema';

/** The schema's paths without their `/api` prefix (the client's base URL adds it): `/customers/{id}`. */
export type ApiPaths = { [P in keyof paths as P extends `${typeof API_BASE}${infer Rest}` ? Rest : never]: paths[P] };

export type CallFlags = {
  /** `false` for the public pages' calls: no bearer token, and a 401 never ends the staff session. */
  auth?: boolean;
  /** Leave a 401 to the caller (the login form shows "Incorrect email or password."). */
  allowUnauthorized?: boolean;
};

/** Spread into a call's options: a public page's call. */
export const PUBLIC = { auth: false } as const satisfies CallFlags;
/** Spread into a call's options: a 401 is an answer for the caller, not the end of the session. */
export const KEEP_SESSION = { allowUnauthorized: true } as const satisfies CallFlags;

/** openapi-fetch copies unknown call options onto the Request; read one of ours back. */
function flag(request: Request, name: keyof CallFlags): boolean | undefined {
  const value: unknown = Reflect.get(request, name);
  return typeof value === 'boolean' ? value : undefined;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Token in, ApiError out: the same rules as every other call of lib/http.ts. */
export const sessionMiddleware: Middleware = {
  onRequest({ request }) {
    if (!request.headers.has('Accept')) request.headers.set('Accept', 'application/json');
    if (flag(request, 'auth') !== false) {
      for (const [name, value] of Object.entries(authHeaders())) request.headers.set(name, value);
    }
    return request;
  },
  async onResponse({ request, response }) {
    if (response.ok) return undefined;
    const keepSession = flag(request, 'allowUnauthorized') === true || flag(request, 'auth') === false;
    throw failure(response.status, parseJson(await response.clone().text()), keepSession);
  },
  onError({ error }) {
    // A cancelled call (a query no longer needed) stays an AbortError; anything else is the network.
    if (isAbort(error)) return undefined;
    return new ApiError(0, NETWORK_ERROR);
  },
};

/** The page's origin: the Request that openapi-fetch builds needs an absolute URL outside a browser. */
const origin = typeof window === 'undefined' ? '' : window.location.origin;

export const api = createClient<ApiPaths>({
  baseUrl: `${origin}${API_BASE}`,
  credentials: 'same-origin',
  // As every other call: empty values left out, a list repeats its parameter (`?category=a&category=b`).
  querySerializer: (query) => queryString(query),
  // Read fetch at call time, not once at start (tests stub it per test).
  fetch: (request) => globalThis.fetch(request),
});
api.use(sessionMiddleware);

type Answer = { data?: unknown; error?: unknown; response: Response };
type Data<A extends Answer> = A extends { data: infer D } ? D : never;

/** A failure the middleware did not turn into an ApiError (it always does; this keeps the types honest). */
function unexpected(answer: Answer): ApiError {
  return failure(answer.response.status, answer.error);
}

/** The answer's data, or the ApiError of its failure: `await unwrap(api.GET(...))`. */
export async function unwrap<A extends Answer>(pending: Promise<A>): Promise<Data<A>> {
  const answer = await pending;
  if (!answer.response.ok || answer.error !== undefined) throw unexpected(answer);
  if (!hasData(answer)) throw failure(answer.response.status, undefined);
  return answer.data;
}

function hasData<A extends Answer>(answer: A): answer is A & { data: Data<A> } {
  return answer.data !== undefined;
}

/** For calls answered with no content (204): resolves once the call succeeded. */
export async function done(pending: Promise<Answer>): Promise<void> {
  const answer = await pending;
  if (!answer.response.ok || answer.error !== undefined) throw unexpected(answer);
}
