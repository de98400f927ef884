/** What the board's filters pick from: works (suppliers), hauliers (suppliers or others) and customers. */
import { useQuery } from '@tanstack/react-query';
import type { PickerOption } from '@/components/RecordPicker';
import {
  organisationOptionQueryOptions,
  organisationOptionsKey,
  searchOrganisationOptions,
  type OptionKind,
} from '@/lib/resources/organisation-options';

export const searchWorks = (q: string, signal?: AbortSignal) => searchOrganisationOptions('supplier', q, signal);
export const worksSearchKey = organisationOptionsKey('supplier');
export const searchCustomers = (q: string, signal?: AbortSignal) => searchOrganisationOptions('customer', q, signal);
export const customerSearchKey = organisationOptionsKey('customer');

/** A haulier is a supplier or an "other" (a transport firm): both kinds' matches, suppliers first. */
export async function searchHauliers(q: string, signal?: AbortSignal): Promise<PickerOption[]> {
  const [suppliers, others] = await Promise.all([
    searchOrganisationOptions('supplier', q, signal, 5),
    searchOrganisationOptions('other', q, signal, 5),
  ]);
  return [...suppliers, ...others];
}
export const haulierSearchKey = ['organisations', 'search', 'haulier'] as const;

export function useOrganisationOption(kind: OptionKind, id: number | null) {
  return useQuery({ ...organisationOptionQueryOptions(kind, id ?? 0), enabled: id !== null, retry: false });
}
