import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * A phone: narrower than MUI's `sm` breakpoint (600 px). The rail becomes a menu behind a button and the
 * user's name shrinks to the avatar. Read at once (noSsr), so a phone never shows the rail for a moment.
 */
export function usePhone(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
}
