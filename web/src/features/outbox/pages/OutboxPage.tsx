import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableContainer from '@mui/material/TableContainer';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AdminOnly } from '@/components/AdminOnly';
import { ListPagination } from '@/components/ListPagination';
import { Page } from '@/components/Page';
import { PageLoader } from '@/components/PageLoader';
import { SearchField } from '@/components/SearchField';
import { errorMessage } from '@/lib/http';
import { useListParams } from '@/lib/list-params';
import { useOutbox } from '../api/get-outbox';
import { OutboxMessageDialog } from '../components/OutboxMessageDialog';
import { OutboxTable } from '../components/OutboxTable';

export const NO_MAIL = 'No mail has been sent yet.';
export const NEED_ADMIN = 'You need the admin role to read the outbox.';

function OutboxList() {
  const { state, update, apiParams } = useListParams({ sort: '-created_at' });
  const outbox = useOutbox(apiParams);
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <Stack spacing={2}>
      <SearchField label="Search by recipient or subject" value={state.q} onChange={(q) => update({ q, page: 1 })} />
      {outbox.isError && <Alert severity="error">{errorMessage(outbox.error)}</Alert>}
      {outbox.isPending ? (
        <PageLoader label="Loading the outbox" />
      ) : (
        <Paper elevation={0} sx={{ border: 1, borderColor: 'divider', overflow: 'hidden' }}>
          {outbox.isFetching && <LinearProgress aria-label="Refreshing the outbox" />}
          <TableContainer>
            <OutboxTable
              mails={outbox.data?.items ?? []}
              sort={state.sort}
              onSort={(sort) => update({ sort, page: 1 })}
              onOpen={setOpenId}
              empty={state.q ? `No mail matches “${state.q}”.` : NO_MAIL}
            />
          </TableContainer>
          <ListPagination total={outbox.data?.total ?? 0} state={state} onChange={update} />
        </Paper>
      )}
      {openId !== null && <OutboxMessageDialog id={openId} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}

export default function OutboxPage() {
  return (
    <Page
      title="Outbox"
      actions={
        <Button component={RouterLink} to="/users" startIcon={<ArrowBackIcon />}>
          Back to users
        </Button>
      }
    >
      <AdminOnly message={NEED_ADMIN}>
        <OutboxList />
      </AdminOnly>
    </Page>
  );
}
