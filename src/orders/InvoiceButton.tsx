import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import { Button } from 'react-admin';
import { IconAction } from './IconAction';
import { useOpenInvoice } from './useInvoice';

const LABEL = 'gd.orders.actions.invoice';

/** The invoice of an order (sTransactionId on the delivered list, _id on the transactions list). */
export const InvoiceButton = ({ id, compact = false }: { id: string; compact?: boolean }) => {
  const { open, pending } = useOpenInvoice();
  const disabled = pending || !id;
  if (compact)
    return (
      <IconAction label={LABEL} icon={<ReceiptIcon />} onClick={() => void open(id)} disabled={disabled} />
    );
  return (
    <Button label={LABEL} disabled={disabled} onClick={() => void open(id)}>
      <ReceiptIcon />
    </Button>
  );
};
