import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { mediaUrl } from '../api/media';
import { MediaImage } from '../common/MediaImage';

const V = 'gd.kyc.verify';

export interface KycDocumentCardProps {
  /** i18n key of the document's name (front, back, proof of address, selfie). */
  title: string;
  /** A media path, '' when not uploaded. */
  path: string;
  /** The id-type or address-type line, already translated. */
  caption?: string;
}

/** One document: its image (or a placeholder when missing); a click opens it enlarged, with Close. */
export const KycDocumentCard = ({ title, path, caption }: KycDocumentCardProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const url = mediaUrl(path);
  const name = translate(title);
  const body = (
    <>
      {url ? (
        <MediaImage
          src={url}
          alt={name}
          sx={{ display: 'block', width: '100%', height: 150, objectFit: 'contain', bgcolor: 'action.hover' }}
        />
      ) : (
        <Box
          role="img"
          aria-label={`${name}: ${translate(`${V}.missing`)}`}
          sx={{
            height: 150,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'action.hover',
            color: 'text.secondary',
          }}
        >
          <ImageNotSupportedOutlinedIcon fontSize="large" />
          <Typography variant="caption">{translate(`${V}.missing`)}</Typography>
        </Box>
      )}
      <CardContent sx={{ py: 1, pb: caption ? 0 : 1 }}>
        <Typography variant="subtitle2" component="h3">
          {name}
        </Typography>
      </CardContent>
    </>
  );
  // Outside the enlarge button: its name ('Enlarge: <title>') must hold all the text it shows (WCAG 2.5.3).
  const captionLine = caption && (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pb: 1 }}>
      {caption}
    </Typography>
  );
  return (
    <Card variant="outlined">
      {url ? (
        <CardActionArea onClick={() => setOpen(true)} aria-label={translate(`${V}.enlarge`, { name })}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
      {captionLine}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth="md"
        fullWidth
        aria-labelledby={`${title}-title`}
      >
        <DialogTitle id={`${title}-title`}>{name}</DialogTitle>
        <DialogContent>
          <MediaImage
            src={url}
            alt={name}
            sx={{ display: 'block', width: '100%', maxHeight: '70vh', objectFit: 'contain' }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate(`${V}.close`)}</Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
};
