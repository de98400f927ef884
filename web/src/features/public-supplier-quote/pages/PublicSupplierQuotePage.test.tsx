import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import type { PublicSupplierQuoteOut } from '../api/types';
import { BRICKS, LINTELS, supplierLine, supplierQuote, UUID } from '../testing/fixtures';

const GET = `GET /api/suppliers/quotes/public/${UUID}`;
const COMMENTS = `GET /api/suppliers/quote/comments/${UUID}`;
const TOTALS = 'PUT /api/suppliers/quote/totals';
const DECLINE = 'PUT /api/suppliers/quote/decline';
/** Lines for the long-request test: enough to show the list and totals hold, few enough for jsdom. */
const LINES = 60;

function open(quote: PublicSupplierQuoteOut | MockResponse = supplierQuote(), routes: Record<string, MockResponse | ((r: { body: unknown }) => MockResponse)> = {}) {
  const answer = 'uuid' in quote ? { body: quote } : quote;
  const api = mockFetch({ [GET]: answer, [COMMENTS]: { body: [] }, ...routes });
  const view = renderRoute({ path: `/supplier-quote/${UUID}` });
  return { api, ...view };
}

const line = (name: RegExp | string) => screen.getByRole('group', { name });
const totals = () => within(screen.getByRole('complementary', { name: 'Summary' })).getByLabelText('Totals');
const lastBody = (api: ReturnType<typeof mockFetch>, method = 'PUT') => api.calls.filter((c) => c.method === method).at(-1)?.body as Record<string, unknown>;

