import Box from '@mui/material/Box';
import type { QueryKey } from '@tanstack/react-query';
import { ChecklistFilter, FilterBar } from '@/components/FilterBar';
import { RecordPicker, type PickerOption } from '@/components/RecordPicker';
import {
  customerSearchKey,
  haulierSearchKey,
  searchCustomers,
  searchHauliers,
  searchSites,
  searchWorks,
  siteSearchKey,
  useOrganisationOption,
  useSiteOption,
  worksSearchKey,
} from '../api/filter-options';
import { filtersSet, isFiltered, NO_FILTERS, type BoardState } from '../lib/board-view';
import { CALL_OFF_STATUSES, STATUS_LABELS } from '../lib/status';

type Props = {
  state: BoardState;
  onChange: (changes: Partial<BoardState>) => void;
  /** Names the board already knows (a haulier named by id in the address has no kind to look it up by). */
  known: Map<number, string>;
};

const pickerBox = { width: { xs: '100%', sm: 220 } } as const;

const STATUS_OPTIONS = CALL_OFF_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

/** One of the board's record filters: the state's id it sets, and how the picker finds and names its records. */
type Picker = {
  slot: 'worksId' | 'haulierId' | 'customerId' | 'projectId';
  label: string;
  name: string | undefined;
  search: (q: string, signal: AbortSignal) => Promise<PickerOption[]>;
  searchKey: QueryKey;
  noun: string;
  hint: string;
};

const option = (id: number | null, name: string | undefined): PickerOption | null => (id === null ? null : { id, name: name ?? '' });

/** Works, haulier, customer, site and status: all of it in the address. */
export function BoardFilters({ state, onChange, known }: Props) {
  const works = useOrganisationOption('supplier', state.worksId);
  const customer = useOrganisationOption('customer', state.customerId);
  const site = useSiteOption(state.projectId);
  // A haulier is a supplier or an "other": ask both kinds by id unless the board already knows the name.
  const unknownHaulier = state.haulierId !== null && !known.has(state.haulierId) ? state.haulierId : null;
  const haulierAsSupplier = useOrganisationOption('supplier', unknownHaulier);
  const haulierAsOther = useOrganisationOption('other', unknownHaulier);
  const haulierName =
    state.haulierId === null
      ? undefined
      : (known.get(state.haulierId) ?? haulierAsSupplier.data?.name ?? haulierAsOther.data?.name ?? (haulierAsSupplier.isPending || haulierAsOther.isPending ? '' : `Haulier ${state.haulierId}`));
  const pickers: Picker[] = [
    { slot: 'worksId', label: 'Works', name: works.data?.name ?? known.get(state.worksId ?? 0), search: searchWorks, searchKey: worksSearchKey, noun: 'works', hint: "Type a supplier's name or town." },
    { slot: 'haulierId', label: 'Haulier', name: haulierName, search: searchHauliers, searchKey: haulierSearchKey, noun: 'haulier', hint: "Type a haulier's name." },
    { slot: 'customerId', label: 'Customer', name: customer.data?.name ?? known.get(state.customerId ?? 0), search: searchCustomers, searchKey: customerSearchKey, noun: 'customer', hint: "Type a customer's name or account number." },
    { slot: 'projectId', label: 'Site (project)', name: site.data?.name, search: searchSites, searchKey: siteSearchKey, noun: 'site', hint: "Type a project's name or reference." },
  ];
  return (
    <FilterBar set={filtersSet(state)} onClear={isFiltered(state) ? () => onChange(NO_FILTERS) : undefined}>
      {pickers.map((picker) => (
        <Box key={picker.slot} sx={pickerBox}>
          <RecordPicker
            label={picker.label}
            size="small"
            value={option(state[picker.slot], picker.name)}
            onChange={(next) => onChange({ [picker.slot]: next?.id ?? null })}
            search={picker.search}
            searchKey={picker.searchKey}
            noun={picker.noun}
            hint={picker.hint}
          />
        </Box>
      ))}
      <ChecklistFilter
        label="Status"
        all="All statuses"
        options={STATUS_OPTIONS}
        value={state.statuses}
        onChange={(statuses) => onChange({ statuses })}
        width={{ xs: '100%', sm: 200 }}
      />
    </FilterBar>
  );
}
