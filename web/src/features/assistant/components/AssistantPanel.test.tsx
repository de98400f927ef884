import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { isoDay } from '@/lib/format';
import { mockFetch } from '@/test/fetch-mock';
import { myDay } from '@/test/fixtures';
import { logIn, renderRoute } from '@/test/render';
import { answer, conversation, conversationDetail } from '../testing/fixtures';
import { wideScreen } from '@/test/match-media';

const ASK = 'POST /api/brickmate/askQuestion/stream';
const FEEDBACK = 'POST /api/brickmate/feedbackEmbedding';
const QUESTION = 'How much is the Ibstock Red Multi?';
// The app's own shell and routes: the home screen, and whatever a card opens (a product the mock does not know).
const base = {
  'GET /api/notifications/1': { body: [] },
  [`GET /api/users/myDay/1/${isoDay()}`]: { body: myDay() },
};

async function openShell(routes: Parameters<typeof mockFetch>[0] = {}) {
  logIn();
  const api = mockFetch({ ...base, [ASK]: { body: answer() }, ...routes });
  const view = renderRoute({ path: '/' });
  await screen.findByText('Good morning, Ada');
  return { api, ...view };
}

async function openPanel() {
  await userEvent.click(screen.getByRole('button', { name: 'Ask Brickmate' }));
  return screen.findByRole('complementary', { name: 'Brickmate' });
}

async function ask(panel: HTMLElement, question = QUESTION) {
  await userEvent.type(within(panel).getByRole('textbox', { name: 'Ask Brickmate' }), `${question}{Enter}`);
  return within(panel).findByRole('article', { name: `Answer to ${question}` });
}

const asked = (api: ReturnType<typeof mockFetch>) => api.calls.filter((c) => c.path === '/api/brickmate/askQuestion/stream');

