import { useState } from 'react';
import { useGiftdeskDataProvider } from '../api/dataProvider';
import { useServerNotice } from '../common/useServerNotice';

/**
 * Opens an invoice in a new tab. The tab is opened at the click (popup blockers allow only that),
 * then sent to the signed link once the API answers; it is closed again when the link fails.
 */
export function useOpenInvoice() {
  const dataProvider = useGiftdeskDataProvider();
  const notice = useServerNotice();
  const [pending, setPending] = useState(false);
  const open = async (id: string) => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setPending(true);
    try {
      const url = await dataProvider.getInvoiceUrl(id);
      if (tab) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    } catch (error) {
      tab?.close();
      notice.error(error);
    } finally {
      setPending(false);
    }
  };
  return { open, pending };
}
