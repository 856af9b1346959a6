/**
 * Where the sub-admin screens reach the older form: a secondary add button on the list (Subadmin Add),
 * a row link and an edit-page button (Subadmin Edit), and the older form's fields, read-only, on the
 * current edit page. Each checks its own right, so a screen cannot show one to the wrong user.
 */
import EditNoteIcon from '@mui/icons-material/EditNote';
import PersonAddAltIcon from '@mui/icons-material/PersonAddAlt';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link, useBasename, useCanAccess, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { LEGACY_FIELD_NAMES, type LegacyUserFields } from '../domain/legacyUserFields';
import { RowLink } from '../common/RowActions';
import { LEGACY_USER_PAGES, legacyUserEditPath } from './pages';
import { SUBADMIN_RESOURCE } from '../subadmins/endpoints';

const A = 'gd.legacyUsers.actions';
type Row = RaRecord & { sFullName?: string } & Partial<LegacyUserFields>;

const useRight = (action: 'create' | 'edit') =>
  useCanAccess({ resource: SUBADMIN_RESOURCE, action }).canAccess === true;

/** "Add user (older form)": a secondary action of the sub-admin list, shown only with Add. */
export const LegacyAddButton = () => {
  const basename = useBasename();
  const translate = useTranslate();
  if (!useRight('create')) return null;
  return (
    <Button
      component={Link}
      to={`${basename}/${LEGACY_USER_PAGES.legacyUserCreate}`}
      startIcon={<PersonAddAltIcon />}
      size="small"
    >
      {translate(`${A}.add`)}
    </Button>
  );
};

/** "Edit in older form" on a list row, shown only with Edit. */
export const LegacyEditRowLink = () => {
  const record = useRecordContext<Row>();
  const basename = useBasename();
  const translate = useTranslate();
  const allowed = useRight('edit');
  if (!record || !allowed) return null;
  return (
    <RowLink
      to={`${basename}/${legacyUserEditPath(record.id)}`}
      label={translate(`${A}.edit_label`, { name: record.sFullName ?? '' })}
      icon={<EditNoteIcon fontSize="small" />}
    />
  );
};

const F = 'gd.legacyUsers.form';
const LABELS: Record<(typeof LEGACY_FIELD_NAMES)[number], string> = {
  sFirstName: `${F}.first_name`,
  sLastName: `${F}.last_name`,
  sUserName: `${F}.user_name`,
  sJobTitle: `${F}.job_title`,
  eRole: `${F}.role`,
  eAccess: `${F}.access`,
  sSensorType: `${F}.sensor_type`,
  nSensorId: `${F}.sensor_id`,
};

/** How a stored value reads: the role and access by their translated names. */
function shown(name: keyof typeof LABELS, value: unknown, translate: (key: string) => string): string {
  if (name === 'eRole') return translate(`gd.legacyUsers.roles.${String(value)}`);
  if (name === 'eAccess') return translate(`gd.legacyUsers.access.${String(value)}`);
  return String(value);
}

/**
 * On the current edit page: the older form's fields of an account that has them (read-only: the
 * matrix form leaves them as they are), and the way to the older form, with Edit.
 */
export const LegacyFieldsPanel = () => {
  const record = useRecordContext<Row>();
  const basename = useBasename();
  const translate = useTranslate();
  const allowed = useRight('edit');
  if (!record) return null;
  const present = LEGACY_FIELD_NAMES.filter((name) => record[name] !== undefined && record[name] !== '');
  if (present.length === 0 && !allowed) return null;
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="subtitle1" component="h2">
            {translate('gd.legacyUsers.details.title')}
          </Typography>
          {allowed ? (
            <Button
              component={Link}
              to={`${basename}/${legacyUserEditPath(record.id)}`}
              startIcon={<EditNoteIcon />}
            >
              {translate(`${A}.edit`)}
            </Button>
          ) : null}
        </Stack>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, m: 0 }}
        >
          {present.map((name) => (
            <Box key={name} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(LABELS[name])}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {shown(name, record[name], translate)}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
};
