import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
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

/** Search, statuses, supplier, project and customer quote: all of it lives in the address. */
export function SupplierQuoteFilters({ view, onChange, searchRef }: Props) {
  const options = statusOptions(view.tab);
  const labels = Object.fromEntries(options.map((option) => [option.value, option.label]));
  const noun = view.tab === 'quotes' ? 'supplier quotes' : 'purchase orders';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}>
      <SearchField label={`Search ${noun}`} value={view.q} onChange={(q) => onChange({ q })} inputRef={searchRef} />
      <TextField
        select
        size="small"
        label="Status"
        value={view.statuses}
        sx={{ width: { xs: '100%', sm: 220 } }}
        slotProps={{
          select: {
            multiple: true,
            displayEmpty: true,
            renderValue: (selected) =>
              (selected as string[]).length === 0 ? 'All statuses' : (selected as string[]).map((s) => labels[s]).join(', '),
          },
          inputLabel: { shrink: true },
        }}
        onChange={(event) => {
          const chosen = event.target.value as unknown as string[];
          onChange({ statuses: options.map((option) => option.value).filter((value) => chosen.includes(value)) });
        }}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            <Checkbox size="small" checked={view.statuses.includes(option.value)} sx={{ p: 0, mr: 1 }} />
            <ListItemText primary={option.label} />
          </MenuItem>
        ))}
      </TextField>
      <Box sx={pickerBox}>
        <SupplierFilter view={view} onChange={onChange} />
      </Box>
      <Box sx={pickerBox}>
        <ProjectFilter view={view} onChange={onChange} />
      </Box>
      <Box sx={pickerBox}>
        <CustomerQuoteFilter view={view} onChange={onChange} />
      </Box>
      {isNarrowed(view) && (
        <Button onClick={() => onChange(NO_FILTERS)} sx={{ alignSelf: { sm: 'center' } }}>
          Clear filters
        </Button>
      )}
    </Stack>
  );
}
