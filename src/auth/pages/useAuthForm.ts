import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from '../../domain/zod';

/**
 * A public page's form, checked against its schema as the admin types (mode onChange) so that the
 * submit button stays off until the form is valid.
 */
export function useAuthForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const { register, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues,
  });
  const { errors, isValid, isSubmitting } = formState;
  return { register, handleSubmit, errors, isValid, isSubmitting };
}
