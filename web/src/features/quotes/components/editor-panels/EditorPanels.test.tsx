import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QuoteOut } from '@/lib/api/types';
import { snackbarStore } from '@/lib/snackbar';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import EditorPanels from './EditorPanels';
import { comment, historyItem, line, quote, sentQuote, UUID } from './test-fixtures';

type Routes = Parameters<typeof mockFetch>[0];

function renderPanels(shown: QuoteOut, routes: Routes) {
  logIn({ role: 'staff', userId: 1 });
  const api = mockFetch(routes);
  const onQuoteChanged = vi.fn();
  const onLoadVersion = vi.fn();
  renderRoute({
    path: '/quotes/editor/7',
    routes: [
      {
        path: '/quotes/editor/:quoteId',
        element: <EditorPanels quote={shown} onQuoteChanged={onQuoteChanged} onLoadVersion={onLoadVersion} />,
      },
    ],
  });
  return { api, onQuoteChanged, onLoadVersion, user: userEvent.setup() };
}

const bodyOf = (api: ReturnType<typeof mockFetch>, method: string, path: string) =>
  api.calls.find((c) => c.method === method && c.path === path)?.body;

describe('comments', () => {
  it('posts a reply the customer sees and edits your own', async () => {
    let thread = [
      comment(1, { comment: 'Can you do 15,000?' }),
      comment(2, { comment: 'Yes, from stock.', author_name: 'Ada Lovelace', from_customer: false, can_edit: true }),
    ];
    const { api, user } = renderPanels(sentQuote(), {
      [`GET /api/quotes/comments/${UUID}`]: () => ({ body: thread }),
      'POST /api/quotes/comment/customer': ({ body }): MockResponse => {
        const text = (body as { comment: string }).comment;
        const added = comment(3, { comment: text, author_name: 'Ada Lovelace', from_customer: false, can_edit: true });
        thread = [...thread, added];
        return { status: 201, body: added };
      },
      'PUT /api/quotes/comment/edit': ({ body }): MockResponse => {
        const { comment_id, comment: text } = body as { comment_id: number; comment: string };
        thread = thread.map((c) => (c.comment_id === comment_id ? { ...c, comment: text, edited_at: '2025-11-21T10:00:00Z' } : c));
        return { body: thread.find((c) => c.comment_id === comment_id) };
      },
    });
    const list = await screen.findByRole('list', { name: 'Customer comments' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/Jo Bloggs.*Customer.*Can you do 15,000\?/);
    expect(within(list).queryByRole('button', { name: 'Edit comment by Jo Bloggs' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Reply to the customer' }));
    await user.paste('Delivery next week.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await within(list).findByText('Delivery next week.');
    expect(bodyOf(api, 'POST', '/api/quotes/comment/customer')).toEqual({
      comment: 'Delivery next week.',
      uuid: UUID,
      user_id: 1,
      name: '',
    });

    await user.click(within(list).getAllByRole('button', { name: 'Edit comment by Ada Lovelace' })[0]);
    const editor = within(list).getByRole('textbox', { name: 'Edit comment' });
    await user.clear(editor);
    await user.paste('Yes, from stock in Leeds.');
    await user.click(within(list).getByRole('button', { name: 'Save comment' }));
    await within(list).findByText('Yes, from stock in Leeds.');
    expect(bodyOf(api, 'PUT', '/api/quotes/comment/edit')).toEqual({
      comment_id: 2,
      comment: 'Yes, from stock in Leeds.',
      previous: 'Yes, from stock.',
    });
    expect(snackbarStore.get().message).toBe('The comment was saved.');
  });

  it('keeps your text when your comment changed since you opened it (409) and shows what it reads now', async () => {
    let thread = [comment(2, { comment: 'Yes, from stock.', author_name: 'Ada Lovelace', from_customer: false, can_edit: true })];
    const { api, user } = renderPanels(sentQuote(), {
      [`GET /api/quotes/comments/${UUID}`]: () => ({ body: thread }),
      'PUT /api/quotes/comment/edit': (): MockResponse => {
        thread = [{ ...thread[0], comment: 'Yes, from Leeds.' }];
        return { status: 409, body: { detail: 'This comment was changed since you opened it.', errors: [] } };
      },
    });
    const list = await screen.findByRole('list', { name: 'Customer comments' });
    await user.click(within(list).getByRole('button', { name: 'Edit comment by Ada Lovelace' }));
    await user.type(within(list).getByRole('textbox', { name: 'Edit comment' }), ' Friday.');
    await user.click(within(list).getByRole('button', { name: 'Save comment' }));

    expect(await within(list).findByRole('alert')).toHaveTextContent(/changed since you opened it.*It now reads:.*Yes, from Leeds\./);
    expect(within(list).getByRole('textbox', { name: 'Edit comment' })).toHaveValue('Yes, from stock. Friday.');
    expect(bodyOf(api, 'PUT', '/api/quotes/comment/edit')).toEqual({
      comment_id: 2,
      comment: 'Yes, from stock. Friday.',
      previous: 'Yes, from stock.',
    });
  });

  it('posts an internal comment with your own id', async () => {
    const { api, user } = renderPanels(quote(), {
      [`GET /api/quotes/comments/${UUID}`]: { body: [] },
      [`GET /api/quotes/comments/internal/${UUID}`]: { body: [] },
      'POST /api/quotes/comment/internal': { status: 201, body: comment(5, { isInternal: true, from_customer: false }) },
    });
    expect(await screen.findByText(/the customer sees these replies once it is/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Internal comments' }));
    await screen.findByText(/No internal comments yet/);
    await user.click(screen.getByRole('textbox', { name: 'Add an internal comment' }));
    await user.paste('Check the haulage price.');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() =>
      expect(bodyOf(api, 'POST', '/api/quotes/comment/internal')).toEqual({
        comment: 'Check the haulage price.',
        uuid: UUID,
        user_id: 1,
      }),
    );
  });
});

describe('history', () => {
  const shown = quote({ status: 'sent', version: 3, current_version: 3, sent_version: 2, row_version: 9 });
  const history = [
    historyItem(3, { status: 'draft', sent_at: null, total: '7200.00', changes: ['Brick 1: quantity 10 → 12'] }),
    historyItem(2, { total: '6000.00', changes: ['Price of Brick 2 changed'] }),
    historyItem(1, { total: '6100.00' }),
  ];
  const base: Routes = {
    [`GET /api/quotes/comments/${UUID}`]: { body: [] },
    'GET /api/quotes/history/7': { body: history },
  };

  async function openHistory(routes: Routes = {}) {
    const view = renderPanels(shown, { ...base, ...routes });
    await view.user.click(screen.getByRole('tab', { name: 'History' }));
    await screen.findByRole('list', { name: 'Versions' });
    return view;
  }

  it('lists the versions newest first, views one and restores one after confirmation', async () => {
    const restored = quote({ status: 'sent', version: 4, current_version: 4, sent_version: 2, row_version: 10 });
    const { api, user, onLoadVersion, onQuoteChanged } = await openHistory({
      'POST /api/quotes/history/replace': { body: restored },
    });
    // The versions (each has a list of its changes inside).
    const items = screen.getAllByRole('listitem').filter((item) => item.hasAttribute('aria-label'));
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Version 3', 'Version 2', 'Version 1']);
    expect(items[0]).toHaveTextContent(/Draft.*Newest.*£7,200\.00/);
    expect(items[0]).toHaveTextContent('Brick 1: quantity 10 → 12');
    expect(within(items[0]).getByRole('button', { name: 'Restore version 3' })).toBeDisabled();

    await user.click(within(items[1]).getByRole('button', { name: 'View version 2' }));
    expect(onLoadVersion).toHaveBeenCalledWith(2);

    await user.click(within(items[2]).getByRole('button', { name: 'Restore version 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    expect(api.count('POST', '/api/quotes/history/replace')).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(onQuoteChanged).toHaveBeenCalledWith(restored));
    expect(bodyOf(api, 'POST', '/api/quotes/history/replace')).toEqual({
      quote_id: 7,
      version: 1,
      type: 'customer',
      row_version: 9,
    });
    expect(snackbarStore.get().message).toBe('Version 1 restored as version 4.');
  });

  it('compares two versions line by line with their totals', async () => {
    const versions: Record<number, QuoteOut> = {
      2: quote({ version: 2, lines: [line(1), line(2, { description: 'Old lintel' })] }),
      3: quote({
        version: 3,
        lines: [
          line(11, { product_id: 501, code: 'IB-501', description: 'Brick 1', quantity: '12.000', line_total: '6000.00' }),
          line(13, { product_id: 900, code: 'MT-900', description: 'Mortar', quantity: '4.000', unit: 'tonne' }),
        ],
        totals: { ...quote().totals, subtotal: '8000.00', total: '9600.00' },
      }),
    };
    const { api, user } = await openHistory({
      'PUT /api/quotes/one': ({ body }): MockResponse => ({ body: versions[(body as { version: number }).version] }),
    });
    const compare = screen.getByRole('button', { name: 'Compare' });
    expect(compare).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Compare version 3' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare version 2' }));
    await user.click(compare);

    const table = await screen.findByRole('table', { name: 'Compare version 2 with version 3' });
    const rows = within(table).getAllByRole('row').slice(2);
    expect(rows[0]).toHaveTextContent(/Brick 1.*10.*£500\.00.*£5,000\.00.*12.*£500\.00.*£6,000\.00.*Changed/);
    expect(rows[0]).toHaveTextContent('Quantity 10 → 12; Total £5,000.00 → £6,000.00');
    expect(rows[1]).toHaveTextContent(/Mortar.*—.*4.*Added/);
    expect(rows[2]).toHaveTextContent(/Old lintel.*10.*—.*Removed/);
    const totals = screen.getByRole('table', { name: 'Totals of each version' });
    expect(within(totals).getByRole('row', { name: /^Total/ })).toHaveTextContent('£6,000.00£9,600.00');
    expect(api.calls.filter((c) => c.path === '/api/quotes/one').map((c) => c.body)).toEqual(
      expect.arrayContaining([
        { uuid: UUID, version: 2 },
        { uuid: UUID, version: 3 },
      ]),
    );
  });
});

describe('activity', () => {
  it("shows the quote's activity, the customer's actions included", async () => {
    const { user } = renderPanels(sentQuote(), {
      [`GET /api/quotes/comments/${UUID}`]: { body: [] },
      'GET /api/quotes/activity/7': {
        body: {
          items: [
            {
              activity_id: 1,
              action: 'accept',
              summary: 'Accepted by Jo Bloggs from 203.0.113.9',
              changes: {},
              names: {},
              actor_id: null,
              actor_name: 'System',
              created_at: '2025-11-21T10:00:00Z',
            },
          ],
          total: 1,
          page: 1,
          items_per_page: 25,
        },
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(await screen.findByText('Accepted by Jo Bloggs from 203.0.113.9')).toBeInTheDocument();
  });
});
