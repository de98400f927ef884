import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '@/lib/session';
import { snackbarStore } from '@/lib/snackbar';
import { mockFetch } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { activity, address, contact, organisation, page, stats } from '../testing/fixtures';

const CALDER = organisation();
const base = {
  'GET /api/notifications/1': { body: [] },
  'GET /api/customers/5': { body: CALDER },
  'GET /api/customers/stats/5': {
    body: stats({ quotes: { quotes: 4, open_quotes: 2, open_value: '12000.00', accepted_value: '24000.00', orders: 3, win_rate: 75 } }),
  },
  'GET /api/contacts/internal': {
    body: [
      { user_id: 1, first_name: 'Ada', last_name: 'Lovelace', full_name: 'Ada Lovelace', email: 'ada@example.com', phone: '', role: 'admin' },
      { user_id: 7, first_name: 'Priya', last_name: 'Shah', full_name: 'Priya Shah', email: 'priya@example.com', phone: '', role: 'staff' },
    ],
  },
};

async function openCustomer(routes: Parameters<typeof mockFetch>[0] = {}, path = '/customer?id=5', role = 'admin') {
  logIn({ role });
  const api = mockFetch({ ...base, ...routes });
  const view = renderRoute({ path });
  // The first test also waits for the lazy page module to load.
  await screen.findByRole('heading', { level: 1, name: 'Calder Valley Homes' }, { timeout: 30_000 });
  return { api, ...view };
}

