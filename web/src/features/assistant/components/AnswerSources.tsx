import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { AnswerSourceOut } from '@/lib/api/types';
import { kindLabel } from '../lib/kinds';

type Props = { sources: AnswerSourceOut[]; onOpenRecord: () => void };

/** The documents the search found, folded away under a "Sources" button: title (a link), kind and snippet. */
export function AnswerSources({ sources, onOpenRecord }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <Button
        size="small"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={id}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ px: 1 }}
      >
        Sources ({sources.length})
      </Button>
      <Collapse in={open} unmountOnExit>
        <Stack id={id} component="ol" spacing={1} aria-label="Sources" sx={{ m: 0, mt: 0.5, pl: 3 }}>
          {sources.map((source) => (
            <li key={`${source.kind}-${source.record_id}`}>
              <Link component={RouterLink} to={source.link} onClick={onOpenRecord} variant="body2" sx={{ fontWeight: 500 }}>
                {source.title}
              </Link>{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                · {kindLabel(source.kind)}
              </Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
              >
                {source.snippet}
              </Typography>
            </li>
          ))}
        </Stack>
      </Collapse>
    </div>
  );
}
