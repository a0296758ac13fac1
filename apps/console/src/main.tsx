import { adminTheme } from '@app/ui';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { configureApi } from './app/configure-api';
import { routes } from './app/router';

configureApi();

// The public pages only need the theme; UiProvider (date pickers, toasts, confirm) comes with the
// dashboard chunk, which keeps the sign-in page light.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ThemeProvider theme={adminTheme}>
      <CssBaseline />
      <RouterProvider router={createBrowserRouter(routes)} />
    </ThemeProvider>
  </StrictMode>,
);
