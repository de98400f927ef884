import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { snackbarStore } from '@/lib/snackbar';
import { mockFetch } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { organisation } from '../testing/fixtures';

const base = {
  'GET /api/notifications/1': { body: [] },
  'GET /api/contacts/internal': {
    body: [{ user_id: 7, first_name: 'Priya', last_name: 'Shah', full_name: 'Priya Shah', email: 'priya@example.com', phone: '', role: 'staff' }],
  },
};

async function openForm(path: string, routes: Parameters<typeof mockFetch>[0] = {}) {
  logIn();
  const api = mockFetch({ ...base, ...routes });
  const view = renderRoute({ path });
  const form = await screen.findByRole('form', { name: 'New company' }, { timeout: 30_000 });
  return { api, form, ...view };
}

describe('new company', () => {
  it('checks the fields with the spec’s messages before calling the API', async () => {
    const { api, form } = await openForm('/company/new?kind=customer');
    await userEvent.type(within(form).getByLabelText('Email'), 'not-an-email');
    await userEvent.type(within(form).getByLabelText('Phone'), 'call me');
    await userEvent.type(within(form).getByLabelText('Account number'), 'A'.repeat(51));
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid email')).toBeInTheDocument();
    expect(within(form).getByText('Invalid format')).toBeInTheDocument();
    expect(within(form).getByText('You must enter a maximum of 50 characters')).toBeInTheDocument();
    expect(api.count('POST', '/api/customers/add')).toBe(0);
  });

  it('creates a customer with its account manager and opens it', async () => {
    const created = organisation({ id: 42, name: 'Leeds Living', account_number: '' });
    const { api, form, router } = await openForm('/company/new?kind=customer', {
      'POST /api/customers/add': { status: 201, body: created },
      'GET /api/customers/42': { body: created },
    });
    expect(within(form).getByRole('radio', { name: 'Customer' })).toBeChecked();
    const manager = within(form).getByRole('combobox', { name: 'Account manager' });
    await waitFor(() => expect(manager).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(manager);
    await userEvent.click(await screen.findByRole('option', { name: 'Priya Shah' }));
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Leeds Living{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?id=42'));
    expect(router.state.location.pathname).toBe('/customer');
    expect(api.calls.find((c) => c.path === '/api/customers/add')?.body).toEqual({
      name: 'Leeds Living',
      account_number: '',
      category: '',
      email: '',
      phone: '',
      website: '',
      vat_number: '',
      description: '',
      account_manager_id: 7,
    });
    expect(snackbarStore.get().message).toBe('Leeds Living was added.');
  });

  it('creates a company through its own (enveloped) add call', async () => {
    const created = organisation({ id: 43, kind: 'company', name: 'Northern Estates' });
    const { api, form, router } = await openForm('/company/new', {
      'POST /api/companys/add': { status: 201, body: created },
      'GET /api/companys/43': { body: created },
    });
    await userEvent.click(within(form).getByRole('radio', { name: 'Company' }));
    expect(within(form).queryByRole('combobox', { name: 'Account manager' })).not.toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Northern Estates{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/company'));
    expect(api.calls.find((c) => c.path === '/api/companys/add')?.body).toMatchObject({
      company: { name: 'Northern Estates', account_manager_id: null },
    });
  });

  it('puts the server’s field errors on the fields', async () => {
    const { form } = await openForm('/company/new?kind=supplier', {
      'POST /api/suppliers/add': {
        status: 422,
        body: { detail: 'Invalid input', errors: [{ field: 'website', message: 'Please enter a web address starting with http:// or https://' }] },
      },
    });
    expect(within(form).getByRole('radio', { name: 'Supplier' })).toBeChecked();
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Forterra{Enter}');
    const website = within(form).getByLabelText('Website');
    await waitFor(() => expect(website).toHaveAccessibleDescription('Please enter a web address starting with http:// or https://'));
    expect(website).toHaveFocus();
  });
});
