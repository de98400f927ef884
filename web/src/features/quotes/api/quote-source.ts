/**
 * What a new quote starts from when it is opened from a record: a project (`?project_id=`: its customer, site
 * address and account manager) or a customer or company (`?customer_id=`: it, and its account manager).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import type { Choice, PartyChoice } from '../lib/editor/draft';
import { getParty } from './filter-options';

export type QuoteSource = {
  customer: PartyChoice | null;
  project: Choice | null;
  deliveryAddress: Choice | null;
  accountManager: Choice | null;
};

export type SourceRef = { projectId: number } | { customerId: number };

async function fromProject(projectId: number, signal?: AbortSignal): Promise<QuoteSource> {
  const project = await unwrap(api.GET('/projects/{id}', { params: { path: { id: projectId } }, signal }));
  const site = project.site_address;
  return {
    customer:
      project.customer_id === null
        ? null
        : { id: project.customer_id, name: project.customer_name ?? '', kind: project.customer_kind ?? 'customer' },
    project: { id: project.project_id, name: project.name },
    deliveryAddress: site ? { id: site.id, name: [site.line1, site.town, site.postcode].filter(Boolean).join(', ') || site.label } : null,
    accountManager:
      project.account_manager_id === null ? null : { id: project.account_manager_id, name: project.account_manager_name ?? '' },
  };
}

async function fromCustomer(customerId: number, signal?: AbortSignal): Promise<QuoteSource> {
  const { accountManager, ...customer } = await getParty(customerId, signal);
  return { customer, project: null, deliveryAddress: null, accountManager };
}

export function useQuoteSource(source: SourceRef | null) {
  return useQuery({
    ...queryOptions({
      queryKey: [...queryKeys.quotes.all, 'new-from', source],
      queryFn: ({ signal }) =>
        source === null ? null : 'projectId' in source ? fromProject(source.projectId, signal) : fromCustomer(source.customerId, signal),
      staleTime: 60_000,
    }),
    enabled: source !== null,
  });
}
