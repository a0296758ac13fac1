import { usePageTitle } from '@app/util-auth';
import type { ReactNode } from 'react';
import { messages } from '../messages';
import './auth.css';

/** The frame of the public pages: the app name, the page title (h1) and the form. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <main className="auth-page">
      <div className="auth-card">
        <p className="auth-brand">{messages.appName}</p>
        <h1 className={subtitle ? 'auth-title auth-title--with-subtitle' : 'auth-title'}>
          {title}
        </h1>
        {subtitle && <p className="auth-subtitle">{subtitle}</p>}
        {children}
      </div>
    </main>
  );
}
