// The API client, typed by the OpenAPI document: `api.post('/api/auth/register', { body })` is
// checked for its path, method, path and query parameters and body, and its reply is inferred
// from `paths` (src/types/api.gen.ts, generated). No reply type is written by hand.
import { env } from '@/config/env';
import type { ApiErrorBody } from '@/types/api';
import type { paths } from '@/types/api.gen';
import { meansSessionLost, reportSessionLost } from './session-lost';

/**
 * A failed API call: the HTTP status (0 when no response arrived) and the JSON error body. The
 * body is partial: a proxy's 502 or a lost connection has none.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<ApiErrorBody>;

  constructor(status: number, body: Partial<ApiErrorBody>, fallback: string) {
    super(body.message ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's own message, if it sent one. */
  get serverMessage(): string | undefined {
    return this.body.message;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The server's message for `error`, else `fallback` (the spec's wording for each failure). */
export const errorMessage = (error: unknown, fallback: string) =>
  (isApiError(error) ? error.serverMessage : undefined) ?? fallback;

// --- Types read from the document -------------------------------------------------------------

type Method = 'get' | 'put' | 'post' | 'delete';

/** The document's paths that have an operation for `M`. */
export type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends undefined ? never : P;
}[keyof paths];

type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

type Json<R> = R extends { content: { 'application/json': infer J } } ? J : undefined;
type Responses<O> = O extends { responses: infer R } ? R : never;
type SuccessStatus = 200 | 201 | 202 | 204;

/** The JSON body of any success status of an operation (register: 200 or 201). */
export type Reply<O> = Json<Responses<O>[SuccessStatus & keyof Responses<O>]>;

type OpParams<O> = O extends { parameters: infer P } ? P : never;
type PathOption<O> = OpParams<O> extends { path: infer X } ? { params: X } : { params?: never };
type Query<O> = OpParams<O> extends { query?: infer Q } ? NonNullable<Q> : never;
type QueryOption<O> = [Query<O>] extends [never] ? { query?: never } : { query?: Query<O> };
/** A JSON body as `body`; a multipart form as `form`, its fields named by the document. */
type BodyOption<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B; form?: never }
  : O extends { requestBody: { content: { 'multipart/form-data': infer F } } }
    ? { form: { [K in keyof F]: string | Blob }; body?: never }
    : { body?: never; form?: never };

/** The JSON body of `M` on path `P`, as the document types it. */
export type RequestBody<M extends Method, P extends PathsWith<M>> =
  Operation<P, M> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;

/** What a call of operation `O` takes besides its path. */
type CallInit<O> = PathOption<O> & QueryOption<O> & BodyOption<O> & { signal?: AbortSignal };
/** The init argument, optional when nothing in it is required. */
type InitArgs<O> = Partial<CallInit<O>> extends CallInit<O> ? [init?: CallInit<O>] : [init: CallInit<O>];

// --- The request ------------------------------------------------------------------------------

/** What a call carries at run time (its types checked by `api` against the document). */
type Init = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  form?: Record<string, string | Blob>;
  signal?: AbortSignal;
};

// The document's paths start at the server's root (`/api/...`, `/healthz`, `/uploads/{file}`);
// env.API_BASE says where `/api` is served, so requests go to the root it is mounted on.
const SERVER_ROOT = env.API_BASE.replace(/\/api\/?$/, '');

/** `/api/jobs/{id}` with `{ id }` filled in (encoded), then the query without empty values. */
export function buildUrl(path: string, { params, query }: Pick<Init, 'params' | 'query'> = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const tail = search.toString();
  return `${SERVER_ROOT}${filled}${tail ? `?${tail}` : ''}`;
}

const parseBody = async (response: Response): Promise<unknown> => {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
};

/**
 * Calls the API on the same origin with the session cookie, never cached, aborted after 80 s.
 * Resolves with the JSON body; rejects with an ApiError, or with the caller's own abort
 * untouched (so React Query ignores a cancelled query).
 */
async function request(method: Method, path: string, init: Init = {}): Promise<unknown> {
  const url = buildUrl(path, init);
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(new DOMException('Request timed out', 'TimeoutError')), env.API_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(init.signal?.reason);
  init.signal?.addEventListener('abort', onCallerAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (init.form) {
    // Multipart: the browser sets the boundary.
    const form = new FormData();
    for (const [name, value] of Object.entries(init.form)) form.append(name, value);
    body = form;
  } else if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body);
  }

  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method: method.toUpperCase(),
        headers,
        body,
        credentials: 'include',
        cache: 'no-store',
        signal: controller.signal,
      });
    } catch (cause) {
      if (init.signal?.aborted) throw cause;
      const timedOut = controller.signal.aborted;
      throw new ApiError(
        0,
        {},
        timedOut ? 'The request timed out. Please try again.' : 'Network error. Please check your connection and try again.',
      );
    }
    const data = await parseBody(response);
    if (!response.ok) {
      // The session ended while the app was open: handled once for the whole app (session-lost.ts).
      if (response.status === 401 && meansSessionLost(path)) reportSessionLost();
      // Every documented error reply is an ErrorBody; anything else (a proxy's page) counts as none.
      const errorBody = data && typeof data === 'object' ? (data as Partial<ApiErrorBody>) : {};
      throw new ApiError(response.status, errorBody, response.statusText || `Request failed with status ${response.status}`);
    }
    return data;
  } finally {
    clearTimeout(timeout);
    init.signal?.removeEventListener('abort', onCallerAbort);
  }
}

const method =
  <M extends Method>(name: M) =>
  <P extends PathsWith<M>>(path: P, ...[init]: InitArgs<Operation<P, M>>): Promise<Reply<Operation<P, M>>> =>
    request(name, path, init as Init) as Promise<Reply<Operation<P, M>>>;

/** The API, one function per HTTP method, each typed by the OpenAPI document. */
export const api = {
  get: method('get'),
  post: method('post'),
  put: method('put'),
  delete: method('delete'),
};
