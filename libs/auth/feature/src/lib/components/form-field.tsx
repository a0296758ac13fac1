import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useId, useState, type ComponentProps } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { messages } from '../messages';

interface FormFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: ComponentProps<typeof OutlinedInput>['inputMode'];
}

/**
 * A labelled outlined input bound to react-hook-form, with its error under it. Built from the
 * input parts rather than TextField, which would bring the Select (and its menus) into the
 * sign-in bundle.
 */
export function FormField({ label, registration, error, type = 'text', autoComplete, autoFocus }: FormFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const isPassword = type === 'password';
  return (
    <FormControl fullWidth error={Boolean(error)} sx={{ mb: 2 }}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={isPassword && visible ? 'text' : type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
        endAdornment={
          isPassword ? (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? messages.hidePassword : messages.showPassword}
                onClick={() => setVisible((v) => !v)}
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ) : undefined
        }
      />
      {error?.message && <FormHelperText id={`${id}-error`}>{error.message}</FormHelperText>}
    </FormControl>
  );
}
