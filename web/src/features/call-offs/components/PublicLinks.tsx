import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { formatDateTime } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { useRevokeLink } from '../api/call-off';
import type { LinkOut } from '../api/types';

const AUDIENCE: Record<string, string> = { site: 'Site', works: 'Works', haulier: 'Haulier' };

const state = (link: LinkOut) =>
  link.revoked_at ? ` — revoked ${formatDateTime(link.revoked_at)}` : link.active ? ` — expires ${formatDateTime(link.expires_at)}` : ' — expired';

/** The public links sent for a schedule or a call-off; an active one can be revoked (it then answers "not found"). */
export function PublicLinks({ links }: { links: readonly LinkOut[] }) {
  const [revoking, setRevoking] = useState<LinkOut | null>(null);
  const revoke = useRevokeLink();
  const snackbar = useSnackbar();
  return (
    <>
      <Box component="ul" aria-label="Public links" sx={{ m: 0, pl: 2.5 }}>
        {links.map((link) => (
          <li key={link.link_id}>
            <Typography variant="body2" component="span">
              {AUDIENCE[link.audience] ?? link.audience}
              {link.email ? ` (${link.email})` : ''}:{' '}
              <Link href={link.url} target="_blank" rel="noopener">
                {link.url}
              </Link>
              {state(link)}
            </Typography>
            {link.active && (
              <Button size="small" color="error" onClick={() => setRevoking(link)} sx={{ ml: 1 }} aria-label={`Revoke the link sent to ${link.email || AUDIENCE[link.audience]}`}>
                Revoke
              </Button>
            )}
          </li>
        ))}
      </Box>
      {revoking && (
        <ConfirmDialog
          open
          title="Revoke this link?"
          confirmLabel="Revoke"
          destructive
          pending={revoke.isPending}
          error={revoke.isError ? errorMessage(revoke.error) : null}
          onConfirm={() =>
            revoke.mutate(revoking.link_id, {
              onSuccess: () => {
                snackbar.showSuccess(`The link sent to ${revoking.email || AUDIENCE[revoking.audience]} no longer opens.`);
                setRevoking(null);
                revoke.reset();
              },
            })
          }
          onClose={() => {
            setRevoking(null);
            revoke.reset();
          }}
        >
          {`${revoking.email || AUDIENCE[revoking.audience]} will no longer be able to open the schedule by this link. Send a new one to give access again.`}
        </ConfirmDialog>
      )}
    </>
  );
}
