import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { organisationOptionQueryOptions, organisationOptionsKey, searchOrganisationOptions } from './organisation-options';
import { productSearchQueryOptions, searchProducts } from './product-search';

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
