import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@app/data-access-api';
import { paths } from '@app/util-auth';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { requestPasswordReset } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { FormField } from '../components/form-field';
import { forgotPasswordFormSchema, type ForgotPasswordForm, type ForgotPasswordValues } from '../forms';
import { messages } from '../messages';

/** /forgotpassword: asks the server to mail a reset link. */
export function ForgotPasswordScreen() {
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordForm, unknown, ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      setDone((await requestPasswordReset(values)).message);
    } catch (error) {
      setServerError(isApiError(error) ? error.message : String(error));
    }
  });

  return (
    <AuthCard title={messages.forgot.title} subtitle={done ? undefined : messages.forgot.intro}>
      {done ? (
        <FormAlert severity="success" message={done} />
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={messages.forgot.title}>
          <FormAlert severity="error" message={serverError} />
          <FormField label={messages.forgot.email} registration={register('email')} error={errors.email} type="email" autoComplete="email" autoFocus />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
            {isSubmitting ? messages.forgot.submitting : messages.forgot.submit}
          </Button>
        </Box>
      )}
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.signIn}>
          {messages.backToSignIn}
        </Link>
      </Typography>
    </AuthCard>
  );
}
