import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { useTranslate } from 'ra-core';

/** The card every public page sits in: the product mark, a title, a subtitle, the content. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card
      elevation={0}
      sx={{ width: '100%', maxWidth: 420, border: 1, borderColor: 'divider', boxShadow: 3 }}
    >
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
          <Box
            aria-hidden
            sx={{
              width: 40,
              height: 40,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              color: 'primary.contrastText',
              background: 'linear-gradient(135deg, #2196f3, #0d47a1)',
            }}
          >
            <CardGiftcardIcon fontSize="small" />
          </Box>
          <Box>
            <Typography variant="h6" component="p" sx={{ lineHeight: 1.1, fontWeight: 700 }}>
              {translate('gd.common.product_name')}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate('gd.auth.tagline')}
            </Typography>
          </Box>
        </Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
        <Box sx={{ mt: 3 }}>{children}</Box>
      </CardContent>
    </Card>
  );
}
