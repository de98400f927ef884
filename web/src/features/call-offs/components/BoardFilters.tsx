import Box from '@mui/material/Box';
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
  return (
    <FilterBar set={filtersSet(state)} onClear={isFiltered(state) ? () => onChange(NO_FILTERS) : undefined}>
      <Box sx={pickerBox}>
        <RecordPicker
          label="Works"
          size="small"
          value={option(state.worksId, works.data?.name ?? known.get(state.worksId ?? 0))}
          onChange={(next) => onChange({ worksId: next?.id ?? null })}
          search={(q, signal) => searchWorks(q, signal)}
          searchKey={worksSearchKey}
          noun="works"
          hint="Type a supplier's name or town."
        />
      </Box>
      <Box sx={pickerBox}>
        <RecordPicker
          label="Haulier"
          size="small"
          value={option(state.haulierId, haulierName)}
          onChange={(next) => onChange({ haulierId: next?.id ?? null })}
          search={(q, signal) => searchHauliers(q, signal)}
          searchKey={haulierSearchKey}
          noun="haulier"
          hint="Type a haulier's name."
        />
      </Box>
      <Box sx={pickerBox}>
        <RecordPicker
          label="Customer"
          size="small"
          value={option(state.customerId, customer.data?.name ?? known.get(state.customerId ?? 0))}
          onChange={(next) => onChange({ customerId: next?.id ?? null })}
          search={(q, signal) => searchCustomers(q, signal)}
          searchKey={customerSearchKey}
          noun="customer"
          hint="Type a customer's name or account number."
        />
      </Box>
      <Box sx={pickerBox}>
        <RecordPicker
          label="Site (project)"
          size="small"
          value={option(state.projectId, site.data?.name)}
          onChange={(next) => onChange({ projectId: next?.id ?? null })}
          search={(q, signal) => searchSites(q, signal)}
          searchKey={siteSearchKey}
          noun="site"
          hint="Type a project's name or reference."
        />
      </Box>
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
