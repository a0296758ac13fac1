/**
 * The spec's two modal widths (000 section 9: "Modal widths 800 px and 1000 px"): `form` for dialogs
 * that ask for a value (a note, a reason), `wide` for dialogs that show a record (an order, a transaction).
 *
 * @example
 * <Dialog open fullWidth maxWidth={false} slotProps={{ paper: { sx: modalPaper.form } }} />
 */
export const MODAL_WIDTH = { form: 800, wide: 1000 } as const;

/** Paper styles of the two widths, created once so that dialogs pass a stable object. */
export const modalPaper = {
  form: { maxWidth: MODAL_WIDTH.form },
  wide: { maxWidth: MODAL_WIDTH.wide },
} as const;
