import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { snackbarStore } from '@/lib/snackbar';
import { mockFetch } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { contact, organisation, page } from '../testing/fixtures';

const empty = page([], 0, 1, 6);
const base = {
  'GET /api/notifications/1': { body: [] },
  'GET /api/customers/all/1': empty,
  'GET /api/suppliers/all/1': empty,
  'GET /api/others/all/1': empty,
  'GET /api/companys': empty,
};

async function openForm(path: string, routes: Parameters<typeof mockFetch>[0] = {}) {
  logIn();
  const api = mockFetch({ ...base, ...routes });
  const view = renderRoute({ path });
  const form = await screen.findByRole('form', { name: 'New contact' }, { timeout: 30_000 });
  return { api, form, ...view };
}

describe('new contact', () => {
  it('finds the organisation among every kind, then adds the contact to it', async () => {
    const forterra = organisation({ id: 8, kind: 'supplier', name: 'Forterra' });
    const { api, form, router } = await openForm('/contacts/new', {
      'GET /api/suppliers/all/1': page([forterra], 1, 1, 6),
      'POST /api/contacts/add': {
        status: 201,
        body: contact({ related_id: 8, related_type: 'supplier', related_name: 'Forterra', first_name: 'Helen', full_name: 'Helen Marsh' }),
      },
    });
    await userEvent.type(within(form).getByRole('combobox', { name: /Organisation/ }), 'forter');
    await userEvent.click(await screen.findByRole('option', { name: 'Forterra' }));
    expect(api.fetchMock.mock.calls.map((c) => String(c[0]))).toEqual(
      expect.arrayContaining([
        '/api/customers/all/1?q=forter&items_per_page=6',
        '/api/companys?page=1&q=forter&items_per_page=6',
      ]),
    );
    await userEvent.type(within(form).getByLabelText(/^First name/), 'Helen');
    await userEvent.type(within(form).getByLabelText(/^Last name/), 'Marsh');
    await userEvent.type(within(form).getByLabelText('Email'), 'helen.marsh@forterra.example{Enter}');
    await waitFor(() => expect(api.count('POST', '/api/contacts/add')).toBe(1));
    expect(api.calls.find((c) => c.path === '/api/contacts/add')?.body).toEqual({
      related_id: 8,
      first_name: 'Helen',
      last_name: 'Marsh',
      job_title: '',
      email: 'helen.marsh@forterra.example',
      phone: '',
      mobile: '',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier'));
    expect(router.state.location.search).toBe('?id=8&tab=contacts');
    expect(snackbarStore.get().message).toBe('Helen Marsh was added to Forterra.');
  });

  it('starts with the organisation of the link, and checks the fields', async () => {
    const { api, form } = await openForm('/contacts/new?related_id=5&kind=customer', {
      'GET /api/customers/5': { body: organisation() },
    });
    expect(within(form).getByRole('combobox', { name: /Organisation/ })).toHaveValue('Calder Valley Homes');
    await userEvent.type(within(form).getByLabelText('Email'), 'sarah@');
    await userEvent.type(within(form).getByLabelText('Mobile'), 'n/a{Enter}');
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid email')).toBeInTheDocument();
    expect(within(form).getByText('Invalid format')).toBeInTheDocument();
    expect(api.count('POST', '/api/contacts/add')).toBe(0);
  });

  it('requires the organisation', async () => {
    const { form } = await openForm('/contacts/new');
    await userEvent.type(within(form).getByLabelText(/^First name/), 'Sarah{Enter}');
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
  });

  it('puts a duplicate email (409 with a field message) on the email field', async () => {
    const { form } = await openForm('/contacts/new?related_id=5&kind=customer', {
      'GET /api/customers/5': { body: organisation() },
      'POST /api/contacts/add': {
        status: 409,
        body: {
          detail: 'A contact with this email already exists at this organisation.',
          errors: [{ field: 'email', message: 'This email is in use at this organisation' }],
        },
      },
    });
    await userEvent.type(within(form).getByLabelText(/^First name/), 'Sarah');
    await userEvent.type(within(form).getByLabelText('Email'), 'sarah.holt@caldervalley.example{Enter}');
    expect(await within(form).findByText('This email is in use at this organisation')).toBeInTheDocument();
  });
});
