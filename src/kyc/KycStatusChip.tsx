import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { KycStatus } from '../domain/customer';

const COLORS = { p: 'default', s: 'info', v: 'success', r: 'error' } as const;

/** A KYC status code (platform.md s.4) as a coloured, translated label. */
export const KycStatusChip = ({ status }: { status: KycStatus | undefined }) => {
  const translate = useTranslate();
  if (!status || !(status in COLORS)) return null;
  return <Chip size="small" color={COLORS[status]} label={translate(`gd.kyc.status.${status}`)} />;
};
