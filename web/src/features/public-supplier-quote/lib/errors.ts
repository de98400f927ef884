/** The public pages' errors (the customer's quote and the supplier's request share them). */
export { isStatus, publicErrorMessage, TOO_MANY_REQUESTS } from '@/lib/public-errors';
