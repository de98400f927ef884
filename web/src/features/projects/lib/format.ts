/** How project facts read in cards, tables and headings. */

/** "120 plots", "1 plot". */
export function formatPlots(plots: number): string {
  return `${plots.toLocaleString('en-GB')} plot${plots === 1 ? '' : 's'}`;
}
