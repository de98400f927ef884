/**
 * What the list filters pick from: customers and projects by their list calls (the first few matches of what
 * was typed), and the one a link names by id (`?customer_id=5`), for its name.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyList, CompanyOut, CustomerList, CustomerOut, ProjectDetailOut, ProjectList } from '@/lib/api/types';
import { ApiError, http } from '@/lib/http';
import { quoteKeys } from './keys';

const MATCHES = 8;

export type FilterOption = { id: number; name: string };

/** A quote's party as the pickers offer it: a customer, or a company (a prospect). */
export type PartyOption = FilterOption & { kind: 'customer' | 'company' };

/** Customers, then companies (prospects, quoted to like customers), whose name, account number, town or postcode matches `q`. */
export async function searchCustomers(q: string, signal?: AbortSignal): Promise<PartyOption[]> {
  const query = { q, items_per_page: MATCHES };
  const [customers, companies] = await Promise.all([
    http.get<CustomerList>('/customers/all/1', { query, signal }),
    http.get<CompanyList>('/companys', { query, signal }),
  ]);
  return [
    ...customers.items.map(({ id, name }): PartyOption => ({ id, name, kind: 'customer' })),
    ...companies.items.map(({ id, name }): PartyOption => ({ id, name, kind: 'company' })),
  ];
}

/** A party with the user who looks after it (a new quote for it takes them as its account manager). */
export type PartyRecord = PartyOption & { accountManager: FilterOption | null };

const manager = (record: CustomerOut | CompanyOut) =>
  record.account_manager_id === null ? null : { id: record.account_manager_id, name: record.account_manager_name ?? '' };

/** A customer by id, or the company (prospect) of that id: the quote filters and a new quote take either. */
export async function getParty(id: number, signal?: AbortSignal): Promise<PartyRecord> {
  try {
    const customer = await http.get<CustomerOut>(`/customers/${id}`, { signal });
    return { id: customer.customer_id, name: customer.name, kind: 'customer', accountManager: manager(customer) };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    const company = await http.get<CompanyOut>(`/companys/${id}`, { signal });
    return { id: company.company_id, name: company.name, kind: 'company', accountManager: manager(company) };
  }
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
      queryFn: ({ signal }) => getParty(customerId ?? 0, signal),
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
