/**
 * A day as people in the UK write it (dd/mm/yyyy) and as the API holds it (yyyy-mm-dd). Date boxes show and read
 * the first whatever the browser's language, where a native date input would follow the browser (mm/dd/yyyy in a
 * US browser).
 */

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
// 27/11/2026, 27.11.2026, 27-11-2026, 27 11 2026; a two-digit year only once the box is left (`complete`).
const UK = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4}|\d{2})$/;

function valid(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** "2026-11-27" → "27/11/2026"; anything else as it is (text still being typed, or empty). */
export function dayText(iso: string): string {
  const m = ISO.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/**
 * The ISO day a typed date means, or null when it names none ("31/02/2026", "tomorrow", half typed). A two-digit
 * year (27/11/26 → 2026) counts only when `complete` (the box was left): while typing, "27/11/20" is on its way to
 * 2026. An ISO day ("2026-11-27", pasted) is read as well.
 */
export function parseDayText(text: string, complete = false): string | null {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  if (iso) return valid(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const uk = UK.exec(trimmed);
  if (!uk || (uk[3].length === 2 && !complete)) return null;
  const year = uk[3].length === 2 ? 2000 + Number(uk[3]) : Number(uk[3]);
  return valid(year, Number(uk[2]), Number(uk[1]));
}
