/**
 * What the list filters pick from: customers and projects by their list calls (the first few matches of what
 * was typed), and the one a link names by id (`?customer_id=5`), for its name.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerList, CustomerOut, ProjectDetailOut, ProjectList } from '@/lib/api/types';
import { http } from '@/lib/http';
import { quoteKeys } from './keys';

const MATCHES = 8;

export type FilterOption = { id: number; name: string };

/** Customers whose name, account number, town or postcode matches `q`. */
export async function searchCustomers(q: string, signal?: AbortSignal): Promise<FilterOption[]> {
  const page = await http.get<CustomerList>('/customers/all/1', { query: { q, items_per_page: MATCHES }, signal });
  return page.items.map(({ id, name }) => ({ id, name }));
}

/** Projects whose name, reference or Glenigan id matches `q`, of one customer when given. */
export async function searchProjects(q: string, customerId: number | null, signal?: AbortSignal): Promise<FilterOption[]> {
  const page = await http.get<ProjectList>('/projects/all', {
    query: { q, customer_id: customerId ?? undefined, items_per_page: MATCHES },
    signal,
  });
  return page.items.map((project) => ({ id: project.project_id, name: project.name }));
}

export const customerSearchKey = [...quoteKeys.all, 'filter', 'customer-search'] as const;
export const projectSearchKey = (customerId: number | null) =>
  [...quoteKeys.all, 'filter', 'project-search', customerId] as const;

export function useCustomerOption(customerId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: [...quoteKeys.all, 'filter', 'customer', customerId ?? 0],
      queryFn: async ({ signal }): Promise<FilterOption> => {
        const customer = await http.get<CustomerOut>(`/customers/${customerId}`, { signal });
        return { id: customer.customer_id, name: customer.name };
      },
      staleTime: 60_000,
    }),
    enabled: customerId !== null,
  });
}

export function useProjectOption(projectId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: [...quoteKeys.all, 'filter', 'project', projectId ?? 0],
      queryFn: async ({ signal }): Promise<FilterOption> => {
        const project = await http.get<ProjectDetailOut>(`/projects/${projectId}`, { signal });
        return { id: project.project_id, name: project.name };
      },
      staleTime: 60_000,
    }),
    enabled: projectId !== null,
  });
}
