import { Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { Resolver } from 'react-hook-form';
import { ListButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { PasswordInput } from './inputs';
import { SubmitButton } from './SubmitButton';
import { WarnWhenUnsavedChanges } from './WarnWhenUnsavedChanges';

export type AccountFormMode = 'create' | 'edit';

/** What the pages pass to an account form (the sub-admin's, the legacy user's). */
export interface AccountFormProps {
  mode: AccountFormMode;
  onSubmit: (values: Record<string, unknown>) => Promise<void>;
  defaultValues?: Record<string, unknown>;
  /** Saved: the page is about to be left, and nothing is unsaved any more (useLeaveAfterSave). */
  saved?: boolean;
}

interface AccountFormLayoutProps extends AccountFormProps {
  /** The prefix of the form's i18n keys: `add_title`, `edit_title`, `submit` and `back` under it. */
  texts: string;
  resolver: Resolver;
  /** The list Back returns to, when it is not the page's own resource. */
  backResource?: string;
  /** The fields, as items of the form's grid. */
  children: ReactNode;
  /** What comes below the grid, full width. */
  footer?: ReactNode;
}

/** On create, Save is always enabled so that a click on an empty form lists what is missing. */
const AccountFormToolbar = ({
  mode,
  texts,
  backResource,
}: Pick<AccountFormLayoutProps, 'mode' | 'texts' | 'backResource'>) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SubmitButton label={`${texts}.submit`} needsChange={mode === 'edit'} />
    <ListButton resource={backResource} label={`${texts}.back`} />
  </Toolbar>
);

/**
 * The frame of the forms that add or edit an admin account (platform.md s.5, both forms): a title
 * by mode, the fields in a two-column grid, a warning before unsaved changes are left, and Save and
 * Back. Validation is the form's schema (`resolver`), which the API runs too.
 */
export const AccountFormLayout = ({
  mode,
  onSubmit,
  defaultValues,
  saved = false,
  texts,
  resolver,
  backResource,
  children,
  footer,
}: AccountFormLayoutProps) => {
  const translate = useTranslate();
  return (
    // noValidate: the spec's messages, not the browser's own bubble for type="email".
    <SimpleForm
      warnWhenUnsavedChanges={!saved}
      WarnWhenUnsavedChangesComponent={WarnWhenUnsavedChanges}
      resolver={resolver}
      onSubmit={onSubmit}
      defaultValues={defaultValues}
      toolbar={<AccountFormToolbar mode={mode} texts={texts} backResource={backResource} />}
      noValidate
    >
      <Typography variant="h6" component="h1" gutterBottom>
        {translate(mode === 'create' ? `${texts}.add_title` : `${texts}.edit_title`)}
      </Typography>
      <Grid container columnSpacing={2} sx={{ width: '100%' }}>
        {children}
      </Grid>
      {footer}
    </SimpleForm>
  );
};

/** A new account's password and its confirmation, side by side from `md` up (grid items). */
export const NewPasswordFields = ({ label, confirmLabel }: { label: string; confirmLabel: string }) => (
  <>
    <Grid size={{ xs: 12, md: 6 }}>
      <PasswordInput source="sPassword" label={label} autoComplete="new-password" isRequired />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <PasswordInput source="sConfirmPassword" label={confirmLabel} isRequired autoComplete="new-password" />
    </Grid>
  </>
);
