import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QuoteOut } from '@/lib/api/types';
import { snackbarStore } from '@/lib/snackbar';
import { FakeXhr } from '@/test/fake-xhr';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { phoneScreen } from '@/test/match-media';
import { logIn, renderRoute } from '@/test/render';
import { catchSavedFiles } from '@/test/saved-files';
import EditorActions from './EditorActions';
import { order, preview, quote, sentQuote, UUID } from './test-fixtures';

type Routes = Parameters<typeof mockFetch>[0];

function renderActions(shown: QuoteOut, { routes = {}, dirty = false, role = 'staff', userId = 1 } = {}) {
  logIn({ role, userId });
  const api = mockFetch(routes as Routes);
  const onQuoteChanged = vi.fn();
  const view = renderRoute({
    path: `/quotes/editor/${shown.quote_id}`,
    routes: [
      {
        path: '/quotes/editor/:quoteId',
        element: <EditorActions quote={shown} dirty={dirty} onQuoteChanged={onQuoteChanged} />,
      },
      { path: '/quotes', element: <h1>Quotes</h1> },
    ],
  });
  return { api, onQuoteChanged, user: userEvent.setup(), ...view };
}

const snackbar = () => snackbarStore.get().message;

async function openMenuItem(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(screen.getByRole('button', { name: 'More actions' }));
  return screen.findByRole('menuitem', { name });
}

const CONTACTS = [
  { contact_id: 11, full_name: 'Jo Bloggs', email: 'jo@calder.example' },
  { contact_id: 12, full_name: 'Sam Site', email: 'sam@calder.example' },
  { contact_id: 13, full_name: 'No Mail', email: '' },
];

