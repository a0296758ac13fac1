import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { configureApi } from './app/configure-api';
import { routes } from './app/router';

configureApi();

// No provider here: the public pages are plain HTML and CSS, and UiProvider (MUI theme with the
// Vietnamese locales, date pickers, toasts, confirm) comes with the dashboard chunk. That keeps
// the sign-in page under its 150 KB budget.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes)} />
  </StrictMode>,
);
