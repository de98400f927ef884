import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** A call-off's screen: its order's schedule (`/call-offs/{order}`), the call-off opened there. */
export const callOffPath = (orderId: number, callOffId: number) => `/call-offs/${orderId}?call_off=${callOffId}`;

/**
 * The screen of a record a task links to, or null when it has none of its own. A call-off is shown on its order's
 * schedule (`orderId`, the link's `order_id`), opened there; without its order, the call-offs' board.
 */
export function recordPath(recordType: string, recordId: number, orderId?: number | null): string | null {
  switch (recordType) {
    case 'customer':
    case 'supplier':
    case 'other':
    case 'company':
    case 'contact':
      return `/${recordType}?id=${recordId}`;
    case 'project':
      return `/projects/view/${recordId}`;
    case 'quote':
      return `/quotes/editor/${recordId}`;
    case 'supplier_quote':
      return `/supplier-quotes/editor/${recordId}`;
    case 'purchase_order':
      return `/supplier-quotes/orders/${recordId}`;
    case 'order':
      return `/call-offs/${recordId}`;
    case 'call_off':
      return orderId ? callOffPath(orderId, recordId) : '/call-offs';
    default:
      return null;
  }
}

/** The in-app path of a link ("/crm", or an absolute URL on this site), or null for other sites. */
export function internalPath(link: string, origin: string = window.location.origin): string | null {
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  try {
    const url = new URL(link);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * Follow a notification-style link: router navigation in the app, a new tab for other sites.
 * Resolves once the navigation is done.
 */
export function useFollowLink(): (link: string) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (link: string) => {
      if (!link) return;
      const path = internalPath(link);
      if (path !== null) await navigate(path);
      else if (/^https?:\/\//i.test(link)) window.open(link, '_blank', 'noopener,noreferrer');
    },
    [navigate],
  );
}

/** Where each kind of record is listed, by the first part of an address that names it (singular or plural). */
const PARENT_LISTS: readonly (readonly [RegExp, string])[] = [
  [/^customers?$/, '/crm?tab=customers'],
  [/^suppliers?$/, '/crm?tab=suppliers'],
  [/^others?$/, '/crm?tab=others'],
  [/^compan(y|ys|ies)$/, '/crm?tab=companies'],
  [/^contacts?$/, '/crm?tab=contacts'],
  [/^address(es)?$/, '/crm'],
  [/^projects?$/, '/projects'],
  [/^products?$/, '/products'],
  [/^quotes?$/, '/quotes'],
  [/^supplier-quotes?$/, '/supplier-quotes'],
  [/^call-offs?$/, '/call-offs'],
  [/^(tasks?|taskpad)$/, '/taskpad'],
  [/^users?$/, '/users'],
  [/^outbox$/, '/outbox'],
];

/**
 * The list an address's record belongs in ("/quotes/editor/99x" → "/quotes", "/customers/12" → the CRM's
 * customers): where "Go back" goes when the tab opened on the address, with no page of ours before it. Home when the
 * address names no kind of record.
 */
export function parentListPath(pathname: string): string {
  const first = pathname.split('/').find(Boolean)?.toLowerCase() ?? '';
  return PARENT_LISTS.find(([kind]) => kind.test(first))?.[1] ?? '/';
}
