import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** A call-off's screen: its order's schedule (`/call-offs/{order}`), the call-off opened there. */
export const callOffPath = (orderId: number, callOffId: number) => `/call-offs/${orderId}?call_off=${callOffId}`;

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
