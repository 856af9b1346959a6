import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { checkForm, type FormRules } from '../../domain/authValidation';

/** One field's wiring: what FormField takes. */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Its message key, once the field has been changed or a submit was tried. */
  error?: string;
}

/**
 * A public page's form, checked against its rules on every change so that the submit button stays
 * off until the form is valid. A field shows its message once it has been changed, and every field
 * after a submit; the whole form is checked each time, so a confirmation follows its original.
 * A few lines rather than react-hook-form and Zod, which the login page does not download (issue 23).
 */
export function useAuthForm<Name extends string>(rules: FormRules<Name>) {
  // Every field of the rules, empty: the form's fields are the rules' own.
  const [values, setValues] = useState(
    () => Object.fromEntries(Object.keys(rules.fields).map((name) => [name, ''])) as Record<Name, string>,
  );
  const [shown, setShown] = useState<ReadonlySet<string> | 'all'>(() => new Set());
  const [isSubmitting, setSubmitting] = useState(false);
  // A second submit before React re-renders (a double click) must not send twice.
  const inFlight = useRef(false);
  const check = checkForm(rules, values);

  const field = (name: Name): FieldBinding => ({
    name,
    value: values[name],
    onChange: (event) => {
      const { value } = event.target;
      setValues((last) => ({ ...last, [name]: value }));
      setShown((last) => (last === 'all' || last.has(name) ? last : new Set(last).add(name)));
    },
    error: check.ok || (shown !== 'all' && !shown.has(name)) ? undefined : check.errors[name],
  });

  /** Runs `onValid` with the values to send (trimmed where the rules say) when the form is valid. */
  const handleSubmit =
    (onValid: (values: Record<Name, string>) => Promise<void> | void) => async (event: FormEvent) => {
      event.preventDefault();
      if (!check.ok) {
        setShown('all');
        return;
      }
      if (inFlight.current) return;
      inFlight.current = true;
      setSubmitting(true);
      try {
        await onValid(check.values);
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    };

  return { field, handleSubmit, isValid: check.ok, isSubmitting };
}
