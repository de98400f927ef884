import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ListPagination } from '@/components/ListPagination';
import { TableSkeletonRows } from '@/components/TableSkeletonRows';
import type { ContactList, ContactListParams, CustomerList, OrganisationListParams, OrganisationOut } from '@/lib/api/types';
import { errorMessage } from '@/lib/http';
import { useCompanies } from '../api/get-companies';
import { useContacts } from '../api/get-contacts';
import { useCustomers } from '../api/get-customers';
import { useOthers } from '../api/get-others';
import { useSuppliers } from '../api/get-suppliers';
import type { CrmViewState } from '../lib/use-crm-view';
import { TABS, type OrganisationTab } from '../tabs';
import { WholeRow } from './cells';
import { CONTACT_COLUMNS, ContactsTable } from './ContactsTable';
import { EmptyState } from './EmptyState';
import { organisationColumns, OrganisationsTable } from './OrganisationsTable';

/** A page of any organisation kind: the four lists differ only in their id field's name. */
type OrganisationPage = Omit<CustomerList, 'items'> & { items: OrganisationOut[] };
type Page = { items: unknown[]; total: number; total_is_estimate?: boolean };

/** The four calls answer alike; each tab's panel is mounted afresh (keyed by tab), so it calls one hook only. */
const ORGANISATION_LISTS: Record<OrganisationTab, (params: OrganisationListParams) => UseQueryResult<OrganisationPage>> = {
  customers: useCustomers,
  suppliers: useSuppliers,
  others: useOthers,
  companies: useCompanies,
};

type Props = {
  view: CrmViewState;
  params: OrganisationListParams & ContactListParams;
  onChange: (changes: Partial<CrmViewState>) => void;
  onClearSearch: () => void;
  onImport: () => void;
};

function Frame({
  query,
  props,
  columns,
  table,
}: {
  query: UseQueryResult<Page>;
  props: Props;
  columns: number;
  table: (placeholder: ReactNode) => ReactNode;
}) {
  const { view, onChange } = props;
  const { data } = query;
  const { nouns } = TABS[view.tab];

  // A remembered page past the end (records were archived, a search narrowed): go to the last page.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / view.itemsPerPage)) : 1;
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.items.length === 0 && view.page > lastPage) onChange({ page: lastPage });
  }, [data, query.isPlaceholderData, view.page, lastPage, onChange]);

  let placeholder: ReactNode = null;
  if (query.isError) {
    placeholder = (
      <WholeRow columns={columns}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load the {nouns}. {errorMessage(query.error)}
        </Alert>
      </WholeRow>
    );
  } else if (query.isPending) {
    placeholder = <TableSkeletonRows columns={columns} rows={Math.min(view.itemsPerPage, 10)} label={`Loading ${nouns}`} />;
  } else if (data && data.items.length === 0 && data.total === 0) {
    placeholder = (
      <WholeRow columns={columns}>
        <EmptyState
          tab={view.tab}
          q={view.q}
          archived={view.archived}
          onClearSearch={props.onClearSearch}
          onShowActive={() => onChange({ archived: false })}
          onImport={props.onImport}
        />
      </WholeRow>
    );
  }

  return (
    <Paper elevation={0} sx={{ border: 1, borderColor: 'divider', overflow: 'hidden' }}>
      <LinearProgress
        aria-label={`Refreshing ${nouns}`}
        sx={{ visibility: query.isFetching && !query.isPending ? 'visible' : 'hidden' }}
      />
      <TableContainer>{table(placeholder)}</TableContainer>
      <ListPagination total={data?.total ?? 0} estimate={data?.total_is_estimate ?? false} state={view} onChange={onChange} />
    </Paper>
  );
}

function OrganisationsList({ tab, ...props }: Props & { tab: OrganisationTab }) {
  const query = ORGANISATION_LISTS[tab](props.params);
  return (
    <Frame
      query={query}
      props={props}
      columns={organisationColumns(tab)}
      table={(placeholder) => (
        <OrganisationsTable
          tab={tab}
          rows={query.data?.items ?? []}
          sort={props.view.sort}
          onSort={(sort) => props.onChange({ sort })}
          placeholder={placeholder}
        />
      )}
    />
  );
}

function ContactsList(props: Props) {
  const query: UseQueryResult<ContactList> = useContacts(props.params);
  return (
    <Frame
      query={query}
      props={props}
      columns={CONTACT_COLUMNS}
      table={(placeholder) => (
        <ContactsTable
          rows={query.data?.items ?? []}
          sort={props.view.sort}
          onSort={(sort) => props.onChange({ sort })}
          placeholder={placeholder}
        />
      )}
    />
  );
}

/** The current tab's table: skeleton rows while loading, an error with Retry, an empty state, or the page. */
export function CrmList(props: Props) {
  const { tab } = props.view;
  // Keyed by tab: a new tab starts without the previous tab's rows as placeholder data.
  return tab === 'contacts' ? <ContactsList key={tab} {...props} /> : <OrganisationsList key={tab} {...props} tab={tab} />;
}
