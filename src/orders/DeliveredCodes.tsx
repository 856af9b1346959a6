/**
 * The Order Details dialog's card codes (docs/security.md): masked until the admin asks to see them. "Show
 * codes" fetches this order's codes where the API offers that call (each reveal is then in the audit
 * trail); against a backend without it, the codes the list already carried are shown. "Hide codes"
 * masks them again; they are kept nowhere but in this dialog while it is open.
 */
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useGiftdeskDataProvider } from '../api/dataProvider';
import { useServerNotice } from '../common/useServerNotice';
import { maskedCode, type DeliveredCode, type OrderRecord } from '../domain/orderRecords';
import { CardCodesTable } from './CardCodesTable';

const D = 'gd.orders.details';

export const DeliveredCodes = ({ order }: { order: Pick<OrderRecord, '_id' | 'aCardCode'> }) => {
  const translate = useTranslate();
  const dataProvider = useGiftdeskDataProvider();
  const notice = useServerNotice();
  const [shown, setShown] = useState<readonly DeliveredCode[] | null>(null);
  const [loading, setLoading] = useState(false);
  const listed = order.aCardCode ?? [];

  const show = async () => {
    setLoading(true);
    try {
      setShown((await dataProvider.getOrderCodes(order._id)) ?? listed);
    } catch (error) {
      notice.error(error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      {listed.length > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          {shown ? (
            <Button size="small" startIcon={<VisibilityOffIcon />} onClick={() => setShown(null)}>
              {translate(`${D}.hide_codes`)}
            </Button>
          ) : (
            <Button
              size="small"
              startIcon={<VisibilityIcon />}
              onClick={() => void show()}
              disabled={loading}
            >
              {translate(`${D}.show_codes`)}
            </Button>
          )}
        </Box>
      )}
      <CardCodesTable codes={shown ?? listed.map(maskedCode)} />
    </>
  );
};
