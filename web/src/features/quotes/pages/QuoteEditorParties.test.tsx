/**
 * A quote's party is a customer or a company (a prospect): the editor links to the right record and loads the
 * party's contacts and addresses by its kind. A new quote opened from a project or a customer starts filled in.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AddressOut, ContactOut, CustomerOut, ProjectDetailOut } from '@/lib/api/types';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { savedQuote } from '../testing/editor-fixtures';

type Routes = Record<string, MockResponse | ((r: { url: string; body: unknown }) => MockResponse)>;

const AT = '2025-11-20T12:00:00Z';
const page = <T,>(items: T[]) => ({ body: { items, total: items.length, page: 1, items_per_page: 100 } });

const EMMA: ContactOut = {
  contact_id: 31,
  first_name: 'Emma',
  last_name: 'Carr',
  full_name: 'Emma Carr',
  email: 'emma@harrogate.example',
  phone: '',
  mobile: '',
  job_title: 'Director',
  related_id: 8,
  related_name: 'Harrogate Living Ltd',
  related_type: 'company',
  archived: false,
  version: 1,
  created_at: AT,
  updated_at: AT,
};

const YARD: AddressOut = {
  address_id: 41,
  related_id: 8,
  related_type: 'company',
  related_name: 'Harrogate Living Ltd',
  address_type: 'site',
  label: 'Harrogate Yard',
  line1: '2 Station Parade',
  line2: '',
  town: 'Harrogate',
  county: '',
  postcode: 'HG1 1UF',
  country: 'United Kingdom',
  delivery_notes: '',
  archived: false,
  version: 1,
  created_at: AT,
  updated_at: AT,
};

const base: Routes = {
  'GET /api/notifications/1': { body: [] },
  'GET /api/contacts/internal': {
    body: [
      { user_id: 1, first_name: 'Ada', last_name: 'Lovelace', full_name: 'Ada Lovelace', email: 'ada@example.com', phone: '', role: 'admin' },
      { user_id: 7, first_name: 'Priya', last_name: 'Shah', full_name: 'Priya Shah', email: 'priya@example.com', phone: '', role: 'manager' },
    ],
  },
  'GET /api/contacts/all/1': page([EMMA]),
  'GET /api/addresses/all/1': page([YARD]),
  'GET /api/projects/all': page([]),
};

function open(path: string, routes: Routes = {}) {
  logIn();
  const api = mockFetch({ ...base, ...routes });
  return { api, ...renderRoute({ path }) };
}

const calledWith = (api: ReturnType<typeof mockFetch>, prefix: string) =>
  api.fetchMock.mock.calls.map((call) => String(call[0])).filter((url) => url.startsWith(prefix));

describe('a quote for a company (a prospect)', () => {
  it('links to the company and offers its contacts and addresses', async () => {
    const quote = savedQuote(13, {
      number: 'Q-000013',
      customer: { id: 8, name: 'Harrogate Living Ltd', kind: 'company' },
      contacts: [],
      project: null,
      delivery_address: null,
    });
    const { api } = open('/quotes/editor/13', { 'GET /api/quotes/13': { body: quote } });
    await screen.findByRole('heading', { level: 1, name: /Quote Q-000013/ }, { timeout: 10_000 });

    expect(screen.getByRole('link', { name: 'Harrogate Living Ltd' })).toHaveAttribute('href', '/company?id=8');
    await userEvent.click(screen.getByRole('combobox', { name: 'Contacts' }));
    expect(await screen.findByRole('option', { name: 'Emma Carr · emma@harrogate.example' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Delivery address' }));
    expect(await screen.findByRole('option', { name: '2 Station Parade, Harrogate, HG1 1UF' })).toBeInTheDocument();

    expect(calledWith(api, '/api/contacts/all/1')[0]).toContain('related_id=8');
    expect(calledWith(api, '/api/addresses/all/1')[0]).toContain('related_id=8');
    expect(api.count('GET', '/api/contacts/customer/8')).toBe(0);
    expect(api.count('GET', '/api/addresses/customer/8')).toBe(0);
  });

  it('fills an empty delivery address from the chosen project’s site, and offers (not forces) another project’s', async () => {
    const quote = savedQuote(13, { number: 'Q-000013', customer: { id: 8, name: 'Harrogate Living Ltd', kind: 'company' }, contacts: [], project: null, delivery_address: null });
    const office: AddressOut = { ...YARD, address_id: 42, label: 'Office', line1: '9 Kirkgate', town: 'Ripon', postcode: 'HG4 1PA' };
    const projectOf = (id: number, name: string, site: number) => ({ project_id: id, name, site_address_id: site });
    open('/quotes/editor/13', {
      'GET /api/quotes/13': { body: quote },
      'GET /api/addresses/all/1': page([YARD, office]),
      'GET /api/projects/all': page([projectOf(4, 'Harrogate Yard', 41), projectOf(5, 'Ripon Office', 42)]),
    });
    await screen.findByRole('heading', { level: 1, name: /Quote Q-000013/ }, { timeout: 10_000 });
    const address = () => screen.getByRole('combobox', { name: 'Delivery address' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Project' })).toBeEnabled());
    await userEvent.click(screen.getByRole('combobox', { name: 'Project' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Harrogate Yard' }));
    expect(address()).toHaveTextContent('2 Station Parade, Harrogate, HG1 1UF');

    await userEvent.click(screen.getByRole('combobox', { name: 'Project' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ripon Office' }));
    expect(address()).toHaveTextContent('2 Station Parade, Harrogate, HG1 1UF');
    expect(screen.getByText(/The project’s site is 9 Kirkgate, Ripon, HG4 1PA\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deliver there' }));
    expect(address()).toHaveTextContent('9 Kirkgate, Ripon, HG4 1PA');
    expect(screen.queryByRole('button', { name: 'Deliver there' })).not.toBeInTheDocument();
  });

  it('links to its project beside its customer (the project picker is read-only once accepted)', async () => {
    const quote = savedQuote(13, { number: 'Q-000013', customer: { id: 8, name: 'Harrogate Living Ltd', kind: 'company' }, project: { id: 4, name: 'Harrogate Yard' } });
    open('/quotes/editor/13', { 'GET /api/quotes/13': { body: quote } });
    await screen.findByRole('heading', { level: 1, name: /Quote Q-000013/ }, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'Harrogate Yard' })).toHaveAttribute('href', '/projects/view/4');
  });

  it('is offered by the customer picker beside the customers', async () => {
    open('/quotes/editor/new', {
      'GET /api/customers/all/1': page([{ id: 5, name: 'Harrogate Homes' }]),
      'GET /api/companys': page([{ id: 8, name: 'Harrogate Living Ltd' }]),
    });
    await screen.findByRole('combobox', { name: /^Customer/ }, { timeout: 10_000 });
    await userEvent.type(screen.getByRole('combobox', { name: /^Customer/ }), 'Harr');
    await screen.findByRole('option', { name: 'Harrogate Living Ltd' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Harrogate Homes', 'Harrogate Living Ltd']);
    expect(screen.getByText('Companies (prospects)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Harrogate Living Ltd' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Contacts' }));
    expect(await screen.findByRole('option', { name: 'Emma Carr · emma@harrogate.example' })).toBeInTheDocument();
  });
});

describe('a new quote opened from a record', () => {
  it("takes the project's customer, site address and account manager", async () => {
    const project: ProjectDetailOut = {
      project_id: 4,
      name: 'Harrogate Yard',
      reference: 'HY-1',
      glenigan_id: '',
      stage: 'tender',
      position: 1024,
      customer_id: 8,
      customer_name: 'Harrogate Living Ltd',
      customer_kind: 'company',
      site_address_id: 41,
      number_of_plots: null,
      estimated_value: null,
      start_date: null,
      end_date: null,
      description: '',
      account_manager_id: 7,
      account_manager_name: 'Priya Shah',
      created_at: AT,
      updated_at: AT,
      version: 1,
      site_address: { id: 41, label: 'Harrogate Yard', line1: '2 Station Parade', town: 'Harrogate', postcode: 'HG1 1UF' },
      architects: [],
      suppliers: [],
      suggested_products: [],
      created_by_name: '',
    };
    const { api } = open('/quotes/editor/new?project_id=4', {
      'GET /api/projects/4': { body: project },
      'POST /api/quotes/add': { status: 201, body: savedQuote(13) },
      'GET /api/quotes/13': { body: savedQuote(13) },
    });
    await screen.findByRole('combobox', { name: /^Customer/ }, { timeout: 10_000 });

    expect(screen.getByRole('combobox', { name: /^Customer/ })).toHaveValue('Harrogate Living Ltd');
    expect(screen.getByRole('combobox', { name: 'Delivery address' })).toHaveTextContent('2 Station Parade, Harrogate, HG1 1UF');
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveTextContent('Harrogate Yard');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Account manager' })).toHaveTextContent('Priya Shah'));

    await userEvent.click(screen.getByRole('button', { name: 'Free-text line' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Description, line 1' }), 'Sundries');
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity, line 1' }), '1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Sell price, line 1' }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.count('POST', '/api/quotes/add')).toBe(1));
    const body = api.calls.find((c) => c.path === '/api/quotes/add')?.body as { quote: Record<string, unknown> };
    expect(body.quote).toMatchObject({ customer_id: 8, project_id: 4, delivery_address_id: 41, account_manager_id: 7 });
  });

  it("takes the customer and its account manager from the customer's screen", async () => {
    const customer = { id: 5, customer_id: 5, kind: 'customer', name: 'Calder Valley Homes', account_manager_id: 7, account_manager_name: 'Priya Shah' };
    open('/quotes/editor/new?customer_id=5', {
      'GET /api/customers/5': { body: customer as Partial<CustomerOut> },
      'GET /api/contacts/customer/5': { body: [] },
      'GET /api/addresses/customer/5': { body: [] },
    });
    await screen.findByRole('combobox', { name: /^Customer/ }, { timeout: 10_000 });
    expect(screen.getByRole('combobox', { name: /^Customer/ })).toHaveValue('Calder Valley Homes');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Account manager' })).toHaveTextContent('Priya Shah'));
  });
});
