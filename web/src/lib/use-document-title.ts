import { useEffect } from 'react';

export const APP_NAME = 'Brickmate';

/** The browser tab's title of a screen: "Q-000013 · Brickmate", or the app's name alone. */
export function documentTitleOf(title?: string | null): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

/**
 * Title the browser tab while the screen is shown, and give it back the app's name when the screen goes (so
 * a screen never keeps the previous one's title). `app: false` uses the title as it is (a customer's page).
 */
export function useDocumentTitle(title: string | null | undefined, { app = true }: { app?: boolean } = {}): void {
  useEffect(() => {
    document.title = app ? documentTitleOf(title) : title || APP_NAME;
    return () => {
      document.title = APP_NAME;
    };
  }, [title, app]);
}
