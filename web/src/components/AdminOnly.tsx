import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { isAdmin, useSession } from '@/lib/session';

type Props = { message: string; children: ReactNode };

/** Content for admins only; anyone else reads why they cannot see it. */
export function AdminOnly({ message, children }: Props) {
  const session = useSession();
  if (!isAdmin(session)) {
    return (
      <Alert severity="info" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
        {message}
      </Alert>
    );
  }
  return children;
}
