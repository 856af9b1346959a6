import { useState } from 'react';
import { invoicePageUrl, useGiftdeskDataProvider } from '../api/dataProvider';
import { isExtensionAbsent } from '../api/extensions';
import { useServerNotice } from '../common/useServerNotice';

/**
 * Opens an invoice in a new tab. Where the API has no link call (known from an earlier 404), the
 * spec's page opens at once. Otherwise the tab is opened at the click (popup blockers allow only
 * that), then sent to the signed link once the API answers (or to the spec's page when the call
 * turns out to be missing); it is closed again when the link fails.
 */
export function useOpenInvoice() {
  const dataProvider = useGiftdeskDataProvider();
  const notice = useServerNotice();
  const [pending, setPending] = useState(false);
  const open = async (id: string) => {
    if (isExtensionAbsent('invoiceLink')) {
      window.open(invoicePageUrl(id), '_blank', 'noopener');
      return;
    }
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
