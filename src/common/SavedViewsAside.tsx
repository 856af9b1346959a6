import BookmarkIcon from '@mui/icons-material/BookmarkBorder';
import { Box, Card, CardContent, Popover, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { Button, SavedQueriesList } from 'react-admin';

/** Whether the saved views stand beside the table (xl and up), read before the first render. */
const useSavedViewsBeside = () =>
  useMediaQuery<Theme>((theme) => theme.breakpoints.up('xl'), { noSsr: true });

/**
 * A list's saved views: the current search, column and sort saved under a name, one click to come
 * back to it; kept per user in the store (layout/userPreferences.ts). On a wide screen they stand
 * beside the table, as react-admin's demo puts its filter sidebar. Below that the table needs the
 * width (every list fits 1440 px with its actions in view), so they open from the toolbar instead
 * (SavedViewsButton), and the aside is not rendered at all: hidden, it cost the list's first render
 * a SavedQueriesList all the same (issue 23).
 */
export const SavedViewsAside = () =>
  useSavedViewsBeside() ? (
    <Card sx={{ order: -1, flex: '0 0 14rem', mr: 2, alignSelf: 'flex-start' }}>
      <CardContent sx={{ pt: 1, '&:last-child': { pb: 1 } }}>
        <SavedQueriesList />
      </CardContent>
    </Card>
  ) : null;

/** The saved views in a popover of the list's toolbar, where the aside does not show. */
export const SavedViewsButton = () => {
  const beside = useSavedViewsBeside();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (beside) return null;
  return (
    <>
      <Button label="ra.saved_queries.label" onClick={(event) => setAnchor(event.currentTarget)}>
        <BookmarkIcon />
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ p: 2, pt: 3, minWidth: 260 }}>
          <SavedQueriesList />
        </Box>
      </Popover>
    </>
  );
};
