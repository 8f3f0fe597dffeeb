import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { components } from '@/types/api.gen';
import { api, ApiError, buildUrl, errorMessage } from './api-client';

type Schemas = components['schemas'];

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

const stubFetch = (response: Response | (() => Response) = jsonResponse(200, { success: true })) => {
  const fetchMock = vi.fn<Fetch>(() => Promise.resolve(typeof response === 'function' ? response() : response));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

/** The URL and init of the first fetch. */
const firstCall = (fetchMock: ReturnType<typeof stubFetch>) => {
  const call = fetchMock.mock.calls[0];
  if (!call) throw new Error('fetch was not called');
  return call;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('api', () => {
  it('calls the documented path on the same origin with the cookie, never cached, and sends JSON', async () => {
    const fetchMock = stubFetch();

    await expect(api.post('/api/auth/login', { body: { email: 'a@b.in' } })).resolves.toEqual({ success: true });

    const [url, init] = firstCall(fetchMock);
    expect(url).toBe('/api/auth/login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', cache: 'no-store', body: '{"email":"a@b.in"}' });
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends no body where the document has none', async () => {
    const fetchMock = stubFetch();
    await api.post('/api/auth/logout');
    const [url, init] = firstCall(fetchMock);
    expect(url).toBe('/api/auth/logout');
    expect(init).toMatchObject({ method: 'POST', body: undefined });
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('fills path parameters (encoded) and leaves empty query values out', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true }));
    await api.get('/api/jobs/{id}/similar', { params: { id: 'a b/c' }, query: { limit: '4' } });
    await api.delete('/api/save-jobs/{id}', { params: { id: '42' } });
    await api.get('/api/users', { query: { page: '2', limit: null, search: undefined } });
    expect(fetchMock.mock.calls.map(([url, init]) => `${init.method} ${url}`)).toEqual([
      'GET /api/jobs/a%20b%2Fc/similar?limit=4',
      'DELETE /api/save-jobs/42',
      'GET /api/users?page=2',
    ]);
    expect(() => buildUrl('/api/jobs/{id}')).toThrow('missing path parameter id');
  });

  it('sends a multipart form with the fields the document names', async () => {
    const fetchMock = stubFetch();
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    await api.post('/api/auth/upload-image', { form: { file } });
    const [, init] = firstCall(fetchMock);
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    // The browser sets the multipart boundary.
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('throws an ApiError carrying the status and the JSON body', async () => {
    const body = {
      success: false,
      message: 'Invalid credentials. Please check your email and password.',
      code: 'invalid_credentials',
    };
    stubFetch(jsonResponse(404, body));

    const error = await api.post('/api/auth/login', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, body, message: body.message });
    expect(errorMessage(error, 'fallback')).toBe(body.message);
  });

  it('uses the fallback message when the error has no body', async () => {
    stubFetch(new Response('oops', { status: 502 }));
    const error = await api.get('/api/auth/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, body: {} });
    expect(errorMessage(error, 'Login failed. Please try again.')).toBe('Login failed. Please try again.');
  });

  it('reports a lost connection as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await api.get('/api/meta').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: 'Network error. Please check your connection and try again.' });
  });

  it('gives up after 80 seconds', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      ),
    );
    const pending = api.get('/api/auth/me').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(79_999);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ status: 0, message: 'The request timed out. Please try again.' });
  });

  it('lets a caller cancellation through untouched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
          ),
      ),
    );
    const controller = new AbortController();
    const pending = api.get('/api/auth/me', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

// Checked by `tsc` (npm run typecheck), not run: calls are typed by the OpenAPI document.
export function typedByTheDocument() {
  // Replies are inferred: every success status of the operation.
  expectTypeOf(api.get('/api/auth/me')).resolves.toEqualTypeOf<Schemas['MeReply']>();
  expectTypeOf(api.get('/api/meta')).resolves.toEqualTypeOf<Schemas['MetaReply']>();
  expectTypeOf(api.post('/api/auth/register', { body: {} })).resolves.toEqualTypeOf<
    Schemas['VerificationSentReply'] | Schemas['UserReply']
  >();
  // @ts-expect-error: no such path
  void api.get('/api/auth/whoami');
  // @ts-expect-error: the path has no GET
  void api.get('/api/auth/login');
  // @ts-expect-error: the body is required
  void api.post('/api/auth/login');
  // @ts-expect-error: a field the body does not have
  void api.post('/api/auth/login', { body: { email: 'a@b.in', remember: true } });
  // @ts-expect-error: a role the document does not list
  void api.post('/api/auth/login', { body: { role: 'recruiter' } });
  // @ts-expect-error: the path parameter is required
  void api.get('/api/jobs/{id}');
  // @ts-expect-error: a parameter of another path
  void api.get('/api/jobs/{id}', { params: { jobId: '1' } });
  // @ts-expect-error: no query on this operation
  void api.get('/api/auth/me', { query: { page: '1' } });
  // @ts-expect-error: a multipart operation takes a form, not a JSON body
  void api.post('/api/auth/upload-image', { body: {} });
}
