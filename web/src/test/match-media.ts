import { vi } from 'vitest';

/** jsdom has no matchMedia (every screen counts as narrow): stub one whose queries match when `matches` says so. */
export function stubMatchMedia(matches: (query: string) => boolean): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

/** A screen at least as wide as MUI's `md` breakpoint. */
export const wideScreen = () => stubMatchMedia((query) => query.includes('min-width'));

/** A screen narrower than MUI's `sm` breakpoint. */
export const phoneScreen = () => stubMatchMedia((query) => /max-width:\s*599/.test(query));
