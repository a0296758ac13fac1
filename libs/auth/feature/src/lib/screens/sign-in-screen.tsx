import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@app/data-access-api';
import { REDIRECT_PARAM, paths, safeRedirect, useAuthStore } from '@app/util-auth';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { login } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { FormField } from '../components/form-field';
import { signInFormSchema, toLoginInput, type SignInForm } from '../forms';
import { messages } from '../messages';

/** /signin (and /): email or phone and password; back to the remembered page on success. */
export function SignInScreen() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const isLoggedIn = useAuthStore((s) => s.isLoggedIn);
  const setTokens = useAuthStore((s) => s.setTokens);
  const notice = useAuthStore((s) => s.notice);
  const [serverError, setServerError] = useState<string | null>(null);
  const redirect = safeRedirect(searchParams.get(REDIRECT_PARAM)) ?? paths.dashboard;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInForm>({ resolver: zodResolver(signInFormSchema), defaultValues: { identifier: '', password: '' } });

  if (isLoggedIn && !isSubmitting) return <Navigate to={redirect} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      setTokens(await login(toLoginInput(values)));
      navigate(redirect, { replace: true });
    } catch (error) {
      setServerError(isApiError(error) ? error.message : String(error));
    }
  });

  return (
    <AuthCard title={messages.signIn.title} subtitle={messages.signIn.subtitle}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={messages.signIn.title}>
        <FormAlert severity="error" message={serverError} />
        {!serverError && <FormAlert severity="warning" message={notice} />}
        <FormField
          label={messages.signIn.identifier}
          registration={register('identifier')}
          error={errors.identifier}
          autoComplete="username"
          autoFocus
        />
        <FormField
          label={messages.signIn.password}
          registration={register('password')}
          error={errors.password}
          type="password"
          autoComplete="current-password"
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1, mb: 2 }}>
          <Link component={RouterLink} to={paths.forgotPassword} variant="body2">
            {messages.signIn.forgot}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
          {isSubmitting ? messages.signIn.submitting : messages.signIn.submit}
        </Button>
        <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
          {messages.signIn.noAccount}{' '}
          <Link component={RouterLink} to={paths.signUp}>
            {messages.signIn.signUp}
          </Link>
        </Typography>
      </Box>
    </AuthCard>
  );
}
