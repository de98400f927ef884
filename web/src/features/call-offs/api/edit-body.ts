import type { CallOffEditIn, CallOffOut } from './types';

/** The edit that leaves every field of the call-off as it is (an edit sends them all, with the version read). */
export function editBody(callOff: CallOffOut): CallOffEditIn {
  return {
    version: callOff.version,
    requested_date: callOff.requested_date,
    booked_date: callOff.booked_date,
    window: callOff.window,
    site_address: callOff.site_address,
    site_postcode: callOff.site_postcode,
    site_contact_id: callOff.site_contact_id,
    site_contact_name: callOff.site_contact_name,
    site_contact_phone: callOff.site_contact_phone,
    access_notes: callOff.access_notes,
    offload_method: callOff.offload_method,
    vehicle: callOff.vehicle,
    load_type: callOff.load_type,
    weight_kg: callOff.weight_kg,
    pallets: callOff.pallets,
    capacity_kg: callOff.capacity_kg,
    capacity_pallets: callOff.capacity_pallets,
    supplier_id: callOff.supplier?.id ?? null,
    purchase_order_id: callOff.purchase_order?.id ?? null,
    haulier_id: callOff.haulier?.id ?? null,
    notes: callOff.notes,
    override_reason: callOff.override_reason,
  };
}

/**
 * The edit that moves a call-off to another day: the booked date when it is booked with the works (they are asked
 * to confirm again), else the requested date.
 */
export function moveBody(callOff: CallOffOut, day: string): CallOffEditIn {
  const body = editBody(callOff);
  return callOff.booked_date ? { ...body, booked_date: day } : { ...body, requested_date: day };
}
