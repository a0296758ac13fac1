import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { DailyReport } from '@app/overview-contract';

export interface SummaryCard {
  key: keyof DailyReport;
  label: string;
  /** The filtered list the figure summarises; none when the role may not open it. */
  to?: string;
  color: string;
  /** The figure's colour on the dark scheme. */
  darkColor: string;
}

const figure = (value: number | undefined) =>
  value === undefined ? '…' : value.toLocaleString('vi-VN');

/** The four figures of the overview, each a link to the list it counts. */
export function SummaryCards({
  cards,
  report,
}: {
  cards: SummaryCard[];
  report: DailyReport | undefined;
}) {
  return (
    <Grid container spacing={2}>
      {cards.map((card) => {
        const body = (
          <CardContent>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {card.label}
            </Typography>
            <Typography
              variant="h4"
              component="p"
              sx={[
                { color: card.color, fontWeight: 600 },
                (theme) => theme.applyStyles('dark', { color: card.darkColor }),
              ]}
              data-testid={`figure-${card.key}`}
            >
              {figure(report?.[card.key])}
            </Typography>
          </CardContent>
        );
        return (
          <Grid key={card.key} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              {card.to ? (
                <CardActionArea component={Link} to={card.to} sx={{ height: '100%' }}>
                  {body}
                </CardActionArea>
              ) : (
                body
              )}
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