describe('sending', () => {
  const recipientsOf = (ids: number[]) =>
    CONTACTS.filter((c) => ids.includes(c.contact_id)).map((c) => ({ contact_id: c.contact_id, name: c.full_name, email: c.email }));

  it('previews the mail for the chosen contacts and sends it to them', async () => {
    let sentUrl = '';
    const sent = sentQuote({ version: 1, current_version: 1, sent_version: 1 });
    const { api, user, onQuoteChanged } = renderActions(quote(), {
      routes: {
        'GET /api/contacts/customer/5': { body: CONTACTS },
        'PUT /api/quotes/send/preview': ({ body }: { body: unknown }): MockResponse => ({
          body: preview({ recipients: recipientsOf((body as { contact_ids: number[] }).contact_ids) }),
        }),
        'GET /api/quotes/send/7': ({ url }: { url: string }): MockResponse => {
          sentUrl = url;
          return { body: { quote: sent, recipients: recipientsOf([11, 12]), outbox_ids: [1, 2] } };
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Send…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Q-000007 to the customer' });
    const mail = await within(dialog).findByRole('region', { name: 'Email preview' });
    expect(mail).toHaveTextContent('Quote Q-000007 from Brickmate');
    expect(mail).toHaveTextContent('Q-000007-v1.pdf');
    expect(within(mail).getByTitle('Email body')).toHaveAttribute('sandbox', '');
    expect(within(mail).getByTitle('Email body')).toHaveAttribute('srcdoc', expect.stringContaining('Dear Jo'));
    expect(within(dialog).getByRole('checkbox', { name: /Jo Bloggs/ })).toBeChecked();
    expect(await within(dialog).findByRole('checkbox', { name: /No Mail/ })).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: /Sam Site/ }));
    await waitFor(() => expect(mail).toHaveTextContent('Sam Site <sam@calder.example>'));
    expect(api.calls.filter((c) => c.path === '/api/quotes/send/preview').at(-1)?.body).toEqual({
      quote_id: 7,
      contact_ids: [11, 12],
      message: '',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onQuoteChanged).toHaveBeenCalledWith(sent));
    expect(new URL(sentUrl, 'http://x').searchParams.getAll('contact_ids')).toEqual(['11', '12']);
    expect(snackbar()).toBe('Quote sent to Jo Bloggs <jo@calder.example>, Sam Site <sam@calder.example>.');
  });

  it('shows why a quote cannot be sent and keeps Send disabled', async () => {
    const problem = 'Quote Q-000007 is over £10,000.00 and must be checked by a manager before it is sent.';
    const { api, user } = renderActions(quote({ needs_check: true }), {
      routes: {
        'GET /api/contacts/customer/5': { body: CONTACTS },
        'PUT /api/quotes/send/preview': { body: preview({ needs_check: true, problems: [problem] }) },
      },
    });
    expect(screen.getByText('Needs a manager’s check before it is sent')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send…' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(problem)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(api.count('GET', '/api/quotes/send/7')).toBe(0);
  });

  it('asks to save first while the editor has unsaved changes', async () => {
    const { user } = renderActions(quote(), { dirty: true });
    const send = screen.getByRole('button', { name: 'Send…' });
    expect(send).toBeDisabled();
    await user.hover(send.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Save first');
  });

  it('lets a keyboard user reach why Send is disabled (Tab stops on it, described by the reason)', async () => {
    const { user } = renderActions(quote(), { dirty: true });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Preview PDF' })).toHaveFocus();
    await user.tab();
    const focused = document.activeElement as HTMLElement;
    expect(focused).toContainElement(screen.getByRole('button', { name: 'Send…' }));
    expect(focused).toHaveAccessibleDescription(expect.stringContaining('Save first'));
  });
});

describe("the manager's check", () => {
  it('is not offered to staff', () => {
    renderActions(quote(), { role: 'staff' });
    expect(screen.queryByRole('button', { name: 'Mark checked' })).not.toBeInTheDocument();
  });

  it('is disabled for the quote’s author, with the reason', async () => {
    const { user } = renderActions(quote({ created_by: { id: 1, name: 'Ada Lovelace' } }), { role: 'manager' });
    const button = screen.getByRole('button', { name: 'Mark checked' });
    expect(button).toBeDisabled();
    await user.hover(button.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('You wrote this quote: another manager checks it');
  });

  it('marks the current version checked for another manager', async () => {
    const checked = quote({ checked_by: { id: 1, name: 'Ada Lovelace' }, checked_at: '2025-11-21T09:30:00Z', row_version: 4 });
    const { api, user, onQuoteChanged } = renderActions(quote({ needs_check: true }), {
      role: 'manager',
      routes: { 'PUT /api/quotes/update/checkedStatus': { body: checked } },
    });
    await user.click(screen.getByRole('button', { name: 'Mark checked' }));
    await waitFor(() => expect(onQuoteChanged).toHaveBeenCalledWith(checked));
    expect(api.calls.find((c) => c.path === '/api/quotes/update/checkedStatus')?.body).toEqual({
      quote_id: 7,
      checked: true,
      row_version: 3,
    });
    expect(snackbar()).toBe('Q-000007 marked checked.');
  });

  it('shows who checked it, and offers to clear the check', () => {
    renderActions(quote({ checked_by: { id: 3, name: 'Mary Manager' }, checked_at: '2025-11-21T09:30:00Z' }), { role: 'admin' });
    expect(screen.getByText(/^Checked by Mary Manager on 21 Nov 2025/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear check' })).toBeEnabled();
  });

  it('is in the menu on a phone, so the actions keep to one line', async () => {
    phoneScreen();
    const checked = quote({ checked_by: { id: 1, name: 'Ada Lovelace' }, checked_at: '2025-11-21T09:30:00Z', row_version: 4 });
    const { user, onQuoteChanged } = renderActions(quote({ needs_check: true }), {
      role: 'manager',
      routes: { 'PUT /api/quotes/update/checkedStatus': { body: checked } },
    });
    expect(screen.queryByRole('button', { name: 'Mark checked' })).not.toBeInTheDocument();
    await user.click(await openMenuItem(user, /^Mark checked/));
    await waitFor(() => expect(onQuoteChanged).toHaveBeenCalledWith(checked));
  });
});

describe('the menu of more actions', () => {
  it('closes on Escape without leaving its button’s tooltip over the screen', async () => {
    phoneScreen();
    const { user } = renderActions(quote());
    const more = screen.getByRole('button', { name: 'More actions' });
    await user.click(more);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // The menu gives the focus back to "⋮": that focus used to open "More actions", which nothing closed on a phone.
    await waitFor(() => expect(more).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe("the customer's decision", () => {
  it('records an acceptance with isInternal and the sent version', async () => {
    const accepted = sentQuote({ status: 'accepted', po_number: 'PO-778', read_only: true });
    const { api, user, onQuoteChanged } = renderActions(sentQuote(), {
      routes: { 'PUT /api/quotes/accept': { body: {} }, 'PUT /api/quotes/one': { body: accepted } },
    });
    await user.click(await openMenuItem(user, /^Record acceptance/));
    const dialog = await screen.findByRole('dialog', { name: 'Record acceptance' });
    expect(within(dialog).getByLabelText(/Accepted by/)).toHaveValue('Jo Bloggs');
    await user.type(within(dialog).getByLabelText('Purchase order number'), 'PO-778');
    await user.click(within(dialog).getByRole('button', { name: 'Record acceptance' }));

    await waitFor(() => expect(onQuoteChanged).toHaveBeenCalledWith(accepted));
    expect(api.calls.find((c) => c.path === '/api/quotes/accept')?.body).toEqual({
      uuid: UUID,
      isInternal: true,
      version: 2,
      name: 'Jo Bloggs',
      po_number: 'PO-778',
      reason: '',
    });
    expect(snackbar()).toBe('Q-000007 recorded as accepted.');
  });

  it('is only offered once the quote was sent', async () => {
    const { user } = renderActions(quote());
    const item = await openMenuItem(user, /^Record acceptance/);
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveTextContent('The quote has not been sent yet');
  });
});

describe('duplicate, convert, delete', () => {
  it('duplicates the version shown and opens the copy', async () => {
    const { api, user, router } = renderActions(quote(), {
      routes: { 'POST /api/quotes/duplicate': { status: 201, body: quote({ quote_id: 9, number: 'Q-000009' }) } },
    });
    await user.click(await openMenuItem(user, /^Duplicate/));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate Q-000007' });
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/quotes/editor/9'));
    expect(api.calls.find((c) => c.path === '/api/quotes/duplicate')?.body).toEqual({
      quote_id: 7,
      version: 1,
      customer_id: null,
      project_id: 42,
    });
    expect(snackbar()).toBe('Q-000009 created as a copy of Q-000007.');
  });

  it('converts an accepted quote after confirmation and says the order number', async () => {
    const converted = sentQuote({ status: 'converted', order: { order_id: 3, number: 'SO-000003' }, read_only: true });
    const { api, user, onQuoteChanged } = renderActions(sentQuote({ status: 'accepted', read_only: true }), {
      routes: { 'PUT /api/quotes/convert': { body: order() }, 'PUT /api/quotes/one': { body: converted } },
    });
    await user.click(await openMenuItem(user, /^Convert to order/));
    const dialog = await screen.findByRole('dialog', { name: 'Convert Q-000007 to an order?' });
    expect(api.count('PUT', '/api/quotes/convert')).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Convert to order' }));

    await waitFor(() => expect(onQuoteChanged).toHaveBeenCalledWith(converted));
    expect(api.calls.find((c) => c.path === '/api/quotes/convert')?.body).toEqual({ quote_id: 7 });
    expect(snackbar()).toBe('Order SO-000003 created from Q-000007.');
  });

  it('links a converted quote to its order', () => {
    renderActions(sentQuote({ status: 'converted', order: { order_id: 3, number: 'SO-000003' }, read_only: true }));
    expect(screen.getByRole('link', { name: 'Order SO-000003' })).toHaveAttribute('href', '/quotes?tab=orders&q=SO-000003');
  });

  it('offers conversion only for an accepted quote', async () => {
    const { user } = renderActions(sentQuote());
    const item = await openMenuItem(user, /^Convert to order/);
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveTextContent('Only an accepted quote becomes an order');
  });

  it('lets only its author or a manager delete a draft', async () => {
    const { user } = renderActions(quote({ created_by: { id: 2, name: 'Grace Hopper' } }), { role: 'staff' });
    const item = await openMenuItem(user, /^Delete/);
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveTextContent('Only its author or a manager deletes a draft');
  });

  it('deletes a draft never sent and goes back to the list', async () => {
    const mine = quote({ created_by: { id: 1, name: 'Ada Lovelace' } });
    const { api, user, router } = renderActions(mine, { routes: { 'DELETE /api/quotes/7': { status: 204 } } });
    await user.click(await openMenuItem(user, /^Delete/));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Q-000007?' });
    expect(dialog).toHaveTextContent('This draft was never sent');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quotes'));
    expect(api.count('DELETE', '/api/quotes/7')).toBe(1);
  });

  it('withdraws a sent quote and shows it withdrawn', async () => {
    const withdrawn = sentQuote({ status: 'withdrawn', read_only: true });
    const { user, onQuoteChanged, router } = renderActions(sentQuote(), {
      routes: { 'DELETE /api/quotes/7': { status: 204 }, 'PUT /api/quotes/one': { body: withdrawn } },
    });
    await user.click(await openMenuItem(user, /^Withdraw/));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Q-000007?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(onQuoteChanged).toHaveBeenCalledWith(withdrawn));
    expect(router.state.location.pathname).toBe('/quotes/editor/7');
  });
});

describe('the PDF and the purchase order', () => {
  it('shows the PDF of the version shown and downloads it', async () => {
    const saved = catchSavedFiles('blob:quote-pdf');
    let pdfUrl = '';
    const { user } = renderActions(sentQuote(), {
      routes: {
        'GET /api/quotes/7/pdf': ({ url }: { url: string }): MockResponse => {
          pdfUrl = url;
          return { body: '%PDF', headers: { 'Content-Disposition': 'attachment; filename="Q-000007-v2.pdf"' } };
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Preview PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'PDF of Q-000007 version 2' });
    expect(await within(dialog).findByTitle('PDF of Q-000007 version 2')).toHaveAttribute('src', 'blob:quote-pdf');
    expect(new URL(pdfUrl, 'http://x').searchParams.get('version')).toBe('2');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(saved).toEqual([{ href: 'blob:quote-pdf', download: 'Q-000007-v2.pdf' }]);
  });

  it('records the purchase order number and document of an accepted quote', async () => {
    const xhr = FakeXhr.install();
    const recorded = sentQuote({ status: 'accepted', po_number: 'PO-778', po_file: { id: 4, name: 'po.pdf' } });
    const { user, onQuoteChanged } = renderActions(sentQuote({ status: 'accepted', read_only: true }));
    await user.click(await openMenuItem(user, /^Purchase order/));
    const dialog = await screen.findByRole('dialog', { name: 'Purchase order' });
    await user.type(within(dialog).getByLabelText(/Purchase order number/), 'PO-778');
    await user.upload(within(dialog).getByLabelText('Choose the document'), new File(['%PDF'], 'po.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save purchase order' }));

    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    const form = xhr.sent[0].body as FormData;
    expect([form.get('quote_id'), form.get('po_number'), (form.get('file') as File).name]).toEqual(['7', 'PO-778', 'po.pdf']);
    expect(form.get('row_version')).toBe('3'); // the quote as the dialog opened on it: another PO meanwhile is a 409
    expect(xhr.sent[0].url).toBe('/api/quotes/purchaseOrder');
    xhr.sent[0].respond(200, recorded);
    await waitFor(() => expect(onQuoteChanged).toHaveBeenCalledWith(recorded));
    expect(snackbar()).toBe('Purchase order PO-778 recorded on Q-000007.');
  });
});
