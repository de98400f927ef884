import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useBlocker, useLocation, useNavigate, useSearchParams, type BlockerFunction } from 'react-router';
import { focusSelector, restoreFocus } from '@/lib/focus-carry';
import { TasksFold } from '@/components/LinkedTasks';
import { PhoneSection } from '@/components/PhoneFold';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { leavesTheScreen } from '@/components/LeaveGuard';
import { Page } from '@/components/Page';
import { Section } from '@/components/Section';
import type { QuoteOut } from '@/lib/api/types';
import { formatRelativeTime } from '@/lib/format';
import { useStoreSavedQuote } from '../../api/save-quote';
import { useAttachedSupplierQuotes } from '../../api/supplier-costs';
import type { Draft } from '../../lib/editor/draft';
import { useEditorSelector } from '../../lib/editor/store';
import { customerLink, projectLink, quoteEditorPath } from '../../lib/quote-links';
import { QUOTE_STATUS_LABELS } from '../../lib/status';
import EditorActionsPanel from '../editor-panels/EditorActions';
import EditorPanelsSection from '../editor-panels/EditorPanels';
import { QuoteStatusChip } from '../StatusChips';
import { ConflictDialog } from './ConflictDialog';
import { EditorFold, PlotsFold, SupplierQuotesFold, deliverySummary, detailsSummary } from './EditorFolds';
import { HeaderFields } from './HeaderFields';
import { LineGrid } from './LineGrid';
import { PasteListDialog } from './PasteListDialog';
import { SaveBar } from './SaveBar';
import { ShippingFields } from './ShippingFields';
import { SupplierQuotesSection } from './SupplierQuotesSection';
import { StorePlots, StoreSupplierCosts, StoreTotals } from './StoreParts';
import { useQuoteEditor } from './use-quote-editor';

/**
 * What stays the same while lines are typed re-renders only when the quote, or whether it has unsaved changes,
 * does: not on every keystroke (a 300-line quote's keystroke is held to one frame). Dialogs mount only when open.
 */
const EditorActions = memo(EditorActionsPanel);
const EditorPanels = memo(EditorPanelsSection);
const QuoteSupplierQuotes = memo(SupplierQuotesSection);
const QuoteTasks = memo(TasksFold);
const QuoteSaveBar = memo(SaveBar);

const QuoteHeading = memo(function QuoteHeading({ quote }: { quote: QuoteOut }) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: -2, mb: 3 }}>
      <QuoteStatusChip status={quote.status} />
      <Typography variant="body2">{`${quote.number} · version ${quote.version}`}</Typography>
      <Typography variant="body2" color="text.secondary">
        {'for '}
        <Link component={RouterLink} to={customerLink(quote.customer)}>
          {quote.customer.name}
        </Link>
        {quote.project && (
          <>
            {' · project '}
            <Link component={RouterLink} to={projectLink(quote.project.id)}>
              {quote.project.name}
            </Link>
          </>
        )}
      </Typography>
      <Typography variant="body2" color="text.secondary" title={quote.updated_at}>
        Last saved {formatRelativeTime(quote.updated_at)}
      </Typography>
    </Stack>
  );
});

type Props = {
  /** The version shown, or null for a new quote. */
  quote: QuoteOut | null;
  /** A new quote's first draft. */
  blank?: Draft;
};

function ReadOnlyBanner({ quote }: { quote: QuoteOut }) {
  const earlier = quote.version < quote.current_version;
  return (
    <Alert
      severity="info"
      sx={{ mb: 3 }}
      action={
        earlier && (
          <Button color="inherit" size="small" component={RouterLink} to={quoteEditorPath(quote.quote_id)}>
            Open the current version
          </Button>
        )
      }
    >
      <AlertTitle>{`Version ${quote.version} of ${quote.current_version} — read only`}</AlertTitle>
      {earlier
        ? 'This is an earlier version: changes are made on the current one.'
        : `This quote is ${QUOTE_STATUS_LABELS[quote.status].toLowerCase()} and can no longer be changed. Duplicate it to start a new one.`}
    </Alert>
  );
}

type CarriedFocus = { focus: string | null };

/** The space between sections: less on a phone, where most are folded to a line. */
const GAP = { xs: 1.5, sm: 3 };

