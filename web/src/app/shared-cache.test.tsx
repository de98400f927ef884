/**
 * One cache per resource: a customer shown by several features (the CRM list, its record screen, another
 * feature's customer filter) is cached under the customers' keys, so an edit refreshes every view of it.
 */
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { customersQueryOptions } from '@/features/crm/api/get-customers';
import { customer } from '@/features/crm/test-fixtures';
import { organisationQueryOptions } from '@/features/crm-records/api/get-organisation';
import { toOrganisationValues } from '@/features/crm-records/api/organisation-form';
import { useUpdateOrganisation } from '@/features/crm-records/api/update-organisation';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import { mockFetch } from '@/test/fetch-mock';
import { logIn, testQueryClient } from '@/test/render';

const LIST = { page: 1, items_per_page: 25 };

/** How a feature outside the CRM shows the customer (a filter naming it): its own shape, under the shared key. */
const customerOption = (id: number) => ({
  queryKey: [...queryKeys.customers.detail(id), 'option'],
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const found = await unwrap(api.GET('/customers/{id}', { params: { path: { id } }, signal }));
    return { id: found.customer_id, name: found.name };
  },
  // Without the shared keys this view would stay stale for a minute.
  staleTime: 60_000,
});

function serveCustomer() {
  let name = 'Calder Valley Homes';
  let version = 1;
  const api = mockFetch({
    'GET /api/customers/all/1': () => ({ body: { items: [customer(5, { name, version })], total: 1, page: 1, items_per_page: 25 } }),
    'GET /api/customers/5': () => ({ body: customer(5, { name, version }) }),
    'POST /api/customers/update/': ({ body }) => {
      if (typeof body === 'object' && body !== null && 'name' in body && typeof body.name === 'string') name = body.name;
      version += 1;
      return { body: customer(5, { name, version }) };
    },
  });
  return api;
}

describe('one cache per resource', () => {
  it("an edit of a customer refreshes every feature's view of it: the CRM list, its record, another feature's filter", async () => {
    logIn();
    const calls = serveCustomer();
    const queryClient = testQueryClient();
    // A search cached earlier and no longer shown: refreshed when next shown.
    queryClient.setQueryData(queryKeys.customers.search('calder'), [{ id: 5, name: 'Calder Valley Homes' }]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        list: useQuery(customersQueryOptions(LIST)),
        record: useQuery(organisationQueryOptions('customer', 5)),
        option: useQuery(customerOption(5)),
        update: useUpdateOrganisation(),
      }),
      { wrapper },
    );
    await waitFor(() => {
      expect(result.current.list.data?.items[0].name).toBe('Calder Valley Homes');
      expect(result.current.record.data?.name).toBe('Calder Valley Homes');
      expect(result.current.option.data?.name).toBe('Calder Valley Homes');
    });
    expect(calls.count('GET', '/api/customers/5')).toBe(2);

    const values = { ...toOrganisationValues(customer(5)), name: 'Calder Homes' };
    await act(() => result.current.update.mutateAsync({ kind: 'customer', id: 5, values, version: 1 }));

    await waitFor(() => {
      expect(result.current.list.data?.items[0].name).toBe('Calder Homes');
      expect(result.current.record.data?.name).toBe('Calder Homes');
      expect(result.current.option.data).toEqual({ id: 5, name: 'Calder Homes' });
    });
    expect(calls.count('GET', '/api/customers/all/1')).toBe(2);
    expect(calls.count('GET', '/api/customers/5')).toBe(4);
    expect(queryClient.getQueryState(queryKeys.customers.search('calder'))?.isInvalidated).toBe(true);
  });

  it('keeps one entry per record: the CRM record screen and other features read the same detail key', () => {
    expect(organisationQueryOptions('customer', 5).queryKey).toEqual(queryKeys.customers.detail(5));
    expect(organisationQueryOptions('supplier', 7).queryKey).toEqual(queryKeys.suppliers.detail(7));
    expect(customersQueryOptions(LIST).queryKey).toEqual(queryKeys.customers.list(LIST));
  });
});
