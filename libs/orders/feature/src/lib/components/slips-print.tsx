import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import {
  deliveryPlace,
  orderStatusLabels,
  type OrderDetail,
  type OrderStatus,
  type SkippedSlip,
  type SlipsAnswer,
  type SlipsInput,
} from '@app/orders-contract';
import { toast } from '@app/ui';
import { pickBuildings, pickFloors } from '@app/ui-pickers';
import { formatDateTime, formatMoney } from '@app/util-format';
import { getSlips } from '../api/orders-api';
import { messages } from '../messages';
import { cashToCollect, OrderSlip } from './order-slip';

const m = messages.slips;

/** One stop of the route: a place and its orders, with the cash to collect there. */
export interface RouteStop {
  building: string;
  floor: string;
  apartment: string;
  orders: OrderDetail[];
  cash: number;
}

/**
 * The stops of a route from orders already in walk order (the server's): consecutive orders for the
 * same building, floor and apartment are one stop.
 */
export function routeStops(orders: readonly OrderDetail[]): RouteStop[] {
  const stops: RouteStop[] = [];
  for (const order of orders) {
    const place = deliveryPlace(order);
    const at = {
      building: place.building ?? messages.unknown,
      floor: place.floor ?? messages.unknown,
      apartment: place.apartment ?? messages.unknown,
    };
    const last = stops[stops.length - 1];
    if (
      last &&
      last.building === at.building &&
      last.floor === at.floor &&
      last.apartment === at.apartment
    ) {
      last.orders.push(order);
      last.cash += cashToCollect(order);
    } else stops.push({ ...at, orders: [order], cash: cashToCollect(order) });
  }
  return stops;
}

/** 'Không in 2 đơn không giao: DH… (Đã hủy), DH… (Đã xóa).', or null when none was left out. */
export const leftOutNote = (skipped: readonly SkippedSlip[]): string | null =>
  skipped.length
    ? m.leftOut(
        skipped.length,
        skipped
          .map((s) => `${s.orderCode} (${orderStatusLabels[s.status as OrderStatus] ?? s.status})`)
          .join(', '),
      )
    : null;

