/**
 * A pasted list (one item a line) as quote lines: PUT /products/name/query reads each line's quantity and unit
 * and finds the closest products; here the quantity is put into the chosen product's selling unit
 * ("12,500 bricks" of a product sold per 1,000 is 12.5) and the ticked rows become lines.
 */
import type { NameLineOut, ProductOut, SellingUnit } from '@/lib/api/types';
import { emptyLine, lineFromProduct, type LineDraft } from './draft';
import { fromMilli, toMilli } from '@/lib/quote-totals';
import { UNIT_NAMES } from './units';

/** The most lines one match call takes, and the longest line (PUT /products/name/query). */
export const MAX_PASTE_LINES = 500;
const MAX_LINE_LENGTH = 500;

/** The lines worth matching: trimmed, without blanks, cut to what the call takes. */
export function pastedLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().slice(0, MAX_LINE_LENGTH))
    .filter((line) => line !== '');
}

type Packing = Pick<ProductOut, 'selling_unit' | 'units_per_pack' | 'units_per_pallet'>;

export type Converted = { quantity: string; note: string | null };

const count = (milli: number) =>
  Number(fromMilli(milli)).toLocaleString('en-GB', { maximumFractionDigits: 3 });

/** Units in a pack (a pallet): as the product says; a product sold by the pack (a bag of cement) without a
 * count is one unit a pack. */
const perPack = (product: Packing) => product.units_per_pack ?? (product.selling_unit === 'pack' ? 1 : null);
const perPallet = (product: Packing) => product.units_per_pallet ?? (product.selling_unit === 'pallet' ? 1 : null);

/** How many pieces (in thousandths) a quantity in `unit` is, when the product's packing says. */
function pieces(milli: number, unit: string | null, product: Packing): number | null {
  const pack = perPack(product);
  const pallet = perPallet(product);
  switch (unit) {
    case null:
    case 'each':
      return milli;
    case 'per_1000':
      return milli * 1000;
    case 'pack':
      return pack ? milli * pack : null;
    case 'pallet':
      return pallet ? milli * pallet : null;
    default:
      return null;
  }
}

/** Pieces (in thousandths) in the product's selling unit; packs and pallets round up to whole ones. */
function inUnit(piecesMilli: number, product: Packing): { milli: number; rounded: boolean } | null {
  const whole = (size: number | null) => {
    if (!size) return null;
    const exact = piecesMilli / size;
    const milli = Math.ceil(exact / 1000) * 1000;
    return { milli, rounded: milli !== exact };
  };
  switch (product.selling_unit) {
    case 'each':
      return { milli: piecesMilli, rounded: false };
    case 'per_1000':
      return { milli: Math.round(piecesMilli / 1000), rounded: piecesMilli % 1000 !== 0 };
    case 'pack':
      return whole(perPack(product));
    case 'pallet':
      return whole(perPallet(product));
    default:
      return null;
  }
}

/**
 * The quantity of a pasted line in the product's selling unit. A line without a unit counts pieces for products
 * sold each or per 1,000 ("12,500 bricks"), and the product's own unit otherwise ("40 Thermalite" packs).
 * A unit that cannot be turned into the product's is kept as written, with a note to check it.
 */
export function convertQuantity(quantity: string | null, unit: string | null, product: Packing): Converted {
  const milli = toMilli(quantity);
  if (milli === null) return { quantity: '', note: 'No quantity found: enter one.' };
  const target: SellingUnit = product.selling_unit;
  const piecewise = target === 'each' || target === 'per_1000';
  if (unit === target || (unit === null && !piecewise)) return { quantity: fromMilli(milli), note: null };
  const asPieces = pieces(milli, unit, product);
  const converted = asPieces === null ? null : inUnit(asPieces, product);
  const written = `${count(milli)}${unit ? ` ${UNIT_NAMES[unit as SellingUnit] ?? unit}` : ''}`;
  if (converted === null) {
    return {
      quantity: fromMilli(milli),
      note: `${written} cannot be turned into ${UNIT_NAMES[target]}: check the quantity.`,
    };
  }
  if (converted.milli === milli) return { quantity: fromMilli(milli), note: null };
  const rounded = converted.rounded ? ' (rounded up)' : '';
  return {
    quantity: fromMilli(converted.milli),
    note: `${written} = ${count(converted.milli)} ${target === 'per_1000' ? '× 1,000' : UNIT_NAMES[target]}${rounded}`,
  };
}

export type PasteRow = {
  line: string;
  /** The line without its quantity and unit (a free-text line's description). */
  text: string;
  /** The quantity and unit as read from the line. */
  found: { quantity: string | null; unit: string | null };
  matches: { product: ProductOut; score: number }[];
  /** The chosen product; null adds the line as free text. */
  productId: number | null;
  quantity: string;
  note: string | null;
  include: boolean;
};

function withProduct(row: PasteRow, productId: number | null): PasteRow {
  const product = row.matches.find((match) => match.product.product_id === productId)?.product;
  if (!product) {
    const milli = toMilli(row.found.quantity);
    return { ...row, productId: null, quantity: milli === null ? '' : fromMilli(milli), note: null };
  }
  const { quantity, note } = convertQuantity(row.found.quantity, row.found.unit, product);
  return { ...row, productId, quantity, note };
}

/** One row per matched line: the best match chosen and ticked; a line with no match unticked (free text). */
export function pasteRows(lines: readonly NameLineOut[]): PasteRow[] {
  return lines.map((line) => {
    const row: PasteRow = {
      line: line.line,
      text: line.text || line.line,
      found: { quantity: line.quantity, unit: line.unit },
      matches: line.matches,
      productId: null,
      quantity: '',
      note: null,
      include: line.matches.length > 0,
    };
    return withProduct(row, line.matches[0]?.product.product_id ?? null);
  });
}

/** Choose another match (or free text): the quantity is worked out again for its unit. */
export const chooseMatch = (row: PasteRow, productId: number | null): PasteRow => withProduct(row, productId);

/** The ticked rows as lines priced from their products (cost price, list price as the sell price). */
export function linesFromRows(rows: readonly PasteRow[]): LineDraft[] {
  return rows
    .filter((row) => row.include)
    .map((row) => {
      const product = row.matches.find((match) => match.product.product_id === row.productId)?.product;
      return product
        ? lineFromProduct(product, row.quantity)
        : emptyLine({ description: row.text, quantity: row.quantity, cost: '0.00', sell: '0.00' });
    });
}
