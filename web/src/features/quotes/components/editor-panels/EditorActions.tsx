import MoreIcon from '@mui/icons-material/MoreVert';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { WithReason } from '@/components/WithReason';
import type { QuoteOut } from '@/lib/api/types';
import { errorMessage } from '@/lib/http';
import { isManager } from '@/lib/roles';
import { useSession } from '@/lib/session';
import { usePhone } from '@/lib/use-phone';
import { useSnackbar } from '@/lib/snackbar';
import { useSetQuoteChecked } from '../../api/checked-status';
import { useConvertQuote } from '../../api/convert-quote';
import { useDeleteQuote } from '../../api/delete-quote';
import { readQuoteVersion } from '../../api/read-version';
import { QUOTES_PATH } from '../../lib/quote-links';
import { actionRules, type Blocked } from './action-rules';
import { CheckChips } from './CheckChips';
import { DecisionDialog } from './DecisionDialog';
import { DuplicateDialog } from './DuplicateDialog';
import { PdfPreviewDialog } from './PdfPreviewDialog';
import { PurchaseOrderDialog } from './PurchaseOrderDialog';
import { SendDialog } from './SendDialog';
import { LEAVE_UNASKED } from '@/components/LeaveGuard';
import { deleteRefusal } from '@/lib/form-errors';

export type EditorActionsProps = {
  quote: QuoteOut;
  /** The editor has unsaved changes: actions that work on the saved quote wait for a save. */
  dirty: boolean;
  onQuoteChanged: (quote: QuoteOut) => void;
};

type Open = 'pdf' | 'send' | 'accept' | 'reject' | 'purchaseOrder' | 'duplicate' | 'convert' | 'remove' | null;

/**
 * The editor header's actions on the saved quote: preview the PDF, send it, the manager's check, record the
 * customer's decision and purchase order, duplicate, convert to an order, copy the customer's link, and
 * delete (a draft never sent) or withdraw (a sent quote). Actions that do not apply are disabled with why.
 */
