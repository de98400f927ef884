/**
 * Ask Brickmate and read the answer as it streams (`POST /brickmate/askQuestion/stream`, server-sent events):
 * `delta` events carry the answer's text in order, then one `answer` event the whole answer (AnswerOut). The
 * text so far goes to `onText` as it arrives; `signal` stops reading (the chat's Stop). Errors are the same
 * ApiError as every other call (a 401 ends the session). A server answering with plain JSON is read as the answer.
 */
import type { AnswerOut, AskIn } from '@/lib/api/types';
import { API_BASE, ApiError, NETWORK_ERROR, authHeaders, failure, parseJson } from '@/lib/http';
import { createStore } from '@/lib/store';

export const STREAM_PATH = `${API_BASE}/brickmate/askQuestion/stream`;

type Options = { onText?: (text: string) => void; signal?: AbortSignal };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The events of a text/event-stream body so far: complete ones, and what is left of an incomplete one. */
export function parseEvents(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks
    .filter((block) => block.trim())
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      return { event, data: data.join('\n') };
    });
  return { events, rest };
}

export async function streamQuestion(body: AskIn, { onText, signal }: Options = {}): Promise<AnswerOut> {
  let response: Response;
  try {
    response = await fetch(STREAM_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...authHeaders() },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!response.ok) throw failure(response.status, parseJson(await response.text()));
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.startsWith('text/event-stream') || !response.body) {
    const answer = (await response.json()) as AnswerOut;
    onText?.(answer.text);
    return answer;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const { events, rest } = parseEvents(done ? `${buffer}\n\n` : buffer);
      buffer = rest;
      for (const { event, data } of events) {
        if (event === 'delta') {
          text += (JSON.parse(data) as { text: string }).text;
          onText?.(text);
        } else if (event === 'answer') {
          return JSON.parse(data) as AnswerOut;
        }
      }
      if (done) break;
    }
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, NETWORK_ERROR);
  } finally {
    reader.releaseLock?.();
  }
  throw new ApiError(0, NETWORK_ERROR);
}

/** The answer being streamed: its question and text so far, and how to stop it (one at a time, panel-wide). */
export type Streaming = { question: string | null; text: string; stopped: boolean };
export const streamingStore = createStore<Streaming>({ question: null, text: '', stopped: false });
export const useStreaming = streamingStore.use;
let controller: AbortController | null = null;

/** Stop the answer being streamed: the text so far stays shown, marked as stopped. */
export function stopAnswer(): void {
  if (!controller) return;
  controller.abort();
  controller = null;
  streamingStore.set({ ...streamingStore.get(), stopped: true });
}

/** Ask, showing the text as it arrives through `streamingStore`. */
export async function askStreaming(body: AskIn): Promise<AnswerOut> {
  controller?.abort();
  const own = new AbortController();
  controller = own;
  streamingStore.set({ question: body.question, text: '', stopped: false });
  try {
    const answer = await streamQuestion(body, {
      signal: own.signal,
      onText: (text) => {
        if (controller === own) streamingStore.set({ question: body.question, text, stopped: false });
      },
    });
    if (controller === own) streamingStore.set({ question: null, text: '', stopped: false });
    return answer;
  } finally {
    if (controller === own) controller = null;
  }
}
