/** Which screens show the shell's top bar and drawer (spec section 2, "Shell"). */
const PUBLIC_QUOTE_PREFIXES = ['/quote/', '/supplier-quote/', '/purchase-order/'];

/** `/call-offs/{order}` is staff's schedule by order number id, and the public read-only schedule by uuid. */
const PUBLIC_SCHEDULE = /^\/call-offs\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/?$/i;

function isPublicQuote(pathname: string): boolean {
  return PUBLIC_QUOTE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || PUBLIC_SCHEDULE.test(pathname);
}

export function showTopBar(pathname: string, isAuth: boolean): boolean {
  return isAuth && pathname !== '/login' && !isPublicQuote(pathname);
}

export function showDrawer(pathname: string, isAuth: boolean): boolean {
  return showTopBar(pathname, isAuth) && !pathname.startsWith('/password-reset/');
}
