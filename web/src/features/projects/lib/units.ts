/** How a product's selling unit reads after its price: the app's one table (`@/lib/units`). */
export { UNIT_LABELS, unitLabel } from '@/lib/units';
