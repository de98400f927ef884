import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const iconsOneByOne = {
  regex: '^@mui/icons-material$',
  allowTypeImports: true,
  message: 'Import icons one by one: @mui/icons-material/Name.',
};

/** Bulletproof React's unidirectional architecture: shared code -> features -> app. */
const restrict = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: [iconsOneByOne, ...patterns] }],
});

export default defineConfig(
  globalIgnores(['dist', 'node_modules', 'src/lib/api/schema.d.ts']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      globals: globals.browser,
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      ...restrict(),
    },
  },
  {
    files: ['src/lib/**', 'src/components/**'],
    rules: restrict({ group: ['@/features/*', '@/app/*'], message: 'Shared code must not import features or the app.' }),
  },
  {
    files: ['src/features/**'],
    rules: restrict({
      // A feature imports its own files relatively (../api/x); anything else under features/ is another feature.
      group: ['@/features/*', '@/app/*', '../../*'],
      message: 'Features do not import each other or the app: move shared code to lib/ or components/.',
    }),
  },
  {
    // One folder deeper inside a feature (components/editor/X.tsx): ../../ is still the feature's own root.
    files: ['src/features/*/*/*/*.{ts,tsx}'],
    rules: restrict({
      group: ['@/features/*', '@/app/*', '../../../*'],
      message: 'Features do not import each other or the app: move shared code to lib/ or components/.',
    }),
  },
  {
    files: ['*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
);
