/** Where jsdom spent the tests' time for nothing: each change here leaves what a test sees as it was. */
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';

type LabelImpl = {
  hasAttributeNS(namespace: null, name: string): boolean;
  getAttributeNS(namespace: null, name: string): string | null;
  getRootNode(options: object): { _byIdCache?: unknown; getElementById?(id: string): unknown };
};

/** Node's own `require` (the app's types have no Node: the tests run in Node, Vitest's workers). */
type NodeProcess = { getBuiltinModule(id: 'node:module'): { createRequire(from: string): (id: string) => unknown } };
const require = (globalThis as unknown as { process: NodeProcess }).process
  .getBuiltinModule('node:module')
  .createRequire(import.meta.url);

/**
 * jsdom's `label.control` finds the control a `for` attribute names by walking the whole document, and an input's
 * `labels` asks that of every node: each accessible name of a form field (every `getByRole(…, { name })`) walked
 * the document once per label, about a fifth of a form test's time. For a label in a document, the document's id
 * index gives the same element (the first in tree order with that id) without the walk; a label outside a
 * document, or without `for`, keeps jsdom's own code. Nothing else changes: the same element or null comes back.
 */
export function fastLabelControl(): void {
  const label = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js') as { implementation: { prototype: object } };
  const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as { isLabelable(node: unknown): boolean };
  const prototype = label.implementation.prototype;
  const own = Object.getOwnPropertyDescriptor(prototype, 'control');
  const walk = own?.get;
  if (!walk || (walk as { fast?: true }).fast) return; // another jsdom, or already in place in this worker
  const control = function (this: LabelImpl): unknown {
    if (!this.hasAttributeNS(null, 'for')) return walk.call(this);
    const root = this.getRootNode({});
    if (!root._byIdCache || !root.getElementById) return walk.call(this);
    const id = this.getAttributeNS(null, 'for') ?? '';
    if (id === '') return null;
    const element = root.getElementById(id);
    return element && isLabelable(element) ? element : null;
  };
  Object.defineProperty(control, 'fast', { value: true });
  Object.defineProperty(prototype, 'control', { ...own, get: control });
}

let emotion: ReturnType<typeof useEmotionCache> = null;

/**
 * MUI's styles are emotion rules, one `<style>` each in the document's head, and jsdom's getComputedStyle reads
 * every rule of the document for each element (the role and name queries ask it of every element they consider).
 * The test files share their worker's document (vite.config.ts, test.projects), so the rules of every file before
 * stayed: about 800 after one editor file, 1,660 after four. After each file they are removed and emotion
 * forgets it inserted them, so the next file inserts the rules it renders, as it would on its own.
 */
export function dropStyleRules(): void {
  if (!emotion) {
    const Read = () => {
      emotion = useEmotionCache();
      return null;
    };
    render(createElement(Read));
    cleanup();
  }
  if (!emotion) return;
  emotion.sheet.flush();
  for (const key of Object.keys(emotion.inserted)) delete emotion.inserted[key];
}
