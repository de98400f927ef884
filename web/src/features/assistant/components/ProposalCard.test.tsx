import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { isoDay } from '@/lib/format';
import { mockFetch } from '@/test/fetch-mock';
import { myDay } from '@/test/fixtures';
import { logIn, renderRoute } from '@/test/render';
import { answer, conversation, proposal } from '../testing/fixtures';
import { phoneScreen, wideScreen } from '@/test/match-media';

const ASK = 'POST /api/brickmate/askQuestion/stream';
const CONFIRM = 'POST /api/brickmate/actions/confirm';
const CANCEL = 'POST /api/brickmate/actions/cancel';
const QUESTION = 'new quote for Acme: 12,000 Ibstock red and 40 lintels, 3 unobtainium widgets';
const proposed = answer({
  question: QUESTION,
  intent: 'general',
  text: 'Check the proposal below and confirm it to go ahead: nothing changes until you do.',
  cards: [],
  sources: [],
  proposal: proposal(),
});
const done = proposal({
  status: 'executed',
  result: { text: 'Draft quote Q-000044 started for Acme Homes with 2 lines.', link: '/quotes/editor/44', record_kind: 'quote', record_id: 44 },
});
const base = {
  'GET /api/notifications/1': { body: [] },
  [`GET /api/users/myDay/1/${isoDay()}`]: { body: myDay() },
  'GET /api/brickmate/conversations': {
    body: { items: [conversation({ conversation_id: 8, title: 'Who supplies Thermalite?' })], total: 1, page: 1, items_per_page: 25 },
  },
  [ASK]: { body: proposed },
};

/** Home's ask box: the question is asked in the panel, whose answer is the proposal. */
async function askFromHome(routes: Parameters<typeof mockFetch>[0] = {}) {
  logIn();
  const api = mockFetch({ ...base, ...routes });
  renderRoute({ path: '/' });
  const box = await screen.findByRole('textbox', { name: 'Your question' });
  expect(box).toHaveFocus();
  await userEvent.type(box, `${QUESTION}{Enter}`);
  const panel = await screen.findByRole('complementary', { name: 'Brickmate' });
  const article = await within(panel).findByRole('article', { name: `Answer to ${QUESTION}` });
  return { api, card: within(article).getByRole('region', { name: 'Proposed action' }) };
}

