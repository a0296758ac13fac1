import type { RouteObject } from 'react-router';

/**
 * The public pages of the auth feature, each a lazy route (its own chunk). The console mounts them
 * as children of its root route: `/` and `/signin` (sign-in), `/signup`, `/forgotpassword`,
 * `/resetpassword`, and `/changepassword` (signed in, for a password someone else set).
 */
export const authRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./screens/sign-in-screen')).SignInScreen }),
  },
  {
    path: 'signin',
    lazy: async () => ({ Component: (await import('./screens/sign-in-screen')).SignInScreen }),
  },
  {
    path: 'signup',
    lazy: async () => ({ Component: (await import('./screens/sign-up-screen')).SignUpScreen }),
  },
  {
    path: 'forgotpassword',
    lazy: async () => ({
      Component: (await import('./screens/forgot-password-screen')).ForgotPasswordScreen,
    }),
  },
  {
    path: 'changepassword',
    lazy: async () => ({
      Component: (await import('./screens/change-password-screen')).ChangePasswordScreen,
    }),
  },
  {
    path: 'resetpassword',
    lazy: async () => ({
      Component: (await import('./screens/reset-password-screen')).ResetPasswordScreen,
    }),
  },
];
