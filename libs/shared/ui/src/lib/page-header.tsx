import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { uiMessages } from './messages';

export interface BreadcrumbItem {
  label: ReactNode;
  /** A route path; the item is plain text without it (the current page). */
  to?: string;
}

export interface PageHeaderProps {
  title: ReactNode;
  breadcrumbs?: BreadcrumbItem[];
  /** Buttons on the right of the title ('Gửi thông báo mới', ...). */
  actions?: ReactNode;
}

/** The top of every screen: the breadcrumb trail, the page title (the page's h1) and its actions. */
export const PageHeader = memo(function PageHeader({
  title,
  breadcrumbs,
  actions,
}: PageHeaderProps) {
  return (
    <Box component="header" sx={{ mb: 2 }}>
      {breadcrumbs && breadcrumbs.length > 0 && (
        <Breadcrumbs aria-label={uiMessages.breadcrumb} sx={{ mb: 0.5, fontSize: 14 }}>
          {breadcrumbs.map((item, index) =>
            item.to ? (
              <Link
                key={index}
                component={RouterLink}
                to={item.to}
                underline="hover"
                color="inherit"
              >
                {item.label}
              </Link>
            ) : (
              <Typography
                key={index}
                color="text.primary"
                sx={{ fontSize: 'inherit' }}
                aria-current="page"
              >
                {item.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h1" component="h1">
          {title}
        </Typography>
        {actions && (
          // A gap, not margins: the buttons that wrap onto a phone's second line start at its edge.
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Box>
  );
});