describe('proposed actions', () => {
  beforeEach(() => wideScreen());

  it('asks from Home in the panel and shows the proposal: lines, units, discontinued, not found', async () => {
    const { api, card } = await askFromHome();
    expect(api.calls.filter((c) => c.path === '/api/brickmate/askQuestion/stream').map((c) => c.body)).toEqual([
      { question: QUESTION, conversation_id: null, kinds: [] },
    ]);
    expect(within(card).getByRole('heading', { name: 'Start a draft quote for Acme Homes' })).toBeInTheDocument();
    const lines = within(within(card).getByRole('list', { name: 'Lines' })).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('12,000 bricks Ibstock Red Multi 65mm (IBS-RM)');
    expect(lines[1]).toHaveTextContent(/40 each Steel Lintel 1200mm \(LIN-12\)Discontinued/);
    expect(within(card).getByText(/left out: 3 unobtainium widgets/)).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.startsWith('/api/brickmate/actions'))).toBe(false);
  });

  it('confirms with Enter on the focused card, then shows the result with its link', async () => {
    const { api, card } = await askFromHome({ [CONFIRM]: { body: done } });
    card.focus();
    await userEvent.keyboard('{Enter}');
    const link = await within(card).findByRole('link', { name: 'Open the quote' });
    expect(link).toHaveAttribute('href', '/quotes/editor/44');
    expect(within(card).getByText(/Draft quote Q-000044 started/)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/brickmate/actions/confirm').map((c) => c.body)).toEqual([
      { proposal_id: 31 },
    ]);
    expect(within(card).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('cancels with the keyboard, and shows why a confirmation was refused', async () => {
    const { api, card } = await askFromHome({
      [CONFIRM]: { status: 409, body: { detail: 'This proposal expired: ask again.' } },
      [CANCEL]: { body: proposal({ status: 'cancelled' }) },
    });
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await within(card).findByText('This proposal expired: ask again.')).toBeInTheDocument();
    within(card).getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await within(card).findByText('Cancelled: nothing was done.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/brickmate/actions/cancel')).toHaveLength(1);
  });

  it('shows a request for prices: the suppliers, the lines, and the link to the draft request once confirmed', async () => {
    const request = proposal({
      kind: 'request_prices',
      summary: 'Ask Ibstock Brick Ltd, Northern Builders for prices on 1 line.',
      payload: {
        kind: 'request_prices',
        suppliers: [
          { organisation_id: 4, name: 'Ibstock Brick Ltd', kind: 'supplier' },
          { organisation_id: 6, name: 'Northern Builders', kind: 'supplier' },
        ],
        customer_quote: null,
        lines: [
          {
            asked: '20,000 funton', product_id: 5, code: 'IB-FUN', name: 'Ibstock Funton Stock', quantity: '20000',
            unit: 'per_1000', shown: '20,000 bricks', note: '', discontinued: false,
          },
        ],
        unmatched: [],
      },
    });
    const executed = {
      ...request,
      status: 'executed' as const,
      result: { text: 'Draft requests SQ-000007, SQ-000008 made for 2 suppliers: check and send them.', link: '/supplier-quotes/editor/7', record_kind: 'supplier_quote', record_id: 7 },
    };
    const { card } = await askFromHome({ [ASK]: { body: { ...proposed, proposal: request } }, [CONFIRM]: { body: executed } });
    expect(within(card).getByRole('heading', { name: 'Ask Ibstock Brick Ltd, Northern Builders for prices' })).toBeInTheDocument();
    expect(within(within(card).getByRole('list', { name: 'Lines' })).getByRole('listitem')).toHaveTextContent('20,000 bricks Ibstock Funton Stock');
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    const link = await within(card).findByRole('link', { name: 'Open the request' });
    expect(link).toHaveAttribute('href', '/supplier-quotes/editor/7');
  });

  it('shows a task to put on the task pad: its title, due day and links, and the link to the task once confirmed', async () => {
    const task = proposal({
      kind: 'create_task',
      summary: 'Put "Chase Calder Valley" on your task pad, due Friday 27 November 2026, linked to Calder Valley Homes.',
      payload: {
        kind: 'create_task',
        title: 'Chase Calder Valley',
        due_date: '2026-11-27',
        links: [{ record_type: 'customer', record_id: 12, label: 'Calder Valley Homes' }],
      },
    });
    const executed = {
      ...task,
      status: 'executed' as const,
      result: { text: 'Task "Chase Calder Valley" is on your task pad.', link: '/task?id=31', record_kind: 'task', record_id: 31 },
    };
    const { card } = await askFromHome({ [ASK]: { body: { ...proposed, proposal: task } }, [CONFIRM]: { body: executed } });
    expect(within(card).getByRole('heading', { name: 'New task: Chase Calder Valley' })).toBeInTheDocument();
    expect(within(card).getByText(/linked to Calder Valley Homes/)).toHaveTextContent(/^Due .*27.*November.*2026, linked to Calder Valley Homes$/);
    expect(within(card).queryByRole('list', { name: 'Lines' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    const link = await within(card).findByRole('link', { name: 'Open the task' });
    expect(link).toHaveAttribute('href', '/task?id=31');
  });

  it("lists the user's recent questions on Home; one opens its conversation in the panel", async () => {
    logIn();
    mockFetch({
      ...base,
      'GET /api/brickmate/conversations/8': { body: { ...conversation({ conversation_id: 8 }), exchanges: [answer({ conversation_id: 8, question: 'Who supplies Thermalite?' })] } },
    });
    renderRoute({ path: '/' });
    const recent = await screen.findByRole('list', { name: 'Your recent questions' });
    await userEvent.click(within(recent).getByRole('button', { name: 'Who supplies Thermalite?' }));
    const panel = await screen.findByRole('complementary', { name: 'Brickmate' });
    expect(await within(panel).findByRole('article', { name: 'Answer to Who supplies Thermalite?' })).toBeInTheDocument();
  });

  it('says when the user has asked nothing yet, with the shortcut to the panel', async () => {
    logIn();
    mockFetch({ ...base, 'GET /api/brickmate/conversations': { body: { items: [], total: 0, page: 1, items_per_page: 25 } } });
    renderRoute({ path: '/' });
    expect(await screen.findByText('None yet. Ask above, or press Ctrl+/ on any screen to open Brickmate.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your recent questions' })).not.toBeInTheDocument();
  });

  it('on a phone, points to the chat button instead of the keyboard shortcut', async () => {
    phoneScreen();
    logIn();
    mockFetch({ ...base, 'GET /api/brickmate/conversations': { body: { items: [], total: 0, page: 1, items_per_page: 25 } } });
    renderRoute({ path: '/' });
    expect(await screen.findByText('None yet. Ask above, or open Brickmate from the chat button at the top of any screen.')).toBeInTheDocument();
  });

  it('offers Retry when the recent questions could not be loaded', async () => {
    logIn();
    let fail = true;
    mockFetch({
      ...base,
      'GET /api/brickmate/conversations': () =>
        fail ? { status: 500, body: { detail: 'Something went wrong on our side. Please try again.' } } : base['GET /api/brickmate/conversations'],
    });
    renderRoute({ path: '/' });
    expect(await screen.findByText(/Your recent questions could not be loaded/, {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const recent = await screen.findByRole('list', { name: 'Your recent questions' });
    expect(within(recent).getByRole('button', { name: 'Who supplies Thermalite?' })).toBeInTheDocument();
  });
});
