import Alert from '@mui/material/Alert';

/** The answer of the server above a form: an error (role alert) or a success (role status). */
export function FormAlert({ severity, message }: { severity: 'error' | 'success' | 'info' | 'warning'; message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity={severity} role={severity === 'error' || severity === 'warning' ? 'alert' : 'status'} sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
