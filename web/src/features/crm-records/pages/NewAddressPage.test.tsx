import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { snackbarStore } from '@/lib/snackbar';
import { mockFetch } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { address, organisation, stats } from '../testing/fixtures';

const base = {
  'GET /api/notifications/1': { body: [] },
  'GET /api/customers/5': { body: organisation() },
  'GET /api/customers/stats/5': { body: stats() },
  'GET /api/addresses/customer/5': { body: [] },
};

async function openForm(routes: Parameters<typeof mockFetch>[0] = {}, path = '/addresses/new?related_id=5&kind=customer') {
  logIn();
  const api = mockFetch({ ...base, ...routes });
  const view = renderRoute({ path });
  const form = await screen.findByRole('form', { name: 'New address' }, { timeout: 30_000 });
  return { api, form, ...view };
}

async function fill(form: HTMLElement, postcode: string) {
  await userEvent.type(within(form).getByLabelText(/^Address line 1/), 'Elland Road');
  await userEvent.type(within(form).getByLabelText(/^Town/), 'Leeds');
  await userEvent.type(within(form).getByLabelText(/^Postcode/), postcode);
}

describe('new address', () => {
  it('names the organisation, starts as a site address and checks the fields', async () => {
    const { api, form } = await openForm();
    expect(within(form).getByText('For Calder Valley Homes')).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Site');
    await userEvent.type(within(form).getByLabelText(/^Postcode/), 'LS1 ABC');
    await userEvent.click(within(form).getByRole('button', { name: 'Add address' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(2);
    expect(within(form).getByText('Please enter a valid UK postcode')).toBeInTheDocument();
    expect(api.count('POST', '/api/addresses/add')).toBe(0);
  });

  it('adds the address (any postcode case) and returns to the organisation’s addresses', async () => {
    const { api, form, router } = await openForm({
      'POST /api/addresses/add': { status: 201, body: address({ label: '' }) },
    });
    await fill(form, 'ls11 5rt{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer'));
    expect(router.state.location.search).toBe('?id=5&tab=addresses');
    expect(api.calls.find((c) => c.path === '/api/addresses/add')?.body).toEqual({
      related_id: 5,
      address_type: 'site',
      label: '',
      line1: 'Elland Road',
      line2: '',
      town: 'Leeds',
      county: '',
      postcode: 'ls11 5rt',
      country: 'United Kingdom',
      delivery_notes: '',
    });
    expect(snackbarStore.get().message).toBe('Elland Road, Leeds, LS11 5RT was added to Calder Valley Homes.');
  });

  it('shows the server’s field errors on the fields', async () => {
    const { form } = await openForm({
      'POST /api/addresses/add': {
        status: 422,
        body: { detail: 'Invalid input', errors: [{ field: 'postcode', message: 'Please enter a valid UK postcode' }] },
      },
    });
    await fill(form, 'ZZ1 1ZZ{Enter}');
    expect(await within(form).findByText('Please enter a valid UK postcode')).toBeInTheDocument();
  });

  it('without an organisation in the link, asks for one', async () => {
    const { api, form } = await openForm({}, '/addresses/new');
    await fill(form, 'LS11 5RT{Enter}');
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: /Organisation/ })).toBeInTheDocument();
    expect(api.count('POST', '/api/addresses/add')).toBe(0);
  });
});