describe('supplier quote page', () => {
  it('shows the request as the supplier sees it, without the shell or a staff token', async () => {
    logIn();
    const { api } = open();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('SQ-000123 · version 1');
    expect(screen.getByText('Request for prices from Pennine Brick Supplies')).toBeInTheDocument();
    expect(screen.getByText('HX7 8AD')).toBeInTheDocument();
    expect(screen.getByText('14 December 2026')).toBeInTheDocument();
    expect(screen.getByText('1 December 2026')).toBeInTheDocument();
    expect(screen.getByText('Crane offload')).toBeInTheDocument();
    expect(screen.getByText('Full loads')).toBeInTheDocument();
    expect(within(line(/Ibstock Red Multi/)).getByText('IB-RM65 · 10,000 bricks · priced per 1,000')).toBeInTheDocument();
    expect(within(line(/Concrete lintel/)).getByLabelText('Price each')).toBeInTheDocument();
    expect(screen.queryByTestId('topbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(api.calls.every((call) => !('Authorization' in call.headers))).toBe(true);
  });

  it('works the totals live, with haulage and the landed cost per unit', async () => {
    open();
    const bricks = await screen.findByRole('group', { name: /Ibstock Red Multi/ });
    await userEvent.type(within(bricks).getByLabelText('Price per 1,000'), '500');
    expect(within(bricks).getByText('Line total £5,000.00')).toBeInTheDocument();
    expect(totals()).toHaveTextContent(/^Goods£5,000.00Total \(ex VAT\)£5,000.00$/);

    await userEvent.click(screen.getByRole('combobox', { name: 'Haulage' }));
    await userEvent.click(screen.getByRole('option', { name: 'Per load' }));
    await userEvent.type(screen.getByLabelText('Haulage per load'), '300');
    await userEvent.type(screen.getByLabelText('Loads'), '1');
    expect(within(bricks).getByText('Landed £530.00 per 1,000')).toBeInTheDocument();
    expect(totals()).toHaveTextContent(/^Goods£5,000.00Haulage£300.00Total \(ex VAT\)£5,300.00$/);
    expect(screen.getAllByText('1 of 2 lines priced').length).toBeGreaterThan(0);
  });

  it('saves a draft with every line and the charges, and says so', async () => {
    const { api } = open(supplierQuote(), { [TOTALS]: { body: supplierQuote({ lines: [{ ...BRICKS, price: '512.50' }, LINTELS] }) } });
    const bricks = await screen.findByRole('group', { name: /Ibstock Red Multi/ });
    await userEvent.type(within(bricks).getByLabelText('Price per 1,000'), '512.5');
    await userEvent.type(within(bricks).getByLabelText('Lead time'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    const body = lastBody(api);
    expect(body).toMatchObject({ uuid: UUID, version: 1, submit: false, valid_until: null });
    expect(body.lines).toEqual([
      expect.objectContaining({ line_id: 41, price: '512.50', lead_time: 10, lead_time_unit: 'working_days', cannot_quote: false }),
      expect.objectContaining({ line_id: 42, price: null, lead_time: null }),
    ]);
    expect(body.charges).toEqual({
      haulage_basis: 'included',
      haulage_amount: '0.00',
      loads: 0,
      part_load_surcharge: '0.00',
      offload_charge: '0.00',
      pallets: 0,
      pallet_charge: '0.00',
      pallet_refund: '0.00',
    });
  });

  it("marks a line can't quote with a reason and an alternative, then submits with the supplier's name", async () => {
    const answered = supplierQuote({ status: 'answered', submitted_by: 'Sam Pike', submitted_at: '2026-11-26T10:00:00Z' });
    const { api } = open(supplierQuote(), { [TOTALS]: { body: answered } });
    const bricks = await screen.findByRole('group', { name: /Ibstock Red Multi/ });
    await userEvent.type(within(bricks).getByLabelText('Price per 1,000'), '500');
    const lintels = line(/Concrete lintel/);
    await userEvent.click(within(lintels).getByRole('checkbox', { name: "Can't quote this line" }));
    expect(within(lintels).queryByLabelText('Price each')).not.toBeInTheDocument();

    // The reason is required: the page says so before sending anything.
    await userEvent.click(screen.getByRole('button', { name: 'Submit prices' }));
    expect(within(lintels).getByText('Say why this line cannot be quoted')).toBeInTheDocument();
    expect(screen.getByText('Line 2 needs attention before saving.')).toBeInTheDocument();
    expect(api.count('PUT', '/api/suppliers/quote/totals')).toBe(0);

    await userEvent.type(within(lintels).getByLabelText(/Why not/), 'Not made at our works');
    await userEvent.type(within(lintels).getByLabelText('Alternative product offered'), 'Steel lintel 1200mm');
    await userEvent.type(within(lintels).getByLabelText("Alternative's price each"), '14.20');
    await userEvent.click(screen.getByRole('button', { name: 'Submit prices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send your prices' });
    expect(dialog).toHaveTextContent('total £5,000.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send prices' }));
    expect(within(dialog).getByText('Please enter your name')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Your name/), 'Sam Pike');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send prices' }));

    expect(await screen.findByText('Your prices have been sent to Pennine Brick Supplies. Thank you.')).toBeInTheDocument();
    const body = lastBody(api);
    expect(body).toMatchObject({ submit: true, name: 'Sam Pike' });
    expect((body.lines as unknown[])[1]).toEqual(
      expect.objectContaining({
        line_id: 42,
        price: null,
        cannot_quote: true,
        cannot_quote_reason: 'Not made at our works',
        alternative_description: 'Steel lintel 1200mm',
        alternative_price: '14.20',
      }),
    );
    expect(await screen.findByText(/Prices sent on 26 November 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit new version' })).toBeInTheDocument();
  }, 90_000);

  it('says which lines still need a price before offering to send them', async () => {
    const { api } = open(supplierQuote());
    const bricks = await screen.findByRole('group', { name: /Ibstock Red Multi/ });
    await userEvent.click(screen.getByRole('button', { name: 'Submit prices' }));
    expect(screen.getByText('2 lines have no price yet: price each, or mark it as one you cannot quote.')).toBeInTheDocument();
    expect(within(bricks).getByText('Enter a price, or mark the line as one you cannot quote')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Send your prices' })).not.toBeInTheDocument();
    expect(api.count('PUT', '/api/suppliers/quote/totals')).toBe(0);

    await userEvent.type(within(bricks).getByLabelText('Price per 1,000'), '500');
    await userEvent.click(within(line(/Concrete lintel/)).getByRole('checkbox', { name: "Can't quote this line" }));
    await userEvent.type(within(line(/Concrete lintel/)).getByLabelText(/Why not/), 'Not made at our works');
    await userEvent.click(screen.getByRole('button', { name: 'Submit prices' }));
    expect(await screen.findByRole('dialog', { name: 'Send your prices' })).toHaveTextContent('total £5,000.00');
  }, 60_000);

  it('tells an answering supplier that a revision becomes a new version', async () => {
    const answered = supplierQuote({
      status: 'answered',
      version: 2,
      submitted_by: 'Sam Pike',
      lines: [{ ...BRICKS, price: '500.00' }, { ...LINTELS, price: '12.00' }],
    });
    open(answered, { [TOTALS]: { body: { ...answered, version: 3 } } });
    expect(await screen.findByText(/saving or submitting a change makes version 3; version 2 stays as you sent it/)).toBeInTheDocument();
    const lintels = line(/Concrete lintel/);
    expect(within(lintels).getByLabelText('Price each')).toHaveValue('12.00');
    await userEvent.clear(within(lintels).getByLabelText('Price each'));
    await userEvent.type(within(lintels).getByLabelText('Price each'), '11.50');
    await userEvent.click(screen.getByRole('button', { name: 'Submit new version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send revised prices' });
    expect(dialog).toHaveTextContent('as version 3. Version 2, as you sent it, is kept unchanged.');
    expect(within(dialog).getByLabelText(/Your name/)).toHaveValue('Sam Pike');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send version 3' }));
    expect(await screen.findByText('Your prices have been sent to Pennine Brick Supplies as version 3. Thank you.')).toBeInTheDocument();
  });

  it("puts the server's field messages on their lines and charges", async () => {
    open(supplierQuote(), {
      [TOTALS]: {
        status: 422,
        body: {
          detail: 'Invalid input: one message per field',
          errors: [
            { field: 'lines.1.price', message: 'Enter a price, or mark the line as one you cannot quote' },
            { field: 'charges.haulage_amount', message: 'Input should be less than 10000000' },
          ],
        },
      },
    });
    const bricks = await screen.findByRole('group', { name: /Ibstock Red Multi/ });
    await userEvent.type(within(bricks).getByLabelText('Price per 1,000'), '500');
    await userEvent.click(screen.getByRole('combobox', { name: 'Haulage' }));
    await userEvent.click(screen.getByRole('option', { name: 'Per delivery' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const lintels = line(/Concrete lintel/);
    expect(await within(lintels).findByText('Enter a price, or mark the line as one you cannot quote')).toBeInTheDocument();
    expect(within(lintels).getByLabelText('Price each')).toHaveFocus();
    expect(screen.getByText('Input should be less than 10000000')).toBeInTheDocument();
    expect(screen.getByText(/Lines to check/)).toHaveTextContent('Lines to check: 2');
    // Typing in the field clears its message.
    await userEvent.type(within(lintels).getByLabelText('Price each'), '9');
    expect(within(lintels).queryByText('Enter a price, or mark the line as one you cannot quote')).not.toBeInTheDocument();
  });

  it('flags an amount that is not pounds and pence once the field is left', async () => {
    open();
    const bricks = await screen.findByRole('group', { name: /Ibstock Red Multi/ });
    await userEvent.type(within(bricks).getByLabelText('Price per 1,000'), '5.123');
    expect(within(bricks).queryByText(/Enter an amount/)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(within(bricks).getByText('Enter an amount in pounds and pence, like 512.50')).toBeInTheDocument();
    expect(within(bricks).getByText('Not priced')).toBeInTheDocument();
  });

  it('declines the whole request with a reason', async () => {
    const declined = supplierQuote({ status: 'declined', can_edit: false, closed_reason: 'You declined this request (SQ-000123).' });
    let answered = false;
    const { api } = open(
      { body: supplierQuote() },
      {
        [DECLINE]: () => {
          answered = true;
          return { body: declined };
        },
      },
    );
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Decline request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    expect(answered).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Kiln shut for maintenance in December');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(answered).toBe(true));
    expect(lastBody(api)).toEqual({ uuid: UUID, name: '', reason: 'Kiln shut for maintenance in December' });
  });

  it.each([
    ['withdrawn', 'This request was withdrawn', 'This request (SQ-000123) was withdrawn by the buyer: no prices are needed any more.'],
    ['expired', 'This request has closed', 'This request (SQ-000123) closed on its deadline. Contact the buyer to quote after all.'],
  ] as const)('shows a %s request read-only, with the reason', async (status, title, reason) => {
    open(supplierQuote({ status, can_edit: false, closed_reason: reason, lines: [{ ...BRICKS, price: '500.00' }, LINTELS] }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(within(line(/Ibstock/)).getByLabelText('Price per 1,000')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit prices' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
  });

  it('says an unknown link is not valid', async () => {
    open({ status: 404, body: { detail: 'This request for prices does not exist.', errors: [] } });
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
  });

  it('asks to wait when rate-limited, and tries again', async () => {
    const { api } = open({ status: 429, body: { detail: 'Too many requests', errors: [] } });
    expect(await screen.findByRole('heading', { name: 'Please wait a moment' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.count('GET', `/api/suppliers/quotes/public/${UUID}`)).toBe(2));
  });

  it('shows many lines and prices the last one', async () => {
    const lines = Array.from({ length: LINES }, (_, i) =>
      supplierLine({ line_id: 1000 + i, position: i + 1, description: `Brick type ${i + 1}`, quantity: '1000.000' }),
    );
    open(supplierQuote({ lines }));
    // Testing Library's text and role queries walk the whole page; over hundreds of lines in jsdom they take
    // minutes, so this test reads the DOM directly (300 lines in a real browser: tests/e2e/test_supplier_public.py).
    const rows = () => document.querySelectorAll<HTMLElement>('[data-testid="supplier-line"]');
    await waitFor(() => expect(rows()).toHaveLength(LINES), { timeout: 60_000 });
    const last = rows()[LINES - 1];
    expect(last).toHaveTextContent(`${LINES}. Brick type ${LINES}`);
    fireEvent.change(last.querySelector('input[aria-label="Price per 1,000"]')!, { target: { value: '1.01' } });
    expect(last).toHaveTextContent('Line total £1.01');
    expect(document.querySelector('aside [aria-label="Totals"]')).toHaveTextContent(/^Goods£1.01Total \(ex VAT\)£1.01$/);
    expect(document.querySelector('aside')).toHaveTextContent(`1 of ${LINES} lines priced`);
  }, 180_000);
});
