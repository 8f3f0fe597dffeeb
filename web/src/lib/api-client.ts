import { env } from '@/config/env';
import type { ApiErrorBody } from '@/types/api';

/** A failed API call: the HTTP status (0 when no response arrived) and the JSON error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody, fallback: string) {
    super(body.message ?? body.error ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's own message, if it sent one. */
  get serverMessage(): string | undefined {
    return this.body.message ?? this.body.error;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The server's message for `error`, else `fallback` (the spec's wording for each failure). */
export const errorMessage = (error: unknown, fallback: string) =>
  (isApiError(error) ? error.serverMessage : undefined) ?? fallback;

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart (the browser sets the boundary). */
  formData?: FormData;
  signal?: AbortSignal;
};

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
 * Calls `${API_BASE}${path}` on the same origin with the session cookie, never cached,
 * aborted after 80 s. Resolves with the JSON body; rejects with an ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(new DOMException('Request timed out', 'TimeoutError')), env.API_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }

  try {
    let response: Response;
    try {
      response = await fetch(`${env.API_BASE}${path}`, {
        method: options.method ?? (body ? 'POST' : 'GET'),
        headers,
        body,
        credentials: 'include',
        cache: 'no-store',
        signal: controller.signal,
      });
    } catch (cause) {
      // A caller's own cancellation is re-thrown untouched so React Query can ignore it.
      if (options.signal?.aborted) throw cause;
      const timedOut = controller.signal.aborted;
      throw new ApiError(
        0,
        {},
        timedOut ? 'The request timed out. Please try again.' : 'Network error. Please check your connection and try again.',
      );
    }
    const data = await parseBody(response);
    if (!response.ok) {
      const errorBody = data && typeof data === 'object' ? (data as ApiErrorBody) : {};
      throw new ApiError(response.status, errorBody, response.statusText || `Request failed with status ${response.status}`);
    }
    return data as T;
  } finally {
    clearTimeout(timeout);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { method: 'GET', signal }),
  post: <T>(path: string, json?: unknown) => apiRequest<T>(path, { method: 'POST', json: json ?? {} }),
  upload: <T>(path: string, formData: FormData) => apiRequest<T>(path, { method: 'POST', formData }),
};
