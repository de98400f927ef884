import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { ChecklistFilter, DayRangeFilter, FilterBar } from '@/components/FilterBar';
import { RecordPicker } from '@/components/RecordPicker';
import { SearchField } from '@/components/SearchField';
import { useInternalContacts } from '@/lib/internal-contacts';
import {
  customerSearchKey,
  projectSearchKey,
  searchCustomers,
  searchProjects,
  useCustomerOption,
  useProjectOption,
} from '../api/filter-options';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  QUOTE_STATUS_LABELS,
  QUOTE_STATUSES,
} from '../lib/status';
import { NO_FILTERS, isNarrowed, type QuotesViewState } from '../lib/use-quotes-view';

type Props = {
  view: QuotesViewState;
  onChange: (changes: Partial<QuotesViewState>) => void;
  searchRef?: Ref<HTMLInputElement>;
  /** The server's word on the date range (a 422 on `created_to`), if it refused it. */
  dateError?: string;
};

const ANY = '';
const field = { width: { xs: '100%', sm: 220 } } as const;

/** The statuses of the tab's records, in their order, with their labels. */
function statusOptions(tab: QuotesViewState['tab']): { value: string; label: string }[] {
  return tab === 'quotes'
    ? QUOTE_STATUSES.map((value) => ({ value, label: QUOTE_STATUS_LABELS[value] }))
    : ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }));
}

function CustomerFilter({ view, onChange }: Pick<Props, 'view' | 'onChange'>) {
  const customer = useCustomerOption(view.customerId);
  const value = view.customerId === null ? null : (customer.data ?? { id: view.customerId, name: '' });
  return (
    <RecordPicker
      label="Customer"
      size="small"
      value={value}
      // Another customer's project would find nothing with it: choosing a customer drops the project.
      onChange={(next) => onChange(next ? { customerId: next.id, projectId: null } : { customerId: null })}
      search={(q, signal) => searchCustomers(q, signal)}
      searchKey={customerSearchKey}
      noun="customer"
      hint="Type a name, account number, town or postcode."
      error={customer.isError ? 'This customer could not be loaded.' : undefined}
    />
  );
}

function ProjectFilter({ view, onChange }: Pick<Props, 'view' | 'onChange'>) {
  const project = useProjectOption(view.projectId);
  const value = view.projectId === null ? null : (project.data ?? { id: view.projectId, name: '' });
  return (
    <RecordPicker
      label="Project"
      size="small"
      value={value}
      onChange={(next) => onChange({ projectId: next?.id ?? null })}
      search={(q, signal) => searchProjects(q, view.customerId, signal)}
      searchKey={projectSearchKey(view.customerId)}
      noun="project"
      hint={view.customerId === null ? 'Type a project name or reference.' : "Type one of the customer's projects."}
      error={project.isError ? 'This project could not be loaded.' : undefined}
    />
  );
}

function AccountManagerFilter({ view, onChange }: Pick<Props, 'view' | 'onChange'>) {
  const staff = useInternalContacts();
  const options = staff.data ?? [];
  const value = view.accountManagerId;
  const known = value === null || options.some((person) => person.user_id === value);
  return (
    <TextField
      select
      size="small"
      label="Account manager"
      value={value === null || (!known && staff.isPending) ? ANY : String(value)}
      onChange={(event) => onChange({ accountManagerId: event.target.value === ANY ? null : Number(event.target.value) })}
      error={staff.isError}
      helperText={staff.isError ? 'The list of staff could not be loaded.' : undefined}
      sx={field}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={ANY}>Anyone</MenuItem>
      {!known && !staff.isPending && value !== null && <MenuItem value={String(value)}>Former member of staff</MenuItem>}
      {options.map((person) => (
        <MenuItem key={person.user_id} value={String(person.user_id)}>
          {person.full_name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** How many filters (the search aside) narrow the list. */
export function filtersSet(view: QuotesViewState): number {
  const set = [
    view.statuses.length > 0,
    view.customerId !== null,
    view.projectId !== null,
    view.tab === 'quotes' && view.accountManagerId !== null,
    view.createdFrom !== '',
    view.createdTo !== '',
  ];
  return set.filter(Boolean).length;
}

/**
 * The lists' search and filters: number or customer, statuses, customer, project, account manager (quotes only)
 * and the range of creation dates. All of it lives in the address. On a phone the search stays and the filters fold
 * behind a button (seven boxes came before the list).
 */
export function QuoteListFilters({ view, onChange, searchRef, dateError }: Props) {
  const noun = view.tab === 'quotes' ? 'quotes' : 'orders';
  return (
    <FilterBar
      search={<SearchField label={`Search ${noun}`} value={view.q} onChange={(q) => onChange({ q })} inputRef={searchRef} />}
      set={filtersSet(view)}
      onClear={isNarrowed(view) ? () => onChange(NO_FILTERS) : undefined}
    >
      <ChecklistFilter label="Status" all="All statuses" options={statusOptions(view.tab)} value={view.statuses} onChange={(statuses) => onChange({ statuses })} />
      <Box sx={{ width: { xs: '100%', sm: 260 } }}>
        <CustomerFilter view={view} onChange={onChange} />
      </Box>
      <Box sx={{ width: { xs: '100%', sm: 260 } }}>
        <ProjectFilter view={view} onChange={onChange} />
      </Box>
      {view.tab === 'quotes' && <AccountManagerFilter view={view} onChange={onChange} />}
      <DayRangeFilter
        labels={['Created from', 'Created to']}
        from={view.createdFrom}
        to={view.createdTo}
        onChange={(createdFrom, createdTo) => onChange({ createdFrom, createdTo })}
        error={dateError}
      />
    </FilterBar>
  );
}
