/**
 * Every console URL, written once. Screens build links from here, never by concatenating strings:
 * a pattern with its parameters through react-router's `generatePath(paths.userDetail, { id })`.
 */
export const paths = {
  home: '/',
  signIn: '/signin',
  signUp: '/signup',
  forgotPassword: '/forgotpassword',
  resetPassword: '/resetpassword',
  /** A password someone else set is changed here before anything else (ours, audit finding 19). */
  changePassword: '/changepassword',
  notFound: '/404',
  serverError: '/500',
  dashboard: '/dashboard',
  category: '/dashboard/Category',
  user: '/dashboard/user',
  userDetail: '/dashboard/user/:id',
  apartment: '/dashboard/apartment',
  building: '/dashboard/building',
  buildingDetail: '/dashboard/building/:id',
  feedback: '/dashboard/feedback',
  order: '/dashboard/order',
  product: '/dashboard/product',
  store: '/dashboard/store',
  specialCategory: '/dashboard/special-category',
  specialCategoryDetail: '/dashboard/special-category/:id',
  transaction: '/dashboard/transaction',
  shipper: '/dashboard/Shipper',
  notification: '/dashboard/notification',
  productAdmin: '/dashboard/ProductAdmin',
  /** Staff accounts (spec 001 section 2: the screen is not shown; ours). */
  staff: '/dashboard/staff',
} as const;

/** The query parameter that carries the page to return to after sign-in. */
export const REDIRECT_PARAM = 'redirect';

/** A same-origin console path that is safe to return to after sign-in, or `null`. */
export const safeRedirect = (value: string | null | undefined): string | null => {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  return value;
};

/** `/signin?redirect=<from>`: where a signed-out visitor of `from` is sent. */
export const signInWithRedirect = (from: string): string => {
  const safe = safeRedirect(from);
  return safe && safe !== paths.signIn
    ? `${paths.signIn}?${REDIRECT_PARAM}=${encodeURIComponent(safe)}`
    : paths.signIn;
};
