import { paths, usePageTitle } from '@app/util-auth';
import { Link } from 'react-router';
import { messages } from '../messages';
import './status-page.css';

function StatusPage({
  code,
  title,
  detail,
  reload,
}: {
  code: string;
  title: string;
  detail: string;
  reload?: boolean;
}) {
  usePageTitle(title);
  return (
    <main className="status-page">
      <div>
        <p className="status-code" aria-hidden>
          {code}
        </p>
        <h1 className="status-title">{title}</h1>
        <p className="status-detail">{detail}</p>
        <div className="status-actions">
          <Link className="status-button" to={paths.home}>
            {messages.backHome}
          </Link>
          {reload && (
            <button
              type="button"
              className="status-button status-button--outlined"
              onClick={() => window.location.reload()}
            >
              {messages.reload}
            </button>
          )}
        </div>
      </div>
    </main>
  );
}

/** /404 and any unknown URL. */
export function NotFoundPage() {
  return <StatusPage code="404" title={messages.notFoundTitle} detail={messages.notFoundDetail} />;
}

/** /500, and what a route shows when it fails to render or to load. */
export function ServerErrorPage() {
  return (
    <StatusPage
      code="500"
      title={messages.serverErrorTitle}
      detail={messages.serverErrorDetail}
      reload
    />
  );
}
