import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { quoteLine, savedQuote } from '../testing/editor-fixtures';
import { bodyOf, cell, figure, openEditor } from '../testing/editor-page';

type Saved = { quote: { lines: { quantity: string; unit: string }[] } };

// Wienerberger Lymington Multi: £698.50 per 1,000, cost £550.00.
const BRICKS = quoteLine(71, { quantity: '1000.000', cost_price: '550.00', sell_price: '698.50', line_total: '698.50' });

describe('quantities on a line priced per 1,000', () => {
  it('count bricks: 48,000 typed is 48,000 bricks at £698.50 per 1,000, £33,528.00', async () => {
    const { api } = await openEditor('/quotes/editor/9', {
      'GET /api/quotes/9': { body: savedQuote(9, { lines: [BRICKS] }) },
      'POST /api/quotes/edit': { body: savedQuote(9) },
    });
    const quantity = cell('Quantity, line 1');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '48000');
    expect(screen.getByLabelText('Quantity counted, line 1')).toHaveTextContent('48,000 bricks');
    expect(screen.getByLabelText('Line total, line 1')).toHaveTextContent('£33,528.00');
    expect(figure('Subtotal')).toHaveTextContent('£33,528.00');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.count('POST', '/api/quotes/edit')).toBe(1));
    expect(screen.queryByRole('dialog', { name: 'Check these quantities' })).not.toBeInTheDocument();
    const [line] = (bodyOf(api, 'POST', '/api/quotes/edit') as Saved).quote.lines;
    expect([line.quantity, line.unit]).toEqual(['48000', 'per_1000']);
  });

  it('asks before saving more than a line plausibly holds (over 1,000 thousands of bricks)', async () => {
    const { api } = await openEditor('/quotes/editor/9', {
      'GET /api/quotes/9': { body: savedQuote(9, { lines: [BRICKS] }) },
      'POST /api/quotes/edit': { body: savedQuote(9) },
    });
    const quantity = cell('Quantity, line 1');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '48000000');
    expect(screen.getByLabelText('Line total, line 1')).toHaveTextContent('£33,528,000.00');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const ask = await screen.findByRole('dialog', { name: 'Check these quantities' });
    expect(ask).toHaveTextContent('Line 1 (Ibstock Tradesman Red): 48,000,000 bricks');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Check these quantities' })).not.toBeInTheDocument());
    expect(api.count('POST', '/api/quotes/edit')).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const again = await screen.findByRole('dialog', { name: 'Check these quantities' });
    await userEvent.click(within(again).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(api.count('POST', '/api/quotes/edit')).toBe(1));
    expect((bodyOf(api, 'POST', '/api/quotes/edit') as Saved).quote.lines[0].quantity).toBe('48000000');
  });
});
