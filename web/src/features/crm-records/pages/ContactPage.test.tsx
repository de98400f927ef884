import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { snackbarStore } from '@/lib/snackbar';
import { mockFetch } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { activity, contact, page } from '../testing/fixtures';
import { NO_COMPANY_CONTACT_DELETE } from './ContactPage';

const SARAH = contact();
const base = {
  'GET /api/notifications/1': { body: [] },
  'GET /api/contacts/11/5': { body: SARAH },
  'GET /api/contacts/activity/11': page([]),
};

async function openContact(routes: Parameters<typeof mockFetch>[0] = {}, role = 'admin', path = '/contact?id=11&related_id=5') {
  logIn({ role });
  const api = mockFetch({ ...base, ...routes });
  const view = renderRoute({ path });
  await screen.findByRole('heading', { level: 1, name: 'Sarah Holt' }, { timeout: 30_000 });
  return { api, ...view };
}

describe('contact screen', () => {
  it('shows the contact’s details and links to the organisation', async () => {
    await openContact();
    expect(screen.getByRole('link', { name: 'Calder Valley Homes (Customer)' })).toHaveAttribute('href', '/customer?id=5&tab=contacts');
    const form = screen.getByRole('form', { name: 'Contact details' });
    expect(within(form).getByLabelText(/^First name/)).toHaveValue('Sarah');
    expect(within(form).getByLabelText('Mobile')).toHaveValue('07700 900123');
    expect(within(form).getByRole('combobox', { name: /Organisation/ })).toHaveValue('Calder Valley Homes');
  });

  it('saves with the version the edit started from', async () => {
    const { api } = await openContact({ 'POST /api/contacts/update': { body: { ...SARAH, job_title: 'Senior buyer', version: 2 } } });
    const form = screen.getByRole('form', { name: 'Contact details' });
    const title = within(form).getByLabelText('Job title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Senior buyer{Enter}');
    await waitFor(() => expect(api.count('POST', '/api/contacts/update')).toBe(1));
    expect(api.calls.find((c) => c.path === '/api/contacts/update')?.body).toEqual({
      contact_id: 11,
      version: 1,
      related_id: 5,
      first_name: 'Sarah',
      last_name: 'Holt',
      job_title: 'Senior buyer',
      email: 'sarah.holt@caldervalley.example',
      phone: '',
      mobile: '07700 900123',
    });
    await waitFor(() => expect(snackbarStore.get().message).toBe('Sarah Holt was saved.'));
  });

  it('shows a stale-version conflict with Reload', async () => {
    await openContact({
      'POST /api/contacts/update': {
        status: 409,
        body: { detail: 'This contact was changed by someone else since you opened it. Reload to see their changes.' },
      },
    });
    const form = screen.getByRole('form', { name: 'Contact details' });
    await userEvent.type(within(form).getByLabelText('Phone'), '0113 496 0000{Enter}');
    expect(await within(form).findByText(/changed by someone else/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('shows the contact’s activity newest first, loads more, and refreshes it after a save', async () => {
    const first = [
      activity(3, { summary: 'Updated job_title', changes: { job_title: { old: 'Buyer', new: 'Senior buyer' } } }),
      activity(2, { action: 'archived', summary: 'Archived Sarah Holt' }),
    ];
    const { api } = await openContact({
      'GET /api/contacts/activity/11': ({ url }) =>
        /[?&]page=2\b/.test(url) ? page([activity(1, { summary: 'Created contact Sarah Holt' })], 3, 2, 2) : page(first, 3, 1, 2),
      'POST /api/contacts/update': { body: { ...SARAH, version: 2 } },
    });
    const section = screen.getByRole('region', { name: 'Activity' });
    const timeline = await within(section).findByRole('list', { name: 'Activity' });
    const entries = within(timeline).getAllByRole('listitem').filter((item) => item.parentElement === timeline);
    expect(entries[0]).toHaveTextContent('Updated job_title');
    expect(entries[0]).toHaveTextContent('Job title: Buyer → Senior buyer');
    expect(entries[1]).toHaveTextContent('Archived Sarah Holt');
    expect(api.fetchMock.mock.calls.map((c) => String(c[0]))).toContain('/api/contacts/activity/11?page=1&items_per_page=20');

    await userEvent.click(within(section).getByRole('button', { name: 'Load more' }));
    expect(await within(timeline).findByText('Created contact Sarah Holt')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    const calls = api.count('GET', '/api/contacts/activity/11');
    const title = within(screen.getByRole('form', { name: 'Contact details' })).getByLabelText('Job title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Head of buying{Enter}');
    await waitFor(() => expect(api.count('POST', '/api/contacts/update')).toBe(1));
    await waitFor(() => expect(api.count('GET', '/api/contacts/activity/11')).toBeGreaterThan(calls));
  });

  it('says when nothing has happened to the contact yet', async () => {
    await openContact();
    expect(await within(screen.getByRole('region', { name: 'Activity' })).findByText('Nothing has happened here yet.')).toBeInTheDocument();
  });

  it('archives, and deletes through the typed delete of the organisation’s kind', async () => {
    const { api, router } = await openContact({
      'PUT /api/contacts/archive': { body: { ...SARAH, archived: true } },
      'DELETE /api/contacts/customer': { status: 204 },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Archive Sarah Holt?' })).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(api.count('PUT', '/api/contacts/archive')).toBe(1));
    expect(api.calls.find((c) => c.path === '/api/contacts/archive')?.body).toEqual({ contact_id: 11, archived: true, version: SARAH.version });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Sarah Holt?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer'));
    const url = api.fetchMock.mock.calls.map((c) => String(c[0])).find((u) => u.startsWith('/api/contacts/customer'));
    expect(url).toBe('/api/contacts/customer?contact_id=11&related_id=5&user_id=1');
  });

  it('cannot delete a company’s contact, and says why', async () => {
    await openContact({ 'GET /api/contacts/11/9': { body: contact({ related_id: 9, related_type: 'company', related_name: 'Northern Estates' }) } }, 'manager', '/contact?id=11&related_id=9');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByLabelText(`Delete is not available: ${NO_COMPANY_CONTACT_DELETE}`)).toBeInTheDocument();
  });

  it('hides Delete from staff', async () => {
    await openContact({}, 'staff');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('explains a link without the organisation', async () => {
    logIn();
    mockFetch(base);
    renderRoute({ path: '/contact?id=11' });
    expect(await screen.findByText(/does not name a contact and its organisation/, {}, { timeout: 30_000 })).toBeInTheDocument();
  });
});
