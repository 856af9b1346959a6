import CloseIcon from '@mui/icons-material/Close';
import LanguageIcon from '@mui/icons-material/Language';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PushLogo } from './PushLogo';
import { clamp } from './clamp';
import { P, PreviewBanner, PreviewFigure } from './PreviewParts';
import type { PushPreviewValues } from './usePushPreview';

/** A browser notification as a desktop shows it: the corner of a screen with the toast on top. */
export function DesktopPreview({ values }: { values: PushPreviewValues }) {
  const translate = useTranslate();
  return (
    <PreviewFigure
      device="desktop"
      sx={{
        borderRadius: 2,
        p: { xs: 1.5, sm: 2.5 },
        minHeight: 200,
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'flex-start',
        background: 'linear-gradient(160deg, #1a237e 0%, #283593 45%, #00695c 100%)',
      }}
    >
      <Paper
        elevation={8}
        sx={{
          width: '100%',
          maxWidth: 360,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'background.paper',
        }}
      >
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, px: 1.5, pt: 1, color: 'text.secondary' }}
        >
          <LanguageIcon sx={{ fontSize: 14 }} />
          <Typography variant="caption" sx={{ flexGrow: 1 }}>
            {translate(`${P}.browser`)} · {translate(`${P}.now`)}
          </Typography>
          <CloseIcon sx={{ fontSize: 14 }} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, px: 1.5, py: 1.25 }}>
          <PushLogo src={values.logoUrl} size={48} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" sx={{ fontWeight: 600, lineHeight: 1.3, ...clamp(1) }}>
              {values.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.35, ...clamp(3) }}>
              {values.content}
            </Typography>
            <Typography variant="caption" color="text.secondary" data-testid="push-preview-host">
              {translate(`${P}.via`, { host: values.host })}
            </Typography>
          </Box>
        </Box>
        <PreviewBanner
          src={values.bannerUrl}
          sx={{ display: 'block', width: '100%', aspectRatio: '2 / 1', objectFit: 'cover' }}
        />
      </Paper>
    </PreviewFigure>
  );
}
