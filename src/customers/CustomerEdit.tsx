import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Grid } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, useGetOne, useTranslate, type Identifier } from 'react-admin';
import { SelectInput, TextInput } from '../common/inputs';
import { SubmitButton } from '../common/SubmitButton';
import { PageCard } from '../common/PageCard';
import { useApiAction } from '../common/useApiAction';
import { customerEditSchema } from '../domain/customer';
import { NOTICE_MS } from '../domain/timing';
import { FormSkeleton } from '../profile/FormSkeleton';
import { CustomerPictures } from './CustomerPictures';
import { CURRENCY_CHOICES } from '../common/currencies';
import type { CustomerRow } from './customerRow';
import { LATIN_INPUT } from '../common/direction';
import { WarnWhenUnsavedChanges } from '../common/WarnWhenUnsavedChanges';

const E = 'gd.customers.edit';
const resolver = zodResolver(customerEditSchema);

/**
 * /admin/customer/edit/{id}: 'Customer Detail' with Update (catalogue-and-orders.md s.2, s.5). The
 * email is read-only; after saving the screen stays and shows the server's message for 5 s (s.9).
 */
export const CustomerEdit = ({ id }: { id: Identifier }) => {
  const translate = useTranslate();
  const { data: record, isPending, error } = useGetOne<CustomerRow>('customers', { id });
  const { run } = useApiAction(
    (dataProvider, data: Record<string, unknown>) =>
      dataProvider.update('customers', { id, data: customerEditSchema.parse(data), previousData: record }),
    { invalidates: ['customers'], noticeMs: NOTICE_MS.account },
  );

  const save = async (values: Record<string, unknown>) => {
    await run(values);
  };

  return (
    <PageCard title={`${E}.title`} subtitle={`${E}.subtitle`} icon={<EditIcon />} maxWidth={760}>
      {isPending ? (
        <FormSkeleton fields={5} />
      ) : error || !record ? (
        <Alert severity="error">{translate('gd.customers.view.not_found')}</Alert>
      ) : (
        <>
          <CustomerPictures customer={record} />
          <Form
            record={record}
            resolver={resolver}
            onSubmit={save}
            noValidate
            warnWhenUnsavedChanges
            WarnWhenUnsavedChangesComponent={WarnWhenUnsavedChanges}
          >
            <Grid container columnSpacing={2}>
              <Grid size={12}>
                <TextInput
                  source="sEmail"
                  label="resources.customers.fields.sEmail"
                  slotProps={LATIN_INPUT}
                  readOnly
                  helperText={`${E}.email_read_only`}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextInput source="sFullName" label="resources.customers.fields.sFullName" required />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextInput
                  source="sMobileNumber"
                  label="resources.customers.fields.sMobileNumber"
                  required
                  slotProps={LATIN_INPUT}
                  inputMode="numeric"
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <SelectInput
                  source="eCurrency"
                  label="resources.customers.fields.eCurrency"
                  choices={CURRENCY_CHOICES}
                  emptyText=""
                  required
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextInput source="sCountry" label="resources.customers.fields.sCountry" required />
              </Grid>
            </Grid>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
              <SubmitButton label={`${E}.submit`} needsChange />
            </Box>
          </Form>
        </>
      )}
    </PageCard>
  );
};
