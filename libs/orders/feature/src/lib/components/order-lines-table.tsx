import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SubOrder } from '@app/orders-contract';
import { usePhone } from '@app/ui';
import { formatMoney } from '@app/util-format';
import { messages } from '../messages';

const m = messages.view.line;

/** The lines of an order: name, type, quantity, unit price, discount, amount. */
export function OrderLinesTable({
  lines,
  size = 'small',
}: {
  lines: SubOrder[];
  size?: 'small' | 'medium';
}) {
  // A phone lists the lines: six columns do not fit 390 px (docs/decisions/accessibility.md).
  const phone = usePhone();
  if (phone) return <OrderLinesList lines={lines} />;
  return (
    <Table size={size} aria-label={messages.view.lines}>
      <TableHead>
        <TableRow>
          <TableCell>{m.name}</TableCell>
          <TableCell>{m.type}</TableCell>
          <TableCell align="right">{m.quantity}</TableCell>
          <TableCell align="right">{m.price}</TableCell>
          <TableCell align="right">{m.discount}</TableCell>
          <TableCell align="right">{m.amount}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map(({ _id, product }) => (
          <TableRow key={_id}>
            <TableCell>{product.name}</TableCell>
            <TableCell>
              {messages.productTypes[product.productType] ?? product.productType}
            </TableCell>
            <TableCell align="right">{product.productQuantity}</TableCell>
            <TableCell align="right">{formatMoney(product.productPrice)}</TableCell>
            <TableCell align="right">{formatMoney(product.discount)}</TableCell>
            <TableCell align="right">{formatMoney(product.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The lines of an order on a phone: per line its name and amount, then its type, quantity, unit
 * price and discount in one grey line; every figure of the table, none cut.
 */
function OrderLinesList({ lines }: { lines: SubOrder[] }) {
  return (
    <Box component="ul" aria-label={messages.view.lines} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {lines.map(({ _id, product }) => (
        <Box component="li" key={_id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 0 }}>
              {product.name}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {formatMoney(product.amount)}
            </Typography>
          </Box>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {messages.productTypes[product.productType] ?? product.productType} · {m.quantity}{' '}
            {product.productQuantity} × {formatMoney(product.productPrice)} · {m.discount}{' '}
            {formatMoney(product.discount)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
