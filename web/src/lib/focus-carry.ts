/**
 * Focus carried across a screen drawn anew: a new record's first save moves it to its own address, the screen is
 * mounted again and the focused control would be lost to the page's body (a keyboard user starts again from the
 * top). The control is found again by its accessible name ("Sell price, line 1") or its id; failing that, or when it is now
 * disabled (Save, with nothing left to save), the screen's heading takes the focus.
 */

const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** A selector that finds `element` again on the screen drawn anew, or null when nothing identifies it. */
export function focusSelector(element: Element | null): string | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const label = element.getAttribute('aria-label');
  if (label) return `${element.tagName.toLowerCase()}[aria-label=${quoted(label)}]`;
  // Ids React or MUI generate («r1», mui-123) differ from one mount to the next.
  if (element.id && !/[«:]|^mui-/.test(element.id)) return `[id=${quoted(element.id)}]`;
  return null;
}

/** Focuses what `selector` finds inside `root` if it can take the focus, else `root`'s first heading. */
export function restoreFocus(root: ParentNode, selector: string | null): void {
  const found = selector ? root.querySelector<HTMLElement>(selector) : null;
  if (found && !found.matches(':disabled, [aria-disabled="true"]')) {
    found.focus();
    return;
  }
  const heading = root.querySelector<HTMLElement>('h1');
  if (heading) {
    heading.tabIndex = -1;
    heading.focus();
  }
}
