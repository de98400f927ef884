import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicQuoteOut } from '@/lib/api/types';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { stubMatchMedia } from '@/test/match-media';
import { logIn, renderRoute } from '@/test/render';
import { BRICKS, comment, CONCRETE, MORTAR, publicQuote, STEEL, UUID } from '../testing/fixtures';

const GET = `GET /api/quotes/public/${UUID}`;
const COMMENTS = `GET /api/quotes/comments/${UUID}`;
const TOGGLE = 'PUT /api/quotes/customer/toggleSelected';
const PATH = `/quote/${UUID}?version=2`;

function open(quote: PublicQuoteOut | MockResponse = publicQuote(), routes: Record<string, MockResponse> = {}) {
  const answer = 'uuid' in quote ? { body: quote } : quote;
  const api = mockFetch({ [GET]: answer, [COMMENTS]: { body: [] }, ...routes });
  const view = renderRoute({ path: PATH });
  return { api, ...view };
}

const summary = () => screen.getByRole('complementary', { name: 'Summary' });
const totals = () => within(summary()).getByLabelText('Totals');

/** Hold the answers of one call until `release()`. */
function hold(api: ReturnType<typeof mockFetch>, path: string) {
  const answer = api.fetchMock.getMockImplementation()!;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  api.fetchMock.mockImplementation(async (input, init) => {
    if (String(input).startsWith(path)) await gate;
    return answer(input, init);
  });
  return release;
}

