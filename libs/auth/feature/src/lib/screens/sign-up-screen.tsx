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
import { Link as RouterLink } from 'react-router';
import { signup } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { FormField } from '../components/form-field';
import { signUpFormSchema, type SignUpForm, type SignUpValues } from '../forms';
import { messages } from '../messages';

/** /signup: creates an account; a staff role is granted later by a super admin. */
export function SignUpScreen() {
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpForm, unknown, SignUpValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { name: '', email: '', phone: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    setServerError(null);
    try {
      const answer = await signup(values);
      setDone(answer.message);
    } catch (error) {
      const message = isApiError(error) ? error.message : String(error);
      if (message === authMessages.emailTaken) setError('email', { message });
      else if (message === authMessages.phoneTaken) setError('phone', { message });
      else setServerError(message);
    }
  });

  return (
    <AuthCard title={messages.signUp.title}>
      {done ? (
        <>
          <FormAlert severity="success" message={done} />
          <Button component={RouterLink} to={paths.signIn} variant="contained" fullWidth>
            {messages.backToSignIn}
          </Button>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={messages.signUp.title}>
          <FormAlert severity="error" message={serverError} />
          <FormField label={messages.signUp.name} registration={register('name')} error={errors.name} autoComplete="name" autoFocus />
          <FormField label={messages.signUp.email} registration={register('email')} error={errors.email} type="email" autoComplete="email" />
          <FormField label={messages.signUp.phone} registration={register('phone')} error={errors.phone} type="tel" autoComplete="tel" />
          <FormField
            label={messages.signUp.password}
            registration={register('password')}
            error={errors.password}
            type="password"
            autoComplete="new-password"
          />
          <FormField
            label={messages.signUp.confirmPassword}
            registration={register('confirmPassword')}
            error={errors.confirmPassword}
            type="password"
            autoComplete="new-password"
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
            {isSubmitting ? messages.signUp.submitting : messages.signUp.submit}
          </Button>
          <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
            {messages.signUp.haveAccount}{' '}
            <Link component={RouterLink} to={paths.signIn}>
              {messages.signIn.submit}
            </Link>
          </Typography>
        </Box>
      )}
    </AuthCard>
  );
}
