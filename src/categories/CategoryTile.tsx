/**
 * The card preview of the categories list (catalogue-and-orders.md s.2): the banner and the logo over
 * a grey tile with the text 'Quick email delivery', 300 px high, at most 220 px wide.
 */
import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { mediaUrl } from '../api/media';
import type { Category } from '../domain/catalogue';
import { TILE } from './constants';

export function CategoryTile() {
  const record = useRecordContext<Category & { id: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box
      data-testid="category-tile"
      sx={{
        height: TILE.height,
        width: '100%',
        maxWidth: TILE.maxWidth,
        minWidth: 160,
        bgcolor: 'action.disabledBackground', // grey.300 in light mode, and readable in dark mode
        borderRadius: 2,
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        boxSizing: 'border-box',
      }}
    >
      <Box
        component="img"
        src={mediaUrl(record.sBanner)}
        alt=""
        sx={{
          width: '100%',
          aspectRatio: '540 / 290',
          objectFit: 'cover',
          borderRadius: 1.5,
          display: 'block',
        }}
      />
      <Box
        component="img"
        src={mediaUrl(record.sLogo)}
        alt={record.sTitle}
        sx={{ width: '100%', aspectRatio: '540 / 220', objectFit: 'contain', display: 'block' }}
      />
      <Typography variant="subtitle2" sx={{ mt: 'auto', fontWeight: 600 }} noWrap title={record.sTitle}>
        {record.sTitle}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('gd.catalogue.list.quick_delivery')}
      </Typography>
    </Box>
  );
}
