import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('the theme', () => {
  it("takes MUI's plain path, without CSS variables or colour schemes (the build leaves that code out)", () => {
    // MUI's ThemeProvider uses its CSS-variables provider for a theme with colour schemes, createTheme makes one
    // when asked for cssVariables or colorSchemes: web/vite.config.ts (muiWithoutCssVariables) removes both.
    expect('colorSchemes' in theme).toBe(false);
    expect(theme.vars).toBeFalsy();
    expect(theme.palette.primary.main).toBe('#406cb8');
  });
});
