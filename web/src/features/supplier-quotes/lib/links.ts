/** The Buying screens' addresses, and the other screens they link to. */
export const SUPPLIER_QUOTES_PATH = '/supplier-quotes';
export const PURCHASE_ORDERS_PATH = '/supplier-quotes?tab=orders';
/** Key in a quote received by phone or mail. */
export const KEY_IN_PATH = '/supplier-quotes/new';
export const supplierQuoteEditorPath = (quoteId: number) => `/supplier-quotes/editor/${quoteId}`;
/** The request and comparison screen: for a customer quote, or `new` (stand-alone; `?request=` once created). */
export const requestPath = (quoteId: number | 'new', requestId?: number) =>
  `/supplier-quotes/request/${quoteId}${requestId === undefined ? '' : `?request=${requestId}`}`;
export const customerQuotePath = (quoteId: number) => `/quotes/editor/${quoteId}`;
/** A customer order, found by its number in the Orders tab of Customer Quotes & Orders (where a row opens it). */
export const customerOrderPath = (number: string) => `/quotes?tab=orders&q=${encodeURIComponent(number)}`;
export const supplierPath = (supplierId: number, kind = 'supplier') => `/${kind === 'other' ? 'other' : 'supplier'}?id=${supplierId}`;
export const projectPath = (projectId: number) => `/projects/view/${projectId}`;
export const purchaseOrderPath = (orderId: number) => `/supplier-quotes/orders/${orderId}`;
