import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { mediaUrl } from '../api/media';
import { urlHost } from '../domain/push';
import { P } from './PreviewParts';

export interface PushPreviewValues {
  title: string;
  content: string;
  host: string;
  /** '' while no logo is uploaded: the previews then show the default logo. */
  logoUrl: string;
  bannerUrl: string;
}

/** What the previews show: the form's values as typed, placeholders while a field is empty. */
export function usePushPreview(): PushPreviewValues {
  const translate = useTranslate();
  const [sTitle, sContent, sURL, sLogo, sBanner] = useWatch({
    name: ['sTitle', 'sContent', 'sURL', 'sLogo', 'sBanner'],
  }) as (string | undefined)[];
  const or = (value: string | undefined, placeholder: string) => value?.trim() || translate(placeholder);
  return {
    title: or(sTitle, `${P}.placeholder_title`),
    content: or(sContent, `${P}.placeholder_content`),
    host: urlHost(sURL ?? '') || translate(`${P}.placeholder_host`),
    logoUrl: mediaUrl(sLogo),
    bannerUrl: mediaUrl(sBanner),
  };
}