export default function EditorActions({ quote, dirty, onQuoteChanged }: EditorActionsProps) {
  const session = useSession();
  const navigate = useNavigate();
  const { showSuccess, showError } = useSnackbar();
  const [open, setOpen] = useState<Open>(null);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [moreTip, setMoreTip] = useState(false);
  const rules = actionRules(quote, dirty, { userId: session.userId, manager: isManager(session) });
  const setChecked = useSetQuoteChecked();
  const convert = useConvertQuote();
  const remove = useDeleteQuote();
  // On a phone the manager's check goes into the menu: four buttons wrapped the menu's "⋮" onto a line of its own.
  const phone = usePhone();
  const checkInMenu = phone && rules.showCheck;
  const checkLabel = quote.checked_by ? 'Clear check' : 'Mark checked';

  const close = () => setOpen(null);
  const changed = (updated: QuoteOut) => {
    close();
    onQuoteChanged(updated);
  };
  /** After a call that answers something else than the quote, read it again for the editor. */
  const reload = () =>
    readQuoteVersion({ uuid: quote.uuid }).then(onQuoteChanged, (error: unknown) => showError(errorMessage(error)));

  const toggleCheck = () =>
    setChecked.mutate(
      { quote_id: quote.quote_id, checked: quote.checked_by === null, row_version: quote.row_version },
      {
        onSuccess: (updated) => {
          showSuccess(updated.checked_by ? `${quote.number} marked checked.` : `The check on ${quote.number} was cleared.`);
          onQuoteChanged(updated);
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );

  const confirmConvert = () =>
    convert.mutate(
      { quote_id: quote.quote_id },
      {
        onSuccess: (order) => {
          showSuccess(`Order ${order.number} created from ${quote.number}.`);
          close();
          void reload();
        },
      },
    );

  const confirmRemove = () =>
    remove.mutate(quote.quote_id, {
      onSuccess: () => {
        close();
        if (rules.removeMode === 'delete') {
          showSuccess(`${quote.number} was deleted.`);
          void navigate(QUOTES_PATH, LEAVE_UNASKED);
        } else {
          showSuccess(`${quote.number} was withdrawn: the customer's link now says so.`);
          void reload();
        }
      },
    });

  const copyLink = () => {
    const failed = () => showError(`The link could not be copied: ${quote.public_url}`);
    if (!navigator.clipboard) {
      failed();
      return;
    }
    navigator.clipboard.writeText(quote.public_url).then(() => showSuccess('The customer’s link was copied.'), failed);
  };

  const menuItem = (label: string, reason: Blocked, action: () => void, danger = false) => (
    <MenuItem
      key={label}
      disabled={reason !== null}
      onClick={() => {
        setMenuAnchor(null);
        action();
      }}
      sx={danger ? { color: 'error.main' } : undefined}
    >
      <ListItemText primary={label} secondary={reason} />
    </MenuItem>
  );

  return (
    <Stack spacing={1} sx={{ alignItems: { xs: 'stretch', md: 'flex-end' } }}>
      <Stack direction="row" spacing={1} useFlexGap role="toolbar" aria-label="Quote actions" sx={{ flexWrap: { xs: 'nowrap', sm: 'wrap' } }}>
        <Button variant="outlined" startIcon={<PdfIcon />} onClick={() => setOpen('pdf')}>
          Preview PDF
        </Button>
        <WithReason reason={rules.send}>
          <Button variant="contained" startIcon={<SendIcon />} disabled={rules.send !== null} onClick={() => setOpen('send')}>
            Send…
          </Button>
        </WithReason>
        {rules.showCheck && !checkInMenu && (
          <WithReason reason={rules.check}>
            <Button variant="outlined" disabled={rules.check !== null} loading={setChecked.isPending} onClick={toggleCheck}>
              {checkLabel}
            </Button>
          </WithReason>
        )}
        {/* Named by a mouse's hover only, and never over its menu. A phone's tap counts as a hover that nothing ends,
            and the focus the menu gives back on closing opened it again: "More actions" stayed over the quote. The
            button's own name says it to the keyboard and screen readers. */}
        <Tooltip
          title="More actions"
          open={moreTip && menuAnchor === null}
          onOpen={() => setMoreTip(true)}
          onClose={() => setMoreTip(false)}
          disableFocusListener
          disableTouchListener
          disableHoverListener={phone}
        >
          <IconButton
            aria-label="More actions"
            aria-haspopup="menu"
            aria-expanded={menuAnchor !== null}
            onClick={(event) => {
              setMoreTip(false);
              setMenuAnchor(event.currentTarget);
            }}
          >
            <MoreIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <CheckChips quote={quote} />
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        {[
          ...(checkInMenu ? [menuItem(checkLabel, rules.check, toggleCheck)] : []),
          menuItem('Record acceptance…', rules.decide, () => setOpen('accept')),
          menuItem('Record rejection…', rules.decide, () => setOpen('reject')),
          menuItem('Purchase order…', rules.purchaseOrder, () => setOpen('purchaseOrder')),
          menuItem('Convert to order', rules.convert, () => setOpen('convert')),
          menuItem('Duplicate…', rules.duplicate, () => setOpen('duplicate')),
          menuItem('Copy public link', rules.copyLink, copyLink),
          menuItem(rules.removeMode === 'delete' ? 'Delete' : 'Withdraw', rules.remove, () => setOpen('remove'), true),
        ]}
      </Menu>

      <PdfPreviewDialog open={open === 'pdf'} quote={quote} dirty={dirty} onClose={close} />
      {open === 'send' && <SendDialog quote={quote} onClose={close} onSent={changed} />}
      {(open === 'accept' || open === 'reject') && (
        <DecisionDialog quote={quote} decision={open} onClose={close} onDone={changed} />
      )}
      {open === 'purchaseOrder' && <PurchaseOrderDialog quote={quote} onClose={close} onDone={changed} onStale={() => void reload()} />}
      {open === 'duplicate' && <DuplicateDialog quote={quote} onClose={close} />}
      <ConfirmDialog
        open={open === 'convert'}
        title={`Convert ${quote.number} to an order?`}
        confirmLabel="Convert to order"
        pending={convert.isPending}
        error={convert.isError ? errorMessage(convert.error) : null}
        onConfirm={confirmConvert}
        onClose={() => {
          close();
          convert.reset();
        }}
      >
        A customer order is made from the accepted version’s selected lines, shipping, VAT and plot breakdown
        {quote.po_number ? `, with purchase order ${quote.po_number}` : ''}. The quote then shows as converted and
        can no longer change.
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'remove'}
        title={rules.removeMode === 'delete' ? `Delete ${quote.number}?` : `Withdraw ${quote.number}?`}
        confirmLabel={rules.removeMode === 'delete' ? 'Delete' : 'Withdraw'}
        destructive
        pending={remove.isPending}
        error={
          remove.isError
            ? deleteRefusal(
                remove.error,
                `${quote.number} was not ${rules.removeMode === 'delete' ? 'deleted' : 'withdrawn'}`,
                'It stays as the record of the sale: Duplicate (in the actions menu) starts a new quote from it.',
              )
            : null
        }
        onConfirm={confirmRemove}
        onClose={() => {
          close();
          remove.reset();
        }}
      >
        {rules.removeMode === 'delete'
          ? 'This draft was never sent: it is deleted with its comments, notes and files. This cannot be undone.'
          : 'The customer’s link will say the quote was withdrawn, and it can no longer be accepted. ' +
            'The quote and its versions are kept.'}
      </ConfirmDialog>
    </Stack>
  );
}
