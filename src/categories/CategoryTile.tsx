/**
 * The card preview of the categories list (catalogue-and-orders.md s.2): the banner and the logo over
 * a grey tile with the text 'Quick email delivery', 300 px high, at most 220 px wide.
 */
import { Box, Typography } from '@mui/material';
import { FreeTextLine } from '../common/freeText';
import { useRecordContext, useTranslate } from 'react-admin';
import { mediaUrl } from '../api/media';
import type { Category } from '../domain/catalogue';
import { TILE } from './constants';

interface TileImageProps {
  src: string;
  alt: string;
  /** The shape the upload hint asks for (540x290, 540x220), kept before the image has loaded. */
  ratio: string;
  fit: 'cover' | 'contain';
  radius?: number;
}

function TileImage({ src, alt, ratio, fit, radius }: TileImageProps) {
  return (
    <Box
      component="img"
      src={mediaUrl(src)}
      alt={alt}
      sx={{ width: '100%', aspectRatio: ratio, objectFit: fit, borderRadius: radius, display: 'block' }}
    />
  );
}

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
      <TileImage src={record.sBanner} alt="" ratio="540 / 290" fit="cover" radius={1.5} />
      <TileImage src={record.sLogo} alt={record.sTitle} ratio="540 / 220" fit="contain" />
      <FreeTextLine variant="subtitle2" sx={{ mt: 'auto', fontWeight: 600 }} title={record.sTitle}>
        {record.sTitle}
      </FreeTextLine>
      <Typography variant="caption" color="text.secondary">
        {translate('gd.catalogue.list.quick_delivery')}
      </Typography>
    </Box>
  );
}
