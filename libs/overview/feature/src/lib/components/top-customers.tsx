import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { generatePath, Link } from 'react-router';
import type { OrderRankingEntry } from '@app/overview-contract';
import { paths } from '@app/util-auth';
import { formatMoney } from '@app/util-format';
import { messages } from '../messages';

const residenceOf = (e: OrderRankingEntry) =>
  [e.apartment?.name, e.building?.name].filter(Boolean).join(' · ');
/** A phone has no room for the residence's column: it goes under the customer's name. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
const phoneOnly = {
  display: { xs: 'block', sm: 'none' },
  color: 'text.secondary',
  fontSize: '0.75rem',
} as const;

/** One top-5 list: rank, the customer (a link to their page when the role may open it), the figure. */
export function TopCustomers({
  title,
  entries,
  figure,
  linkUsers,
}: {
  title: string;
  entries: OrderRankingEntry[] | undefined;
  figure: 'amount' | 'orders';
  linkUsers: boolean;
}) {
  return (
    <Table size="small" aria-label={title}>
      <TableHead>
        <TableRow>
          <TableCell>{messages.top.rank}</TableCell>
          <TableCell>{messages.top.customer}</TableCell>
          <TableCell sx={wideOnly}>{messages.top.residence}</TableCell>
          <TableCell align="right">{messages.top.amount}</TableCell>
          <TableCell align="right">{messages.top.orders}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries?.length === 0 && (
          <TableRow>
            <TableCell colSpan={5} align="center">
              {messages.empty}
            </TableCell>
          </TableRow>
        )}
        {entries?.map((e, i) => (
          <TableRow key={e.user._id}>
            <TableCell>{i + 1}</TableCell>
            <TableCell>
              {linkUsers ? (
                <Link to={generatePath(paths.userDetail, { id: e.user._id })}>{e.user.name}</Link>
              ) : (
                e.user.name
              )}
              <Box component="span" sx={phoneOnly}>
                {residenceOf(e)}
              </Box>
            </TableCell>
            <TableCell sx={wideOnly}>{residenceOf(e)}</TableCell>
            <TableCell align="right" sx={{ fontWeight: figure === 'amount' ? 600 : undefined }}>
              {formatMoney(e.totalPrices)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: figure === 'orders' ? 600 : undefined }}>
              {e.totalOrders.toLocaleString('vi-VN')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
