/**
 * What a first visit to /login loads is the entry (main.tsx) and the login page with their static imports
 * (bench/first_load.py measures the built files: under 170 KiB gzip). One static import of a screen's part from a
 * file the routes import brings that part's libraries back into it, as the Tasks section once did (190 KiB):
 * this walks the same imports through the sources and names what must stay out.
 */
import { describe, expect, it } from 'vitest';

const SOURCES = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Static imports and re-exports (`import type` and `export type` erase; `import()` is lazy). */
const STATIC = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;

function resolveSource(spec: string, from: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = `/src/${spec.slice(2)}`;
  else if (spec.startsWith('.')) base = new URL(spec, `file://${from}`).pathname;
  else return null;
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((path) => path in SOURCES);
  return found ?? base;
}

/** The app's files and the packages (with their subpaths) the first screen imports statically. */
function firstScreen(): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = ['/src/main.tsx', '/src/features/auth/pages/LoginPage.tsx'];
  while (queue.length) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    for (const [, spec] of (SOURCES[file] ?? '').matchAll(STATIC)) {
      const resolved = resolveSource(spec, file);
      if (resolved === null) packages.add(spec);
      else if (!resolved.endsWith('.css')) queue.push(resolved);
    }
  }
  return { files, packages };
}

describe('the first screen (/login)', () => {
  const { files, packages } = firstScreen();

  it('walks the shell and the login page through their static imports', () => {
    expect(files).toContain('/src/app/routes.tsx');
    expect(files).toContain('/src/app/shell/AppShell.tsx');
    expect(files).toContain('/src/features/auth/components/LoginForm.tsx');
    expect([...files].filter((file) => !(file in SOURCES))).toEqual([]);
  });

  it("leaves out the typed client, the query keys, the records' Tasks section and the form libraries", () => {
    for (const file of ['/src/lib/api/client.ts', '/src/components/LinkedTasks.tsx', '/src/lib/query-keys.ts']) {
      expect(files).not.toContain(file);
    }
    for (const name of ['openapi-fetch', 'zod', 'react-hook-form', '@hookform/resolvers/zod']) expect(packages).not.toContain(name);
    expect([...packages].filter((name) => name.startsWith('@mui/icons-material'))).toEqual([]);
  });

  it("draws with MUI's styling core and the login screen's own components only", () => {
    const mui = [...packages].filter((name) => name.startsWith('@mui/material/')).sort();
    expect(mui).toEqual([
      '@mui/material/Box',
      '@mui/material/Button',
      '@mui/material/CircularProgress',
      '@mui/material/CssBaseline',
      '@mui/material/FormControl',
      '@mui/material/FormHelperText',
      '@mui/material/InputLabel',
      '@mui/material/OutlinedInput',
      '@mui/material/Paper',
      '@mui/material/Typography',
      '@mui/material/styles',
      '@mui/material/useMediaQuery',
    ]);
  });
});
