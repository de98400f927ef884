/**
 * What the list filters and the request screen pick from: suppliers (the shared organisation options), projects
 * and customer quotes by their list calls, and one a link names by id, for its name.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PickerOption } from '@/components/RecordPicker';
import { api, unwrap } from '@/lib/api/client';
import type { QuoteOut } from '@/lib/api/types';
import { queryKeys } from '@/lib/query-keys';
import {
  OPTION_MATCHES,
  organisationOptionQueryOptions,
  organisationOptionsKey,
  searchOrganisationOptions,
} from '@/lib/resources/organisation-options';
import { fetchProject, listProjects } from '@/lib/resources/projects';

export const searchSuppliers = (q: string, signal?: AbortSignal) => searchOrganisationOptions('supplier', q, signal);
export const searchOthers = (q: string, signal?: AbortSignal) => searchOrganisationOptions('other', q, signal);
export const supplierSearchKey = organisationOptionsKey('supplier');
export const otherSearchKey = organisationOptionsKey('other');

export function useSupplierOption(supplierId: number | null) {
  return useQuery({ ...organisationOptionQueryOptions('supplier', supplierId ?? 0), enabled: supplierId !== null });
}

export async function searchProjects(q: string, signal?: AbortSignal): Promise<PickerOption[]> {
  const page = await listProjects({ q, items_per_page: OPTION_MATCHES }, signal);
  return page.items.map((project) => ({ id: project.project_id, name: project.name }));
}
export const projectSearchKey = queryKeys.projects.search({ as: 'option', items_per_page: OPTION_MATCHES });

export function useProjectOption(projectId: number | null) {
  const id = projectId ?? 0;
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.projects.detail(id),
      queryFn: ({ signal }) => fetchProject(id, signal),
      select: (project): PickerOption => ({ id: project.project_id, name: project.name }),
      staleTime: 60_000,
    }),
    enabled: projectId !== null,
  });
}

/** A customer quote as a picker names it: "Q-000013 · Calder Valley Homes". */
const quoteName = (quote: { number: string; customer: { name: string } }) => `${quote.number} · ${quote.customer.name}`;

export async function searchCustomerQuotes(q: string, signal?: AbortSignal): Promise<PickerOption[]> {
  const page = await unwrap(api.GET('/quotes', { params: { query: { q, items_per_page: OPTION_MATCHES } }, signal }));
  return page.items.map((quote) => ({ id: quote.quote_id, name: quoteName(quote) }));
}
export const customerQuoteSearchKey = queryKeys.quotes.search({ as: 'option', items_per_page: OPTION_MATCHES });

/** The customer quote (its current version), as the quotes feature caches it. */
export function getCustomerQuote(quoteId: number, signal?: AbortSignal): Promise<QuoteOut> {
  return unwrap(api.GET('/quotes/{id}', { params: { path: { id: quoteId }, query: { version: null } }, signal }));
}

export const customerQuoteQueryOptions = (quoteId: number) =>
  queryOptions({
    queryKey: queryKeys.quotes.version(quoteId, null),
    queryFn: ({ signal }) => getCustomerQuote(quoteId, signal),
  });

export function useCustomerQuote(quoteId: number | null) {
  return useQuery({ ...customerQuoteQueryOptions(quoteId ?? 0), enabled: quoteId !== null });
}

export function useCustomerQuoteOption(quoteId: number | null) {
  return useQuery({
    ...customerQuoteQueryOptions(quoteId ?? 0),
    select: (quote): PickerOption => ({ id: quote.quote_id, name: quoteName(quote) }),
    enabled: quoteId !== null,
  });
}
