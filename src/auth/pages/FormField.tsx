import { useId, useState } from 'react';
import { useTranslate } from 'ra-core';
import { Icon } from './icons';
import type { FieldBinding } from './useAuthForm';

/** One field of a public form, as FormFields lays it out. */
export interface AuthField<Name extends string = string> {
  name: Name;
  /** i18n key of the label. */
  label: string;
  type?: 'email' | 'password' | 'text';
  autoComplete?: string;
}

/**
 * A labelled input with its translated message under it (the message is an i18n key, or the text
 * itself); passwords get a show/hide toggle. Plain HTML styled by public.css.
 */
export function FormField({
  field,
  binding,
  autoFocus,
}: {
  field: AuthField;
  binding: FieldBinding;
  autoFocus?: boolean;
}) {
  const translate = useTranslate();
  const id = useId();
  const [shown, setShown] = useState(false);
  const { error, ...input } = binding;
  const isPassword = field.type === 'password';
  const helperId = `${id}-helper`;

  return (
    <div className="gd-field" data-invalid={error ? true : undefined}>
      <label className="gd-field-label" htmlFor={id}>
        {translate(field.label)}
      </label>
      <div className="gd-field-box">
        <input
          {...input}
          id={id}
          className="gd-field-input"
          type={isPassword && shown ? 'text' : (field.type ?? 'text')}
          autoComplete={field.autoComplete}
          autoFocus={autoFocus}
          // Every field of the public forms is required, so none shows a mark; a screen reader still
          // says so. The forms are noValidate: the browser adds no bubble of its own.
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={helperId}
        />
        {isPassword && (
          <button
            type="button"
            className="gd-icon-button"
            aria-label={translate(shown ? 'gd.auth.hide_password' : 'gd.auth.show_password')}
            onClick={() => setShown((value) => !value)}
          >
            <Icon name={shown ? 'visibilityOff' : 'visibility'} />
          </button>
        )}
      </div>
      <p className="gd-field-helper" id={helperId}>
        {error ? translate(error, { _: error }) : ' '}
      </p>
    </div>
  );
}

/** A public form's fields in order, the first one focused as the page opens. */
export function FormFields<Name extends string>({
  fields,
  field,
}: {
  fields: AuthField<Name>[];
  field: (name: Name) => FieldBinding;
}) {
  return fields.map((item, index) => (
    <FormField key={item.name} field={item} binding={field(item.name)} autoFocus={index === 0} />
  ));
}
