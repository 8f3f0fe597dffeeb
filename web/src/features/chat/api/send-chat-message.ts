import { useMutation } from '@tanstack/react-query';
import { env } from '@/config/env';
import { buildUrl } from '@/lib/api-client';

// POST /api/chatbot/chat (spec §7) is not in the OpenAPI document yet, so the typed client does
// not know it. These two local types are the only hand-written request and reply types of the
// app: when the endpoint lands they move to src/types/api.gen.ts and this fetcher to
// `api.post('/api/chatbot/chat', { body })`.
/** Spec §7's body. */
type ChatRequest = { message: string };
/** Spec §3 "Chat response": success, data.response, data.mode, message. */
type ChatReply = { success?: boolean; data?: { response?: unknown; mode?: unknown }; message?: unknown };

export type ChatMode = 'normal' | 'fallback';
export type ChatAnswer = { response: string; mode: ChatMode };

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * Sends one message to the assistant; resolves with its answer or rejects with an Error whose
 * message is the reason (the server's message, else the status, else the network failure).
 */
export async function sendChatMessage(message: string, signal?: AbortSignal): Promise<ChatAnswer> {
  const body: ChatRequest = { message };
  const timeout = AbortSignal.timeout(env.API_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(buildUrl('/api/chatbot/chat'), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'include',
      cache: 'no-store',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch {
    throw new Error(
      timeout.aborted ? 'The request timed out. Please try again.' : 'Network error. Please check your connection and try again.',
    );
  }
  let reply: ChatReply = {};
  try {
    if ((response.headers.get('content-type') ?? '').includes('application/json')) reply = (await response.json()) as ChatReply;
  } catch {
    // A body that is not JSON counts as none.
  }
  const answer = text(reply.data?.response);
  if (!response.ok || reply.success === false || !answer) {
    throw new Error(
      text(reply.message) ??
        (response.ok
          ? 'The assistant sent an empty reply'
          : `${response.status} ${response.statusText || 'Request failed'}`.trim()),
    );
  }
  return { response: answer, mode: reply.data?.mode === 'fallback' ? 'fallback' : 'normal' };
}

export const useSendChatMessage = () => useMutation({ mutationFn: (message: string) => sendChatMessage(message) });
