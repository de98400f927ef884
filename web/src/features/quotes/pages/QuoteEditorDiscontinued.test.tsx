import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueProduct, nameLine, quoteLine, savedQuote } from '../testing/editor-fixtures';
import { bodyOf, cell, openEditor } from '../testing/editor-page';

type Saved = { quote: { lines: { product_id: number | null; confirm_discontinued: boolean }[] } };

const ATHERSTONE = catalogueProduct(610, { code: 'FOR-ATR', name: 'Atherstone Red', status: 'discontinued' });

describe('discontinued products in the editor', () => {
  it('marks them in a pasted list, asks before adding them, and sends the confirmation', async () => {
    const { api } = await openEditor('/quotes/editor/9', {
      'GET /api/quotes/9': { body: savedQuote(9) },
      'PUT /api/products/name/query': {
        body: [
          nameLine('2000 Atherstone Red', {
            text: 'Atherstone Red',
            quantity: '2000',
            matches: [{ product: ATHERSTONE, score: 0.9 }],
          }),
        ],
      },
      'POST /api/quotes/edit': { body: savedQuote(9) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Paste list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paste a list' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'One item per line' }), { target: { value: '2000 Atherstone Red' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find products' }));
    const rows = await within(dialog).findByRole('table', { name: 'Matched lines' });
    expect(within(rows).getByLabelText('Line 1: discontinued product')).toHaveTextContent('Discontinued');
    expect(within(rows).getByRole('option', { name: /^DISCONTINUED · FOR-ATR/ })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 1 line' }));
    const ask = await screen.findByRole('dialog', { name: 'Quote discontinued products?' });
    expect(ask).toHaveTextContent('This product is discontinued: FOR-ATR Atherstone Red.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Description, line 2' })).not.toBeInTheDocument();

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add 1 line' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Quote discontinued products?' })).getByRole('button', { name: 'Add them anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cell('Description, line 2')).toHaveValue('Atherstone Red');
    expect(screen.getByLabelText('Line 2: discontinued product')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.count('POST', '/api/quotes/edit')).toBe(1));
    const lines = (bodyOf(api, 'POST', '/api/quotes/edit') as Saved).quote.lines;
    expect(lines.map((line) => [line.product_id, line.confirm_discontinued])).toEqual([
      [501, false],
      [610, true],
    ]);
  });

  it('marks a saved line whose product is discontinued now', async () => {
    await openEditor('/quotes/editor/9', {
      'GET /api/quotes/9': { body: savedQuote(9, { lines: [quoteLine(71), quoteLine(72, { product_id: 610, discontinued: true })] }) },
    });
    expect(screen.getByLabelText('Line 2: discontinued product')).toHaveTextContent('Discontinued product');
    expect(screen.queryByLabelText('Line 1: discontinued product')).not.toBeInTheDocument();
  });
});
