import FilterIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState, type ReactNode } from 'react';
import { usePhone } from '@/lib/use-phone';

type Props = {
  /** How many of the filters narrow the list now (said on the button while they are folded). */
  set: number;
  children: ReactNode;
};

/**
 * A list's filters on a phone: folded behind a "Filters" button that says how many are set, so the list comes first
 * (five to seven boxes, a screen tall, came before it). At a desk they are shown as they are. The unfolded filters
 * take the fold's place in the parent's flex layout (`display: contents`): give the parent `useFlexGap`.
 */
export function PhoneFold({ set, children }: Props) {
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!phone) return children;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterIcon />}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {open ? 'Hide filters' : `Filters${set > 0 ? ` (${set} set)` : ''}`}
      </Button>
      {open && (
        <Box id={id} sx={{ display: 'contents' }}>
          {children}
        </Box>
      )}
    </>
  );
}
