/**
 * The supplier's page's payloads, as the Buying API (api/buying/schemas/public.py, lines.py, out.py, comments.py)
 * defines them. Interim: the `buying` branch has not yet published these calls in web/openapi.json; once it does,
 * these become aliases of `@/lib/api/types` and the calls in ./request.ts move to the typed client.
 */
import type { SellingUnit } from '@/lib/api/types';

export type LeadTimeUnit = 'working_days' | 'weeks';
export type HaulageBasis = 'per_load' | 'per_delivery' | 'included';
export type OffloadMethod = 'crane' | 'moffett' | 'tail_lift' | 'kerbside';
export type LoadPreference = 'full' | 'part' | 'either';
export type PublicSupplierStatus = 'requested' | 'answered' | 'declined' | 'expired' | 'ordered' | 'withdrawn' | 'superseded';

export type BuyerOut = { name: string; address: string; phone: string; email: string };

export type ChargesOut = {
  haulage_basis: HaulageBasis;
  haulage_amount: string;
  loads: number;
  part_load_surcharge: string;
  offload_charge: string;
  pallets: number;
  pallet_charge: string;
  pallet_refund: string;
};
export type ChargesIn = ChargesOut;

export type SupplierTotalsOut = {
  goods: string;
  haulage: string;
  part_load: string;
  offload: string;
  pallets: string;
  charges: string;
  total: string;
  pallet_refund: string;
  priced_lines: number;
  unpriced_lines: number;
  cannot_quote_lines: number;
};

export type SupplierLineOut = {
  line_id: number;
  position: number;
  product_id: number | null;
  code: string;
  description: string;
  quantity: string;
  unit: SellingUnit;
  price: string | null;
  line_total: string | null;
  landed_unit_price: string | null;
  charge_share: string;
  below_minimum: boolean;
  lead_time: number | null;
  lead_time_unit: LeadTimeUnit;
  earliest_date: string | null;
  works: string;
  cannot_quote: boolean;
  cannot_quote_reason: string;
  alternative_product_id: number | null;
  alternative_description: string;
  alternative_price: string | null;
  min_order_quantity: string | null;
  full_load_quantity: string | null;
  pack_size: number | null;
  pallet_size: number | null;
  supplier_notes: string;
};

export type PublicSupplierQuoteOut = {
  number: string;
  uuid: string;
  version: number;
  latest_version: number;
  versions: number[];
  status: PublicSupplierStatus;
  can_edit: boolean;
  closed_reason: string;
  buyer: BuyerOut;
  supplier_name: string;
  site_address: string;
  site_postcode: string;
  required_on_site: string | null;
  response_deadline: string | null;
  offload_method: OffloadMethod | null;
  load_preference: LoadPreference;
  notes: string;
  sent_at: string | null;
  valid_until: string | null;
  supplier_notes: string;
  submitted_at: string | null;
  submitted_by: string;
  charges: ChargesOut;
  totals: SupplierTotalsOut;
  lines: SupplierLineOut[];
};

export type AnswerIn = {
  line_id: number;
  price: string | null;
  lead_time: number | null;
  lead_time_unit: LeadTimeUnit;
  earliest_date: string | null;
  works: string;
  cannot_quote: boolean;
  cannot_quote_reason: string;
  alternative_description: string;
  alternative_price: string | null;
  min_order_quantity: string | null;
  full_load_quantity: string | null;
  pack_size: number | null;
  pallet_size: number | null;
  supplier_notes: string;
};

export type SupplierTotalsIn = {
  uuid: string;
  version: number;
  lines: AnswerIn[];
  charges: ChargesIn;
  valid_until: string | null;
  supplier_notes: string;
  submit: boolean;
  name: string;
};

export type SupplierDeclineIn = { uuid: string; reason: string; name: string };

export type SupplierCommentIn = { uuid: string; comment: string; name: string };

export type SupplierCommentOut = {
  comment_id: number;
  version: number;
  isInternal: boolean;
  comment: string;
  author_name: string;
  from_supplier: boolean;
  created_at: string;
  edited_at: string | null;
  can_edit: boolean;
};
