import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '@/lib/main-content';
import { useDocumentTitle } from '@/lib/use-document-title';

type Props = {
  title: string;
  /** The browser tab's title ("… · Brickmate") when it differs from the heading. */
  documentTitle?: string;
  actions?: ReactNode;
  children: ReactNode;
  maxWidth?: number;
};

/** A screen of the app: its heading, optional actions on the right, then the content. */
export function Page({ title, documentTitle = title, actions, children, maxWidth = 1200 }: Props) {
  useDocumentTitle(documentTitle);
  return (
    <Box
      component="main"
      // The shell's "Skip to content" link focuses it (by script only: it is no Tab stop).
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={{ p: { xs: 2, md: 3 }, maxWidth, mx: 'auto', width: '100%', boxSizing: 'border-box', '&:focus': { outline: 'none' } }}
    >
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3 }}
      >
        <Typography variant="h1">{title}</Typography>
        {actions && (
          <Stack
            direction="row"
            spacing={{ xs: 0.75, sm: 1 }}
            useFlexGap
            // On a phone closer padding and gaps keep three actions on one line under the title (at 390 px the
            // last wrapped onto a line of its own); more than fit wrap, never widening the page past the screen (a
            // company's four made it 472 px wide).
            sx={{ flexWrap: 'wrap', '& .MuiButton-root': { px: { xs: 1, sm: undefined }, whiteSpace: 'nowrap' } }}
          >
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Box>
  );
}
