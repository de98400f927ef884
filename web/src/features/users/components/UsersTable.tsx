import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { SortableHeader } from '@/components/SortableHeader';
import type { UserOut } from '@/lib/api/types';
import { formatDateTime } from '@/lib/format';
import { keyColumnsOnPhone, PHONE_ONLY, tableMinWidth } from '@/lib/responsive';
import { ROLE_LABELS } from './RoleField';

type Props = {
  users: UserOut[];
  sort: string;
  onSort: (sort: string) => void;
  onEdit: (user: UserOut) => void;
  onDelete: (user: UserOut) => void;
  /** The signed-in user: their own row offers no Delete (the API refuses to delete one's own account). */
  selfId: number | null;
  empty: string;
};

export function UsersTable({ users, sort, onSort, onEdit, onDelete, selfId, empty }: Props) {
  const header = { sort, onSort };
  return (
    // A phone keeps the name (the email under it), the role and the buttons: 760 px scrolled sideways in 356.
    <Table aria-label="Users" sx={{ minWidth: tableMinWidth(760), ...keyColumnsOnPhone(1, 4, 7) }}>
      <TableHead>
        <TableRow>
          <SortableHeader field="last_name" {...header}>Name</SortableHeader>
          <SortableHeader field="email" {...header}>Email</SortableHeader>
          <TableCell>Phone</TableCell>
          <SortableHeader field="role" {...header}>Role</SortableHeader>
          <TableCell>Active</TableCell>
          <SortableHeader field="last_login_at" {...header}>Last login</SortableHeader>
          <TableCell align="right">Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.length === 0 && (
          <TableRow>
            <TableCell colSpan={7} align="center" sx={{ py: 6, color: 'text.secondary' }}>
              {empty}
            </TableCell>
          </TableRow>
        )}
        {users.map((user) => {
          const name = `${user.firstName} ${user.lastName}`;
          return (
            <TableRow key={user.userId} hover>
              <TableCell sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {name}
                <Typography variant="body2" component="span" sx={{ ...PHONE_ONLY, color: 'text.secondary' }}>
                  {user.email}
                  {user.active ? '' : ' · Inactive'}
                </Typography>
              </TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>{user.phone || '—'}</TableCell>
              <TableCell>{ROLE_LABELS[user.role]}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={user.active ? 'Active' : 'Inactive'}
                  color={user.active ? 'success' : 'default'}
                  variant={user.active ? 'filled' : 'outlined'}
                />
              </TableCell>
              <TableCell>{formatDateTime(user.last_login_at, 'Never')}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title="Edit">
                  <IconButton aria-label={`Edit ${name}`} onClick={() => onEdit(user)}>
                    <EditIcon />
                  </IconButton>
                </Tooltip>
                {user.userId !== selfId && (
                  <Tooltip title="Delete">
                    <IconButton aria-label={`Delete ${name}`} onClick={() => onDelete(user)}>
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
