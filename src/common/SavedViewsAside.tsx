import { Card, CardContent } from '@mui/material';
import { SavedQueriesList } from 'react-admin';

/**
 * A list's saved views beside its table, as react-admin's demo puts its filter sidebar: the current
 * search, column and sort saved under a name, one click to come back to it. Kept per user in the
 * store (layout/userPreferences.ts). Not on a phone, where the table needs the whole width.
 */
export const SavedViewsAside = () => (
  <Card
    sx={{
      display: { xs: 'none', md: 'block' },
      order: -1,
      flex: '0 0 12rem',
      width: '12rem',
      mr: 2,
      alignSelf: 'flex-start',
    }}
  >
    <CardContent sx={{ pt: 1, '&:last-child': { pb: 1 } }}>
      <SavedQueriesList />
    </CardContent>
  </Card>
);
