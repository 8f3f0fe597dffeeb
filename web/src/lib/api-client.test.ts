import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiError, errorMessage } from './api-client';

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('calls /api on the same origin with the cookie, never cached, and sends JSON', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { success: true }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiRequest('/auth/login', { method: 'POST', json: { email: 'a@b.in' } })).resolves.toEqual({ success: true });

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', cache: 'no-store', body: '{"email":"a@b.in"}' });
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('throws an ApiError carrying the status and the JSON body', async () => {
    const body = {
      success: false,
      message: 'Invalid credentials. Please check your email and password.',
      code: 'invalid_credentials',
    };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(404, body)));

    const error = await apiRequest('/auth/login').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, body, message: body.message });
    expect(errorMessage(error, 'fallback')).toBe(body.message);
  });

  it('uses the fallback message when the error has no body', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('oops', { status: 502 })));
    const error = await apiRequest('/auth/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, body: {} });
    expect(errorMessage(error, 'Login failed. Please try again.')).toBe('Login failed. Please try again.');
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
    const pending = apiRequest('/auth/me').catch((e: unknown) => e);
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
    const pending = apiRequest('/auth/me', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
