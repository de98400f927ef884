import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { usePanelState } from './panel-store';

/** The panel's width beside the page on wide screens; on narrow ones it covers the page until closed. */
export const PANEL_WIDTH = 420;

export const useWide = () => useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));

/**
 * How much room the page leaves on its right for the open panel (none on narrow screens, where it overlays).
 * Apart from the panel, so that the shell reads it without loading the panel's code.
 */
export function useAssistantInset(): number {
  const { open } = usePanelState();
  const wide = useWide();
  return open && wide ? PANEL_WIDTH : 0;
}
