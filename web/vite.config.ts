/// <reference types="vitest/config" />
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** MUI's styling engine and the components the login screen and the shell draw. */
const MUI_CORE = new RegExp(
  [
    String.raw`node_modules[\\/](@mui[\\/](system|utils|styled-engine|private-theming)|@emotion|stylis|react-is|hoist-non-react-statics|clsx|react-transition-group|@babel[\\/]runtime)[\\/]`,
    String.raw`node_modules[\\/]@mui[\\/]material[\\/](styles|utils|transitions|DefaultPropsProvider|zero-styled|className|GlobalStyles|CssBaseline|useMediaQuery|Box|Typography|Paper|ButtonBase|Button|CircularProgress|useLazyRipple|InputBase|OutlinedInput|InputLabel|FormLabel|FormControl|FormHelperText|TextareaAutosize|colors)[\\/]`,
    // The login screen's own helpers that other screens share (else each would be a tiny file of its own).
    String.raw`src[\\/](lib[\\/](validation-rules|use-document-title)\.ts|features[\\/]auth[\\/]components[\\/]AuthLayout\.tsx)$`,
    String.raw`@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/]useMutation|query-core[\\/]build[\\/]modern[\\/]mutationObserver)\.js$`,
  ].join('|'),
);
/** Parts of those packages that only lazy screens use (grids, roving focus of menus, switches, icons). */
const NOT_CORE = /useRovingTabIndex|[\\/]internal[\\/]|@mui[\\/]system[\\/](Grid|Container|Stack)[\\/]/;

/** The test files that replace a module (vi.mock), or that say `// vitest-isolate` (state of their own that the
 * shared setup does not reset): each runs with an environment and modules of its own, so that nothing it changes
 * reaches another file (see `test.projects`). Found by reading the files, so a new one needs no entry here. */
function filesThatMock(): string[] {
  const src = fileURLToPath(new URL('./src', import.meta.url));
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .filter((name) => /\bvi\s*\.\s*(mock|doMock)\s*\(|\/\/ vitest-isolate\b/.test(readFileSync(join(src, name), 'utf8')))
    .map((name) => `src/${name.replaceAll('\\', '/')}`);
}
const ISOLATED = filesThatMock();

/** Writes a gzip and a brotli copy beside each text asset of the build (Node's own zlib, no package), so the
 * server sends the copy the browser accepts (api/core/spa.py) instead of compressing on every request. */
function precompress(): Plugin {
  return {
    name: 'brickmate-precompress',
    apply: 'build',
    writeBundle(options) {
      const assets = join(options.dir ?? 'dist', 'assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const file = join(assets, name);
        const data = readFileSync(file);
        if (data.length < 512) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        const params = {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        };
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Test vectors shared with the API's pytest suite (tests/golden at the repo root).
      '@golden': fileURLToPath(new URL('../tests/golden', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:8000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    // Every browser the app supports preloads modules itself: no polyfill in the entry chunk.
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, the router and TanStack Query change rarely: one long-cached chunk. MUI stays split
          // automatically so that components used only by lazy pages do not load with the shell.
          groups: [
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
            },
            {
              // MUI's core and the few components of the first screen (login) and the shell: one chunk instead of
              // twenty small ones (each compressed alone, they cost about 10 KiB more). Components only lazy
              // screens use stay out, so they do not load with the login screen.
              name: 'mui-core',
              test: (id: string) => MUI_CORE.test(id) && !NOT_CORE.test(id),
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    css: false,
    // Correctness only (speed is measured in bench/): room for a loaded machine (make test runs Vitest beside pytest).
    testTimeout: 90_000,
    // Most of a test file's time went to building a fresh jsdom and evaluating React, MUI and the app's modules
    // again for every file. The test files share a worker's environment and modules instead: src/test/setup.ts
    // resets what a test leaves behind (DOM, timers, stubbed globals, mocks, session, storage, snackbar, bar).
    // Files that replace a module with vi.mock run isolated, so their mocks never reach another file.
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: ISOLATED, isolate: false },
      },
      ...(ISOLATED.length ? [{ extends: true as const, test: { name: 'isolated', include: ISOLATED } }] : []),
    ],
  },
});
