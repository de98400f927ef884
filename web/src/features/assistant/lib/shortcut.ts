/** Ctrl+/ (⌘/ on a Mac) opens the panel; no browser or screen of the app uses it. */
export const SHORTCUT_LABEL = 'Ctrl+/';

export function isPanelShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && (event.key === '/' || event.code === 'Slash');
}

/** The top-bar button's id: focus goes back to it when Escape closes the panel. */
export const LAUNCHER_ID = 'brickmate-launcher';
export const PANEL_ID = 'brickmate-panel';
