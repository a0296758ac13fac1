import Alert from '@mui/material/Alert';
import {
  banProductQuerySchema,
  unbanProductQuerySchema,
  type ShopProduct,
} from '@app/products-contract';
import { PromptDialog, type DialogProps } from '@app/ui';
import { formatDateTime } from '@app/util-format';
import { messages } from '../messages';

export interface BanDialogPayload {
  product: ShopProduct;
  /** Bans or unbans with the note: `null` closes the dialog, a message is shown under the field. */
  submit: (note: string) => Promise<string | null>;
}

const m = messages.banDialog;

/**
 * Lock or unlock one product (spec 000 sections 2 and 4). Locking asks for the reason (required);
 * unlocking shows the reason of the current ban, with who and when, and takes an optional message.
 */
export function BanDialog({
  open,
  payload: { product, submit },
  onClose,
}: DialogProps<BanDialogPayload, true>) {
  const unban = product.banned;
  return (
    <PromptDialog
      open={open}
      onClose={(note) => onClose(note === undefined ? undefined : true)}
      payload={{
        title: `${unban ? m.unbanTitle : m.banTitle}: ${product.name}`,
        label: unban ? m.message : m.reason,
        schema: (unban ? unbanProductQuerySchema : banProductQuerySchema).shape.note,
        multiline: true,
        required: !unban,
        maxLength: 500,
        intro: unban && (
          <Alert severity="warning" sx={{ mb: 2 }} aria-label={m.currentReason}>
            <strong>{m.currentReason}:</strong> {product.banReason || '—'}
            {product.bannedBy && product.bannedAt && (
              <div>{m.bannedBy(product.bannedBy.name, formatDateTime(product.bannedAt))}</div>
            )}
          </Alert>
        ),
        submitText: unban ? m.unban : m.ban,
        cancelText: m.cancel,
        submitColor: unban ? 'primary' : 'error',
        submit: async (note) => {
          const refusal = await submit(note);
          return refusal === null ? 'close' : { refused: refusal };
        },
      }}
    />
  );
}
