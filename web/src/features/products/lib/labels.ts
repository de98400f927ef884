/**
 * How the catalogue's enumerations read on screen. Each table is a `Record` over the generated type, so a value
 * the API adds fails the build here until it has a label.
 */
import type { Category, ProductStatus, SellingUnit } from '@/lib/api/types';
import { UNIT_LABELS } from '@/lib/units';

export const CATEGORY_LABELS: Record<Category, string> = {
  facing_brick: 'Facing brick',
  engineering_brick: 'Engineering brick',
  common: 'Common brick',
  block: 'Block',
  paver: 'Paver',
  mortar: 'Mortar',
  lintel: 'Lintel',
  roof_tile: 'Roof tile',
  other: 'Other',
};

export { UNIT_LABELS };

export const STATUS_LABELS: Record<ProductStatus, string> = {
  active: 'Active',
  discontinued: 'Discontinued',
};

export const CATEGORIES = Object.keys(CATEGORY_LABELS) as Category[];
export const SELLING_UNITS = Object.keys(UNIT_LABELS) as SellingUnit[];
export const STATUSES = Object.keys(STATUS_LABELS) as ProductStatus[];

/** The colours brick and block makers name most; the colour filter offers them and takes any other too. */
export const COMMON_COLOURS = [
  'Red',
  'Red multi',
  'Orange',
  'Buff',
  'Yellow',
  'Cream',
  'Brown',
  'Blue',
  'Grey',
  'White',
  'Black',
] as const;

export const isCategory = (value: string): value is Category => Object.hasOwn(CATEGORY_LABELS, value);
export const isSellingUnit = (value: string): value is SellingUnit => Object.hasOwn(UNIT_LABELS, value);
export const isStatus = (value: string): value is ProductStatus => Object.hasOwn(STATUS_LABELS, value);
