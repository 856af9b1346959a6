import { useId, useState } from 'react';
import {
  FormControl,
  FormHelperText,
  IconButton,
  InputAdornment,
  InputLabel,
  OutlinedInput,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'ra-core';
import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form';

interface FormFieldProps {
  /** i18n key of the label. */
  label: string;
  registration: UseFormRegisterReturn;
  /** The field's error: its message is an i18n key (src/domain/validation.ts). */
  error?: FieldError;
  type?: 'email' | 'password' | 'text';
  autoComplete?: string;
  autoFocus?: boolean;
}

/**
 * A react-hook-form field with a translated label and error; passwords get a show/hide toggle.
 * Built from OutlinedInput rather than TextField, which would bring MUI's Select, Menu and Modal
 * into the login page's bundle.
 */
export function FormField({
  label,
  registration,
  error,
  type = 'text',
  autoComplete,
  autoFocus,
}: FormFieldProps) {
  const translate = useTranslate();
  const id = useId();
  const [shown, setShown] = useState(false);
  const { ref, ...field } = registration;
  const isPassword = type === 'password';
  const text = translate(label);
  const toggle = isPassword ? (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        aria-label={translate(shown ? 'gd.auth.hide_password' : 'gd.auth.show_password')}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  ) : undefined;

  return (
    <FormControl fullWidth margin="dense" variant="outlined" error={Boolean(error)}>
      <InputLabel htmlFor={id}>{text}</InputLabel>
      <OutlinedInput
        {...field}
        id={id}
        inputRef={ref}
        label={text}
        type={isPassword && shown ? 'text' : type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        endAdornment={toggle}
        aria-describedby={`${id}-helper`}
      />
      <FormHelperText id={`${id}-helper`}>
        {error?.message ? translate(error.message, { _: error.message }) : ' '}
      </FormHelperText>
    </FormControl>
  );
}

/** One field of a public form, as FormFields lays it out. */
export interface AuthField<Values extends FieldValues> {
  name: Path<Values>;
  /** i18n key of the label. */
  label: string;
  type?: FormFieldProps['type'];
  autoComplete?: string;
  /** Fields checked again when this one changes: a confirmation stays in step with its original. */
  deps?: Path<Values>[];
}

/** A public form's fields in order, the first one focused as the page opens. */
export function FormFields<Values extends FieldValues>({
  fields,
  register,
  errors,
}: {
  fields: AuthField<Values>[];
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}) {
  return fields.map(({ name, deps, ...field }, index) => (
    <FormField
      key={name}
      {...field}
      autoFocus={index === 0}
      registration={register(name, deps && { deps })}
      error={get(errors, name) as FieldError | undefined}
    />
  ));
}
