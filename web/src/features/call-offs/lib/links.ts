/** Where the call-off screens live (features link here by path, never by import). */
export const CALL_OFFS_PATH = '/call-offs';
export const scheduleOrderPath = (orderId: number) => `/call-offs/${orderId}`;
export const boardDayPath = (day: string) => `/call-offs?date=${day}`;
/** The customer order itself (lines, prices, plots), found by its number in the Orders tab, where a row opens it. */
export const customerOrderPath = (number: string) => `/quotes?tab=orders&q=${encodeURIComponent(number)}`;
export const customerPath = (customerId: number) => `/customer?id=${customerId}`;
export const projectPath = (projectId: number) => `/projects/view/${projectId}`;
export const purchaseOrderPath = (purchaseOrderId: number) => `/supplier-quotes/orders/${purchaseOrderId}`;
export const supplierPath = (supplierId: number) => `/supplier?id=${supplierId}`;
export const productPath = (productId: number) => `/products/${productId}`;
/** A haulier's record: a supplier's screen or an other's (a haulage firm), as its `kind` says. */
export const haulierPath = (haulier: { id: number; kind: string }) =>
  haulier.kind === 'supplier' ? supplierPath(haulier.id) : `/other?id=${haulier.id}`;
