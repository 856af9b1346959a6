import { Box, Card, CardActionArea, CardHeader, Divider, Grid, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Link, useBasename, useLocale, useTranslate } from 'react-admin';
import { formatCount } from '../domain/format';
import { adminPath } from '../paths';
import { QUEUES, useQueueCounts, useVisibleQueues } from '../queues';

const Q = 'gd.queues';

/**
 * The work queues as cards linking to their lists, each shown only to who may see the list. The
 * sidebar's poller keeps the figures fresh (same react-query keys); nothing shows without a queue.
 */
export const QueueCards = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const basename = useBasename();
  const visible = useVisibleQueues(QUEUES);
  const counts = useQueueCounts(visible);
  if (visible.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="queue-cards-title" sx={{ mb: 2 }}>
      <CardHeader
        title={translate(`${Q}.cards_title`)}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'queue-cards-title' } }}
      />
      <Divider />
      <Grid container spacing={2} sx={{ p: 2 }}>
        {visible.map((queue) => {
          const Icon = queue.icon;
          const count = counts[queue.key];
          return (
            <Grid key={queue.key} size={{ xs: 12, sm: 6, xl: 3 }}>
              <CardActionArea
                component={Link}
                to={adminPath(basename, queue.path)}
                data-testid={`queue-card-${queue.key}`}
                sx={(theme) => ({
                  display: 'flex',
                  justifyContent: 'flex-start',
                  gap: 2,
                  p: 2,
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  '&:hover': { bgcolor: alpha(theme.palette.warning.main, 0.08) },
                })}
              >
                <Icon sx={{ color: 'warning.main', fontSize: 32 }} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography
                    variant="h5"
                    component="p"
                    sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
                    data-testid={`queue-card-count-${queue.key}`}
                  >
                    {count === undefined ? '—' : formatCount(count, locale)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`${Q}.cards.${queue.key}`)}
                  </Typography>
                </Box>
              </CardActionArea>
            </Grid>
          );
        })}
      </Grid>
    </Card>
  );
};
