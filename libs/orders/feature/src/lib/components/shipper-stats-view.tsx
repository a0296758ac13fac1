import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ShipperStatsRow } from '@app/orders-contract';
import { EmptyState } from '@app/ui';
import { formatMoney } from '@app/util-format';
import { messages } from '../messages';

const m = messages.stats;

export interface ShipperStatsViewProps {
  rows: ShipperStatsRow[] | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/** The per-shipper statistics: a section per building, a card per shipper (orders, value, cash). */
export function ShipperStatsView({ rows, loading, onRefresh }: ShipperStatsViewProps) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {m.cached}
        </Typography>
        <Button size="small" onClick={onRefresh} disabled={loading}>
          {m.refresh}
        </Button>
      </Stack>
      {loading && !rows ? <CircularProgress aria-label={messages.viewMode.stats} /> : null}
      {rows && rows.length === 0 ? <EmptyState message={m.empty} /> : null}
      {rows?.map((row) => (
        <Paper
          key={row.building._id ?? 'none'}
          component="section"
          variant="outlined"
          sx={{ p: 2 }}
          aria-label={row.building.name}
        >
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {row.building.name}
          </Typography>
          <Grid container spacing={1.5}>
            {row.shipper.map((shipper, i) => (
              <Grid key={shipper._id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <Card variant="outlined" component="article" aria-label={shipper.name}>
                  <CardContent>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                      {shipper.name}
                    </Typography>
                    <Stat label={m.orders} value={(row.count[i] ?? 0).toLocaleString('vi-VN')} />
                    <Stat label={m.value} value={formatMoney(row.sellPrice[i] ?? 0)} />
                    <Stat label={m.cash} value={formatMoney(row.cashPaid[i] ?? 0)} />
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Paper>
      ))}
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Stack>
  );
}
