import LessIcon from '@mui/icons-material/ExpandLess';
import MoreIcon from '@mui/icons-material/ExpandMore';
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

type SectionProps = {
  /** The section's name on the fold's button ("Details", "Quotes"). */
  title: string;
  /** What the folded section holds, in a line ("Ada Brennan · 01422 555 010"). */
  summary?: string;
  /** Held by the screen (an Edit button unfolds the details): otherwise the fold holds it, folded at first. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
};

/**
 * A record screen's secondary section on a phone: folded to one line (its name and what it holds) so the first
 * screen shows who the record is and what is open. Folded, the section stays mounted (hidden): typed input in a
 * details form is not lost by folding it. At a desk the section is shown as it is.
 */
export function PhoneSection({ title, summary, open: held, onOpenChange, children }: SectionProps) {
  const phone = usePhone();
  const [own, setOwn] = useState(false);
  const id = useId();
  if (!phone) return children;
  const open = held ?? own;
  const toggle = () => (onOpenChange ? onOpenChange(!open) : setOwn(!open));
  return (
    <Box>
      <Button
        fullWidth
        variant="outlined"
        color="inherit"
        aria-expanded={open}
        aria-controls={id}
        onClick={toggle}
        endIcon={open ? <LessIcon /> : <MoreIcon />}
        sx={{ justifyContent: 'space-between', textAlign: 'left', textTransform: 'none', borderColor: 'divider', py: 1 }}
      >
        <Box component="span" sx={{ minWidth: 0 }}>
          <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {title}
          </Box>
          {summary && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'body2', overflowWrap: 'anywhere' }}>
              {summary}
            </Box>
          )}
        </Box>
      </Button>
      <Box id={id} sx={{ display: open ? 'block' : 'none', mt: 1 }}>
        {children}
      </Box>
    </Box>
  );
}
