/**
 * The product form: its values (as typed: numbers and amounts stay text until saved), its rules (the API's
 * limits and messages), and the conversions from a stored product and to the add and update calls.
 */
import { z } from 'zod';
import type { ProductDetailOut, ProductIn, ProductUpdate } from '@/lib/api/types';
import { ApiError, isApiError } from '@/lib/http';
import {
  amount,
  maxMessage,
  messages,
  optionalAmount,
  optionalDay,
  optionalText,
  optionalWholeNumber,
  requiredText,
} from '@/lib/validation';
import { isCategory, isSellingUnit, isStatus } from './labels';
import { cleanAmount } from '@/lib/money';

const longText = () => z.string().trim().max(5000, maxMessage(5000));
const supplier = z.object({ id: z.number(), name: z.string() });

export const productSchema = z.object({
  code: requiredText(50),
  name: requiredText(200),
  supplier: supplier.nullable().refine((value) => value !== null, messages.required),
  manufacturer_ref: optionalText(100),
  category: z.string().refine(isCategory, messages.required),
  colour: optionalText(60),
  texture: optionalText(60),
  length_mm: optionalWholeNumber(1, 20000),
  width_mm: optionalWholeNumber(1, 20000),
  height_mm: optionalWholeNumber(1, 20000),
  selling_unit: z.string().refine(isSellingUnit, messages.required),
  units_per_pack: optionalWholeNumber(1, 1_000_000),
  units_per_pallet: optionalWholeNumber(1, 1_000_000),
  weight_kg: optionalAmount(3),
  cost_price: amount(),
  list_price: amount(),
  price_valid_until: optionalDay(),
  lead_time_days: optionalWholeNumber(0, 365),
  status: z.string().refine(isStatus, messages.required),
  description: longText(),
  specification: longText(),
});

/** The form's values as typed. */
export type ProductValues = z.input<typeof productSchema>;
/** The values once the schema has checked them (a supplier chosen, a category and unit picked). */
export type CheckedProduct = z.output<typeof productSchema>;
export type SupplierChoice = z.infer<typeof supplier>;

/** Every field a server field error may name (the supplier as `supplier`: see `toFormError`). */
export const PRODUCT_FIELDS = [
  'code',
  'name',
  'supplier',
  'manufacturer_ref',
  'category',
  'colour',
  'texture',
  'length_mm',
  'width_mm',
  'height_mm',
  'selling_unit',
  'units_per_pack',
  'units_per_pallet',
  'weight_kg',
  'cost_price',
  'list_price',
  'price_valid_until',
  'lead_time_days',
  'status',
  'description',
  'specification',
] as const satisfies readonly (keyof ProductValues)[];

export const EMPTY_PRODUCT: ProductValues = {
  code: '',
  name: '',
  supplier: null,
  manufacturer_ref: '',
  category: '',
  colour: '',
  texture: '',
  length_mm: '',
  width_mm: '',
  height_mm: '',
  selling_unit: '',
  units_per_pack: '',
  units_per_pallet: '',
  weight_kg: '',
  cost_price: '',
  list_price: '',
  price_valid_until: '',
  lead_time_days: '',
  status: 'active',
  description: '',
  specification: '',
};

const text = (value: number | string | null) => (value === null ? '' : String(value));

export const toProductValues = (product: ProductDetailOut): ProductValues => ({
  code: product.code,
  name: product.name,
  supplier: { id: product.supplier_id, name: product.supplier_name },
  manufacturer_ref: product.manufacturer_ref,
  category: product.category,
  colour: product.colour,
  texture: product.texture,
  length_mm: text(product.length_mm),
  width_mm: text(product.width_mm),
  height_mm: text(product.height_mm),
  selling_unit: product.selling_unit,
  units_per_pack: text(product.units_per_pack),
  units_per_pallet: text(product.units_per_pallet),
  weight_kg: text(product.weight_kg),
  cost_price: product.cost_price,
  list_price: product.list_price,
  price_valid_until: text(product.price_valid_until),
  lead_time_days: text(product.lead_time_days),
  status: product.status,
  description: product.description,
  specification: product.specification,
});

const wholeNumber = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

/** The product's own fields as the add and update calls take them. */
export function toProductFields(values: CheckedProduct): Omit<ProductIn, 'equivalent_ids'> {
  return {
    code: values.code,
    name: values.name,
    supplier_id: values.supplier.id,
    manufacturer_ref: values.manufacturer_ref,
    category: values.category,
    colour: values.colour,
    texture: values.texture,
    length_mm: wholeNumber(values.length_mm),
    width_mm: wholeNumber(values.width_mm),
    height_mm: wholeNumber(values.height_mm),
    selling_unit: values.selling_unit,
    units_per_pack: wholeNumber(values.units_per_pack),
    units_per_pallet: wholeNumber(values.units_per_pallet),
    weight_kg: values.weight_kg ? cleanAmount(values.weight_kg) : null,
    cost_price: cleanAmount(values.cost_price),
    list_price: cleanAmount(values.list_price),
    price_valid_until: values.price_valid_until || null,
    lead_time_days: wholeNumber(values.lead_time_days),
    status: values.status,
    description: values.description,
    specification: values.specification,
  };
}

/** A stored product as an update that changes only its equivalents. */
export function equivalentsUpdate(product: ProductDetailOut, equivalentIds: number[]): ProductUpdate {
  const { code, name, supplier_id, manufacturer_ref, category, colour, texture, length_mm, width_mm, height_mm } = product;
  const { selling_unit, units_per_pack, units_per_pallet, weight_kg, cost_price, list_price } = product;
  const { price_valid_until, lead_time_days, status, description, specification, version } = product;
  return {
    ...{ code, name, supplier_id, manufacturer_ref, category, colour, texture, length_mm, width_mm, height_mm },
    ...{ selling_unit, units_per_pack, units_per_pallet, weight_kg, cost_price, list_price },
    ...{ price_valid_until, lead_time_days, status, description, specification },
    equivalent_ids: equivalentIds,
    version,
  };
}

/** The API names the supplier `supplier_id` and the equivalents `equivalent_ids`; the form names them plainly. */
const FORM_NAMES: Record<string, string> = { supplier_id: 'supplier', equivalent_ids: 'equivalents' };

export function toFormError(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const errors = error.errors.map((e) => ({ ...e, field: FORM_NAMES[e.field] ?? e.field }));
  return new ApiError(error.status, error.detail, errors);
}
