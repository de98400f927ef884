/**
 * jsdom's `label.control` finds the control a `for` attribute names by walking the whole document, and an input's
 * `labels` asks that of every node: each accessible name of a form field (every `getByRole(…, { name })`) walked
 * the document once per label, about a fifth of a form test's time. For a label in a document, the document's id
 * index gives the same element (the first in tree order with that id) without the walk; a label outside a
 * document, or without `for`, keeps jsdom's own code. Nothing else changes: the same element or null comes back.
 */
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
