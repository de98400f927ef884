import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/SectionStates';
import { isApiError } from '@/lib/http';
import { Page } from './Page';
import { PageLoader } from './PageLoader';

type Props = {
  /** The id in the address is a whole number above 0 (anything else names no record). */
  valid: boolean;
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  /** "purchase order", "supplier quote": said in the message ("There is no purchase order 6x"). */
  noun: string;
  /** The screen's heading ("Purchase order"): "… not found" when there is no such record, itself over another error. */
  title: string;
  /** The id as the address has it, said in the message. */
  id: string | undefined;
  /** The way back to the record's list (the screen's header action). */
  back: ReactNode;
  loadingLabel?: string;
};

/**
 * A record screen before its record: loading, or why it is not shown. A link whose id names no record (mistyped,
 * deleted) says so with the way back to its list, instead of a spinner that never ends (an id that is no number) or
 * a bare error with only Retry. `null` when the record is there to show.
 */
export function recordNotShown({ valid, query, noun, title, id, back, loadingLabel }: Props): ReactNode {
  if (valid && query.isPending) return <PageLoader label={loadingLabel} />;
  if (!valid || (isApiError(query.error) && query.error.status === 404)) {
    return (
      <Page title={`${title} not found`} actions={back}>
        <Alert severity="warning">
          There is no {noun} {id}: it may have been deleted, or the link is wrong.
        </Alert>
      </Page>
    );
  }
  if (query.error) {
    return (
      <Page title={title} actions={back}>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Page>
    );
  }
  return null;
}
