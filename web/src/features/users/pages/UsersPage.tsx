import AddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import OutboxIcon from '@mui/icons-material/OutboxOutlined';
import AssistantIndexIcon from '@mui/icons-material/ManageSearchOutlined';
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
import type { UserOut } from '@/lib/api/types';
import { errorMessage } from '@/lib/http';
import { useListParams } from '@/lib/list-params';
import { useSession } from '@/lib/session';
import { useUsers } from '../api/get-users';
import { CreateUserDialog } from '../components/CreateUserDialog';
import { DeleteUserDialog } from '../components/DeleteUserDialog';
import { EditUserDialog } from '../components/EditUserDialog';
import { UsersTable } from '../components/UsersTable';

export const NEED_ADMIN = 'You need the admin role to manage users.';

function UsersList() {
  const { state, update, apiParams } = useListParams({ sort: 'last_name' });
  const users = useUsers(apiParams);
  const { userId } = useSession();
  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<UserOut | null>(null);
  const items = users.data?.items ?? [];
  const editing = items.find((user) => user.userId === editingId) ?? null;

  const reloadEditing = async () => (await users.refetch()).data?.items.find((user) => user.userId === editingId);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <SearchField label="Search users" value={state.q} onChange={(q) => update({ q, page: 1 })} />
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to="/outbox" startIcon={<OutboxIcon />} variant="outlined">
            Outbox
          </Button>
          <Button component={RouterLink} to="/admin/assistant" startIcon={<AssistantIndexIcon />} variant="outlined">
            Assistant index
          </Button>
          <Button startIcon={<AddIcon />} variant="contained" onClick={() => setCreating(true)}>
            Add user
          </Button>
        </Stack>
      </Stack>
      {users.isError && <Alert severity="error">{errorMessage(users.error)}</Alert>}
      {users.isPending ? (
        <PageLoader label="Loading users" />
      ) : (
        <Paper elevation={0} sx={{ border: 1, borderColor: 'divider', overflow: 'hidden' }}>
          {users.isFetching && <LinearProgress aria-label="Refreshing users" />}
          <TableContainer>
            <UsersTable
              users={items}
              sort={state.sort}
              onSort={(sort) => update({ sort, page: 1 })}
              onEdit={(user) => setEditingId(user.userId)}
              onDelete={setDeleting}
              selfId={userId}
              empty={state.q ? `No users match “${state.q}”.` : 'There are no users yet.'}
            />
          </TableContainer>
          <ListPagination total={users.data?.total ?? 0} state={state} onChange={update} />
        </Paper>
      )}
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
      {editing && (
        <EditUserDialog key={editing.userId} user={editing} onClose={() => setEditingId(null)} onReload={reloadEditing} />
      )}
      {deleting && <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}

export default function UsersPage() {
  return (
    <Page title="Users">
      <AdminOnly message={NEED_ADMIN}>
        <UsersList />
      </AdminOnly>
    </Page>
  );
}