/** The quote editor: header, line grid, shipping, plots and live totals, saved as one; the panels below. */
export function EditorScreen({ quote, blank }: Props) {
  const navigate = useNavigate();
  const storeSavedQuote = useStoreSavedQuote();
  const leaving = useRef(false);
  const [pasting, setPasting] = useState(false);
  const editor = useQuoteEditor({
    quote,
    blank,
    onCreated: (saved) => {
      leaving.current = true;
      const state: CarriedFocus = { focus: focusSelector(document.activeElement) };
      void navigate(quoteEditorPath(saved.quote_id), { replace: true, state });
    },
  });
  // A new quote's first save draws the editor anew at the quote's address: the focus goes back where it was.
  const location = useLocation();
  const carried = useRef((location.state as CarriedFocus | null)?.focus);
  useEffect(() => {
    if (carried.current !== undefined) restoreFocus(document, carried.current);
  }, []);
  const { store, dirty, readOnly, errors, dispatch, save } = editor;
  const isNew = quote === null;
  // The header and charges as the screen shows them; the lines, plots and totals read the store themselves.
  const header = useEditorSelector(store, (state) => state.draft.header);
  const shipping = useEditorSelector(store, (state) => state.draft.shipping);

  // Supplier costs: offered when the quote has supplier quotes; `?apply_costs=1` (from the request screen) opens
  // the dialog at once, and the parameter is dropped so a reload does not open it again.
  const [params, setParams] = useSearchParams();
  const costsWanted = params.get('apply_costs') === '1';
  const canCost = quote !== null && !readOnly;
  const attached = useAttachedSupplierQuotes(canCost ? quote.quote_id : null);
  const [costing, setCosting] = useState(() => canCost && costsWanted);
  useEffect(() => {
    if (!costsWanted) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('apply_costs');
        return next;
      },
      { replace: true },
    );
  }, [costsWanted, setParams]);

  // Leaving with unsaved changes asks first: within the app (the router's blocker) and when the tab closes.
  const dirtyNow = useRef(dirty);
  const saveNow = useRef(save);
  const discardNow = useRef(editor.discard);
  useEffect(() => {
    dirtyNow.current = dirty;
    saveNow.current = save;
    discardNow.current = editor.discard;
  });
  // The save bar's buttons call the latest save and discard through stable functions, so it skips keystrokes.
  const onSave = useCallback(() => saveNow.current(), []);
  const onDiscard = useCallback(() => discardNow.current(), []);
  const shouldBlock = useCallback<BlockerFunction>((move) => dirtyNow.current && !leaving.current && leavesTheScreen(move), []);
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        saveNow.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const quoteId = quote?.quote_id ?? null;
  const currentVersion = quote?.current_version ?? null;
  const onQuoteChanged = useCallback(
    (changed: QuoteOut) => {
      if (changed.quote_id !== quoteId) void navigate(quoteEditorPath(changed.quote_id));
      else storeSavedQuote(changed);
    },
    [quoteId, navigate, storeSavedQuote],
  );
  const onLoadVersion = useCallback(
    (version: number) => {
      if (quoteId === null) return;
      const path = quoteEditorPath(quoteId);
      void navigate(version === currentVersion ? path : `${path}?version=${version}`);
    },
    [quoteId, currentVersion, navigate],
  );
  const openPaste = useCallback(() => setPasting(true), []);

  // The sections, each made again only when what it shows changes (React skips an element it is given again):
  // when the screen re-renders (a keystroke that makes the quote unsaved, say), not every MUI part does.
  const details = useMemo(
    () => (
      <EditorFold title="Details" summary={detailsSummary(header)} errors={errors} part="details" startOpen={isNew}>
        <Section title="Details">
          <HeaderFields header={header} errors={errors} readOnly={readOnly} dispatch={dispatch} />
        </Section>
      </EditorFold>
    ),
    [header, errors, readOnly, dispatch, isNew],
  );
  const deliveryAndPlots = useMemo(
    () => (
      <Stack spacing={{ xs: 1.5, sm: 3 }} sx={{ minWidth: 0 }}>
        <EditorFold title="Delivery" summary={deliverySummary(shipping)} errors={errors} part="delivery">
          <Section title="Delivery">
            <ShippingFields shipping={shipping} errors={errors} readOnly={readOnly} dispatch={dispatch} />
          </Section>
        </EditorFold>
        <PlotsFold store={store} errors={errors}>
          <Section title="Plots">
            <StorePlots store={store} errors={errors} readOnly={readOnly} dispatch={dispatch} />
          </Section>
        </PlotsFold>
      </Stack>
    ),
    [shipping, store, errors, readOnly, dispatch],
  );
  const below = useMemo(
    () =>
      quote && (
        <>
          <Box sx={{ mt: GAP }}>
            <SupplierQuotesFold quoteId={quote.quote_id}>
              <QuoteSupplierQuotes quoteId={quote.quote_id} />
            </SupplierQuotesFold>
          </Box>
          <Box sx={{ mt: GAP }}>
            <QuoteTasks recordType="quote" recordId={quote.quote_id} />
          </Box>
          <Box sx={{ mt: GAP }}>
            <PhoneSection title="Comments and history" summary="Customer and internal comments, versions, activity">
              <EditorPanels quote={quote} onQuoteChanged={onQuoteChanged} onLoadVersion={onLoadVersion} />
            </PhoneSection>
          </Box>
        </>
      ),
    [quote, onQuoteChanged, onLoadVersion],
  );

  const title = quote ? `Quote ${quote.number}` : 'New quote';
  const sentNote =
    quote && !readOnly && quote.version === quote.current_version && quote.version_status !== 'draft'
      ? `Saving will create version ${quote.version + 1}; version ${quote.version} stays as sent.`
      : null;

  return (
    <Page
      title={title}
      documentTitle={quote ? quote.number : title}
      maxWidth={1600}
      actions={quote && <EditorActions quote={quote} dirty={dirty} onQuoteChanged={onQuoteChanged} />}
    >
      {quote && <QuoteHeading quote={quote} />}
      {quote?.read_only && <ReadOnlyBanner quote={quote} />}
      {sentNote && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {sentNote}
        </Alert>
      )}
      <Stack spacing={GAP}>
        {details}
        <Section
          title="Lines"
          actions={
            canCost &&
            (attached.data?.length ?? 0) > 0 && (
              <Button variant="outlined" size="small" onClick={() => setCosting(true)}>
                Apply supplier costs
              </Button>
            )
          }
        >
          <LineGrid store={store} errors={errors} readOnly={readOnly} dispatch={dispatch} onPaste={openPaste} />
        </Section>
        <Box sx={{ display: 'grid', gap: GAP, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
          {deliveryAndPlots}
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 64 } }}>
            <StoreTotals store={store} />
          </Box>
        </Box>
      </Stack>
      <QuoteSaveBar
        dirty={dirty}
        saving={editor.saving}
        readOnly={readOnly}
        problems={editor.problems}
        onSave={onSave}
        onDiscard={onDiscard}
      />
      {below}
      {pasting && (
        <PasteListDialog open onClose={() => setPasting(false)} onAdd={(lines) => dispatch({ type: 'addLines', lines })} />
      )}
      {quote && costing && (
        <StoreSupplierCosts
          open
          store={store}
          quoteId={quote.quote_id}
          dispatch={dispatch}
          onClose={() => setCosting(false)}
        />
      )}
      {editor.conflict !== null && (
        <ConflictDialog
          open
          message={editor.conflict.message}
          compared={editor.conflict.compared}
          comparing={editor.conflict.comparing}
          reloading={editor.conflict.reloading}
          error={editor.conflict.error}
          onReload={editor.reload}
          onCompare={editor.compare}
          onClose={editor.closeConflict}
        />
      )}
      {editor.doubtful !== null && (
        <ConfirmDialog
          open
          title="Check these quantities"
          confirmLabel="Save anyway"
          pending={editor.saving}
          onConfirm={editor.confirmQuantities}
          onClose={editor.closeDoubtful}
        >
          {editor.doubtful.length === 1 ? 'This line holds' : 'These lines hold'} far more than one line usually does.
          Quantities count what is delivered (bricks, not thousands); prices per 1,000 are divided for the total.
          <Box component="ul" sx={{ mb: 0, pl: 2.5 }}>
            {editor.doubtful.map((line) => (
              <li key={line.key}>{`Line ${line.number}${line.description ? ` (${line.description})` : ''}: ${line.quantity}`}</li>
            ))}
          </Box>
        </ConfirmDialog>
      )}
      {blocker.state === 'blocked' && (
        <ConfirmDialog
          open
          title="Leave without saving?"
          confirmLabel="Leave"
          destructive
          onConfirm={() => blocker.proceed?.()}
          onClose={() => blocker.reset?.()}
        >
          Your changes to this quote have not been saved and will be lost.
        </ConfirmDialog>
      )}
    </Page>
  );
}
