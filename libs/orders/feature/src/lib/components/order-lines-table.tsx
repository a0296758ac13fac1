import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SubOrder } from '@app/orders-contract';
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
