import { SaveButton, Toolbar } from 'react-admin';

export interface SaveToolbarProps {
  /** The form's i18n namespace: its `submit` (create) and `update` (edit) labels. */
  messages: string;
  mode: 'create' | 'edit';
  /** Saved and on its way back to the list: the button stays off meanwhile. */
  locked?: boolean;
}

/** The one Save button of a create / edit form, always clickable so an empty submit shows the errors. */
export const SaveToolbar = ({ messages, mode, locked = false }: SaveToolbarProps) => (
  <Toolbar>
    <SaveButton
      label={`${messages}.${mode === 'create' ? 'submit' : 'update'}`}
      disabled={locked}
      alwaysEnable={!locked}
    />
  </Toolbar>
);
