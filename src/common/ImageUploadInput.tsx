/**
 * A react-admin input bound to a media path field: choose an image, it is uploaded through a signed
 * URL (src/api/upload.ts) and the field receives the stored path, previewed through the media base.
 * Type check before anything is sent ('It is not valid Image file.'), progress while uploading,
 * 'Something Went Wrong!' on failure. Reusable for any folder (categories, push, settings).
 */
import { Box, Button, FormHelperText, LinearProgress, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/CloudUpload';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Labeled, useInput, useNotify, useResourceContext, useTranslate, type InputProps } from 'react-admin';
import { useGiftdeskDataProvider } from '../api/dataProvider';
import { mediaUrl } from '../api/media';
import { IMAGE_ACCEPT, isImageFile, uploadFailureText, uploadImage } from '../api/upload';
import type { UploadFolder } from '../domain/catalogue';

export interface ImageUploadInputProps extends Omit<InputProps, 'validate'> {
  folder: UploadFolder;
  /** The size hint under the input, e.g. 'Size 540x220, transparent background' (an i18n key or text). */
  hint?: string;
  readOnly?: boolean;
  /** Preview box size (the image keeps its ratio inside). */
  previewWidth?: number;
  previewHeight?: number;
  /** Sees a failed upload first; true when it has told the user itself (no generic notice then). */
  onUploadError?: (error: unknown) => boolean;
}

const INVALID_IMAGE = 'gd.catalogue.validation.image_invalid';

export function ImageUploadInput(props: ImageUploadInputProps) {
  const {
    folder,
    hint,
    readOnly = false,
    previewWidth = 270,
    previewHeight = 120,
    label,
    source,
    onUploadError,
  } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useGiftdeskDataProvider();
  const { field, fieldState, isRequired } = useInput({ ...props, source });
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const value = typeof field.value === 'string' ? field.value : '';
  const resource = useResourceContext(props);
  const labelText =
    typeof label === 'string'
      ? translate(label, { _: label })
      : translate(`resources.${resource}.fields.${source}`, { _: source });

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (!isImageFile(file)) {
      setProblem(INVALID_IMAGE);
      return;
    }
    setProgress(0);
    try {
      const sPath = await uploadImage(file, {
        folder,
        getSignedUrl: (f, input) => dataProvider.getSignedUrl(f, input),
        onProgress: setProgress,
      });
      field.onChange(sPath);
      field.onBlur();
    } catch (error) {
      const text = uploadFailureText(error);
      setProblem(text);
      if (!onUploadError?.(error)) notify(text, { type: 'error', messageArgs: { _: text } });
    } finally {
      setProgress(null);
    }
  }

  const error = problem ?? (fieldState.error?.message || null);
  const action = translate(value ? 'gd.catalogue.upload.replace' : 'gd.catalogue.upload.choose');
  return (
    <Labeled label={label ?? undefined} source={source} isRequired={isRequired} fullWidth>
      <Box>
        <Box
          sx={{
            width: previewWidth,
            height: previewHeight,
            maxWidth: '100%',
            bgcolor: 'action.selected', // grey.200 in light mode, and readable in dark mode
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
          }}
        >
          {value ? (
            <img
              src={mediaUrl(value)}
              alt={translate('gd.catalogue.upload.preview', { label: labelText })}
              style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('gd.catalogue.upload.none')}
            </Typography>
          )}
        </Box>
        {!readOnly && (
          <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <input
              ref={fileInput}
              id={inputId}
              type="file"
              accept={IMAGE_ACCEPT}
              hidden
              onChange={onChange}
              data-testid={`${source}-file`}
              aria-label={labelText}
            />
            <Button
              variant="outlined"
              size="small"
              startIcon={<UploadIcon />}
              disabled={progress !== null}
              onClick={() => fileInput.current?.click()}
              // Two images on a form: the shown "Choose image" alone would not say which, nor (no
              // aria-required on a button) that one is required.
              aria-label={translate(`gd.catalogue.upload.${isRequired ? 'named_required' : 'named'}`, {
                action,
                label: labelText,
              })}
            >
              {action}
            </Button>
            {hint && (
              <Typography variant="caption" color="text.secondary">
                {translate(hint, { _: hint })}
              </Typography>
            )}
          </Box>
        )}
        {progress !== null && (
          <Box sx={{ mt: 1, maxWidth: previewWidth }} role="status">
            <LinearProgress variant="determinate" value={progress} aria-label={labelText} />
            <Typography variant="caption">
              {translate('gd.catalogue.upload.uploading', { percent: progress })}
            </Typography>
          </Box>
        )}
        {error && !readOnly && (
          <FormHelperText error role="alert">
            {translate(error, { _: error })}
          </FormHelperText>
        )}
      </Box>
    </Labeled>
  );
}
