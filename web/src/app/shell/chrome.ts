/** Which screens show the shell's top bar and drawer (spec section 2, "Shell"). */
const PUBLIC_QUOTE_PREFIXES = ['/quote/', '/supplier-quote/', '/purchase-order/'];

function isPublicQuote(pathname: string): boolean {
  return PUBLIC_QUOTE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export function showTopBar(pathname: string, isAuth: boolean): boolean {
  return isAuth && pathname !== '/login' && !isPublicQuote(pathname);
}

export function showDrawer(pathname: string, isAuth: boolean): boolean {
  return showTopBar(pathname, isAuth) && !pathname.startsWith('/password-reset/');
}
