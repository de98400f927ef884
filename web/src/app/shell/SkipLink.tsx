import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { MAIN_CONTENT_ID as MAIN_ID } from '@/lib/main-content';

const skip = (event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
  const main = document.getElementById(MAIN_ID) ?? document.querySelector('main');
  if (!main) return;
  // Focusable by script only (not a Tab stop of its own): the next Tab goes to the content's first control.
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
  main.scrollIntoView?.({ block: 'start' });
};

/**
 * "Skip to content", the first Tab stop of a signed-in screen: hidden until focused, then shown over the top bar;
 * it moves the focus past the top bar and the navigation rail to the page's content.
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        left: 8,
        top: 4,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 700,
        boxShadow: 4,
        outline: '2px solid',
        outlineColor: 'primary.main',
        // Off screen until focused (not display: none, which would take it out of the Tab order).
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to content
    </Box>
  );
}
