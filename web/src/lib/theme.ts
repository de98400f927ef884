/** Brickmate's MUI theme: brand colours, Roboto Condensed, large rounded corners, comfortable density. */
import { createTheme } from '@mui/material/styles';

export const brand = {
  primary: '#406cb8',
  secondary: '#e0e3e7',
  tertiary: '#8fd38f',
  accent: '#5a87ce',
  accentLight: '#dee7f6',
  grey: '#cbccd2',
  dark: '#1c1c1c',
  light: '#f0f2f6',
  error: '#e26464',
  text: '#414147',
} as const;

/** Shell sizes from the spec (section 9). */
export const layout = {
  topBarHeight: 48,
  railWidth: 56,
  drawerWidth: 200,
  notificationMenuMinWidth: 400,
} as const;

declare module '@mui/material/styles' {
  interface Palette {
    brand: typeof brand;
  }
  interface PaletteOptions {
    brand?: typeof brand;
  }
}

export const theme = createTheme({
  palette: {
    primary: { main: brand.primary, contrastText: '#ffffff' },
    secondary: { main: brand.secondary, contrastText: brand.text },
    error: { main: brand.error, contrastText: '#ffffff' },
    success: { main: brand.tertiary, contrastText: brand.dark },
    info: { main: brand.accent },
    background: { default: brand.light, paper: '#ffffff' },
    text: { primary: brand.text },
    divider: brand.grey,
    brand,
  },
  typography: {
    fontFamily: '"Roboto Condensed", "Arial Narrow", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 500 },
    h1: { fontSize: '1.75rem', fontWeight: 700 },
    h2: { fontSize: '1.375rem', fontWeight: 700 },
    h3: { fontSize: '1.125rem', fontWeight: 500 },
  },
  shape: { borderRadius: 12 },
  components: {
    MuiTextField: { defaultProps: { variant: 'outlined', fullWidth: true } },
    MuiOutlinedInput: {
      styleOverrides: { root: { backgroundColor: '#ffffff' } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 12, paddingInline: 18 } },
    },
    MuiPaper: {
      styleOverrides: { rounded: { borderRadius: 16 } },
    },
    MuiDialog: {
      styleOverrides: { paper: { borderRadius: 16 } },
    },
    MuiTableCell: {
      styleOverrides: { head: { fontWeight: 700, color: brand.text } },
    },
  },
});
