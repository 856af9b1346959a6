/**
 * react-admin's text, password, number and select inputs, whose `isRequired` a screen reader hears.
 * react-admin turns `isRequired` into an asterisk in the label, hidden from assistive technology
 * (aria-hidden), and tells the field nothing: a blind operator learned that a field was required only
 * once the form was sent. Here the field also gets MUI's `required`: `required` on a text input,
 * `aria-required` on a select's combobox. The forms are noValidate, so the browser adds no bubble of its
 * own, and MUI's own asterisk stays off: react-admin's is the one mark. A form whose every field is
 * required shows no marks (docs/architecture.md): its fields take `required`, announced and unmarked.
 * ESLint sends every import of these four here (eslint.config.js); the rich-text input marks its editor
 * itself (RichTextInput).
 */
import type { TextFieldProps } from '@mui/material';
import { createElement, type ComponentType } from 'react';
/* eslint-disable @typescript-eslint/no-restricted-imports -- the one place that wraps them. */
import {
  NumberInput as RaNumberInput,
  PasswordInput as RaPasswordInput,
  SelectInput as RaSelectInput,
  TextInput as RaTextInput,
  type NumberInputProps,
  type PasswordInputProps,
  type SelectInputProps,
  type TextInputProps,
} from 'react-admin';
/* eslint-enable @typescript-eslint/no-restricted-imports */

type SlotProps = TextFieldProps['slotProps'];
type LabelSlot = NonNullable<NonNullable<SlotProps>['inputLabel']>;

/** The caller's slot props, with the label's `required` (MUI's asterisk) off. */
function withoutMuiMark(slotProps: SlotProps): SlotProps {
  const label: LabelSlot | undefined = slotProps?.inputLabel;
  const inputLabel: LabelSlot =
    typeof label === 'function'
      ? (ownerState) => ({ ...label(ownerState), required: false })
      : { ...label, required: false };
  return { ...slotProps, inputLabel };
}

interface RequiredProps {
  /** Required, marked with react-admin's asterisk and announced. */
  isRequired?: boolean;
  /** Required and announced, with no mark: for a form whose every field is required. */
  required?: boolean;
  slotProps?: SlotProps;
}

function announcingRequired<P extends RequiredProps>(Input: ComponentType<P>, name: string) {
  const Announcing = (props: P) =>
    createElement(
      Input,
      props.isRequired || props.required
        ? { ...props, required: true, slotProps: withoutMuiMark(props.slotProps) }
        : props,
    );
  Announcing.displayName = name;
  return Announcing;
}

export const TextInput = announcingRequired<TextInputProps>(RaTextInput, 'TextInput');
export const PasswordInput = announcingRequired<PasswordInputProps>(RaPasswordInput, 'PasswordInput');
export const NumberInput = announcingRequired<NumberInputProps>(RaNumberInput, 'NumberInput');
export const SelectInput = announcingRequired<SelectInputProps>(RaSelectInput, 'SelectInput');
export type { NumberInputProps, PasswordInputProps, SelectInputProps, TextInputProps };
