/**
 * What the build puts in place of MUI's CSS-variables theme (`muiWithoutCssVariables` in web/vite.config.ts).
 * Brickmate's theme (lib/theme.ts) has neither `cssVariables` nor `colorSchemes`, so MUI's `createTheme` and
 * `ThemeProvider` take their plain path and never call these two; yet they import them, and with them the colour
 * scheme provider, its storage and its script: about 7 KiB gzip of the first screen. Should a theme ever ask for
 * CSS variables, the built app says so at once instead of drawing without them (lib/theme.test.ts checks the theme).
 */
const leftOut = (name: string) =>
  new Error(
    `MUI's ${name} is left out of the build (web/vite.config.ts, muiWithoutCssVariables): ` +
      'make the theme without cssVariables and colorSchemes, or remove that plugin.',
  );

export default function createThemeWithVars(): never {
  throw leftOut('createThemeWithVars');
}

export function CssVarsProvider(): never {
  throw leftOut('CssVarsProvider');
}
