import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export const P = 'gd.push.preview';

/** A device's frame: a figure named for screen readers, so each preview reads as one picture. */
export function PreviewFigure({
  device,
  sx,
  children,
}: {
  device: 'desktop' | 'mobile';
  sx: SxProps<Theme>;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Box
      role="figure"
      aria-label={translate(`${P}.${device}_label`)}
      data-testid={`push-preview-${device}`}
      sx={sx}
    >
      {children}
    </Box>
  );
}

/** The notification's banner picture, where the form has one. */
export function PreviewBanner({ src, sx }: { src: string | undefined; sx: SxProps<Theme> }) {
  const translate = useTranslate();
  if (!src) return null;
  return <Box component="img" src={src} alt={translate(`${P}.banner`)} sx={sx} />;
}
