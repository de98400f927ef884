import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AddressOut } from '@/lib/api/types';
import { snackbarStore } from '@/lib/snackbar';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { customer, detail, page, stats } from '../testing/fixtures';


type Routes = Record<string, MockResponse | ((r: { url: string; body: unknown }) => MockResponse)>;

const site = (id: number, overrides: Partial<AddressOut> = {}): AddressOut => ({
  address_id: id,
  related_id: 5,
  related_type: 'customer',
  related_name: 'Calder Valley Homes',
  address_type: 'site',
  label: `Plot ${id}`,
  line1: 'Elland Road',
  line2: '',
  town: 'Leeds',
  county: '',
  postcode: 'LS11 5RT',
  country: 'United Kingdom',
  delivery_notes: '',
  archived: false,
  version: 1,
  created_at: '2025-11-20T12:00:00Z',
  updated_at: '2025-11-20T12:00:00Z',
  ...overrides,
});

const base: Routes = {
  'GET /api/notifications/1': { body: [] },
  'GET /api/contacts/internal': {
    body: [{ user_id: 7, first_name: 'Priya', last_name: 'Shah', full_name: 'Priya Shah', email: 'priya@example.com', phone: '', role: 'staff' }],
  },
  'GET /api/customers/5': { body: customer(5) },
  'GET /api/addresses/all/1': page([site(31, { address_type: 'head_office', label: 'Head office' }), site(32)]),
};

async function openForm(path: string, routes: Routes = {}) {
  logIn();
  const api = mockFetch({ ...base, ...routes });
  const view = renderRoute({ path });
  const form = await screen.findByRole('form', { name: 'New project' }, { timeout: 10_000 });
  return { api, form, ...view };
}

describe('new project', () => {
  it('checks the fields before calling the API', async () => {
    const { api, form } = await openForm('/projects/new');
    await userEvent.type(within(form).getByLabelText('Estimated value'), '12.345');
    await userEvent.type(within(form).getByLabelText('Number of plots'), '1.5');
    fireEvent.change(within(form).getByLabelText('Start date'), { target: { value: '2026-05-01' } });
    fireEvent.change(within(form).getByLabelText('End date'), { target: { value: '2026-04-30' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Create project' }));

    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(within(form).getByText('Enter at most 2 decimal places')).toBeInTheDocument();
    expect(within(form).getByText('This field can only contain integer values')).toBeInTheDocument();
    expect(within(form).getByText('The end date must be on or after the start date.')).toBeInTheDocument();
    // No customer yet: no site to choose.
    expect(within(form).getByRole('combobox', { name: 'Site address' })).toHaveAttribute('aria-disabled', 'true');
    expect(api.count('POST', '/api/projects/add')).toBe(0);
  });

  it('starts from the customer in the link, offers its addresses as the site, and opens the new project', async () => {
    const created = detail(42, { name: 'Elland Road', customer_id: 5, site_address_id: 32 });
    const { api, form, router } = await openForm('/projects/new?customer_id=5', {
      'POST /api/projects/add': { status: 201, body: created },
      'GET /api/projects/42': { body: created },
      'GET /api/projects/stats/42': { body: stats() },
    });
    expect(within(form).getByRole('combobox', { name: 'Customer' })).toHaveValue('Calder Valley Homes');
    expect(within(form).getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/customer?id=5');

    await userEvent.click(within(form).getByRole('combobox', { name: 'Site address' }));
    const options = await screen.findAllByRole('option');
    // Sites first, then the customer's other addresses.
    expect(options.map((option) => option.textContent)).toEqual([
      'None',
      'Plot 32, Elland Road, Leeds, LS11 5RT',
      'Head office, Elland Road, Leeds, LS11 5RT',
    ]);
    await userEvent.click(options[1]);
    const addresses = api.fetchMock.mock.calls.map((call) => String(call[0])).find((url) => url.startsWith('/api/addresses/all/1'));
    expect(addresses).toContain('related_id=5');

    await userEvent.type(within(form).getByLabelText(/^Name/), 'Elland Road');
    await userEvent.type(within(form).getByLabelText('Reference'), 'ER-01');
    await userEvent.type(within(form).getByLabelText('Glenigan id'), '24012345');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Stage' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tender' }));
    await userEvent.type(within(form).getByLabelText('Number of plots'), '120');
    await userEvent.type(within(form).getByLabelText('Estimated value'), '£1,250,000');
    fireEvent.change(within(form).getByLabelText('Start date'), { target: { value: '2026-03-02' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Create project' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/view/42'));
    expect(api.calls.find((c) => c.path === '/api/projects/add')?.body).toEqual({
      name: 'Elland Road',
      reference: 'ER-01',
      glenigan_id: '24012345',
      stage: 'tender',
      customer_id: 5,
      site_address_id: 32,
      number_of_plots: 120,
      estimated_value: '1250000',
      start_date: '2026-03-02',
      end_date: null,
      description: '',
      account_manager_id: null,
    });
    expect(snackbarStore.get().message).toBe('Elland Road was created.');
  });

  it('puts the server’s field errors on their fields, and anything else in the snackbar', async () => {
    let answer: MockResponse = {
      status: 422,
      body: {
        detail: 'Some fields are not valid.',
        errors: [
          { field: 'reference', message: 'Another project has this reference.' },
          { field: 'site_address_id', message: 'This address belongs to another organisation.' },
        ],
      },
    };
    const { api, form } = await openForm('/projects/new?customer_id=5', { 'POST /api/projects/add': () => answer });
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Elland Road');
    await userEvent.type(within(form).getByLabelText('Reference'), 'ER-01{Enter}');
    expect(await within(form).findByText('Another project has this reference.')).toBeInTheDocument();
    expect(within(form).getByText('This address belongs to another organisation.')).toBeInTheDocument();

    answer = { status: 403, body: { detail: 'You may not do this.' } };
    await userEvent.click(within(form).getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(snackbarStore.get()).toMatchObject({ message: 'You may not do this.', colour: 'error' }));
    expect(api.count('POST', '/api/projects/add')).toBe(2);
  });

  it("takes the customer's account manager when started from the customer", async () => {
    const { api, form } = await openForm('/projects/new?customer_id=5', {
      'GET /api/customers/5': { body: customer(5, { account_manager_id: 7, account_manager_name: 'Priya Shah' }) },
      'POST /api/projects/add': { status: 201, body: detail(42) },
      'GET /api/projects/42': { body: detail(42) },
      'GET /api/projects/stats/42': { body: stats() },
    });
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Account manager' })).toHaveTextContent('Priya Shah'));
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Elland Road{Enter}');
    await waitFor(() => expect(api.count('POST', '/api/projects/add')).toBe(1));
    expect(api.calls.find((c) => c.path === '/api/projects/add')?.body).toMatchObject({ customer_id: 5, account_manager_id: 7 });
  });

  it('says so when the customer in the link does not exist', async () => {
    logIn();
    mockFetch({ ...base, 'GET /api/customers/99': { status: 404, body: { detail: 'This customer does not exist.' } } });
    renderRoute({ path: '/projects/new?customer_id=99' });
    expect(await screen.findByText('This customer does not exist.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Without a customer' })).toHaveAttribute('href', '/projects/new');
  });
});
