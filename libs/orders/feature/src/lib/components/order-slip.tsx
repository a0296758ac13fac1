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
 * The slip's stylesheet: plain CSS, black on white, not the theme's `sx` (a batch renders 100 slips
 * for print at once, issue 29: no `sx` to compute for each of their thousands of elements).
 * React puts it once in the document's head (`<style href precedence>`), however many slips.
 */
const slipCss = `
.order-slip { width: 148mm; min-height: 200mm; margin: 0 auto; padding: 8mm; box-sizing: border-box;
  background: #fff; color: #000; font-size: 12px; line-height: 1.45; }
.order-slip table { width: 100%; border-collapse: collapse; table-layout: fixed; }
.order-slip td { overflow-wrap: anywhere; }
.order-slip th, .order-slip td { border: 1px solid #000; padding: 2px 4px; text-align: left; }
.order-slip .num { text-align: right; }
.order-slip h1 { font-size: 16px; margin: 0; white-space: nowrap; }
.order-slip h2 { font-size: 13px; margin: 8px 0 4px; }
.order-slip dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 8px; margin: 0; }
.order-slip dt { font-weight: 600; }
.order-slip dd { margin: 0; }
.order-slip-header { display: flex; justify-content: space-between; align-items: center;
  border-bottom: 2px solid #000; padding-bottom: 8px; margin-bottom: 8px; }
.order-slip-logo { max-height: 40px; max-width: 160px; }
.order-slip-title { text-align: right; }
.order-slip-void { text-align: center; border: 4px double #000; padding: 8px; margin-bottom: 8px; }
.order-slip-void strong { display: block; font-size: 30px; letter-spacing: 2px; }
.order-slip-due { display: flex; flex-wrap: wrap; justify-content: space-between; font-size: 15px;
  font-weight: 700; border: 2px solid #000; padding: 8px; margin-bottom: 8px; }
.order-slip-paid-by { flex-basis: 100%; text-align: right; }
.order-slip-footer { margin-top: 12px; border-top: 1px dashed #000; padding-top: 8px; }
.order-slip-footer ul { margin: 2px 0 6px; padding-left: 18px; }
`;

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
    <article
      className="order-slip"
      // Paper, black on white, in either scheme: the light scheme's colours inside (issue 30).
      data-mui-color-scheme="light"
      aria-label={`${m.title} ${order.orderCode}`}
    >
      <style href="order-slip" precedence="default">
        {slipCss}
      </style>
      <header className="order-slip-header">
        {slip.logoUrl ? (
          <img className="order-slip-logo" src={slip.logoUrl} alt={slip.companyName} />
        ) : (
          <strong>{slip.companyName}</strong>
        )}
        <div className="order-slip-title">
          <h1>{m.title}</h1>
          <div>
            {m.date}: {formatDate(printedAt)}
          </div>
          <div>{order.orderCode}</div>
        </div>
      </header>
      {voided ? (
        <div className="order-slip-void">
          <strong>{voided}</strong>
          <div>{m.voidNote}</div>
        </div>
      ) : (
        <div className="order-slip-due">
          <span>
            {m.apartment}: {orUnknown(apartment)}
          </span>
          <span>
            {m.amountDue}: {formatMoney(toCollect)}
          </span>
          {paidBy && (
            <span className="order-slip-paid-by">
              {paidBy}: {m.noCash}
            </span>
          )}
        </div>
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
        <colgroup>
          <col style={{ width: '8%' }} />
          <col />
          <col style={{ width: '10%' }} />
          <col style={{ width: '15%' }} />
          <col style={{ width: '13%' }} />
          <col style={{ width: '16%' }} />
        </colgroup>
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
      <footer className="order-slip-footer">
        <strong>{m.policyTitle}</strong>
        <ul>
          <li>{m.policyFresh}</li>
          <li>{m.policyOther}</li>
        </ul>
        <div>{m.complaint(slip.complaintPhone)}</div>
        <div>
          {m.bank}:{' '}
          {m.bankLine(slip.bank.bankName, slip.bank.accountNumber, slip.bank.accountHolder)}
        </div>
      </footer>
    </article>
  );
}
