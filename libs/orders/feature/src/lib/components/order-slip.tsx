import Box from '@mui/material/Box';
import {
  deliveryPlace,
  OrderStatus,
  paymentMethodLabels,
  type OrderDetail,
  type PaymentMethod,
  type SlipInfo,
} from '@app/orders-contract';
import { formatDate, formatDateTime, formatMoney } from '@app/util-format';
import { messages } from '../messages';

const m = messages.slip;
const orUnknown = (text: string | null | undefined) => (text ? text : messages.unknown);

/** How the rest is paid when not in cash to the shipper (transfer, wallet); null for cash. */
const paidByOf = (order: Pick<OrderDetail, 'paymentMethod'>) =>
  m.paidBy[order.paymentMethod] ?? null;

/** The cash the shipper collects for an order: none when paid by transfer or wallet. */
export const cashToCollect = (order: Pick<OrderDetail, 'paymentMethod' | 'cashDue'>): number =>
  paidByOf(order) ? 0 : order.cashDue;

/**
 * The printable delivery slip of one order, one A5 page: logo, date, apartment and amount due,
 * supplier, customer, address, order time and note, the items, the totals (credit, product account,
 * cash), the return policy, the complaint phone and the bank details (from the server's configuration).
 * A cancelled or deleted order's slip says so in large letters and asks for no money; an order paid by
 * transfer or wallet asks the shipper to collect 0 ₫, and says how it is paid.
 */
export function OrderSlip({
  order,
  slip,
  printedAt = new Date(),
}: {
  order: OrderDetail;
  slip: SlipInfo;
  printedAt?: Date;
}) {
  // Where the order goes; an order without a delivery place goes where the customer lives.
  const place = deliveryPlace(order);
  const apartment = place.apartment;
  const address = [place.apartment, place.floor, place.building].filter(Boolean).join(', ');
  const voided =
    order.status === OrderStatus.CANCELED
      ? m.cancelled
      : order.status === OrderStatus.DELETED
        ? m.deleted
        : null;
  const paidBy = paidByOf(order);
  const toCollect = cashToCollect(order);
  return (
    <Box
      component="article"
      className="order-slip"
      aria-label={`${m.title} ${order.orderCode}`}
      sx={{
        width: '148mm',
        minHeight: '200mm',
        mx: 'auto',
        p: '8mm',
        bgcolor: '#fff',
        color: '#000',
        fontSize: 12,
        lineHeight: 1.45,
        '& table': { width: '100%', borderCollapse: 'collapse' },
        '& th, & td': { border: '1px solid #000', p: '2px 4px', textAlign: 'left' },
        '& .num': { textAlign: 'right' },
        '& h1': { fontSize: 16, m: 0, whiteSpace: 'nowrap' },
        '& h2': { fontSize: 13, m: '8px 0 4px' },
        '& dl': { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 8px', m: 0 },
        '& dt': { fontWeight: 600 },
        '& dd': { m: 0 },
      }}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          borderBottom: '2px solid #000',
          pb: 1,
          mb: 1,
        }}
      >
        {slip.logoUrl ? (
          <Box
            component="img"
            src={slip.logoUrl}
            alt={slip.companyName}
            sx={{ maxHeight: 40, maxWidth: 160 }}
          />
        ) : (
          <strong>{slip.companyName}</strong>
        )}
        <Box sx={{ textAlign: 'right' }}>
          <h1>{m.title}</h1>
          <div>
            {m.date}: {formatDate(printedAt)}
          </div>
          <div>{order.orderCode}</div>
        </Box>
      </Box>
      {voided ? (
        <Box sx={{ textAlign: 'center', border: '4px double #000', p: 1, mb: 1 }}>
          <Box component="strong" sx={{ display: 'block', fontSize: 30, letterSpacing: 2 }}>
            {voided}
          </Box>
          <div>{m.voidNote}</div>
        </Box>
      ) : (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            fontSize: 15,
            fontWeight: 700,
            border: '2px solid #000',
            p: 1,
            mb: 1,
          }}
        >
          <span>
            {m.apartment}: {orUnknown(apartment)}
          </span>
          <span>
            {m.amountDue}: {formatMoney(toCollect)}
          </span>
          {paidBy && (
            <Box component="span" sx={{ flexBasis: '100%', textAlign: 'right' }}>
              {paidBy}: {m.noCash}
            </Box>
          )}
        </Box>
      )}
      <dl>
        <dt>{m.supplier}</dt>
        <dd>
          {orUnknown(order.shop.name)}
          {order.shop.phone ? ` - ${order.shop.phone}` : ''}
        </dd>
        <dt>{m.customer}</dt>
        <dd>
          {orUnknown(order.customer.name)}
          {order.customer.phone ? ` - ${order.customer.phone}` : ''}
        </dd>
        <dt>{m.address}</dt>
        <dd>{address || messages.unknown}</dd>
        <dt>{m.orderTime}</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        <dt>{messages.view.paymentMethod}</dt>
        <dd>{paymentMethodLabels[order.paymentMethod as PaymentMethod] ?? order.paymentMethod}</dd>
        <dt>{m.note}</dt>
        <dd>{order.note || messages.view.none}</dd>
      </dl>
      <h2>{messages.view.lines}</h2>
      <table>
        <thead>
          <tr>
            <th>{m.index}</th>
            <th>{messages.view.line.name}</th>
            <th className="num">{messages.view.line.quantity}</th>
            <th className="num">{messages.view.line.price}</th>
            <th className="num">{messages.view.line.discount}</th>
            <th className="num">{messages.view.line.amount}</th>
          </tr>
        </thead>
        <tbody>
          {order.subOrders.map(({ _id, product }, i) => (
            <tr key={_id}>
              <td>{i + 1}</td>
              <td>{product.name}</td>
              <td className="num">{product.productQuantity}</td>
              <td className="num">{formatMoney(product.productPrice)}</td>
              <td className="num">{formatMoney(product.discount)}</td>
              <td className="num">{formatMoney(product.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={5}>{m.total}</th>
            <th className="num">{formatMoney(order.sellPrice)}</th>
          </tr>
          {!voided && (
            <>
              <tr>
                <td colSpan={5}>{m.credit}</td>
                <td className="num">{formatMoney(order.credit)}</td>
              </tr>
              <tr>
                <td colSpan={5}>{m.prepaid}</td>
                <td className="num">{formatMoney(order.prepaid)}</td>
              </tr>
              {paidBy && (
                <tr>
                  <td colSpan={5}>{paidBy}</td>
                  <td className="num">{formatMoney(order.cashDue)}</td>
                </tr>
              )}
              <tr>
                <th colSpan={5}>{m.cash}</th>
                <th className="num">{formatMoney(toCollect)}</th>
              </tr>
            </>
          )}
        </tfoot>
      </table>
      <Box component="footer" sx={{ mt: 1.5, borderTop: '1px dashed #000', pt: 1 }}>
        <strong>{m.policyTitle}</strong>
        <ul style={{ margin: '2px 0 6px', paddingLeft: 18 }}>
          <li>{m.policyFresh}</li>
          <li>{m.policyOther}</li>
        </ul>
        <div>{m.complaint(slip.complaintPhone)}</div>
        <div>
          {m.bank}:{' '}
          {m.bankLine(slip.bank.bankName, slip.bank.accountNumber, slip.bank.accountHolder)}
        </div>
      </Box>
    </Box>
  );
}