describe('Brickmate chat panel', () => {
  beforeEach(() => wideScreen());

  it('answers a question with the text, confidence, cards with their facts, and folded sources', async () => {
    const { api } = await openShell();
    const panel = await openPanel();
    expect(within(panel).getByText(/Ask about products, prices, suppliers/)).toBeInTheDocument();
    const box = within(panel).getByRole('textbox', { name: 'Ask Brickmate' });
    expect(box).toHaveFocus();

    const article = await ask(panel);
    expect(asked(api).map((c) => c.body)).toEqual([{ question: QUESTION, conversation_id: null, kinds: [] }]);
    expect(within(article).getByText('Ibstock Red Multi 65mm costs £612.00 per 1000, lead time 10 days.')).toBeInTheDocument();
    expect(within(article).getByText('High confidence')).toBeInTheDocument();
    const card = within(within(article).getByRole('list', { name: 'Records' })).getByRole('listitem', {
      name: 'Ibstock Red Multi 65mm',
    });
    expect(card).toHaveTextContent(/List price£612\.00 per 1000/);
    expect(card).toHaveTextContent(/Lead time10 days/);
    expect(within(card).getByRole('link', { name: 'Ibstock Red Multi 65mm' })).toHaveAttribute('href', '/products/5');

    const toggle = within(article).getByRole('button', { name: 'Sources (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(article).queryByRole('list', { name: 'Sources' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    const sources = within(article).getByRole('list', { name: 'Sources' });
    expect(within(sources).getByText('Quote for Acme Homes: 12,000 Ibstock Red Multi.')).toBeInTheDocument();
    expect(within(sources).getByRole('link', { name: 'Q-000012 Acme Homes' })).toHaveAttribute('href', '/quotes/editor/12');
    expect(box).toHaveValue('');
  });

  it('keeps Shift+Enter as a new line, and locks the box with a spinner while Brickmate answers', async () => {
    const { api } = await openShell();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answerLater = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('askQuestion')) await gate;
      return answerLater(input, init);
    });
    let panel = await openPanel();
    const box = within(panel).getByRole('textbox', { name: 'Ask Brickmate' });
    await userEvent.type(box, 'How much is{Shift>}{Enter}{/Shift}the Ibstock Red Multi?');
    expect(box).toHaveValue('How much is\nthe Ibstock Red Multi?');
    expect(asked(api)).toHaveLength(0);

    await userEvent.type(box, '{Enter}');
    expect(await within(panel).findByLabelText('Brickmate is answering')).toBeInTheDocument();
    // Locked, but the focus stays in the box (a disabled box dropped it to the page: Escape no longer closed the panel).
    const locked = within(panel).getByRole('textbox', { name: 'Ask Brickmate' });
    expect(locked).toHaveAttribute('readonly');
    expect(locked).toHaveFocus();
    await userEvent.type(locked, 'more');
    expect(locked).toHaveValue('');
    expect(within(panel).getByText('Brickmate is looking it up…')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Brickmate' })).not.toBeInTheDocument());
    await userEvent.keyboard('{Control>}/{/Control}');
    panel = await screen.findByRole('complementary', { name: 'Brickmate' });
    release();
    await within(panel).findByText('High confidence');
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Ask Brickmate' })).not.toHaveAttribute('readonly'));
    expect(within(panel).queryByText('Brickmate is looking it up…')).not.toBeInTheDocument();
  });

  it('opens a card’s record with the router while the panel stays open', async () => {
    const { router } = await openShell();
    const panel = await openPanel();
    const article = await ask(panel);
    await userEvent.click(within(within(article).getByRole('list', { name: 'Records' })).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/5'));
    await waitFor(() => expect(screen.queryByText('Good morning, Ada')).not.toBeInTheDocument());
    const still = screen.getByRole('complementary', { name: 'Brickmate' });
    expect(within(still).getByRole('article', { name: `Answer to ${QUESTION}` })).toBeInTheDocument();
  });

  it('asks a follow-up in the same conversation, with the chosen kinds of record', async () => {
    const followUp = answer({ exchange_id: 71, question: 'and its lead time?', text: 'Lead time 10 days.' });
    const { api } = await openShell({
      [ASK]: ({ body }) => ({ body: (body as { conversation_id: number | null }).conversation_id ? followUp : answer() }),
    });
    const panel = await openPanel();
    await ask(panel);
    await userEvent.click(within(panel).getByRole('button', { name: 'Quotes' }));
    expect(within(panel).getByRole('button', { name: 'Quotes' })).toHaveAttribute('aria-pressed', 'true');
    await ask(panel, 'and its lead time?');
    expect(asked(api)[1].body).toEqual({ question: 'and its lead time?', conversation_id: 7, kinds: ['quote'] });
    const log = within(panel).getByRole('log', { name: 'Conversation' });
    expect(within(log).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      `Answer to ${QUESTION}`,
      'Answer to and its lead time?',
    ]);
  });

  it('posts helpful true for thumbs up and shows it was taken', async () => {
    const { api } = await openShell({ [FEEDBACK]: { body: { feedback_id: 1 } } });
    const panel = await openPanel();
    const article = await ask(panel);
    const up = within(article).getByRole('button', { name: 'Helpful' });
    expect(up).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(up);
    await waitFor(() => expect(up).toHaveAttribute('aria-pressed', 'true'));
    expect(api.calls.filter((c) => c.path === '/api/brickmate/feedbackEmbedding').map((c) => c.body)).toEqual([
      { exchange_id: 70, helpful: true, correction: '' },
    ]);
    expect(within(article).getByRole('status')).toHaveTextContent('Brickmate will answer similar questions the same way');
    expect(within(article).getByRole('button', { name: 'Not helpful' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('posts a correction: the right answer in words, the right record and the sources that did not help', async () => {
    const { api } = await openShell({ [FEEDBACK]: { body: { feedback_id: 2 } } });
    const panel = await openPanel();
    const article = await ask(panel);
    await userEvent.click(within(article).getByRole('button', { name: 'Correct this answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct this answer' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(within(dialog).getByText('Give the right answer in words or pick the right record.')).toBeInTheDocument();
    expect(api.count('POST', '/api/brickmate/feedbackEmbedding')).toBe(0);

    await userEvent.type(within(dialog).getByLabelText('The right answer'), 'It went up to £640.00 per 1000 in March.');
    const records = within(dialog).getByRole('radiogroup', { name: 'The right record' });
    expect(within(records).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Ibstock Red Multi 65mm (product)',
      'Q-000012 Acme Homes (quote)',
      'None of these',
    ]);
    await userEvent.click(within(records).getByRole('radio', { name: 'Ibstock Red Multi 65mm (product)' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Q-000012 Acme Homes' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.path === '/api/brickmate/feedbackEmbedding')?.body).toEqual({
      exchange_id: 70,
      helpful: false,
      correction: 'It went up to £640.00 per 1000 in March.',
      corrected: { kind: 'product', record_id: 5 },
      unhelpful_sources: [{ kind: 'quote', record_id: 12 }],
    });
    expect(within(article).getByRole('button', { name: 'Not helpful' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(article).getByRole('status')).toHaveTextContent('colleagues asking something similar will see your correction');
  });

  it('keeps the dialog open with the server’s message when the correction is refused', async () => {
    await openShell({
      [FEEDBACK]: { status: 404, body: { detail: 'This answer does not exist.', errors: [] } },
    });
    const panel = await openPanel();
    const article = await ask(panel);
    await userEvent.click(within(article).getByRole('button', { name: 'Correct this answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct this answer' });
    await userEvent.type(within(dialog).getByLabelText('The right answer'), 'Ask the supplier.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(await within(dialog).findByText('This answer does not exist.')).toBeInTheDocument();
  });

  it('shows a colleague’s correction it learned from, with their name and the date', async () => {
    const learned = answer({
      confidence_label: 'medium',
      learned: {
        feedback_id: 4,
        question: 'price of ibstock red multi',
        by: 'Grace Hopper',
        at: '2026-02-20T16:00:00Z',
        correction: 'Use the 2026 price list: £640.00 per 1000.',
      },
    });
    await openShell({ [ASK]: { body: learned } });
    const article = await ask(await openPanel());
    expect(within(article).getByText(/Learned from Grace Hopper, 20 Feb 2026/)).toBeInTheDocument();
    expect(within(article).getByText('Use the 2026 price list: £640.00 per 1000.')).toBeInTheDocument();
    expect(within(article).getByText('Medium confidence')).toBeInTheDocument();
  });

  it('gives the question back with the reason when asking fails', async () => {
    await openShell({ [ASK]: { status: 422, body: { detail: 'The question is too long.', errors: [] } } });
    const panel = await openPanel();
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Ask Brickmate' }), `${QUESTION}{Enter}`);
    expect(await within(panel).findByText('The question is too long.')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Ask Brickmate' })).toHaveValue(QUESTION);
  });

  it('lists the user’s conversations and continues the one opened; New conversation starts afresh', async () => {
    const first = answer({ conversation_id: 9, exchange_id: 90, question: 'Open quotes for Acme Homes', text: 'Acme Homes has 2 open quotes.' });
    const second = answer({ conversation_id: 9, exchange_id: 91, question: 'and accepted?', text: 'Acme Homes has 1 accepted quote.' });
    const third = answer({ conversation_id: 9, exchange_id: 92, question: 'and rejected?', text: 'None.' });
    const { api } = await openShell({
      'GET /api/brickmate/conversations': {
        body: {
          items: [conversation({ conversation_id: 9, title: 'Open quotes for Acme Homes', questions: 2 }), conversation()],
          total: 2,
          page: 1,
          items_per_page: 25,
        },
      },
      'GET /api/brickmate/conversations/9': { body: conversationDetail([first, second], { conversation_id: 9 }) },
      [ASK]: { body: third },
    });
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Conversation history' }));
    const list = await within(panel).findByRole('list', { name: 'Your conversations' });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^Open quotes for Acme Homes2 questions · /),
      expect.stringMatching(/^How much is the Ibstock Red Multi\?1 question · /),
    ]);

    await userEvent.click(within(list).getByRole('button', { name: /Open quotes for Acme Homes/ }));
    expect(await within(panel).findByText('Acme Homes has 1 accepted quote.')).toBeInTheDocument();
    expect(within(panel).getByText('Acme Homes has 2 open quotes.')).toBeInTheDocument();
    await ask(panel, 'and rejected?');
    expect(asked(api)[0].body).toMatchObject({ question: 'and rejected?', conversation_id: 9 });
    expect(within(panel).getAllByRole('article')).toHaveLength(3);

    await userEvent.click(within(panel).getByRole('button', { name: 'New conversation' }));
    expect(within(panel).queryByRole('article')).not.toBeInTheDocument();
    expect(within(panel).getByText(/Ask about products, prices, suppliers/)).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Ask Brickmate' })).toHaveFocus();
  });

  it('opens with Ctrl+/ at the question box, and Escape inside the panel closes it back to the button', async () => {
    await openShell();
    expect(screen.getByRole('button', { name: 'Ask Brickmate' })).toHaveAccessibleDescription(/\(Ctrl\+\/\)/);
    expect(screen.queryByRole('complementary', { name: 'Brickmate' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Control>}/{/Control}');
    const panel = await screen.findByRole('complementary', { name: 'Brickmate' });
    expect(within(panel).getByRole('textbox', { name: 'Ask Brickmate' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Ask Brickmate' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Brickmate' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Ask Brickmate' })).toHaveFocus();

    await userEvent.keyboard('{Control>}/{/Control}');
    await screen.findByRole('complementary', { name: 'Brickmate' });
    await userEvent.keyboard('{Control>}/{/Control}');
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Brickmate' })).not.toBeInTheDocument());
  });

  it('keeps the conversation when closed and opened again, and narrows the page beside it on a wide screen', async () => {
    await openShell();
    const panel = await openPanel();
    await ask(panel);
    const page = screen.getByRole('main').parentElement!;
    expect(getComputedStyle(page).paddingRight).toBe('420px');
    await userEvent.click(within(panel).getByRole('button', { name: 'Close Brickmate' }));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Brickmate' })).not.toBeInTheDocument());
    expect(getComputedStyle(page).paddingRight).toBe('0px');
    const again = await openPanel();
    expect(within(again).getByRole('article', { name: `Answer to ${QUESTION}` })).toBeInTheDocument();
  });
});

describe('Brickmate chat panel on a narrow screen', () => {
  it('covers the page, and opening a record closes it to show the record', async () => {
    const { router } = await openShell();
    const panel = await openPanel();
    const page = screen.getByRole('main').parentElement!;
    expect(getComputedStyle(page).paddingRight).toBe('0px');
    const article = await ask(panel);
    await userEvent.click(within(within(article).getByRole('list', { name: 'Records' })).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/5'));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Brickmate' })).not.toBeInTheDocument());
  });
});
