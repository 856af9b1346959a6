import LinkIcon from '@mui/icons-material/Link';
import { Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/**
 * Copies the address of what is on screen, for a colleague (issue 21): the page's own URL, or `href`
 * where the page shows a record over a list. Where the clipboard is refused (an insecure origin, a
 * denied permission) the notice still shows the link, so it can be copied by hand.
 */
export const CopyLinkButton = ({ href }: { href?: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    const url = new URL(href ?? window.location.href, window.location.href).href;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // The notice below carries the link either way.
    }
    notify('gd.common.link_copied', { type: 'info', messageArgs: { url } });
  };
  return (
    <Button startIcon={<LinkIcon />} onClick={() => void copy()}>
      {translate('gd.common.copy_link')}
    </Button>
  );
};
