import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageHeader } from '@app/ui';
import { canOpen, menuFilters, paths, useAuthStore } from '@app/util-auth';
import { UsersChart } from '../components/charts';
import { HiddenTable } from '../components/hidden-table';
import { RegistersPanel } from '../components/registers-panel';
import { SummaryCards, type SummaryCard } from '../components/summary-cards';
import { TopCustomers } from '../components/top-customers';
import { messages } from '../messages';
import { useDailyReport, useOrdersRanking, useUsersPerBuilding } from '../store/overview-store';

/**
 * Where each card leads: the account list filtered by verify state (the accounts contract's
 * `verify` query: 1 pending, 2 verified; the active apartments are those of the verified
 * accounts), the feedback list filtered by status 0.
 */
export const cardLinks = {
  pendingUsers: `${paths.user}?${menuFilters.pendingAccounts}`,
  activeUsers: `${paths.user}?${menuFilters.verifiedAccounts}`,
  activeApartments: `${paths.user}?${menuFilters.verifiedAccounts}`,
  unreadFeedback: `${paths.feedback}?${menuFilters.unprocessedFeedback}`,
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, height: '100%' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** This month's two top-5 lists, side by side: by amount spent and by number of orders. */
const topLists = [
  { title: messages.top.byPrices, entries: 'topPrices', figure: 'amount' },
  { title: messages.top.byOrders, entries: 'topOrders', figure: 'orders' },
] as const;

/** `/dashboard`: 'Tổng quan', the figures, the charts and this month's top customers. */
export function OverviewScreen() {
  const role = useAuthStore((s) => s.user?.role);
  const daily = useDailyReport();
  const users = useUsersPerBuilding();
  const ranking = useOrdersRanking();
  const report = daily.data?.data;
  const buildings = users.data?.data ?? [];
  const linkIf = (to: string) => (canOpen(role, to.split('?')[0]!) ? to : undefined);

  const cards: SummaryCard[] = [
    {
      key: 'totalPendingUsers',
      label: messages.cards.pendingUsers,
      to: linkIf(cardLinks.pendingUsers),
      color: '#ad4e00',
      darkColor: '#ffb74d',
    },
    {
      key: 'totalActiveUsers',
      label: messages.cards.activeUsers,
      to: linkIf(cardLinks.activeUsers),
      color: '#237804',
      darkColor: '#81c784',
    },
    {
      key: 'totalActiveApartments',
      label: messages.cards.activeApartments,
      to: linkIf(cardLinks.activeApartments),
      color: '#0958d9',
      darkColor: '#90caf9',
    },
    {
      key: 'totalUnreadFeedback',
      label: messages.cards.unreadFeedback,
      to: linkIf(cardLinks.unreadFeedback),
      color: '#cf1322',
      darkColor: '#f48a80',
    },
  ];

  return (
    <>
      <PageHeader title={messages.title} />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {messages.registersToday}
          </Typography>
          <Typography variant="h3" component="p" data-testid="figure-totalRegistersToday">
            {report ? report.totalRegistersToday.toLocaleString('vi-VN') : '…'}
          </Typography>
        </Paper>
        <SummaryCards cards={cards} report={report} />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <Section title={messages.registers.title}>
              <RegistersPanel />
            </Section>
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <Section title={messages.users.title}>
              <Box sx={{ height: 348, position: 'relative' }}>
                <UsersChart buildings={buildings} />
                <HiddenTable
                  caption={messages.users.title}
                  head={[messages.users.building, messages.users.pending, messages.users.active]}
                  rows={buildings.map((b) => [b.building.name, b.pending, b.active])}
                />
              </Box>
            </Section>
          </Grid>
          {topLists.map((top) => (
            <Grid key={top.figure} size={{ xs: 12, lg: 6 }}>
              <Section title={top.title}>
                <TopCustomers
                  title={top.title}
                  entries={ranking.data?.data[top.entries]}
                  figure={top.figure}
                  linkUsers={canOpen(role, paths.user)}
                />
              </Section>
            </Grid>
          ))}
        </Grid>
      </Box>
    </>
  );
}
