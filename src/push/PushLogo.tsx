import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The notification's logo, or the default one (a gift on the brand colour) while none is uploaded. */
export function PushLogo({ src, size, radius = 1 }: { src: string; size: number; radius?: number }) {
  const translate = useTranslate();
  const frame = { width: size, height: size, borderRadius: radius, flexShrink: 0, overflow: 'hidden' };
  if (src) {
    return (
      <Box
        component="img"
        src={src}
        alt={translate('gd.push.preview.logo')}
        sx={{ ...frame, objectFit: 'cover', bgcolor: 'action.hover' }}
      />
    );
  }
  return (
    <Box
      role="img"
      aria-label={translate('gd.push.preview.default_logo')}
      sx={{
        ...frame,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'common.white',
        background: 'linear-gradient(135deg, #3f51b5 0%, #00897b 100%)',
      }}
    >
      <CardGiftcardIcon sx={{ fontSize: size * 0.6 }} />
    </Box>
  );
}
