import { authMessages } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@app/data-access-api';
import { paths } from '@app/util-auth';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { resetPassword } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { FormField } from '../components/form-field';
import { resetPasswordFormSchema, type ResetPasswordForm, type ResetPasswordValues } from '../forms';
import { messages } from '../messages';

/** /resetpassword?token=…: sets a new password with the token of the mailed link. */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [serverError, setServerError] = useState<string | null>(token ? null : authMessages.resetLinkInvalid);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm, unknown, ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setServerError(null);
    try {
      setDone((await resetPassword({ token, password })).message);
    } catch (error) {
      setServerError(isApiError(error) ? error.message : String(error));
    }
  });

  return (
    <AuthCard title={messages.reset.title}>
      {done ? (
        <>
          <FormAlert severity="success" message={done} />
          <Button component={RouterLink} to={paths.signIn} variant="contained" fullWidth>
            {messages.backToSignIn}
          </Button>
        </>
      ) : !token ? (
        <>
          <FormAlert severity="error" message={serverError} />
          <Button component={RouterLink} to={paths.forgotPassword} variant="contained" fullWidth>
            {messages.reset.requestNewLink}
          </Button>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={messages.reset.title}>
          <FormAlert severity="error" message={serverError} />
          <FormField
            label={messages.reset.password}
            registration={register('password')}
            error={errors.password}
            type="password"
            autoComplete="new-password"
            autoFocus
          />
          <FormField
            label={messages.reset.confirmPassword}
            registration={register('confirmPassword')}
            error={errors.confirmPassword}
            type="password"
            autoComplete="new-password"
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
            {isSubmitting ? messages.reset.submitting : messages.reset.submit}
          </Button>
        </Box>
      )}
      {!done && (
        <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
          <Link component={RouterLink} to={paths.signIn}>
            {messages.backToSignIn}
          </Link>
        </Typography>
      )}
    </AuthCard>
  );
}
