import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChatJob, ChatLink } from '../lib/reply';

type ChatMode = 'normal' | 'fallback';
/** What the widget shows of a reply: its text and mode, and the jobs and links under the text. */
export type ChatAnswer = { response: string; mode: ChatMode; jobs: ChatJob[]; links: ChatLink[] };

/**
 * Sends one message of the conversation `sessionId` to the assistant (POST /api/chatbot/chat,
 * spec §7; without an id the server's cookie keys the conversation); resolves with its answer
 * or rejects with an Error whose message is the reason (spec §8 shows it after 'Error:'): the
 * server's message, else the status, else the network failure or the timeout.
 */
export async function sendChatMessage(message: string, sessionId?: string, signal?: AbortSignal): Promise<ChatAnswer> {
  const reply = await api.post('/api/chatbot/chat', { body: { message, sessionId }, signal });
  // A reply that is not JSON (a proxy's page) arrives as undefined.
  const data = reply?.data;
  if (reply?.success === false) throw new Error(reply.message?.trim() || 'The assistant could not answer');
  if (!data?.response?.trim()) throw new Error('The assistant sent an empty reply');
  return {
    response: data.response,
    mode: data.mode === 'fallback' ? 'fallback' : 'normal',
    // Older servers (and test doubles) send only the text.
    jobs: Array.isArray(data.jobs) ? data.jobs : [],
    links: Array.isArray(data.links) ? data.links : [],
  };
}

export const useSendChatMessage = () =>
  useMutation({
    mutationFn: ({ message, sessionId }: { message: string; sessionId: string }) => sendChatMessage(message, sessionId),
  });
