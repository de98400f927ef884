import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { Page } from '@/components/Page';
import { LoadingRows } from '@/components/SectionStates';
import { errorMessage } from '@/lib/http';
import { useSession } from '@/lib/session';
import { useQuote } from '../api/get-quote';
import { EditorScreen } from '../components/editor/EditorScreen';
import { emptyDraft } from '../lib/editor/draft';
import { QUOTES_PATH } from '../lib/quote-links';

function NewQuote() {
  const { userId, firstName, lastName } = useSession();
  const [blank] = useState(() =>
    emptyDraft(userId === null ? null : { id: userId, name: `${firstName} ${lastName}`.trim() }),
  );
  return <EditorScreen quote={null} blank={blank} />;
}

function BackToQuotes() {
  return (
    <Button color="inherit" component={RouterLink} to={QUOTES_PATH}>
      Back to quotes
    </Button>
  );
}

function QuoteLoader({ quoteId, version }: { quoteId: number; version: number | null }) {
  const quote = useQuote(quoteId, version);
  if (quote.isPending) {
    return (
      <Page title="Quote">
        <LoadingRows label="Loading the quote" rows={6} />
      </Page>
    );
  }
  if (quote.isError) {
    return (
      <Page title="Quote">
        <Alert
          severity="error"
          action={
            <>
              <Button color="inherit" onClick={() => void quote.refetch()}>
                Retry
              </Button>
              <BackToQuotes />
            </>
          }
        >
          {errorMessage(quote.error)}
        </Alert>
      </Page>
    );
  }
  return <EditorScreen quote={quote.data} />;
}

/** /quotes/editor/:quoteId (`new` for a new quote; `?version=2` shows an earlier version, read-only). */
export default function QuoteEditorPage() {
  const { quoteId } = useParams();
  const [params] = useSearchParams();
  if (quoteId === 'new') return <NewQuote key="new" />;
  const id = quoteId && /^\d+$/.test(quoteId) ? Number(quoteId) : 0;
  const versionText = params.get('version');
  const version = versionText && /^\d+$/.test(versionText) && Number(versionText) > 0 ? Number(versionText) : null;
  if (id <= 0) {
    return (
      <Page title="Quote">
        <Alert severity="error" action={<BackToQuotes />}>
          No quote was chosen. Open one from the list of quotes.
        </Alert>
      </Page>
    );
  }
  return <QuoteLoader key={`${id}-${version ?? 'current'}`} quoteId={id} version={version} />;
}