/** The route sheet: the stops in walk order, their orders and cash, the totals, what was left out. */
function RouteSheet({
  answer,
  stops,
  printedAt,
}: {
  answer: SlipsAnswer;
  stops: RouteStop[];
  printedAt: Date;
}) {
  const { orders, skipped } = answer.data;
  const total = stops.reduce((sum, stop) => sum + stop.cash, 0);
  const note = leftOutNote(skipped);
  return (
    <section className="slips-page slips-route" aria-label={m.routeTitle}>
      <h1>{m.routeTitle}</h1>
      <p>
        {m.printedAt(formatDateTime(printedAt))} · {m.summary(orders.length, stops.length)}
      </p>
      <table>
        <thead>
          <tr>
            <th>{m.stop}</th>
            <th>{m.building}</th>
            <th>{m.floor}</th>
            <th>{m.apartment}</th>
            <th>{m.orders}</th>
            <th className="num">{m.cash}</th>
          </tr>
        </thead>
        <tbody>
          {stops.map((stop, i) => (
            <tr key={stop.orders[0]!._id}>
              <td>{i + 1}</td>
              <td>{stop.building}</td>
              <td>{stop.floor}</td>
              <td>{stop.apartment}</td>
              <td>{stop.orders.map((o) => o.orderCode).join(', ')}</td>
              <td className="num">{formatMoney(stop.cash)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={5}>{m.total(orders.length)}</th>
            <th className="num">{formatMoney(total)}</th>
          </tr>
        </tfoot>
      </table>
      {note && <p className="slips-left-out">{note}</p>}
    </section>
  );
}

/** The document printed: the route sheet, then one slip per page in walk order. */
function SlipsDocument({ answer, printedAt }: { answer: SlipsAnswer; printedAt: Date }) {
  const stops = routeStops(answer.data.orders);
  return (
    <>
      <RouteSheet answer={answer} stops={stops} printedAt={printedAt} />
      {answer.data.orders.map((order) => (
        <div className="slips-page" key={order._id}>
          <OrderSlip order={order} slip={answer.slip} printedAt={printedAt} />
        </div>
      ))}
    </>
  );
}

export const SLIPS_HOST_ID = 'slips-print';
const PRINTING_CLASS = 'slips-printing';

/**
 * The print stylesheet, once per page. On screen the document is laid out off the screen, hidden
 * and inert (so that printing needs no further layout); while printing (`body.slips-printing`)
 * the console is hidden and each `.slips-page` is an A5 page of its own, black on white.
 */
const css = `
#${SLIPS_HOST_ID} { position: fixed; left: -10000px; top: 0; width: 148mm; visibility: hidden;
  pointer-events: none; background: #fff; color: #000; }
#${SLIPS_HOST_ID} .slips-route { width: 148mm; padding: 8mm; box-sizing: border-box; font-size: 11px;
  line-height: 1.4; }
#${SLIPS_HOST_ID} .slips-route h1 { font-size: 16px; margin: 0 0 4px; }
#${SLIPS_HOST_ID} .slips-route p { margin: 0 0 6px; }
#${SLIPS_HOST_ID} .slips-route table { width: 100%; border-collapse: collapse; }
#${SLIPS_HOST_ID} .slips-route th, #${SLIPS_HOST_ID} .slips-route td { border: 1px solid #000;
  padding: 2px 4px; text-align: left; vertical-align: top; }
#${SLIPS_HOST_ID} .slips-route .num { text-align: right; white-space: nowrap; }
#${SLIPS_HOST_ID} .slips-left-out { margin-top: 8px; font-weight: 700; }
#${SLIPS_HOST_ID} .slips-page { page: slip; break-after: page; }
#${SLIPS_HOST_ID} .slips-page:last-child { break-after: auto; }
@page slip { size: A5 portrait; margin: 0; }
@media print {
  body.${PRINTING_CLASS} > *:not(#${SLIPS_HOST_ID}) { display: none !important; }
  body.${PRINTING_CLASS} #${SLIPS_HOST_ID} { position: static; visibility: visible; width: auto; }
  body.${PRINTING_CLASS} { background: #fff !important; }
}`;

let root: Root | undefined;

/** The off-screen host of the printed document (and its stylesheet), made on first use. */
function host(): HTMLElement {
  let element = document.getElementById(SLIPS_HOST_ID);
  if (element && root) return element;
  const style = document.createElement('style');
  style.textContent = css;
  document.head.appendChild(style);
  element = document.createElement('div');
  element.id = SLIPS_HOST_ID;
  element.setAttribute('aria-hidden', 'true');
  element.inert = true;
  document.body.appendChild(element);
  root = createRoot(element);
  return element;
}

/**
 * Prints a batch in one click (issue 29 item 3): renders the route sheet and the slips into the
 * page's print host synchronously, lays them out, then opens the browser's print dialog. The
 * document stays in the host (hidden) until the next print; the print-only stylesheet applies while
 * the dialog is open. Answers how many slips were printed (none when nothing is deliverable).
 */
export function printSlips(answer: SlipsAnswer, printedAt = new Date()): number {
  const element = host();
  performance.mark('slips:render');
  flushSync(() => root!.render(<SlipsDocument answer={answer} printedAt={printedAt} />));
  performance.mark('slips:rendered');
  if (!answer.data.orders.length) return 0;
  // Layout now, so that the dialog opens on a laid-out document.
  void element.getBoundingClientRect().height;
  performance.mark('slips:laid-out');
  document.body.classList.add(PRINTING_CLASS);
  const done = () => document.body.classList.remove(PRINTING_CLASS);
  window.addEventListener('afterprint', done, { once: true });
  try {
    window.print();
  } finally {
    // print() returns when the dialog closes ('afterprint' says the same).
    done();
  }
  return answer.data.orders.length;
}

/**
 * One print: the batch from the server (one call), printed; a toast says what was left out, or
 * that nothing was deliverable (`empty`). A refused call has already said why (the client's toast).
 */
async function printBatch(input: SlipsInput, empty: string): Promise<number> {
  let answer: SlipsAnswer;
  try {
    answer = await getSlips(input);
  } catch {
    return 0;
  }
  const printed = printSlips(answer);
  const note = leftOutNote(answer.data.skipped);
  if (!printed) toast.warning(note && input.ids ? m.nothing : (note ?? empty));
  else if (note) toast.warning(note);
  return printed;
}

/** 'In phiếu (N)': the selected orders. */
export const printChosen = (ids: string[]) => printBatch({ ids }, m.nothing);

/**
 * 'In phiếu theo tầng': the orders still to deliver on one floor, chosen in the floor picker of the
 * list's building (or of a building chosen first).
 */
export async function printFloor(buildingId: string | undefined): Promise<number> {
  const building = buildingId ?? (await pickBuildings())?.[0]?._id;
  if (!building) return 0;
  const [floor] = (await pickFloors({ building })) ?? [];
  if (!floor) return 0;
  return printBatch({ buildingId: building, floorId: floor._id }, m.nothingOnFloor);
}
