/** Rows a page of the staff list. */
export const STAFF_PAGE_SIZE = 50;

/**
 * The page the staff screen opens on: its page is the screen's own state, not in the URL, so the
 * route's prefetch asks for this one.
 */
export const STAFF_FIRST_PAGE = 1;
