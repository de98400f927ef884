import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { TABS, type CrmTab } from '../tabs';

type Props = {
  tab: CrmTab;
  q: string;
  archived: boolean;
  onClearSearch: () => void;
  onShowActive: () => void;
  onImport: () => void;
};

/** Nothing to list: say why, and offer the next step (clear the search, add one, import a CSV). */
export function EmptyState({ tab, q, archived, onClearSearch, onShowActive, onImport }: Props) {
  const { nouns, noun, newPath, importable } = TABS[tab];
  const what = archived ? `archived ${nouns}` : nouns;
  let message: string;
  let actions: ReactNode;
  if (q) {
    message = `No ${what} match “${q}”`;
    actions = (
      <Button variant="outlined" onClick={onClearSearch}>
        Clear search
      </Button>
    );
  } else if (archived) {
    message = `No archived ${nouns}. Archived records appear here and can be restored from their page.`;
    actions = (
      <Button variant="outlined" onClick={onShowActive}>
        Show active {nouns}
      </Button>
    );
  } else {
    message = importable ? `No ${nouns} yet — add one or import a CSV` : `No ${nouns} yet — add one`;
    actions = (
      <>
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={newPath}>
          New {noun}
        </Button>
        {importable && (
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={onImport}>
            Import CSV
          </Button>
        )}
      </>
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography sx={{ color: 'text.secondary' }}>{message}</Typography>
      <Stack direction="row" spacing={1}>
        {actions}
      </Stack>
    </Stack>
  );
}
