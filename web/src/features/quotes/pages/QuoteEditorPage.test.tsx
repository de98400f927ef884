import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuoteOut } from '@/lib/api/types';
import { snackbarStore } from '@/lib/snackbar';
import { catalogueProduct, nameLine, quoteLine, savedQuote } from '../testing/editor-fixtures';
import { bodyOf, cell, figure, openEditor as open } from '../testing/editor-page';

describe('a new quote', () => {
  it('picks a customer and a contact, adds a product by search, totals it live and saves it', async () => {
    const saved = savedQuote(9, { lines: [quoteLine(71, { description: 'Tradesman Red 501', code: 'IB-501' })] });
    const { api, router } = await open('/quotes/editor/new', { 'POST /api/quotes/add': { status: 201, body: saved } }, 'New quote');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await userEvent.type(screen.getByRole('combobox', { name: /^Customer/ }), 'Cal');
    await userEvent.click(await screen.findByRole('option', { name: 'Calder Valley Homes' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Contacts' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jo Bloggs · jo@calder.example' }));

    await userEvent.type(screen.getByRole('combobox', { name: 'Add a product' }), 'tr');
    await screen.findByRole('option', { name: /Tradesman Red 501/ });
    await userEvent.keyboard('{Enter}');
    const quantity = await screen.findByRole('textbox', { name: 'Quantity, line 1' });
    await waitFor(() => expect(quantity).toHaveFocus());
    await userEvent.type(quantity, '12500');

    expect(screen.getByLabelText('Line total, line 1')).toHaveTextContent('£6,404.38');
    expect(figure('Subtotal')).toHaveTextContent('£6,404.38');
    expect(figure('VAT at 20%')).toHaveTextContent('£1,280.88');
    expect(figure('Total')).toHaveTextContent('£7,685.26');
    expect(figure('Margin %')).toHaveTextContent('19.6%');

    expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/quotes/editor/9'));
    expect(bodyOf(api, 'POST', '/api/quotes/add')).toEqual({
      quote: {
        customer_id: 5,
        contact_ids: [11],
        project_id: null,
        delivery_address_id: null,
        account_manager_id: 1,
        valid_until: null,
        vat_rate: '20',
        customer_notes: '',
        file_repo_url: '',
        shipping: { loads: 0, price_per_load: '0.00', part_load_charge: '0.00', offloading_charge: '0.00' },
        lines: [
          {
            product_id: 501,
            code: 'IB-501',
            description: 'Tradesman Red 501',
            quantity: '12500',
            unit: 'per_1000',
            cost_price: '412.00',
            sell_price: '512.35',
            margin_percent: null,
            optional: false,
            alternative_group: '',
            selected: true,
            lead_time_days: 14,
            confirm_discontinued: false,
            supplier_quote_line_id: null,
          },
        ],
        plots: [],
      },
      notes: '',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote Q-000009' })).toBeInTheDocument();
    expect(snackbarStore.get().message).toBe('Quote Q-000009 was saved.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    // Save is disabled now: the focus goes to the screen's heading, not to the page's body.
    expect(screen.getByRole('heading', { level: 1, name: 'Quote Q-000009' })).toHaveFocus();
  });

  it('keeps the focus in the cell it was in when the first save (Ctrl+S) moves the quote to its own address', async () => {
    const saved = savedQuote(9, { lines: [quoteLine(71, { description: 'Sundries', code: '' })] });
    const { router } = await open('/quotes/editor/new', { 'POST /api/quotes/add': { status: 201, body: saved } }, 'New quote');
    await userEvent.type(screen.getByRole('combobox', { name: /^Customer/ }), 'Cal');
    await userEvent.click(await screen.findByRole('option', { name: 'Calder Valley Homes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Free-text line' }));
    await userEvent.type(cell('Description, line 1'), 'Sundries');
    await userEvent.type(cell('Quantity, line 1'), '3');
    await userEvent.type(cell('Sell price, line 1'), '10');

    fireEvent.keyDown(window, { key: 's', ctrlKey: true });

    await waitFor(() => expect(router.state.location.pathname).toBe('/quotes/editor/9'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote Q-000009' })).toBeInTheDocument();
    await waitFor(() => expect(cell('Sell price, line 1')).toHaveFocus());
  });

  it('checks the draft before calling the API, adds a line with Enter, and warns before leaving', async () => {
    const { api, router } = await open('/quotes/editor/new', {}, 'New quote');
    await userEvent.click(screen.getByRole('button', { name: 'Free-text line' }));
    await waitFor(() => expect(cell('Code, line 1')).toHaveFocus());
    await userEvent.type(cell('Description, line 1'), 'Sundries');
    await userEvent.type(cell('Lead time (days), line 1'), '{Enter}');
    await waitFor(() => expect(cell('Code, line 2')).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a customer')).toBeInTheDocument();
    expect(cell('Quantity, line 1')).toHaveAccessibleDescription('Enter a quantity above 0');
    expect(cell('Sell price, line 1')).toHaveAccessibleDescription('Enter a sell price or a margin');
    expect(cell('Description, line 2')).toHaveAccessibleDescription('Enter a description');
    expect(api.count('POST', '/api/quotes/add')).toBe(0);

    await router.navigate('/quotes');
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(leave).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/quotes/editor/new');
    expect(cell('Description, line 1')).toHaveValue('Sundries');
  });
});

describe('editing a quote', () => {
  const sent = savedQuote(9, { status: 'sent', version_status: 'sent', sent_version: 1 });

  it('works the sell price out of a margin and the margin out of a price, and saves from the row version', async () => {
    const { api } = await open('/quotes/editor/9', {
      'GET /api/quotes/9': { body: sent },
      'POST /api/quotes/edit': { body: savedQuote(9, { version: 2, current_version: 2, sent_version: 1, row_version: 4 }) },
    });
    expect(screen.getByText('Saving will create version 2; version 1 stays as sent.')).toBeInTheDocument();
    expect(screen.getByText('Q-000009 · version 1')).toBeInTheDocument();

    const margin = cell('Margin %, line 1');
    await userEvent.clear(margin);
    await userEvent.type(margin, '22.5');
    expect(cell('Sell price, line 1')).toHaveValue('531.61');
    expect(screen.getByLabelText('Line total, line 1')).toHaveTextContent('£6,645.13');
    expect(figure('Subtotal')).toHaveTextContent('£6,645.13');

    const sell = cell('Sell price, line 1');
    await userEvent.clear(sell);
    await userEvent.type(sell, '440');
    expect(margin).toHaveValue('6.4');
    expect(figure('Margin %')).toHaveTextContent('6.4%');
    expect(figure('Margin %').lastElementChild).toHaveStyle({ color: 'rgb(226, 100, 100)' });

    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await waitFor(() => expect(api.count('POST', '/api/quotes/edit')).toBe(1));
    const body = bodyOf(api, 'POST', '/api/quotes/edit') as { quote: Record<string, unknown>; notes: string };
    expect(body.quote).toMatchObject({ quote_id: 9, row_version: 3, customer_id: 5, contact_ids: [11], project_id: 42 });
    expect((body.quote.lines as object[])[0]).toMatchObject({ quantity: '12500', sell_price: '440', margin_percent: null });
    expect(body.notes).toBe('Beat the Forterra price.');
    await waitFor(() => expect(snackbarStore.get().message).toBe('Quote Q-000009 was saved as version 2.'));
  });

  it('keeps my edits when someone else saved first, compares the lines, and reloads theirs', async () => {
    let stored: QuoteOut = savedQuote(9);
    const { api } = await open('/quotes/editor/9', {
      'GET /api/quotes/9': () => ({ body: stored }),
      'POST /api/quotes/edit': {
        status: 409,
        body: { detail: 'Quote Q-000009 was changed by someone else since you opened it.', errors: [] },
      },
    });
    const quantity = cell('Quantity, line 1');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '14000');
    stored = savedQuote(9, { row_version: 5, lines: [quoteLine(80, { quantity: '13000.000', sell_price: '500.00' })] });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this quote' });
    expect(dialog).toHaveTextContent('changed by someone else since you opened it');
    expect(quantity).toHaveValue('14000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Compare' }));
    const table = await within(dialog).findByRole('table', { name: 'Your lines and theirs' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Ibstock Tradesman Red.*14,000 bricks at £512\.35 per 1,000.*13,000 bricks at £500\.00 per 1,000.*Changed quantity, sell price/);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload (discard mine)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cell('Quantity, line 1')).toHaveValue('13000');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(api.count('GET', '/api/quotes/9')).toBeGreaterThanOrEqual(3);
  });

  it('shows a 422’s messages in the cells they name', async () => {
    await open('/quotes/editor/9', {
      'GET /api/quotes/9': { body: savedQuote(9, { lines: [quoteLine(71), quoteLine(72, { description: 'Mortar', product_id: 9 })] }) },
      'POST /api/quotes/edit': {
        status: 422,
        body: {
          detail: 'Check the highlighted fields.',
          errors: [
            { field: 'lines.1.product_id', message: 'This product does not exist.' },
            { field: 'shipping.loads', message: 'Enter at most 1000 loads' },
          ],
        },
      },
    });
    await userEvent.type(cell('Quantity, line 2'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This product does not exist.')).toBeInTheDocument();
    expect(cell('Description, line 2')).toHaveAccessibleDescription('This product does not exist.');
    expect(cell('Description, line 2')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Loads' })).toHaveAccessibleDescription('Enter at most 1000 loads');
    expect(screen.getByText('Some fields need attention: see the messages beside them.')).toBeInTheDocument();

    // Moving the line keeps its message on it.
    await userEvent.click(screen.getByRole('button', { name: 'Move line 2 up' }));
    expect(cell('Description, line 1')).toHaveAccessibleDescription('This product does not exist.');
  });

  it('shows an earlier version read-only, with the way to the current one', async () => {
    const { api } = await open('/quotes/editor/9?version=1', {
      'GET /api/quotes/9': { body: savedQuote(9, { version: 1, current_version: 3, read_only: true, version_status: 'sent' }) },
    });
    expect(screen.getByText('Version 1 of 3 — read only')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the current version' })).toHaveAttribute('href', '/quotes/editor/9');
    expect(cell('Quantity, line 1')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete line 1' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Saving will create/)).not.toBeInTheDocument();
    expect(api.fetchMock.mock.calls.map((c) => String(c[0]))).toContain('/api/quotes/9?version=1');
  });

  it('deletes a line with undo, and adds lines from a pasted list', async () => {
    const { api } = await open('/quotes/editor/9', {
      'GET /api/quotes/9': { body: savedQuote(9) },
      'PUT /api/products/name/query': {
        body: [
          nameLine('12,500 Ibstock Red Multi', {
            text: 'Ibstock Red Multi',
            quantity: '12500',
            matches: [{ product: catalogueProduct(502, { name: 'Red Multi' }), score: 0.92 }],
          }),
          nameLine('300 bags cement', {
            text: 'cement',
            quantity: '300',
            unit: 'pack',
            matches: [{ product: catalogueProduct(9, { name: 'Cement', selling_unit: 'pack', cost_price: '4.17', list_price: '5.99' }), score: 0.8 }],
          }),
          nameLine('Delivery by Friday'),
        ],
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete line 1' }));
    expect(screen.queryByRole('textbox', { name: 'Quantity, line 1' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(cell('Quantity, line 1')).toHaveValue('12500');

    await userEvent.click(screen.getByRole('button', { name: 'Paste list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paste a list' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'One item per line' }), {
      target: { value: '12,500 Ibstock Red Multi\n300 bags cement\nDelivery by Friday' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find products' }));
    const rows = await within(dialog).findByRole('table', { name: 'Matched lines' });
    expect(bodyOf(api, 'PUT', '/api/products/name/query')).toEqual({
      productArray: ['12,500 Ibstock Red Multi', '300 bags cement', 'Delivery by Friday'],
      limit: 3,
      supplier_ids: [],
    });
    expect(within(rows).getByRole('textbox', { name: 'Quantity for line 1' })).toHaveValue('12500');
    expect(within(rows).getAllByRole('row')[1]).toHaveTextContent(/bricks$/);
    expect(within(rows).getByRole('checkbox', { name: 'Add line 3' })).not.toBeChecked();
    await userEvent.click(within(rows).getByRole('checkbox', { name: 'Add line 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 1 line' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cell('Description, line 2')).toHaveValue('Red Multi');
    expect(cell('Quantity, line 2')).toHaveValue('12500');
    expect(cell('Sell price, line 2')).toHaveValue('512.35');
    expect(figure('Subtotal')).toHaveTextContent('£12,808.76');
  });

  it('splits a line over plots and saves the plots by line index', async () => {
    const { api } = await open('/quotes/editor/9', {
      'GET /api/quotes/9': {
        body: savedQuote(9, {
          lines: [quoteLine(70, { description: 'Mortar', product_id: 7, quantity: '4.000' }), quoteLine(71)],
          plots: [{ plot_id: 1, plot_number: '1', house_type: 'Ashby', quantities: [{ line_id: 71, quantity: '6250.000' }] }],
        }),
      },
      'POST /api/quotes/edit': { body: savedQuote(9) },
    });
    const plots = screen.getByRole('table', { name: 'Plots' });
    expect(within(plots).getByLabelText('Line 2 plots total')).toHaveTextContent('6,250 of 12,500');
    await userEvent.click(screen.getByRole('button', { name: 'Add a plot' }));
    await userEvent.type(cell('Plot number, row 2'), '2');
    await userEvent.click(within(plots).getByRole('button', { name: 'Fill line 2 evenly' }));
    expect(cell('Line 2 quantity, plot 1')).toHaveValue('6250');
    expect(cell('Line 2 quantity, plot 2')).toHaveValue('6250');
    expect(within(plots).getByLabelText('Line 2 plots total')).toHaveTextContent('12,500 of 12,500');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.count('POST', '/api/quotes/edit')).toBe(1));
    expect((bodyOf(api, 'POST', '/api/quotes/edit') as { quote: { plots: unknown } }).quote.plots).toEqual([
      { plot_number: '1', house_type: 'Ashby', quantities: [{ line: 1, quantity: '6250' }] },
      { plot_number: '2', house_type: '', quantities: [{ line: 1, quantity: '6250' }] },
    ]);
  });
});