/** Archive, and confirm it in the dialog (left open when the archive is refused). */
async function confirmArchive() {
  await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
  const dialog = await screen.findByRole('dialog', { name: 'Archive Calder Valley Homes?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
  return dialog;
}

describe('organisation screen', () => {
  it('shows the header, the figures and the editable details', async () => {
    await openCustomer();
    expect(screen.getByText('Customer')).toBeInTheDocument();
    expect(screen.getByText('Account CVH001')).toBeInTheDocument();
    expect(screen.queryByText('Archived')).not.toBeInTheDocument();
    const figures = await screen.findByRole('region', { name: 'Figures' });
    expect(within(figures).getByRole('group', { name: 'Contacts' })).toHaveTextContent('2');
    expect(within(figures).getByRole('group', { name: 'Last activity' })).toHaveTextContent('Added a note: Call back on Monday');
    expect(within(figures).getByRole('group', { name: 'Quotes' })).toHaveTextContent('42 open · £12,000');
    expect(within(figures).getByRole('group', { name: 'Won' })).toHaveTextContent('£24,000Win rate 75% · 3 orders');
    const details = screen.getByRole('form', { name: 'Details' });
    expect(within(details).getByLabelText(/^Name/)).toHaveValue('Calder Valley Homes');
    expect(within(details).getByLabelText('Email')).toHaveValue('buying@caldervalley.example');
    expect(within(details).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('reads the kind from the route: a supplier uses its own calls', async () => {
    logIn();
    const supplier = organisation({ id: 8, kind: 'supplier', name: 'Ibstock Brick', account_number: '' });
    const api = mockFetch({
      ...base,
      'GET /api/suppliers/single/8': { body: supplier },
      'GET /api/suppliers/stats/8': { body: stats() },
    });
    renderRoute({ path: '/supplier?id=8' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ibstock Brick' })).toBeInTheDocument();
    expect(screen.getByText('Supplier')).toBeInTheDocument();
    expect(api.count('GET', '/api/suppliers/single/8')).toBe(1);
    // Suppliers are not quoted: no quote figures.
    const figures = await screen.findByRole('region', { name: 'Figures' });
    expect(within(figures).queryByRole('group', { name: 'Quotes' })).not.toBeInTheDocument();
  });

  it('archives after a confirmation, then shows the Archived chip', async () => {
    let stored = CALDER;
    const { api } = await openCustomer({
      'GET /api/customers/5': () => ({ body: stored }),
      'PUT /api/customers/archive': () => {
        stored = { ...CALDER, archived: true, archived_at: '2025-11-21T09:00:00Z', version: 4 };
        return { body: stored };
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Calder Valley Homes?' });
    expect(api.count('PUT', '/api/customers/archive')).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(api.count('PUT', '/api/customers/archive')).toBe(1));
    expect(api.calls.find((c) => c.path === '/api/customers/archive')?.body).toEqual({ customer_id: 5, archived: true, version: CALDER.version });
    expect(await screen.findByText('Archived')).toBeInTheDocument();
    expect(snackbarStore.get().message).toBe('Calder Valley Homes was archived.');
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
  });

  it.each([
    ['someone else changed the customer since (409): says what they changed', false, 'phone'],
    ['the retry meets a second change (another 409): reads it again and goes on', true, 'email and phone'],
  ])('archives with one confirmation when %s', async (_, twice, changed) => {
    const stale = { status: 409, body: { detail: 'Calder Valley Homes was changed by someone else. Reload it.' } };
    let stored = CALDER;
    const { api } = await openCustomer({
      'GET /api/customers/5': () => ({ body: stored }),
      'PUT /api/customers/archive': (call) => {
        const version = (call.body as { version: number }).version;
        // The first retry may meet a second change (the email), saved between its read and its call.
        if (twice && version === CALDER.version + 1) stored = { ...stored, email: 'new@caldervalley.example', version: version + 1 };
        if (version !== stored.version) return stale;
        stored = { ...stored, archived: true, archived_at: '2025-11-21T09:00:00Z', version: stored.version + 1 };
        return { body: stored };
      },
    });
    // Another user changes the phone after the screen read the customer.
    stored = { ...CALDER, phone: '01422 000 111', version: CALDER.version + 1 };
    await confirmArchive();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const versions = api.calls.filter((c) => c.path === '/api/customers/archive').map((c) => (c.body as { version: number }).version);
    const tried = [CALDER.version, CALDER.version + 1, ...(twice ? [CALDER.version + 2] : [])];
    expect(versions).toEqual(tried);
    expect(snackbarStore.get().message).toBe(
      `Calder Valley Homes was archived. Someone else had changed its ${changed} since you opened it: that is kept.`,
    );
    expect(await screen.findByText('Archived')).toBeInTheDocument();
  });

  it('says plainly it was not archived when the record changes at every retry (no raw 409)', async () => {
    let stored = CALDER;
    const { api } = await openCustomer({
      'GET /api/customers/5': () => {
        stored = { ...stored, version: stored.version + 1 };
        return { body: stored };
      },
      'PUT /api/customers/archive': () => ({ status: 409, body: { detail: 'Changed by someone else. Reload it.' } }),
    });
    const dialog = await confirmArchive();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Calder Valley Homes was not archived: someone else kept changing it meanwhile. Try again in a moment.',
    );
    expect(api.count('PUT', '/api/customers/archive')).toBe(4);
    expect(within(dialog).queryByText(/Reload it/)).not.toBeInTheDocument();
  });

  it('a 409 for another reason (the customer read again unchanged) says in words what to do, not the server’s Reload', async () => {
    const clash = { status: 409, body: { detail: 'Someone else saved a conflicting record at the same moment. Reload and try again.' } };
    const { api } = await openCustomer({ 'PUT /api/customers/archive': clash });
    await confirmArchive();
    const dialog = screen.getByRole('dialog');
    expect(
      await within(dialog).findByText(
        'Calder Valley Homes was not archived: another change to it was being saved at the same moment. Try again in a moment; if it is refused again, reload the page to see it as it is now.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/Reload and try again/)).not.toBeInTheDocument();
    expect(api.count('PUT', '/api/customers/archive')).toBe(1);
  });

  it('a 409 that names a field keeps the server’s words for it', async () => {
    const inUse = { status: 409, body: { detail: 'Conflict', errors: [{ field: 'account_number', message: 'This account number is in use' }] } };
    await openCustomer({ 'PUT /api/customers/archive': inUse });
    await confirmArchive();
    expect(
      await within(screen.getByRole('dialog')).findByText(
        'Calder Valley Homes was not archived: This account number is in use (account number). Correct it in the details, then try again.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when the other change was the archive itself, calling it once', async () => {
    let stored = CALDER;
    const { api } = await openCustomer({
      'GET /api/customers/5': () => ({ body: stored }),
      'PUT /api/customers/archive': () => ({ status: 409, body: { detail: 'Changed by someone else.' } }),
    });
    stored = { ...CALDER, archived: true, archived_at: '2025-11-21T09:00:00Z', version: CALDER.version + 1 };
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.count('PUT', '/api/customers/archive')).toBe(1);
    expect(snackbarStore.get().message).toBe('Calder Valley Homes was already archived by someone else.');
  });

  it('cancelling the confirmation (Escape) calls nothing', async () => {
    const { api } = await openCustomer({ 'PUT /api/customers/archive': { body: CALDER } });
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.count('PUT', '/api/customers/archive')).toBe(0);
  });

  it('hides Delete from staff', async () => {
    await openCustomer({}, '/customer?id=5', 'staff');
    expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('says in the dialog what blocks a delete (409), and the way out', async () => {
    const refusal = 'Calder Valley Homes cannot be deleted while it has 2 contacts. Delete those first, or archive it instead.';
    const { api } = await openCustomer({ 'DELETE /api/customers/delete': { status: 409, body: { detail: refusal } } });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Calder Valley Homes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(`Calder Valley Homes was not deleted. ${refusal}`)).toBeInTheDocument();
    const call = api.fetchMock.mock.calls.map((c) => String(c[0])).find((url) => url.startsWith('/api/customers/delete'));
    expect(call).toBe('/api/customers/delete?customer_id=5&user_id=1');
  });

  it('deletes and goes back to the CRM on its kind’s tab', async () => {
    const { router } = await openCustomer({ 'DELETE /api/customers/delete': { status: 204 } });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/customer'));
    expect(getSession().tab).toBe('customers');
    expect(snackbarStore.get().message).toBe('Calder Valley Homes was deleted.');
  });

  it('saves the details with the version; a stale version shows the message and Reload', async () => {
    let stored = CALDER;
    const { api } = await openCustomer({
      'GET /api/customers/5': () => ({ body: stored }),
      'POST /api/customers/update/': {
        status: 409,
        body: { detail: 'This customer was changed by someone else since you opened it. Reload to see their changes.' },
      },
    });
    const details = screen.getByRole('form', { name: 'Details' });
    const category = within(details).getByLabelText('Category');
    await userEvent.clear(category);
    await userEvent.type(category, 'Developer{Enter}');
    expect(await within(details).findByText(/changed by someone else/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/customers/update/')?.body).toMatchObject({
      customer_id: 5,
      version: 3,
      category: 'Developer',
      name: 'Calder Valley Homes',
    });

    stored = { ...CALDER, phone: '01422 555 999', version: 5 };
    await userEvent.click(within(details).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(details).getByLabelText('Phone')).toHaveValue('01422 555 999'));
    expect(within(details).getByLabelText('Category')).toHaveValue('Housebuilder');
    expect(within(details).queryByText(/changed by someone else/)).not.toBeInTheDocument();
  });

  it('validates the details and shows the server’s field errors', async () => {
    const { api } = await openCustomer({
      'POST /api/customers/update/': {
        status: 409,
        body: {
          detail: 'Another customer already has this account number.',
          errors: [{ field: 'account_number', message: 'This account number is in use' }],
        },
      },
    });
    const details = screen.getByRole('form', { name: 'Details' });
    await userEvent.clear(within(details).getByLabelText(/^Name/));
    await userEvent.type(within(details).getByLabelText('Website'), 'caldervalley.example');
    await userEvent.click(within(details).getByRole('button', { name: 'Save changes' }));
    expect(await within(details).findByText('This field is required')).toBeInTheDocument();
    expect(within(details).getByText('Please enter a web address starting with http:// or https://')).toBeInTheDocument();
    expect(api.count('POST', '/api/customers/update/')).toBe(0);

    await userEvent.type(within(details).getByLabelText(/^Name/), 'Calder Valley Homes Ltd');
    await userEvent.clear(within(details).getByLabelText('Website'));
    await userEvent.click(within(details).getByRole('button', { name: 'Save changes' }));
    expect(await within(details).findByText('This account number is in use')).toBeInTheDocument();
  });

  it('changes a customer’s account manager through its own call', async () => {
    const { api } = await openCustomer({
      'PUT /api/customers/accountManager/update': {
        body: { ...CALDER, account_manager_id: 7, account_manager_name: 'Priya Shah', version: 4 },
      },
    });
    const select = await screen.findByRole('combobox', { name: 'Account manager' });
    await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Priya Shah' }));
    await waitFor(() => expect(api.count('PUT', '/api/customers/accountManager/update')).toBe(1));
    expect(api.calls.find((c) => c.path === '/api/customers/accountManager/update')?.body).toEqual({ customer_id: 5, user_id: 7, version: CALDER.version });
    await waitFor(() => expect(snackbarStore.get().message).toBe('Priya Shah now manages Calder Valley Homes.'));
  });

  it('lists contacts and addresses with links to them, and says what to do when empty', async () => {
    await openCustomer(
      {
        'GET /api/contacts/customer/5': { body: [contact()] },
        'GET /api/addresses/customer/5': { body: [] },
      },
      '/customer?id=5&tab=contacts',
    );
    const table = await screen.findByRole('table', { name: 'Contacts' });
    expect(within(table).getByRole('link', { name: 'Sarah Holt' })).toHaveAttribute('href', '/contact?id=11&related_id=5');
    expect(screen.getByRole('link', { name: 'Add contact' })).toHaveAttribute('href', '/contacts/new?related_id=5&kind=customer');

    await userEvent.click(screen.getByRole('tab', { name: 'Addresses' }));
    expect(await screen.findByText(/No addresses yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add address' })).toHaveAttribute('href', '/addresses/new?related_id=5&kind=customer');
  });

  it('reads a company’s contacts and addresses from the lists filtered by organisation', async () => {
    logIn();
    const company = organisation({ id: 9, kind: 'company', name: 'Northern Estates', account_number: '' });
    const api = mockFetch({
      ...base,
      'GET /api/companys/9': { body: company },
      'GET /api/companys/stats/9': { body: stats() },
      'GET /api/contacts/all/1': page([contact({ related_id: 9, related_type: 'company' })], 1, 1, 100),
      'GET /api/addresses/all/1': page([address({ related_id: 9, related_type: 'company' })], 1, 1, 100),
    });
    renderRoute({ path: '/company?id=9&tab=contacts' });
    expect(await screen.findByRole('link', { name: 'Sarah Holt' })).toBeInTheDocument();
    expect(api.fetchMock.mock.calls.map((c) => String(c[0]))).toContain('/api/contacts/all/1?related_id=9&items_per_page=100');
    await userEvent.click(screen.getByRole('tab', { name: 'Addresses' }));
    expect(await screen.findByRole('link', { name: 'Elland Road plots, Elland Road' })).toHaveAttribute('href', '/address/company/21');
    expect(screen.getByRole('button', { name: 'Convert to customer / supplier' })).toBeInTheDocument();
  });

  it('shows the activity timeline with the fields changed, and loads more', async () => {
    const first = [
      activity(3, { summary: 'Updated phone', changes: { phone: { old: '01422 555 010', new: '01422 555 999' } } }),
      activity(2, { summary: 'Added a note: Call back' }),
    ];
    const { api } = await openCustomer(
      {
        'GET /api/customers/activity/5': ({ url }) =>
          /[?&]page=2\b/.test(url) ? page([activity(1, { summary: 'Created customer Calder Valley Homes' })], 3, 2, 2) : page(first, 3, 1, 2),
      },
      '/customer?id=5&tab=activity',
    );
    const timeline = await screen.findByRole('list', { name: 'Activity' });
    expect(within(timeline).getByText('Updated phone')).toBeInTheDocument();
    expect(within(timeline).getByText('Phone: 01422 555 010 → 01422 555 999')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(timeline).findByText('Created customer Calder Valley Homes')).toBeInTheDocument();
    expect(api.count('GET', '/api/customers/activity/5')).toBe(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('Edit opens the details with the name focused', async () => {
    const { router } = await openCustomer({ 'GET /api/customers/note/5': { body: [] } }, '/customer?id=5&tab=notes');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(within(screen.getByRole('form', { name: 'Details' })).getByLabelText(/^Name/)).toHaveFocus());
    expect(router.state.location.search).toBe('?id=5');
  });

  it('converts a company into a customer and opens it as one', async () => {
    logIn();
    const company = organisation({ id: 9, kind: 'company', name: 'Northern Estates', account_number: '' });
    const api = mockFetch({
      ...base,
      'GET /api/companys/9': { body: company },
      'GET /api/companys/stats/9': { body: stats() },
      'PUT /api/companys/convert': { body: { ...company, kind: 'customer', account_number: 'NE01', version: 2 } },
      'GET /api/customers/9': { body: { ...company, kind: 'customer', account_number: 'NE01', version: 2 } },
      'GET /api/customers/stats/9': { body: stats() },
    });
    const { router } = renderRoute({ path: '/company?id=9' });
    await userEvent.click(await screen.findByRole('button', { name: 'Convert to customer / supplier' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert Northern Estates' });
    expect(within(dialog).getByRole('radio', { name: 'Customer' })).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('Account number'), 'NE01{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer'));
    expect(api.calls.find((c) => c.path === '/api/companys/convert')?.body).toEqual({ company_id: 9, to: 'customer', account_number: 'NE01' });
    expect(await screen.findByText('Account NE01')).toBeInTheDocument();
    expect(snackbarStore.get().message).toBe('Northern Estates is now a customer.');
  });

  it('says when no tasks are linked', async () => {
    await openCustomer({ 'GET /api/tasks/linked/customer/5': { body: [] } }, '/customer?id=5&tab=tasks');
    expect(await screen.findByText(/No tasks about this record yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New task' })).toHaveAttribute('href', '/task/new?link=customer:5');
  });

  it('offers Retry when the record cannot be loaded', async () => {
    logIn();
    let fail = true;
    mockFetch({
      ...base,
      'GET /api/customers/5': () => (fail ? { status: 500, body: { detail: 'The server had a problem.' } } : { body: CALDER }),
    });
    renderRoute({ path: '/customer?id=5' });
    expect(await screen.findByText('The server had a problem.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Calder Valley Homes' })).toBeInTheDocument();
  });
});
