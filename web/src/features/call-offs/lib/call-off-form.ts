/** The call-off form (adding and editing): its fields, the API's limits and the bodies it sends. */
import { z } from 'zod';
import { messages, optionalAmount, optionalDay, optionalText, optionalWholeNumber, phone } from '@/lib/validation';
import type { CallOffEditIn, CallOffOut, LoadType, Vehicle, Window } from '../api/types';

export const WINDOWS = ['any', 'am', 'pm'] as const satisfies readonly Window[];
export const VEHICLES = ['artic', 'rigid'] as const satisfies readonly Vehicle[];
export const LOAD_TYPES = ['full', 'part'] as const satisfies readonly LoadType[];
export const OFFLOADS = ['', 'crane', 'moffett', 'tail_lift', 'kerbside'] as const;

const option = z.object({ id: z.number(), name: z.string() }).nullable();

export const callOffSchema = z
  .object({
    works: option,
    haulier: option,
    requested_date: optionalDay().refine((value) => value !== '', messages.required),
    booked_date: optionalDay(),
    window: z.enum(WINDOWS),
    site_address: optionalText(5000),
    site_postcode: optionalText(10),
    site_contact_name: optionalText(200),
    site_contact_phone: phone(),
    access_notes: optionalText(5000),
    offload_method: z.enum(OFFLOADS),
    vehicle: z.enum(VEHICLES),
    load_type: z.enum(LOAD_TYPES),
    weight_kg: optionalAmount(1),
    pallets: optionalWholeNumber(0, 1000),
    notes: optionalText(5000),
  });
export type CallOffValues = z.infer<typeof callOffSchema>;

export const CALL_OFF_FIELDS = [
  'works',
  'haulier',
  'requested_date',
  'booked_date',
  'window',
  'site_address',
  'site_postcode',
  'site_contact_name',
  'site_contact_phone',
  'access_notes',
  'offload_method',
  'vehicle',
  'load_type',
  'weight_kg',
  'pallets',
  'notes',
] as const satisfies readonly (keyof CallOffValues)[];

export const emptyCallOff = (requestedDate: string): CallOffValues => ({
  works: null,
  haulier: null,
  requested_date: requestedDate,
  booked_date: '',
  window: 'any',
  site_address: '',
  site_postcode: '',
  site_contact_name: '',
  site_contact_phone: '',
  access_notes: '',
  offload_method: '',
  vehicle: 'artic',
  load_type: 'full',
  weight_kg: '',
  pallets: '',
  notes: '',
});

export function toCallOffValues(callOff: CallOffOut): CallOffValues {
  return {
    works: callOff.supplier,
    haulier: callOff.haulier,
    requested_date: callOff.requested_date,
    booked_date: callOff.booked_date ?? '',
    window: callOff.window,
    site_address: callOff.site_address,
    site_postcode: callOff.site_postcode,
    site_contact_name: callOff.site_contact_name,
    site_contact_phone: callOff.site_contact_phone,
    access_notes: callOff.access_notes,
    offload_method: callOff.offload_method ?? '',
    vehicle: callOff.vehicle,
    load_type: callOff.load_type,
    weight_kg: callOff.weight_kg === null ? '' : String(Number(callOff.weight_kg)),
    pallets: callOff.pallets === null ? '' : String(callOff.pallets),
    notes: callOff.notes,
  };
}

/** The form's fields as the API takes them (blank weight and pallets: worked out from the products). */
export function toCallOffFields(values: CallOffValues) {
  return {
    requested_date: values.requested_date,
    booked_date: values.booked_date || null,
    window: values.window,
    site_address: values.site_address,
    site_postcode: values.site_postcode,
    site_contact_name: values.site_contact_name,
    site_contact_phone: values.site_contact_phone,
    access_notes: values.access_notes,
    offload_method: values.offload_method || null,
    vehicle: values.vehicle,
    load_type: values.load_type,
    weight_kg: values.weight_kg === '' ? null : values.weight_kg.replace(/[,\s]/g, ''),
    pallets: values.pallets === '' ? null : Number(values.pallets),
    notes: values.notes,
    supplier_id: values.works?.id ?? null,
    haulier_id: values.haulier?.id ?? null,
  };
}

/** An edit: the form's fields over what the form does not edit (works, haulier, capacity, contact id). */
export function toEditIn(values: CallOffValues, callOff: CallOffOut, version: number): CallOffEditIn {
  return {
    ...toCallOffFields(values),
    version,
    site_contact_id: callOff.site_contact_id,
    capacity_kg: callOff.capacity_kg,
    capacity_pallets: callOff.capacity_pallets,
    purchase_order_id: callOff.purchase_order?.id ?? null,
    override_reason: callOff.override_reason,
  };
}

export function sameCallOffFields(a: CallOffOut, b: CallOffOut): boolean {
  const x = toCallOffValues(a);
  const y = toCallOffValues(b);
  return CALL_OFF_FIELDS.every((field) =>
    field === 'works' || field === 'haulier' ? x[field]?.id === y[field]?.id : x[field] === y[field],
  );
}
