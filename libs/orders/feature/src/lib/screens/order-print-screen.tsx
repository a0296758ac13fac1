import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '@app/util-auth';
import { OrderSlip } from '../components/order-slip';
import { messages } from '../messages';
import { useOrderDetail } from '../store/orders-store';

/**
 * `/dashboard/order/:id/print`: the delivery slip alone on the page, with 'In'. It covers the
 * console's layout on screen, and the print stylesheet prints only the slip on one A5 page.
 */
export function OrderPrintScreen() {
  const { id = '' } = useParams();
  const detail = useOrderDetail(id);
  const location = useLocation();
  const navigate = useNavigate();
  const code = detail.data?.data.orderCode;

  // The console opens the slip in a tab of its own, where history has nothing to go back to: close
  // that tab (a tab opened by a script, or one with a single history entry, may close itself). A
  // slip reached inside the console goes back; one the browser will not close goes to its order.
  const back = () => {
    if (location.key !== 'default') {
      void navigate(-1);
      return;
    }
    window.close();
    if (!window.closed) {
      void navigate(code ? `${paths.order}?code=${encodeURIComponent(code)}` : paths.order, {
        replace: true,
      });
    }
  };

  return (
    <Box
      className="order-print"
      // The print page is paper in either scheme: the light scheme's colours inside (issue 30).
      data-mui-color-scheme="light"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 1400,
        overflow: 'auto',
        bgcolor: 'grey.200',
        py: 2,
      }}
    >
      <GlobalStyles
        styles={{
          '@page': { size: 'A5 portrait', margin: 0 },
          '@media print': {
            // Black on white whatever the screen's scheme.
            'html, body': { background: '#fff !important', colorScheme: 'light' },
            'body *': { visibility: 'hidden' },
            '.order-print, .order-print *': { visibility: 'visible' },
            '.order-print': {
              position: 'absolute !important',
              inset: '0 auto auto 0 !important',
              background: '#fff !important',
              padding: '0 !important',
              overflow: 'visible !important',
            },
            '.order-print .no-print': { display: 'none !important' },
          },
        }}
      />
      <Stack
        direction="row"
        spacing={1}
        className="no-print"
        sx={{ justifyContent: 'center', mb: 2 }}
      >
        <Button variant="outlined" onClick={back}>
          {messages.back}
        </Button>
        <Button variant="contained" onClick={() => window.print()} disabled={!detail.data}>
          {messages.print}
        </Button>
      </Stack>
      {detail.data ? (
        <OrderSlip order={detail.data.data} slip={detail.data.slip} />
      ) : (
        <Typography sx={{ textAlign: 'center' }}>
          {detail.error ? detail.error.message : messages.slip.loading}
        </Typography>
      )}
    </Box>
  );
}
