import PersonIcon from '@mui/icons-material/Person';
import { Avatar, Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { mediaUrl } from '../api/media';
import { useMediaSrc } from '../common/MediaImage';
import type { Customer } from '../domain/customer';
import { freeText } from '../common/freeText';

const P = 'gd.customers.pictures';

/** The cover picture as a banner with the profile picture over it; a placeholder when missing. */
export const CustomerPictures = ({
  customer,
}: {
  customer: Pick<Customer, 'sCoverPicture' | 'sProfilePicture' | 'sFullName'>;
}) => {
  const translate = useTranslate();
  const cover = mediaUrl(customer.sCoverPicture);
  const profile = mediaUrl(customer.sProfilePicture);
  // Personal pictures: fetched as a real backend may serve them, with the token (MediaImage.tsx).
  const coverSrc = useMediaSrc(cover);
  const profileSrc = useMediaSrc(profile);
  return (
    <Box sx={{ mb: 3 }}>
      <Box
        role="img"
        aria-label={translate(`${P}.cover`)}
        // Inline, not in sx: a style per picture would be a rule of its own in Emotion's sheet, and
        // a customer's picture has no place in the styles kept for the next load (storedStyles.ts).
        style={coverSrc ? { backgroundImage: `url("${coverSrc}")` } : undefined}
        sx={{
          height: 120,
          borderRadius: 1,
          bgcolor: 'action.hover',
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {!cover && (
          <Typography variant="caption" color="text.secondary">
            {translate(`${P}.missing`, { name: translate(`${P}.cover`) })}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end', mt: -4, ml: 2 }}>
        <Avatar
          src={profileSrc || undefined}
          alt={translate(`${P}.profile`)}
          sx={{ width: 72, height: 72, border: 3, borderColor: 'background.paper' }}
        >
          <PersonIcon fontSize="large" />
        </Avatar>
        <Box sx={{ pb: 0.5 }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {freeText(customer.sFullName)}
          </Typography>
          {!profile && (
            <Typography variant="caption" color="text.secondary">
              {translate(`${P}.missing`, { name: translate(`${P}.profile`) })}
            </Typography>
          )}
        </Box>
      </Stack>
    </Box>
  );
};
