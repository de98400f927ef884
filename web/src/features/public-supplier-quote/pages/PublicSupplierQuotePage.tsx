import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { isApiError } from '@/lib/http';
import { isStatus, publicErrorMessage, TOO_MANY_REQUESTS } from '@/lib/public-errors';
import { useSnackbar } from '@/lib/snackbar';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSaveTotals, useSupplierQuote } from '../api/quote';
import type { PublicSupplierQuoteOut } from '../api/types';
import { AnswerFields } from '../components/AnswerFields';
import { ChargesSection } from '../components/ChargesSection';
import { CommentsSection } from '../components/CommentsSection';
import { DeclineDialog } from '../components/DeclineDialog';
import { FilesSection } from '../components/FilesSection';
import { LineRow } from '../components/LineRow';
import { LinkProblem } from '@/components/LinkProblem';
import { RequestHeader } from '../components/RequestHeader';
import { StatusBanner } from '../components/StatusBanner';
import { SubmitDialog } from '../components/SubmitDialog';
import { SummaryPanel } from '../components/SummaryPanel';
import { penceOf, toAnswer, toCharges } from '../lib/draft';
import { money } from '../lib/format';
import { firstProblem, hasChargeProblem, useAnswer } from '../lib/use-answer';

/** The API's word for a line submitted without a price (api/buying/service/content.py). */
const UNPRICED = 'Enter a price, or mark the line as one you cannot quote';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} elevation={0} sx={{ p: { xs: 1.5, sm: 3 }, border: 1, borderColor: 'divider' }}>
      <Typography id={id} variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Move the keyboard to a line's first field (from the list of lines to fix). */
function focusLine(lineId: number) {
  const row = document.getElementById(`line-${lineId}`)?.closest('li');
  row?.scrollIntoView?.({ block: 'center' });
  row?.querySelector<HTMLElement>('input:not([type="checkbox"]):not([disabled]), textarea')?.focus();
}

type Dialog = 'submit' | 'decline' | null;

