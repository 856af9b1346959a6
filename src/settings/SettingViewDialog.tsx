import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { RichTextField, useTranslate } from 'react-admin';
import { RICH_TEXT } from '../common/direction';
import { RICH_TEXT_TAGS, SAFE_LINK } from '../domain/richText';
import { isLoyaltyKey } from '../domain/settingRecords';
import type { SettingRow } from './SettingEditDialog';
import { freeText } from '../common/freeText';

export const SETTINGS_DIALOG_MAX_WIDTH = 1000;

/** Render only what the codec carries, even if a record reached the view without passing through it. */
const PURIFY = { ALLOWED_TAGS: [...RICH_TEXT_TAGS], ALLOWED_ATTR: ['href'], ALLOWED_URI_REGEXP: SAFE_LINK };

/**
 * The eye's modal (platform.md s.2): the page's content rendered, or the loyalty number. The HTML
 * comes sanitized from the codec and RichTextField runs DOMPurify on it once more, with the codec's tags.
 */
export const SettingViewDialog = ({
  record,
  onClose,
}: {
  record: SettingRow | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const loyalty = isLoyaltyKey(record?.sKey);
  const blank = !record?.sValue || record.sValue.trim() === '';
  return (
    <Dialog
      open={record !== null}
      onClose={onClose}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: SETTINGS_DIALOG_MAX_WIDTH } } }}
      aria-labelledby="setting-view-title"
    >
      <DialogTitle id="setting-view-title">{freeText(record?.sTitle)}</DialogTitle>
      <DialogContent dividers>
        {record && loyalty ? (
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              {translate('gd.settings.view.value')}
            </Typography>
            <Typography variant="h4" component="p" data-testid="setting-value">
              {record.sValue}
            </Typography>
          </Box>
        ) : null}
        {record && !loyalty && blank ? (
          <Typography color="text.secondary">{translate('gd.settings.view.empty_content')}</Typography>
        ) : null}
        {record && !loyalty && !blank ? (
          <RichTextField
            record={record}
            source="sValue"
            purifyOptions={PURIFY}
            data-testid="setting-content"
            {...RICH_TEXT}
            sx={{ '& a': { wordBreak: 'break-word' } }}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('gd.settings.view.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
