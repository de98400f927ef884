import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isoDay } from '@/lib/format';
import { mockFetch } from '@/test/fetch-mock';
import { myDay } from '@/test/fixtures';
import { wideScreen } from '@/test/match-media';
import { logIn, renderRoute } from '@/test/render';
import { parseEvents } from '../api/ask-stream';
import { answer } from '../testing/fixtures';

const STREAM = '/api/brickmate/askQuestion/stream';
const QUESTION = 'How much is the Ibstock Red Multi?';
const TEXT = 'Ibstock Red Multi 65mm costs £612.00 per 1000, lead time 10 days.';
const encoder = new TextEncoder();
const sse = (event: string, data: unknown) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/** The stream route answers with a body the test writes event by event; every other call goes to the mock. */
async function openWithStream() {
  logIn();
  const api = mockFetch({
    'GET /api/notifications/1': { body: [] },
    [`GET /api/users/myDay/1/${isoDay()}`]: { body: myDay() },
  });
  const others = globalThis.fetch;
  let writer: ReadableStreamDefaultController<Uint8Array> | undefined;
  let signal: AbortSignal | undefined;
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== STREAM) return others(input, init);
      sent.push({ body: JSON.parse(String(init?.body)), auth: (init?.headers as Record<string, string>).Authorization });
      signal = init?.signal ?? undefined;
      const body = new ReadableStream<Uint8Array>({ start: (controller) => void (writer = controller) });
      signal?.addEventListener('abort', () => writer?.error(new DOMException('Aborted', 'AbortError')));
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
  renderRoute({ path: '/' });
  await screen.findByText('Good morning, Ada');
  await userEvent.click(screen.getByRole('button', { name: 'Ask Brickmate' }));
  const panel = await screen.findByRole('complementary', { name: 'Brickmate' });
  await userEvent.type(within(panel).getByRole('textbox', { name: 'Ask Brickmate' }), `${QUESTION}{Enter}`);
  await waitFor(() => expect(writer).toBeDefined());
  return { api, panel, sent, write: (chunk: Uint8Array) => writer!.enqueue(chunk), end: () => writer!.close(), aborted: () => signal?.aborted };
}

describe('Brickmate streams its answers', () => {
  beforeEach(() => wideScreen());

  it('shows the text as it arrives, then the whole answer', async () => {
    const { panel, sent, write, end } = await openWithStream();
    expect(sent).toEqual([{ body: { question: QUESTION, conversation_id: null, kinds: [] }, auth: 'Bearer token-ada' }]);
    expect(within(panel).getByText('Brickmate is looking it up…')).toBeInTheDocument();

    write(sse('delta', { text: 'Ibstock Red Multi ' }));
    expect(await within(panel).findByLabelText('Answer so far')).toHaveTextContent('Ibstock Red Multi');
    expect(within(panel).getByText('Brickmate is answering…')).toBeInTheDocument();
    // An event split across two chunks is read whole.
    const next = encoder.encode(`event: delta\ndata: ${JSON.stringify({ text: '65mm costs £612.00 ' })}\n\n`);
    write(next.slice(0, 10));
    write(next.slice(10));
    await waitFor(() =>
      expect(within(panel).getByLabelText('Answer so far')).toHaveTextContent('Ibstock Red Multi 65mm costs £612.00'),
    );

    write(sse('delta', { text: 'per 1000, lead time 10 days.' }));
    write(sse('answer', answer()));
    end();
    const article = await within(panel).findByRole('article', { name: `Answer to ${QUESTION}` });
    expect(within(article).getByText(TEXT)).toBeInTheDocument();
    expect(within(article).getByText('High confidence')).toBeInTheDocument();
    expect(within(panel).queryByLabelText('Answer so far')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });

  it('stops on Stop: the text so far stays, marked stopped, and the box is free again', async () => {
    const { panel, write, aborted } = await openWithStream();
    write(sse('delta', { text: 'Ibstock Red Multi ' }));
    await within(panel).findByLabelText('Answer so far');
    await userEvent.click(within(panel).getByRole('button', { name: 'Stop' }));
    expect(aborted()).toBe(true);
    expect(await within(panel).findByText(/^Stopped\./)).toBeInTheDocument();
    expect(within(panel).getByLabelText('Answer so far')).toHaveTextContent('Ibstock Red Multi');
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Ask Brickmate' })).toBeEnabled());
    expect(within(panel).getByRole('textbox', { name: 'Ask Brickmate' })).toHaveValue('');
  });
});

describe('parseEvents', () => {
  it('reads complete events and keeps the rest', () => {
    const { events, rest } = parseEvents('event: delta\ndata: {"text":"a"}\n\nevent: answer\ndata: {"te');
    expect(events).toEqual([{ event: 'delta', data: '{"text":"a"}' }]);
    expect(rest).toBe('event: answer\ndata: {"te');
  });
});
