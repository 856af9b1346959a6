import { Toolbar } from 'react-admin';
import { SubmitButton } from './SubmitButton';

export interface SaveToolbarProps {
  /** The form's i18n namespace: its `submit` (create) and `update` (edit) labels. */
  messages: string;
  mode: 'create' | 'edit';
  /** Saved and on its way back to the list: the button stays off meanwhile. */
  locked?: boolean;
}

/** The toolbar of a create / edit form: its one Save button (SubmitButton). */
export const SaveToolbar = ({ messages, mode, locked = false }: SaveToolbarProps) => (
  <Toolbar>
    <SubmitButton label={`${messages}.${mode === 'create' ? 'submit' : 'update'}`} locked={locked} />
  </Toolbar>
);
