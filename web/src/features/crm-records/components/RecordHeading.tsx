import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type Props = { chips: string[]; archived: boolean; link?: { to: string; label: string }; children?: ReactNode };

/** The line under a record's name: what it is, the Archived chip, and where it belongs. */
export function RecordHeading({ chips, archived, link, children }: Props) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: -2, mb: 3 }}>
      {chips.map((chip) => (
        <Chip key={chip} label={chip} size="small" variant="outlined" />
      ))}
      {archived && <Chip label="Archived" size="small" color="warning" />}
      {link && (
        <Typography>
          <Link component={RouterLink} to={link.to}>
            {link.label}
          </Link>
        </Typography>
      )}
      {children}
    </Stack>
  );
}