function SupplierQuoteForm({ quote }: { quote: PublicSupplierQuoteOut }) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const { state, dispatch, onLine, onCharge, figures } = useAnswer(quote);
  const save = useSaveTotals(quote.uuid);
  const { showSuccess } = useSnackbar();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [name, setName] = useState(quote.submitted_by);
  const [failure, setFailure] = useState<string | null>(null);
  const readOnly = !quote.can_edit;
  const resubmission = quote.status === 'answered';

  useDocumentTitle(`Request for prices ${quote.number} · ${quote.buyer.name}`, { app: false });

  // Leaving with unsaved prices asks first (a reload, a closed tab).
  useEffect(() => {
    if (!state.dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state.dirty]);

  /** Local checks first: a line with a problem is shown and focused rather than sent. */
  const checked = (): boolean => {
    dispatch({ type: 'showAll' });
    const index = firstProblem(state);
    if (index >= 0) {
      setFailure(`Line ${index + 1} needs attention before saving.`);
      focusLine(quote.lines[index].line_id);
      return false;
    }
    if (hasChargeProblem(state)) {
      setFailure('A charge needs attention before saving.');
      return false;
    }
    setFailure(null);
    return true;
  };

  const send = (submit: boolean, who: string) => {
    save.mutate(
      {
        uuid: quote.uuid,
        version: quote.version,
        lines: state.lines.map(toAnswer),
        charges: toCharges(state.charges),
        valid_until: state.validUntil || null,
        supplier_notes: state.notes.trim(),
        submit,
        name: who,
      },
      {
        onSuccess: (saved) => {
          dispatch({ type: 'saved' });
          setDialog(null);
          const started = saved.version !== quote.version ? ` as version ${saved.version}` : '';
          showSuccess(submit ? `Your prices have been sent to ${quote.buyer.name}${started}. Thank you.` : `Draft saved${started}.`);
        },
        onError: (error) => {
          if (isApiError(error) && error.errors.length > 0) {
            dispatch({ type: 'serverErrors', errors: error.errors });
            const onLine = error.errors.map((e) => /^lines\.(\d+)\./.exec(e.field)).find(Boolean);
            if (onLine) {
              const line = quote.lines[Number(onLine[1])];
              if (line) {
                setDialog(null);
                focusLine(line.line_id);
              }
            }
            if (error.errors.some((e) => e.field !== 'name')) setDialog(null);
          }
          setFailure(publicErrorMessage(error));
        },
      },
    );
  };

  const saveDraft = () => {
    if (checked()) send(false, name);
  };
  const openSubmit = () => {
    if (!checked()) return;
    // Submitting prices every line not declined (the API's rule): say so on the lines before asking for a name,
    // not after a dialog offering to send "total £0.00".
    const unpriced = state.lines.flatMap((line, index) => (!line.cannot_quote && penceOf(line.price) === null ? [index] : []));
    if (unpriced.length > 0) {
      dispatch({ type: 'serverErrors', errors: unpriced.map((index) => ({ field: `lines.${index}.price`, message: UNPRICED })) });
      setFailure(
        unpriced.length === 1
          ? `Line ${unpriced[0] + 1} has no price yet: price it, or mark it as one you cannot quote.`
          : `${unpriced.length} lines have no price yet: price each, or mark it as one you cannot quote.`,
      );
      focusLine(quote.lines[unpriced[0]].line_id);
      return;
    }
    setDialog('submit');
  };

  const problemLines = Object.entries(state.lineErrors)
    .filter(([, errors]) => Object.keys(errors).length > 0)
    .map(([index]) => ({ number: Number(index) + 1, line: quote.lines[Number(index)] }))
    .filter(({ line }) => line !== undefined);

  const actions = !readOnly && (
    <Stack direction={{ xs: 'row', md: 'column' }} spacing={1} sx={{ mt: { xs: 1, md: 2 } }}>
      <Button variant="contained" fullWidth onClick={openSubmit} disabled={save.isPending}>
        {resubmission ? 'Submit new version' : 'Submit prices'}
      </Button>
      <Button variant="outlined" fullWidth onClick={saveDraft} loading={save.isPending && dialog === null}>
        Save draft
      </Button>
      {quote.status !== 'answered' && (
        <Button color="error" fullWidth onClick={() => setDialog('decline')} sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
          Decline request
        </Button>
      )}
    </Stack>
  );
  const summary = <SummaryPanel figures={figures} lineCount={quote.lines.length} compact={narrow} />;

  return (
    <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <Container maxWidth="lg" sx={{ flex: 1, py: { xs: 1.5, sm: 3 }, px: { xs: 1, sm: 3 } }}>
        <Stack spacing={2}>
          <RequestHeader quote={quote} />
          <StatusBanner quote={quote} />
          {failure && (
            <Alert severity="error" onClose={() => setFailure(null)}>
              {failure}
              {problemLines.length > 0 && (
                <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                  Lines to check:{' '}
                  {problemLines.map(({ number, line }, i) => (
                    <span key={line.line_id}>
                      {i > 0 && ', '}
                      <Link component="button" type="button" onClick={() => focusLine(line.line_id)}>
                        {number}
                      </Link>
                    </span>
                  ))}
                </Box>
              )}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' } }}>
            <Stack spacing={2} sx={{ minWidth: 0 }}>
              <Panel title={`Lines (${quote.lines.length})`}>
                <Stack component="ol" aria-label="Lines to price" spacing={1} sx={{ p: 0, m: 0 }}>
                  {quote.lines.map((line, index) => (
                    <LineRow
                      key={line.line_id}
                      index={index}
                      line={line}
                      draft={state.lines[index]}
                      errors={state.lineErrors[index]}
                      showAll={state.showAll}
                      total={figures.lines[index].total}
                      landed={figures.lines[index].landed}
                      readOnly={readOnly}
                      onChange={onLine}
                    />
                  ))}
                </Stack>
              </Panel>
              <Panel title="Charges">
                <ChargesSection charges={state.charges} errors={state.chargeErrors} showAll={state.showAll} readOnly={readOnly} onChange={onCharge} />
              </Panel>
              <Panel title="Your answer">
                <AnswerFields
                  validUntil={state.validUntil}
                  notes={state.notes}
                  errors={state.otherErrors}
                  readOnly={readOnly}
                  onChange={(field, value) => dispatch({ type: 'answer', field, value })}
                />
                {!readOnly && quote.status !== 'answered' && (
                  <Button color="error" onClick={() => setDialog('decline')} sx={{ mt: 2, display: { md: 'none' } }}>
                    Decline the whole request
                  </Button>
                )}
              </Panel>
              <Panel title="Datasheets and files">
                <FilesSection quote={quote} name={name} />
              </Panel>
              <Panel title="Comments">
                <CommentsSection uuid={quote.uuid} buyer={quote.buyer.name} defaultName={name} onName={setName} />
              </Panel>
            </Stack>
            {!narrow && (
              <Paper component="aside" aria-label="Summary" elevation={0} sx={{ p: 3, border: 1, borderColor: 'divider', position: 'sticky', top: 16 }}>
                <Typography variant="h2" sx={{ mb: 1 }}>
                  Summary
                </Typography>
                {summary}
                {actions}
              </Paper>
            )}
          </Box>
        </Stack>
      </Container>
      {narrow && (
        <Paper
          component="aside"
          aria-label="Summary"
          elevation={8}
          square
          sx={{ position: 'sticky', bottom: 0, zIndex: 'appBar', px: 2, pt: 1, pb: 'calc(8px + env(safe-area-inset-bottom))', borderTop: 1, borderColor: 'divider' }}
        >
          <Container maxWidth="sm" disableGutters>
            {summary}
            {actions}
          </Container>
        </Paper>
      )}
      {dialog === 'submit' && (
        <SubmitDialog
          number={quote.number}
          buyer={quote.buyer.name}
          total={money(figures.total)}
          version={quote.version}
          resubmission={resubmission}
          defaultName={name}
          nameError={state.otherErrors.name}
          error={save.isError && !state.otherErrors.name ? publicErrorMessage(save.error) : null}
          pending={save.isPending}
          onSubmit={(who) => {
            setName(who);
            send(true, who);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'decline' && (
        <DeclineDialog
          uuid={quote.uuid}
          number={quote.number}
          buyer={quote.buyer.name}
          defaultName={name}
          onName={setName}
          onClose={() => setDialog(null)}
        />
      )}
    </Box>
  );
}

/** `/supplier-quote/:uuid`: the request a supplier opens from the email, priced with no login and no app shell. */
export default function PublicSupplierQuotePage() {
  const { uuid = '' } = useParams();
  const query = useSupplierQuote(uuid);

  if (query.isPending) return <PageLoader label="Loading request" />;
  if (query.isError) {
    if (isStatus(query.error, 404) || isStatus(query.error, 422)) {
      return (
        <LinkProblem title="This link is not valid">
          Please check the link in the email, or ask the buyer to send it again.
        </LinkProblem>
      );
    }
    if (isStatus(query.error, 429)) {
      return (
        <LinkProblem title="Please wait a moment" onRetry={() => void query.refetch()}>
          {TOO_MANY_REQUESTS}
        </LinkProblem>
      );
    }
    return (
      <LinkProblem title="We could not load this request" onRetry={() => void query.refetch()}>
        {publicErrorMessage(query.error)}
      </LinkProblem>
    );
  }
  // A new version (a resubmission) or a closed request starts the form again from what the server holds.
  const quote = query.data;
  return <SupplierQuoteForm key={`${quote.version}-${quote.status}-${quote.can_edit}`} quote={quote} />;
}
