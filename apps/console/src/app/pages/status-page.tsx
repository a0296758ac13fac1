import { paths } from '@app/util-auth';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { messages } from '../messages';

function StatusPage({ code, title, detail, reload }: { code: string; title: string; detail: string; reload?: boolean }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box>
        <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }} aria-hidden>
          {code}
        </Typography>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {detail}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
          <Button component={RouterLink} to={paths.home} variant="contained">
            {messages.backHome}
          </Button>
          {reload && (
            <Button variant="outlined" onClick={() => window.location.reload()}>
              {messages.reload}
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}

/** /404 and any unknown URL. */
export function NotFoundPage() {
  return <StatusPage code="404" title={messages.notFoundTitle} detail={messages.notFoundDetail} />;
}

/** /500, and what a route shows when it fails to render or to load. */
export function ServerErrorPage() {
  return <StatusPage code="500" title={messages.serverErrorTitle} detail={messages.serverErrorDetail} reload />;
}
