import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { organisationOptionQueryOptions, organisationOptionsKey, searchOrganisationOptions } from './organisation-options';
import { customerAddresses, customerContacts, listAddresses, listContacts } from './contacts-addresses';
import { fetchOrganisation, listOrganisations } from './organisations';
import { productSearchQueryOptions, searchProducts } from './product-search';
import { fetchProject, listProjects } from './projects';

const listPage = <T>(items: T[]) => ({ body: { items, total: items.length, page: 1, items_per_page: 8 } });

describe('the one product search', () => {
  it('asks the product query for active products only when told, eight matches by default', async () => {
    const { calls } = mockFetch({ 'POST /api/products/query': listPage([{ product_id: 4, code: 'IB-4', name: 'Red' }]) });
    await expect(searchProducts({ q: 'red', activeOnly: true })).resolves.toEqual([{ product_id: 4, code: 'IB-4', name: 'Red' }]);
    await searchProducts({ q: 'blue', limit: 10 });
    expect(calls.map((call) => call.body)).toEqual([
      { q: 'red', status: 'active', items_per_page: 8, page: 1 },
      { q: 'blue', items_per_page: 10, page: 1 },
    ]);
  });

  it('is cached under the products’ keys, so an edit to a product refreshes every search', () => {
    expect(productSearchQueryOptions({ q: 'red', activeOnly: true }).queryKey).toEqual([
      'products',
      'search',
      { q: 'red', activeOnly: true, limit: 8 },
    ]);
    // The same search from two screens is one cache entry.
    expect(productSearchQueryOptions({ q: 'red' }).queryKey).toEqual(productSearchQueryOptions({ q: 'red', activeOnly: false, limit: 8 }).queryKey);
  });
});

describe('organisation options', () => {
  it('searches each kind by its list call and offers id and name', async () => {
    const { calls } = mockFetch({
      'GET /api/suppliers/all/1': listPage([{ id: 8, name: 'Ibstock Brick', account_number: 'IB01' }]),
      'GET /api/others/all/1': listPage([{ id: 3, name: 'Hudson Architects' }]),
    });
    await expect(searchOrganisationOptions('supplier', 'ibs')).resolves.toEqual([{ id: 8, name: 'Ibstock Brick' }]);
    await expect(searchOrganisationOptions('other', 'hud', undefined, 10)).resolves.toEqual([{ id: 3, name: 'Hudson Architects' }]);
    expect(calls.map((call) => call.path)).toEqual(['/api/suppliers/all/1', '/api/others/all/1']);
    expect(organisationOptionsKey('customer')[0]).toBe('customers');
  });

  it('caches a record named by id as the CRM does (its answer under its detail key) and reads its name', async () => {
    mockFetch({ 'GET /api/suppliers/single/8': { body: { id: 8, name: 'Ibstock Brick', account_number: 'IB01' } } });
    const options = organisationOptionQueryOptions('supplier', 8);
    expect(options.queryKey).toEqual(['suppliers', 'detail', 8]);
    const record = await new QueryClient().fetchQuery(options);
    expect(record).toMatchObject({ id: 8, account_number: 'IB01' });
    expect(options.select?.(record)).toEqual({ id: 8, name: 'Ibstock Brick' });
  });
});

describe('the shared record calls', () => {
  it('reads one organisation of each kind by its own path, the CRM and the pickers alike', async () => {
    const { calls } = mockFetch({
      'GET /api/customers/5': { body: { id: 5, kind: 'customer', name: 'Acme' } },
      'GET /api/suppliers/single/8': { body: { id: 8, kind: 'supplier', name: 'Ibstock Brick' } },
      'GET /api/others/3': { body: { id: 3, kind: 'other', name: 'Hudson Architects' } },
      'GET /api/companys/2': { body: { id: 2, kind: 'company', name: 'Prospect Ltd' } },
    });
    await expect(fetchOrganisation('company', 2)).resolves.toMatchObject({ id: 2, name: 'Prospect Ltd' });
    for (const [kind, id] of [['customer', 5], ['supplier', 8], ['other', 3]] as const) await fetchOrganisation(kind, id);
    expect(calls.map((call) => call.path)).toEqual(['/api/companys/2', '/api/customers/5', '/api/suppliers/single/8', '/api/others/3']);
  });

  it('pages a list in the path, except companies, whose page is a parameter', async () => {
    const { fetchMock } = mockFetch({ 'GET /api/customers/all/2': listPage([]), 'GET /api/companys': listPage([]) });
    await listOrganisations('customer', { page: 2, q: 'acme' });
    await listOrganisations('company', { page: 2, q: 'acme' });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/customers/all/2?q=acme', '/api/companys?page=2&q=acme']);
  });

  it('lists one organisation’s contacts and addresses, and a customer’s own', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/contacts/all/3': listPage([]),
      'GET /api/addresses/all/1': listPage([]),
      'GET /api/contacts/customer/5': { body: [{ contact_id: 1 }] },
      'GET /api/addresses/customer/5': { body: [] },
    });
    await listContacts({ page: 3, related_id: 7 });
    await listAddresses({ related_id: 7, sort: 'address_type' });
    await expect(customerContacts(5)).resolves.toEqual([{ contact_id: 1 }]);
    await customerAddresses(5, { archived: true });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/contacts/all/3?related_id=7',
      '/api/addresses/all/1?related_id=7&sort=address_type',
      '/api/contacts/customer/5',
      '/api/addresses/customer/5?archived=true',
    ]);
  });

  it('lists projects by their query and reads one project', async () => {
    const { fetchMock } = mockFetch({ 'GET /api/projects/all': listPage([]), 'GET /api/projects/9': { body: { project_id: 9 } } });
    await listProjects({ customer_id: 5, items_per_page: 8 });
    await expect(fetchProject(9)).resolves.toEqual({ project_id: 9 });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/projects/all?customer_id=5&items_per_page=8', '/api/projects/9']);
  });
});