describe('public quote page', () => {
  it('shows a sent quote without the app shell, and never sends a staff token', async () => {
    logIn();
    const { api } = open();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Quotation Q-000123 · version 2');
    expect(screen.getByText('Pennine Brick Supplies')).toBeInTheDocument();
    expect(screen.getByText('Sent 3 November 2025 · Valid until 3 December 2025')).toBeInTheDocument();
    expect(screen.getByText('Calder Valley Homes')).toBeInTheDocument();
    expect(screen.getByText('Jane Holt, Sam Pike')).toBeInTheDocument();
    expect(screen.getByText('Hebden Fields')).toBeInTheDocument();
    expect(screen.getByText(/Hebden Road/)).toBeInTheDocument();
    expect(screen.getByText('Please review and accept')).toBeInTheDocument();
    expect(screen.getByText(/Prices held for 30 days/)).toBeInTheDocument();

    const lines = screen.getByRole('table', { name: 'Quote lines' });
    expect(within(lines).getByText('12,500 bricks')).toBeInTheDocument();
    expect(within(lines).getByText('£520.00 per 1,000')).toBeInTheDocument();
    expect(within(lines).getByText('IB-RM65 · Lead time 5 days')).toBeInTheDocument();
    expect(within(lines).getByText('Optional — tick to include')).toBeInTheDocument();
    expect(within(lines).getByText('Choose one')).toBeInTheDocument();
    expect(within(lines).getByRole('checkbox', { name: 'Include Mortar 25kg' })).not.toBeChecked();
    expect(within(lines).getByRole('radio', { name: 'Choose Concrete lintel 1200mm' })).toBeChecked();

    expect(screen.getByText('2 loads × £95.00')).toBeInTheDocument();
    expect(screen.getByText('Part-load charge')).toBeInTheDocument();
    expect(within(totals()).getByText('VAT 20 %')).toBeInTheDocument();
    expect(within(totals()).getByText('£1,381.80')).toBeInTheDocument();
    expect(within(totals()).getByText('£8,290.80')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/api/quotes/public/${UUID}/pdf?version=2`);
    expect(screen.getByRole('button', { name: 'Accept quote' })).toBeEnabled();

    expect(screen.queryByTestId('topbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    const get = api.calls.find((call) => call.path === `/api/quotes/public/${UUID}`)!;
    expect(String(api.fetchMock.mock.calls[0][0])).toBe(`/api/quotes/public/${UUID}?version=2`);
    expect(get.headers).not.toHaveProperty('Authorization');
    expect(api.calls.every((call) => !('Authorization' in call.headers))).toBe(true);
  });

  it('ticking an option updates the totals at once, then takes the server answer', async () => {
    logIn();
    const ticked = publicQuote({
      lines: [BRICKS, { ...MORTAR, selected: true }, CONCRETE, STEEL],
      totals: { subtotal: '6938.00', shipping: '225.00', vat: '1432.60', total: '8595.60' },
    });
    const { api } = open(publicQuote(), { [TOGGLE]: { body: ticked } });
    const release = hold(api, '/api/quotes/customer/toggleSelected');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Include Mortar 25kg' }));

    expect(screen.getByRole('checkbox', { name: 'Include Mortar 25kg' })).toBeChecked();
    expect(within(totals()).getByText('£6,938.00')).toBeInTheDocument();
    expect(within(totals()).getByText('£1,432.60')).toBeInTheDocument();
    expect(within(totals()).getByText('£8,595.60')).toBeInTheDocument();
    release();
    await waitFor(() => expect(api.count('PUT', '/api/quotes/customer/toggleSelected')).toBe(1));
    const call = api.calls.find((c) => c.method === 'PUT')!;
    expect(call.body).toEqual({ uuid: UUID, version: 2, line_id: 12, selected: true });
    expect(call.headers).not.toHaveProperty('Authorization');
    expect(await within(totals()).findByText('£8,595.60')).toBeInTheDocument();
  });

  it('picking the other alternative unpicks the first', async () => {
    const switched = publicQuote({
      lines: [BRICKS, MORTAR, { ...CONCRETE, selected: false }, { ...STEEL, selected: true }],
      totals: { subtotal: '6821.50', shipping: '225.00', vat: '1409.30', total: '8455.80' },
    });
    const { api } = open(publicQuote(), { [TOGGLE]: { body: switched } });
    const release = hold(api, '/api/quotes/customer/toggleSelected');
    await userEvent.click(await screen.findByRole('radio', { name: 'Choose Steel lintel 1200mm' }));
    expect(screen.getByRole('radio', { name: 'Choose Steel lintel 1200mm' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Choose Concrete lintel 1200mm' })).not.toBeChecked();
    expect(within(totals()).getByText('£8,455.80')).toBeInTheDocument();
    release();
    await waitFor(() => expect(api.count('PUT', '/api/quotes/customer/toggleSelected')).toBe(1));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ uuid: UUID, version: 2, line_id: 14, selected: true });
  });

  it('puts a refused tick back and says why', async () => {
    const message = 'This quote expired on 3 December 2025.';
    open(publicQuote(), { [TOGGLE]: { status: 409, body: { detail: message, errors: [] } } });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Include Mortar 25kg' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Include Mortar 25kg' })).not.toBeChecked();
    expect(within(totals()).getByText('£8,290.80')).toBeInTheDocument();
  });

  it('accepts with a name and PO number, then shows the quote accepted', async () => {
    const accepted = publicQuote({
      status: 'accepted',
      can_respond: false,
      decided_at: '2025-11-10T14:00:00Z',
      decided_by_name: 'Jane Holt',
      po_number: 'PO-7781',
    });
    const { api } = open(publicQuote(), { 'PUT /api/quotes/accept': { body: accepted } });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this quote' });
    expect(within(dialog).getByText(/for £8,290.80 including VAT/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept quote' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(api.count('PUT', '/api/quotes/accept')).toBe(0);

    await userEvent.type(within(dialog).getByLabelText(/^Your name/), 'Jane Holt');
    await userEvent.type(within(dialog).getByLabelText('Purchase order number'), 'PO-7781');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept quote' }));
    expect(await screen.findByText('Accepted on 10 November 2025 by Jane Holt (PO PO-7781)')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const call = api.calls.find((c) => c.path === '/api/quotes/accept')!;
    expect(call.body).toEqual({ uuid: UUID, version: 2, isInternal: false, name: 'Jane Holt', po_number: 'PO-7781', reason: '' });
    expect(call.headers).not.toHaveProperty('Authorization');
    expect(screen.queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Include Mortar 25kg' })).toBeDisabled();
  });

  it('shows a refusal of the acceptance as the server words it', async () => {
    const message = 'Version 3 of this quote was sent on 12 November 2025: please accept that one.';
    open(publicQuote(), { 'PUT /api/quotes/accept': { status: 409, body: { detail: message, errors: [] } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this quote' });
    await userEvent.type(within(dialog).getByLabelText(/^Your name/), 'Jane Holt{Enter}');
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('declines with a reason', async () => {
    const rejected = publicQuote({
      status: 'rejected',
      can_respond: false,
      decided_at: '2025-11-10T14:00:00Z',
      decided_by_name: 'Sam Pike',
      decision_reason: 'Found a closer supplier',
    });
    const { api } = open(publicQuote(), { 'PUT /api/quotes/reject': { body: rejected } });
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this quote' });
    await userEvent.type(within(dialog).getByLabelText(/^Your name/), 'Sam Pike');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Found a closer supplier');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline quote' }));
    expect(await screen.findByText('Declined on 10 November 2025 by Sam Pike')).toBeInTheDocument();
    expect(screen.getByText('Reason: Found a closer supplier')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/quotes/reject')?.body).toEqual({
      uuid: UUID,
      version: 2,
      isInternal: false,
      name: 'Sam Pike',
      po_number: '',
      reason: 'Found a closer supplier',
    });
  });

  it.each<[string, Partial<PublicQuoteOut>, string]>([
    ['expired', { status: 'expired' }, 'This quote expired on 3 December 2025 — contact us for an updated quote'],
    [
      'accepted',
      { status: 'accepted', decided_at: '2025-11-10T14:00:00Z', decided_by_name: 'Jane Holt', po_number: 'PO-1' },
      'Accepted on 10 November 2025 by Jane Holt (PO PO-1)',
    ],
    ['rejected', { status: 'rejected', decided_at: '2025-11-10T14:00:00Z' }, 'Declined on 10 November 2025'],
    ['converted', { status: 'converted' }, 'Accepted — your order is being processed'],
    ['withdrawn', { status: 'withdrawn' }, 'This quote has been withdrawn'],
  ])('says when the quote is %s, with no way to respond', async (_state, overrides, banner) => {
    open(publicQuote({ ...overrides, can_respond: false }));
    expect(await screen.findByText(banner)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Choose Steel lintel 1200mm' })).toBeDisabled();
  });

  it('links an earlier version to the latest one', async () => {
    const { api, router } = open(publicQuote({ status: 'superseded', can_respond: false, latest_version: 3 }));
    expect(await screen.findByText('A newer version (version 3) of this quote was sent')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'View the latest version' }));
    expect(router.state.location.pathname).toBe(`/quote/${UUID}`);
    expect(router.state.location.search).toBe('?version=3');
    await waitFor(() =>
      expect(api.fetchMock.mock.calls.map(([url]) => String(url))).toContain(`/api/quotes/public/${UUID}?version=3`),
    );
  });

  it('says so when the link is not valid', async () => {
    open({ status: 404, body: { detail: 'Not found', errors: [] } });
    expect(await screen.findByRole('heading', { name: 'This quote link is not valid' })).toBeInTheDocument();
    expect(screen.queryByTestId('topbar')).not.toBeInTheDocument();
  });

  it('asks the customer to wait when rate-limited', async () => {
    open({ status: 429, body: { detail: 'Too many requests.', errors: [] } });
    expect(await screen.findByText('Too many requests, try again in a minute.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('lists comments and posts a new one with the name given', async () => {
    const reply = comment({ comment_id: 2, comment: 'Yes, Saturday mornings.', author_name: 'Ada Lovelace', from_customer: false });
    const mine = comment({ comment_id: 3, comment: 'Please book the 14th.', author_name: 'Jane Holt' });
    let list = [comment(), reply];
    const { api } = open(publicQuote(), {
      'POST /api/quotes/comment/customer': { status: 201, body: mine },
    });
    api.fetchMock.mockClear();
    const answer = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) =>
      String(input).startsWith(`/api/quotes/comments/${UUID}`) ? new Response(JSON.stringify(list)) : answer(input, init),
    );
    const comments = await screen.findByRole('list', { name: 'Comments' });
    expect(within(comments).getByText('Can you deliver on a Saturday?')).toBeInTheDocument();
    expect(within(comments).getByText(/Pennine Brick Supplies/)).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Add a comment' });
    await userEvent.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(2);
    list = [...list, mine];
    await userEvent.type(within(form).getByLabelText(/^Your name/), 'Jane Holt');
    await userEvent.type(within(form).getByLabelText(/^Comment/), 'Please book the 14th.');
    await userEvent.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(await within(comments).findByText('Please book the 14th.')).toBeInTheDocument();
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ comment: 'Please book the 14th.', name: 'Jane Holt', uuid: UUID });
    expect(post.headers).not.toHaveProperty('Authorization');
    await waitFor(() => expect(within(form).getByLabelText(/^Comment/)).toHaveValue(''));
    expect(within(form).getByLabelText(/^Your name/)).toHaveValue('Jane Holt');
  });

  it('shows the lines as cards and the totals in a bar on a phone', async () => {
    stubMatchMedia((query) => query.includes('max-width'));
    open();
    const cards = await screen.findByRole('list', { name: 'Quote lines' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards).getByRole('radiogroup', { name: 'Choose one' })).toBeInTheDocument();
    expect(within(cards).getByText('40 × £6.35 each')).toBeInTheDocument();
    expect(within(summary()).getByText('£8,290.80')).toBeInTheDocument();
    expect(within(summary()).getByRole('button', { name: 'Accept quote' })).toBeInTheDocument();
  });
});
