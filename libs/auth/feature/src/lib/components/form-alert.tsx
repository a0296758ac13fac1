/** The answer of the server above a form: an error or warning (role alert), or a success (role status). */
export function FormAlert({
  severity,
  message,
}: {
  severity: 'error' | 'success' | 'info' | 'warning';
  message: string | null;
}) {
  if (!message) return null;
  return (
    <div
      className={`auth-alert auth-alert--${severity}`}
      role={severity === 'error' || severity === 'warning' ? 'alert' : 'status'}
    >
      {message}
    </div>
  );
}
