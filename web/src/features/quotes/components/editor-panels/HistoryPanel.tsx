import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState, ErrorState, LoadingRows } from '@/components/SectionStates';
import { WithReason } from '@/components/WithReason';
import type { QuoteHistoryItem, QuoteOut } from '@/lib/api/types';
import { formatDateTime } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { formatMoney } from '@/lib/money';
import { useSnackbar } from '@/lib/snackbar';
import { useQuoteHistory } from '../../api/get-history';
import { useReplaceQuoteVersion } from '../../api/replace-version';
import { CompareVersions } from './CompareVersions';

const VERSION_STATUS: Record<QuoteHistoryItem['status'], { label: string; color: 'default' | 'info' | 'success' | 'error' }> = {
  draft: { label: 'Draft', color: 'default' },
  sent: { label: 'Sent', color: 'info' },
  accepted: { label: 'Accepted', color: 'success' },
  rejected: { label: 'Rejected', color: 'error' },
};

type Props = {
  quote: QuoteOut;
  onQuoteChanged: (quote: QuoteOut) => void;
  onLoadVersion: (version: number) => void;
};

/** Why the versions cannot be restored, or null. */
function restoreBlocked(quote: QuoteOut): string | null {
  if (quote.status === 'accepted' || quote.status === 'converted') {
    return 'The quote was accepted: its versions stay as they are';
  }
  if (quote.status === 'withdrawn') return 'The quote was withdrawn';
  return null;
}

/** Every version, newest first: view one, restore one as the newest, or compare two side by side. */
export function HistoryPanel({ quote, onQuoteChanged, onLoadVersion }: Props) {
  const { showSuccess } = useSnackbar();
  const history = useQuoteHistory(quote.quote_id);
  const replace = useReplaceQuoteVersion();
  const [restoring, setRestoring] = useState<number | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const [comparing, setComparing] = useState<[number, number] | null>(null);
  const blocked = restoreBlocked(quote);

  const pick = (version: number, on: boolean) => {
    setComparing(null);
    // Two at most: a third choice replaces the earlier of the two.
    setPicked((current) => {
      const others = current.filter((v) => v !== version);
      return on ? [...others, version].slice(-2) : others;
    });
  };
  const compare = () => {
    const [a, b] = [...picked].sort((x, y) => x - y);
    setComparing([a, b]);
  };

  const confirmRestore = () => {
    if (restoring === null) return;
    replace.mutate(
      { quote_id: quote.quote_id, version: restoring, type: 'customer', row_version: quote.row_version },
      {
        onSuccess: (restored) => {
          showSuccess(`Version ${restoring} restored as version ${restored.version}.`);
          setRestoring(null);
          onQuoteChanged(restored);
        },
      },
    );
  };

  if (history.isPending) return <LoadingRows label="Loading the history" />;
  if (history.isError) return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  if (history.data.length === 0) return <EmptyState>No versions yet.</EmptyState>;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {picked.length < 2
            ? 'Tick two versions to compare them.'
            : `Versions ${[...picked].sort((x, y) => x - y).join(' and ')} ticked.`}
        </Typography>
        <Button variant="outlined" disabled={picked.length !== 2} onClick={compare}>
          Compare
        </Button>
      </Stack>
      {comparing && <CompareVersions quote={quote} older={comparing[0]} newer={comparing[1]} />}
      <List aria-label="Versions" disablePadding>
        {history.data.map((item) => (
          <VersionItem
            key={item.version}
            item={item}
            quote={quote}
            picked={picked.includes(item.version)}
            restoreBlocked={blocked}
            onPick={(on) => pick(item.version, on)}
            onView={() => onLoadVersion(item.version)}
            onRestore={() => setRestoring(item.version)}
          />
        ))}
      </List>
      <ConfirmDialog
        open={restoring !== null}
        title={`Restore version ${restoring ?? ''}?`}
        confirmLabel="Restore"
        pending={replace.isPending}
        error={replace.isError ? errorMessage(replace.error) : null}
        onConfirm={confirmRestore}
        onClose={() => {
          setRestoring(null);
          replace.reset();
        }}
      >
        Its lines, shipping and plots become the quote's newest version
        {quote.sent_version !== null ? ' (a new version: the sent ones stay as they were)' : ''}. Unsaved
        changes in the editor are lost.
      </ConfirmDialog>
    </Stack>
  );
}

type ItemProps = {
  item: QuoteHistoryItem;
  quote: QuoteOut;
  picked: boolean;
  restoreBlocked: string | null;
  onPick: (on: boolean) => void;
  onView: () => void;
  onRestore: () => void;
};

function VersionItem({ item, quote, picked, restoreBlocked, onPick, onView, onRestore }: ItemProps) {
  const status = VERSION_STATUS[item.status];
  const newest = item.version === quote.current_version;
  const shown = item.version === quote.version;
  const restoreReason = newest ? 'This is the newest version' : restoreBlocked;
  const edited = item.updated_at !== item.created_at && item.updated_by;
  return (
    <ListItem divider disableGutters sx={{ display: 'block', py: 1.5 }} aria-label={`Version ${item.version}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              Version {item.version}
            </Typography>
            <Chip size="small" variant="outlined" label={status.label} color={status.color} />
            {newest && <Chip size="small" label="Newest" />}
            {shown && <Chip size="small" color="primary" label="Shown" />}
            <Typography sx={{ fontWeight: 600, ml: 'auto' }}>{formatMoney(item.total)}</Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            By {item.created_by?.name ?? 'unknown'} on {formatDateTime(item.created_at)}
            {edited && ` · last changed by ${item.updated_by?.name} on ${formatDateTime(item.updated_at)}`}
            {item.sent_at && ` · sent ${formatDateTime(item.sent_at)}`}
          </Typography>
          {item.changes.length > 0 && (
            <Box component="ul" sx={{ my: 0.5, pl: 3 }} aria-label={`Changes in version ${item.version}`}>
              {item.changes.map((change, index) => (
                <Typography component="li" variant="body2" key={index}>
                  {change}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap', flexShrink: 0 }}>
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={picked}
                onChange={(event) => onPick(event.target.checked)}
                slotProps={{ input: { 'aria-label': `Compare version ${item.version}` } }}
              />
            }
            label="Compare"
            slotProps={{ typography: { variant: 'body2' } }}
          />
          <Button size="small" disabled={shown} onClick={onView} aria-label={`View version ${item.version}`}>
            View
          </Button>
          <WithReason reason={restoreReason}>
            <Button size="small" disabled={restoreReason !== null} onClick={onRestore} aria-label={`Restore version ${item.version}`}>
              Restore this version
            </Button>
          </WithReason>
        </Stack>
      </Stack>
    </ListItem>
  );
}
