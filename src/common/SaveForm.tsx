import type { ReactNode } from 'react';
import { SimpleForm, type SimpleFormProps } from 'react-admin';
import { SaveToolbar, type SaveToolbarProps } from './SaveToolbar';
import { WarnWhenUnsavedChanges } from './WarnWhenUnsavedChanges';

export interface SaveFormProps extends SaveToolbarProps {
  /** The schema's resolver: it alone judges the values (noValidate keeps the browser's bubbles away). */
  resolver: SimpleFormProps['resolver'];
  /** A new record's starting values; an edit starts from the record itself. */
  defaults?: SimpleFormProps['defaultValues'];
  children: ReactNode;
}

/** A create / edit form that warns before unsaved changes are lost and ends with its one Save button. */
export const SaveForm = ({ messages, mode, locked, resolver, defaults, children }: SaveFormProps) => (
  <SimpleForm
    warnWhenUnsavedChanges
    WarnWhenUnsavedChangesComponent={WarnWhenUnsavedChanges}
    resolver={resolver}
    defaultValues={mode === 'create' ? defaults : undefined}
    noValidate
    toolbar={<SaveToolbar messages={messages} mode={mode} locked={locked} />}
  >
    {children}
  </SimpleForm>
);
