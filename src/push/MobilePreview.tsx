import { alpha, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PushLogo } from './PushLogo';
import { clamp } from './clamp';
import { P, PreviewBanner, PreviewFigure } from './PreviewParts';
import type { PushPreviewValues } from './usePushPreview';

/** A phone's lock screen with the notification card, as a customer's phone would show it. */
export function MobilePreview({ values }: { values: PushPreviewValues }) {
  const translate = useTranslate();
  return (
    <PreviewFigure
      device="mobile"
      sx={{
        width: 260,
        height: 480,
        mx: 'auto',
        p: 1,
        borderRadius: '40px',
        bgcolor: '#111',
        boxShadow: '0 12px 30px rgba(0,0,0,0.25)',
      }}
    >
      <Box
        sx={{
          position: 'relative',
          height: '100%',
          borderRadius: '32px',
          overflow: 'hidden',
          color: 'common.white',
          background: 'linear-gradient(200deg, #5c6bc0 0%, #3949ab 40%, #00796b 100%)',
          px: 1.25,
        }}
      >
        <Box sx={{ width: 80, height: 22, borderRadius: 11, bgcolor: '#111', mx: 'auto', mt: 1 }} />
        <Box sx={{ textAlign: 'center', mt: 2.5, mb: 2.5 }}>
          <Typography variant="caption" sx={{ opacity: 0.85 }}>
            {translate(`${P}.lock_date`)}
          </Typography>
          <Typography sx={{ fontSize: 56, fontWeight: 300, lineHeight: 1 }}>
            {translate(`${P}.lock_time`)}
          </Typography>
        </Box>
        <Box
          sx={{
            borderRadius: 4,
            p: 1.25,
            color: 'text.primary',
            // The paper colour of the theme, so the text stays readable in dark mode too.
            bgcolor: (theme) => alpha(theme.palette.background.paper, 0.82),
            backdropFilter: 'blur(12px)',
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mb: 0.5 }}>
            <PushLogo src={values.logoUrl} size={20} radius={0.75} />
            <Typography
              variant="caption"
              sx={{ flexGrow: 1, textTransform: 'uppercase', letterSpacing: 0.4 }}
            >
              {translate(`${P}.app_name`)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate(`${P}.now`)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, ...clamp(2) }}>
                {values.title}
              </Typography>
              <Typography variant="body2" sx={{ fontSize: 13, lineHeight: 1.3, ...clamp(4) }}>
                {values.content}
              </Typography>
            </Box>
            <PreviewBanner
              src={values.bannerUrl}
              sx={{ width: 44, height: 44, borderRadius: 1, objectFit: 'cover', flexShrink: 0 }}
            />
          </Box>
        </Box>
      </Box>
    </PreviewFigure>
  );
}
