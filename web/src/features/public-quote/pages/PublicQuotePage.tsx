import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LinkProblem } from '@/components/LinkProblem';
import { PageLoader } from '@/components/PageLoader';
import type { PublicQuoteOut } from '@/lib/api/types';
import { errorMessage } from '@/lib/http';
import { isStatus, TOO_MANY_REQUESTS } from '@/lib/public-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { Decision } from '../api/decide';
import { usePublicQuote } from '../api/get-public-quote';
import { queryKeys } from '@/lib/query-keys';
import type { PublicQuoteKey } from '../api/get-public-quote';
import { useToggleSelected } from '../api/toggle-selected';
import { CommentsSection } from '../components/CommentsSection';
import { DecisionDialog } from '../components/DecisionDialog';
import type { SelectLine } from '../components/LineChoice';
import { LineCards } from '../components/LineCards';
import { LinesTable } from '../components/LinesTable';
import { PlotsSection } from '../components/PlotsSection';
import { QuoteHeader } from '../components/QuoteHeader';
import { ShippingSection } from '../components/ShippingSection';
import { StatusBanner } from '../components/StatusBanner';
import { TotalsPanel } from '../components/TotalsPanel';

/** `?version=2` from the emailed link; anything else means the newest version sent. */
function versionParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const version = Number(value);
  return version >= 1 ? version : null;
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} elevation={0} sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider' }}>
      <Typography id={id} variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function DecisionButtons({ onChoose, fullWidth = false }: { onChoose: (decision: Decision) => void; fullWidth?: boolean }) {
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" color="error" fullWidth={fullWidth} onClick={() => onChoose('reject')}>
        Decline
      </Button>
      <Button variant="contained" fullWidth={fullWidth} onClick={() => onChoose('accept')}>
        Accept quote
      </Button>
    </Stack>
  );
}

type QuoteViewProps = { quote: PublicQuoteOut; queryKey: PublicQuoteKey };

function QuoteView({ quote, queryKey }: QuoteViewProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const [dialog, setDialog] = useState<Decision | null>(null);
  const [name, setName] = useState('');
  const toggle = useToggleSelected(queryKey);

  // The customer's page bears the merchant's name, not the app's.
  useDocumentTitle(`Quotation ${quote.number} · ${quote.company.name}`, { app: false });

  const onSelect: SelectLine = (line, selected) => {
    if (line.selected === selected) return;
    toggle.mutate({ uuid: quote.uuid, version: quote.version, line_id: line.line_id, selected });
  };
  const Lines = phone ? LineCards : LinesTable;
  const pdf = quote.pdf_url && (
    <Button component="a" href={quote.pdf_url} download variant="outlined" size="small" startIcon={<PictureAsPdfIcon />}>
      Download PDF
    </Button>
  );

  return (
    <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <Container maxWidth="lg" sx={{ flex: 1, py: { xs: 1.5, sm: 3 }, px: { xs: 1, sm: 3 } }}>
        <Stack spacing={2}>
          <QuoteHeader quote={quote} actions={pdf} />
          <StatusBanner quote={quote} />
          <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' } }}>
            <Stack spacing={2} sx={{ minWidth: 0 }}>
              <Panel title="Items">
                <Lines lines={quote.lines} canRespond={quote.can_respond} onSelect={onSelect} />
              </Panel>
              <Panel title="Delivery">
                <ShippingSection shipping={quote.shipping} />
              </Panel>
              {quote.customer_notes && (
                <Panel title="Notes">
                  <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{quote.customer_notes}</Typography>
                </Panel>
              )}
              {quote.plots.length > 0 && (
                <Panel title="Quantities by plot">
                  <PlotsSection plots={quote.plots} lines={quote.lines} />
                </Panel>
              )}
              <Panel title="Comments">
                <CommentsSection uuid={quote.uuid} company={quote.company.name} defaultName={name} onName={setName} />
              </Panel>
            </Stack>
            {!narrow && (
              <Paper
                component="aside"
                aria-label="Summary"
                elevation={0}
                sx={{ p: 3, border: 1, borderColor: 'divider', position: 'sticky', top: 16 }}
              >
                <Typography variant="h2" sx={{ mb: 1 }}>
                  Summary
                </Typography>
                <TotalsPanel totals={quote.totals} vatRate={quote.vat_rate} />
                {quote.can_respond && (
                  <Box sx={{ mt: 2 }}>
                    <DecisionButtons onChoose={setDialog} fullWidth />
                  </Box>
                )}
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
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: 'appBar',
            px: 2,
            pt: 1,
            pb: 'calc(8px + env(safe-area-inset-bottom))',
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Container maxWidth="sm" disableGutters>
            <TotalsPanel totals={quote.totals} vatRate={quote.vat_rate} compact />
            {quote.can_respond && (
              <Box sx={{ mt: 1 }}>
                <DecisionButtons onChoose={setDialog} fullWidth />
              </Box>
            )}
          </Container>
        </Paper>
      )}
      {dialog && (
        <DecisionDialog
          decision={dialog}
          quote={quote}
          queryKey={queryKey}
          defaultName={name}
          onName={setName}
          onClose={() => setDialog(null)}
        />
      )}
    </Box>
  );
}

/** `/quote/:uuid`: the quote a customer opens from the email, with no login and no app shell. */
export default function PublicQuotePage() {
  const { uuid = '' } = useParams();
  const [search] = useSearchParams();
  const version = versionParam(search.get('version'));
  const query = usePublicQuote(uuid, version);

  if (query.isPending) return <PageLoader label="Loading quote" />;
  if (query.isError) {
    if (isStatus(query.error, 404) || isStatus(query.error, 422)) {
      return (
        <LinkProblem title="This quote link is not valid">
          Please check the link in your email, or contact us and we will send it again.
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
      <LinkProblem title="We could not load this quote" onRetry={() => void query.refetch()}>
        {errorMessage(query.error)}
      </LinkProblem>
    );
  }
  return <QuoteView quote={query.data} queryKey={queryKeys.publicQuote.quote(uuid, version)} />;
}
