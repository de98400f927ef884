import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A button drawn as a link (MUI's `<Link component="button">`: primary text, underlined, the browser's focus ring),
 * without the Link component, which the login screen would otherwise load just for its two links.
 */
export function TextButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Typography
      component="button"
      type="button"
      onClick={onClick}
      color="primary"
      sx={{
        p: 0,
        m: 0,
        border: 0,
        borderRadius: 0,
        bgcolor: 'transparent',
        cursor: 'pointer',
        userSelect: 'none',
        verticalAlign: 'middle',
        textDecoration: 'underline',
        textDecorationColor: (theme) => `color-mix(in srgb, ${theme.palette.primary.main} 40%, transparent)`,
        '&:hover': { textDecorationColor: 'inherit' },
        '&:focus': { outline: 0 },
        '&:focus-visible': { outline: 'auto' },
      }}
    >
      {children}
    </Typography>
  );
}
