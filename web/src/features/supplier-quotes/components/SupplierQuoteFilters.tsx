import Box from '@mui/material/Box';
import type { Ref } from 'react';
import { ChecklistFilter, FilterBar } from '@/components/FilterBar';
import { RecordPicker } from '@/components/RecordPicker';
import { SearchField } from '@/components/SearchField';
import {
  customerQuoteSearchKey,
  projectSearchKey,
  searchCustomerQuotes,
  searchProjects,
  searchSuppliers,
  supplierSearchKey,
  useCustomerQuoteOption,
  useProjectOption,
  useSupplierOption,
} from '../api/filter-options';
import {
  PURCHASE_ORDER_STATUS_LABELS,
  PURCHASE_ORDER_STATUSES,
  SUPPLIER_QUOTE_STATUS_LABELS,
  SUPPLIER_QUOTE_STATUSES,
} from '../lib/status';
import { NO_FILTERS, isNarrowed, type SupplierQuotesViewState } from '../lib/use-supplier-quotes-view';

type Props = {
  view: SupplierQuotesViewState;
  onChange: (changes: Partial<SupplierQuotesViewState>) => void;
  searchRef?: Ref<HTMLInputElement>;
};

const pickerBox = { width: { xs: '100%', sm: 260 } } as const;

function statusOptions(tab: SupplierQuotesViewState['tab']): { value: string; label: string }[] {
  return tab === 'quotes'
    ? SUPPLIER_QUOTE_STATUSES.map((value) => ({ value, label: SUPPLIER_QUOTE_STATUS_LABELS[value] }))
    : PURCHASE_ORDER_STATUSES.map((value) => ({ value, label: PURCHASE_ORDER_STATUS_LABELS[value] }));
}

function SupplierFilter({ view, onChange }: Props) {
  const supplier = useSupplierOption(view.supplierId);
  const value = view.supplierId === null ? null : (supplier.data ?? { id: view.supplierId, name: '' });
  return (
    <RecordPicker
      label="Supplier"
      size="small"
      value={value}
      onChange={(next) => onChange({ supplierId: next?.id ?? null })}
      search={(q, signal) => searchSuppliers(q, signal)}
      searchKey={supplierSearchKey}
      noun="supplier"
      hint="Type a name, account number, town or postcode."
      error={supplier.isError ? 'This supplier could not be loaded.' : undefined}
    />
  );
}

function ProjectFilter({ view, onChange }: Props) {
  const project = useProjectOption(view.projectId);
  const value = view.projectId === null ? null : (project.data ?? { id: view.projectId, name: '' });
  return (
    <RecordPicker
      label="Project"
      size="small"
      value={value}
      onChange={(next) => onChange({ projectId: next?.id ?? null })}
      search={(q, signal) => searchProjects(q, signal)}
      searchKey={projectSearchKey}
      noun="project"
      hint="Type a project name or reference."
      error={project.isError ? 'This project could not be loaded.' : undefined}
    />
  );
}

function CustomerQuoteFilter({ view, onChange }: Props) {
  const quote = useCustomerQuoteOption(view.customerQuoteId);
  const value = view.customerQuoteId === null ? null : (quote.data ?? { id: view.customerQuoteId, name: '' });
  return (
    <RecordPicker
      label="Customer quote"
      size="small"
      value={value}
      onChange={(next) => onChange({ customerQuoteId: next?.id ?? null })}
      search={(q, signal) => searchCustomerQuotes(q, signal)}
      searchKey={customerQuoteSearchKey}
      noun="customer quote"
      hint="Type a quote number or the customer's name."
      error={quote.isError ? 'This customer quote could not be loaded.' : undefined}
    />
  );
}

/** How many filters (the search aside) narrow the list. */
function filtersSet(view: SupplierQuotesViewState): number {
  return [view.statuses.length > 0, view.supplierId !== null, view.projectId !== null, view.customerQuoteId !== null].filter(Boolean).length;
}

/**
 * Search, statuses, supplier, project and customer quote: all of it lives in the address. On a phone the search
 * stays and the filters fold behind a button.
 */
export function SupplierQuoteFilters({ view, onChange, searchRef }: Props) {
  const noun = view.tab === 'quotes' ? 'supplier quotes' : 'purchase orders';
  return (
    <FilterBar
      search={<SearchField label={`Search ${noun}`} value={view.q} onChange={(q) => onChange({ q })} inputRef={searchRef} />}
      set={filtersSet(view)}
      onClear={isNarrowed(view) ? () => onChange(NO_FILTERS) : undefined}
    >
      <ChecklistFilter label="Status" all="All statuses" options={statusOptions(view.tab)} value={view.statuses} onChange={(statuses) => onChange({ statuses })} />
      <Box sx={pickerBox}>
        <SupplierFilter view={view} onChange={onChange} />
      </Box>
      <Box sx={pickerBox}>
        <ProjectFilter view={view} onChange={onChange} />
      </Box>
      <Box sx={pickerBox}>
        <CustomerQuoteFilter view={view} onChange={onChange} />
      </Box>
    </FilterBar>
  );
}
