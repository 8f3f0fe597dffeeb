import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendChatMessage } from './send-chat-message';
import { seeAllWelders, welder } from '../lib/test-data';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const stubFetch = (response: () => Response) => {
  const fetchMock = vi.fn<Fetch>(() => Promise.resolve(response()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('sendChatMessage', () => {
  it('posts the message and gives back the text, mode, jobs and links', async () => {
    const fetchMock = stubFetch(() =>
      json(200, {
        success: true,
        message: 'ok',
        data: {
          response: 'I found 1 open welder job.',
          mode: 'fallback',
          kind: 'jobs',
          sessionId: 's',
          jobs: [welder],
          links: [seeAllWelders],
        },
      }),
    );
    await expect(sendChatMessage('welder ki naukri', 'c0ffee-42')).resolves.toEqual({
      response: 'I found 1 open welder job.',
      mode: 'fallback',
      jobs: [welder],
      links: [seeAllWelders],
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/chatbot/chat');
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"message":"welder ki naukri","sessionId":"c0ffee-42"}',
      credentials: 'include',
    });
  });

  it('takes a reply with only the text (no jobs, no links)', async () => {
    stubFetch(() => json(200, { success: true, message: 'ok', data: { response: 'Namaste!', mode: 'normal' } }));
    await expect(sendChatMessage('hi')).resolves.toEqual({ response: 'Namaste!', mode: 'normal', jobs: [], links: [] });
  });

  it("rejects with the server's message, else the status, else why the reply is unusable", async () => {
    stubFetch(() => json(429, { success: false, message: 'Too many messages. Please wait a minute.', code: 'rate_limited' }));
    await expect(sendChatMessage('hi')).rejects.toThrow('Too many messages. Please wait a minute.');

    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(sendChatMessage('hi')).rejects.toThrow('Bad Gateway');

    stubFetch(() => json(200, { success: false, message: 'AI service unavailable' }));
    await expect(sendChatMessage('hi')).rejects.toThrow('AI service unavailable');

    stubFetch(() => json(200, { success: true, message: 'ok', data: { response: '   ', mode: 'normal', jobs: [], links: [] } }));
    await expect(sendChatMessage('hi')).rejects.toThrow('The assistant sent an empty reply');

    stubFetch(() => new Response('fine', { status: 200, headers: { 'Content-Type': 'text/plain' } }));
    await expect(sendChatMessage('hi')).rejects.toThrow('The assistant sent an empty reply');
  });

  it('gives up after the API timeout with the timeout text', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      ),
    );
    const pending = sendChatMessage('hi').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(80_000);
    expect(await pending).toMatchObject({ message: 'The request timed out. Please try again.' });
  });
});
