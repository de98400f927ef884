import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { Page } from '@/components/Page';
import { LoadingRows } from '@/components/SectionStates';
import { errorMessage } from '@/lib/http';
import { useSession } from '@/lib/session';
import { useQuote } from '../api/get-quote';
import { useQuoteSource, type QuoteSource } from '../api/quote-source';
import { EditorScreen } from '../components/editor/EditorScreen';
import { emptyDraft } from '../lib/editor/draft';
import { QUOTES_PATH } from '../lib/quote-links';

function BlankQuote({ source }: { source: QuoteSource | null }) {
  const { userId, firstName, lastName } = useSession();
  const [blank] = useState(() => {
    const draft = emptyDraft(userId === null ? null : { id: userId, name: `${firstName} ${lastName}`.trim() });
    if (!source) return draft;
    const { accountManager, ...header } = source;
    return { ...draft, header: { ...draft.header, ...header, accountManager: accountManager ?? draft.header.accountManager } };
  });
  return <EditorScreen quote={null} blank={blank} />;
}

const positive = (value: string | null) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** A new quote; from a project's or a customer's screen (`?project_id=`, `?customer_id=`) it starts filled in. */
function NewQuote() {
  const [params] = useSearchParams();
  const projectId = positive(params.get('project_id'));
  const customerId = positive(params.get('customer_id'));
  const ref = projectId !== null ? { projectId } : customerId !== null ? { customerId } : null;
  const source = useQuoteSource(ref);
  if (ref === null) return <BlankQuote source={null} />;
  if (source.isPending) {
    return (
      <Page title="New quote">
        <LoadingRows label={'projectId' in ref ? 'Loading the project' : 'Loading the customer'} rows={6} />
      </Page>
    );
  }
  if (source.isError) {
    return (
      <Page title="New quote">
        <Alert
          severity="error"
          action={
            <>
              <Button color="inherit" onClick={() => void source.refetch()}>
                Retry
              </Button>
              <BackToQuotes />
            </>
          }
        >
          {errorMessage(source.error)}
        </Alert>
      </Page>
    );
  }
  return <BlankQuote source={source.data} />;
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
  if (quoteId === 'new') return <NewQuote key={`new?${params.toString()}`} />;
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
