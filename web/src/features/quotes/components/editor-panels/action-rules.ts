/**
 * Which of the editor's actions apply to the quote as shown, and why not when they do not: the screen
 * disables an action with its reason rather than hiding it (the check button alone is for managers).
 * The API enforces every rule again; these only spare a person a refused call.
 */
import type { QuoteOut } from '@/lib/api/types';
import { formatLongDate } from '@/lib/format';

/** Why an action cannot be used now, or null when it can. */
export type Blocked = string | null;

export type ActionRules = {
  send: Blocked;
  check: Blocked;
  decide: Blocked;
  purchaseOrder: Blocked;
  duplicate: Blocked;
  convert: Blocked;
  copyLink: Blocked;
  remove: Blocked;
  /** A never-sent draft is deleted; a sent quote is withdrawn (kept, and its public page says so). */
  removeMode: 'delete' | 'withdraw';
  /** The check button is shown at all (managers and admins). */
  showCheck: boolean;
};

export type Viewer = { userId: number | null; manager: boolean };

export const SAVE_FIRST = 'Save first';

/** The quote shows an earlier version than its newest. */
export function isEarlierVersion(quote: Pick<QuoteOut, 'version' | 'current_version'>): boolean {
  return quote.version !== quote.current_version;
}

function settled(quote: QuoteOut): Blocked {
  switch (quote.status) {
    case 'accepted':
      return 'The quote was accepted';
    case 'converted':
      return quote.order ? `The quote became order ${quote.order.number}` : 'The quote became an order';
    case 'withdrawn':
      return 'The quote was withdrawn';
    default:
      return null;
  }
}

function decisionBlocked(quote: QuoteOut): Blocked {
  switch (quote.status) {
    case 'sent':
      return quote.sent_version === null ? 'The quote has not been sent yet' : null;
    case 'draft':
      return 'The quote has not been sent yet';
    case 'expired':
      return quote.valid_until ? `The quote expired on ${formatLongDate(quote.valid_until)}` : 'The quote expired';
    case 'rejected':
      return 'The customer already rejected it';
    default:
      return settled(quote);
  }
}

/** The first reason that applies, in order. */
function first(...reasons: Blocked[]): Blocked {
  return reasons.find((reason) => reason !== null) ?? null;
}

export function actionRules(quote: QuoteOut, dirty: boolean, viewer: Viewer): ActionRules {
  const earlier = isEarlierVersion(quote)
    ? `This is version ${quote.version}; open the current version (${quote.current_version})`
    : null;
  const unsaved = dirty ? SAVE_FIRST : null;
  const author = quote.created_by !== null && quote.created_by.id === viewer.userId;
  const neverSent = quote.sent_version === null;

  return {
    send: first(unsaved, earlier, settled(quote)),
    check: first(author ? 'You wrote this quote: another manager checks it' : null, unsaved, earlier, settled(quote)),
    decide: first(unsaved, decisionBlocked(quote)),
    purchaseOrder: first(
      unsaved,
      quote.status === 'accepted' || quote.status === 'converted' ? null : 'Only for an accepted quote',
    ),
    duplicate: unsaved,
    convert: first(
      unsaved,
      quote.status === 'accepted'
        ? null
        : quote.status === 'converted'
          ? settled(quote)
          : 'Only an accepted quote becomes an order',
    ),
    copyLink: neverSent ? 'Not sent yet: the customer has no link' : null,
    remove: first(
      unsaved,
      quote.status === 'accepted' || quote.status === 'converted'
        ? `${settled(quote)}: it is kept as the record of the sale`
        : null,
      quote.status === 'withdrawn' ? 'The quote was already withdrawn' : null,
      neverSent && !author && !viewer.manager ? 'Only its author or a manager deletes a draft' : null,
    ),
    removeMode: neverSent ? 'delete' : 'withdraw',
    showCheck: viewer.manager,
  };
}
