import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/Check';
import SellIcon from '@mui/icons-material/Sell';
import { Box, Button, Dialog, DialogContent, DialogTitle, Divider, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useBasename, useCanAccess, useGetOne, useTranslate } from 'react-admin';
import { SafeConfirm } from '../common/SafeConfirm';
import { useParams } from 'react-router-dom';
import { isImageSrc, mediaUrl } from '../api/media';
import { MediaImage } from '../common/MediaImage';
import { useNavigateLater } from '../common/useNavigateLater';
import { AuditHistory } from '../audit/AuditHistory';
import { PageCard } from '../common/PageCard';
import { CopyLinkButton } from '../common/CopyLinkButton';
import { PageShortcuts } from '../comfort/PageShortcuts';
import type { OrderRecord } from '../domain/orders';
import { adminPath } from '../paths';
import { ORDER_PAGES } from './pages';
import { BackButton, DetailState } from './DetailParts';
import { DetailGrid, OrderSummary } from './OrderSummary';
import { RejectDialog } from './lazyDialogs';
import { SellStatusChip } from './SellOrderList';
import { REDIRECT_MS } from '../domain/timing';
import { useFormat } from './useFormat';
import { useSellReview } from './useSellReview';
import { freeText } from '../common/freeText';

const D = 'gd.orders.details';
const S = 'gd.orders.sell';

/** /admin/sellcard/{id}: every field of a sell order, its images, and the review while Pending. */
export const SellCardDetail = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const basename = useBasename();
  const { date } = useFormat();
  // Catalogue s.6: approve and reject are shown to any user who can open the page.
  const { canAccess: mayReview = false } = useCanAccess({ resource: 'sellOrders', action: 'review' });
  const { data, isPending, error } = useGetOne<OrderRecord & { id: string }>(
    'sellOrders',
    { id },
    { enabled: id !== '', retry: false },
  );
  const [image, setImage] = useState<string | null>(null);
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reviewed, setReviewed] = useState(false);
  const navigateLater = useNavigateLater();
  const pendingList = adminPath(basename, ORDER_PAGES.sellPending);

  const { approve, reject } = useSellReview(() => {
    setApproving(false);
    setRejecting(false);
    setReviewed(true);
    navigateLater(pendingList, REDIRECT_MS.sellReviewed);
  });

  const order = data;
  const images =
    order?.aCartData.flatMap((line) =>
      line.aImages
        .map((path) => mediaUrl(path))
        .filter(isImageSrc)
        .map((src) => ({ src, title: line.sTitle })),
    ) ?? [];
  const canReview = order?.eStatus === 'Pending' && mayReview && !reviewed;
  const failure =
    error && (error instanceof Error && error.message ? error.message : translate(`${S}.not_found`));

  return (
    <PageCard title={`${S}.title`} icon={<SellIcon />} maxWidth={900} action={<CopyLinkButton />}>
      <BackButton to={pendingList} sx={{ mb: 2 }} />
      <PageShortcuts
        handlers={canReview ? { accept: () => setApproving(true), reject: () => setRejecting(true) } : {}}
        labels={{ accept: 'gd.orders.actions.approve_order', reject: 'gd.orders.actions.reject_order' }}
      />
      <DetailState error={failure} record={isPending ? undefined : data}>
        {(order) => (
          <>
            <DetailGrid
              items={[
                [`${D}.order_id`, order.sOrderId],
                [`${D}.date`, date(order.dCreatedAt)],
                [`${D}.customer`, freeText(`${order.sFullName} (${order.sEmail})`)],
                [`${D}.status`, <SellStatusChip key="status" status={order.eStatus} />],
                [`${D}.gateway`, order.eGateway],
                [`${S}.payee_id`, order.sPayerId],
                [
                  `${S}.payment_status`,
                  translate(`gd.orders.sell_status.${order.eStatus ?? ''}`, { _: order.eStatus ?? '' }),
                ],
                ...(order.sPaymentId ? [[`${D}.payment_id`, order.sPaymentId] as [string, string]] : []),
                ...(order.sRejectReason
                  ? [[`${D}.reject_reason`, freeText(order.sRejectReason)] as [string, ReactNode]]
                  : []),
              ]}
            />
            <Divider sx={{ my: 2 }} />
            <OrderSummary order={order} totalLabel={`${S}.total_receivable`} />
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle2" component="h2" gutterBottom>
              {translate(`${S}.images`)}
            </Typography>
            {images.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {translate(`${S}.no_images`)}
              </Typography>
            ) : (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
                {images.map((item, index) => (
                  <Box
                    key={`${item.src}-${index}`}
                    component="button"
                    type="button"
                    onClick={() => setImage(item.src)}
                    sx={{
                      p: 0,
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                      cursor: 'zoom-in',
                      bgcolor: 'transparent',
                      lineHeight: 0,
                    }}
                  >
                    <MediaImage
                      src={item.src}
                      alt={translate(`${S}.image_alt`, { n: index + 1, title: item.title })}
                      sx={{ width: 160, height: 100, objectFit: 'cover', borderRadius: 1 }}
                    />
                  </Box>
                ))}
              </Box>
            )}
            {canReview && (
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 3 }}>
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<BlockIcon />}
                  onClick={() => setRejecting(true)}
                >
                  {translate('gd.orders.actions.reject_order')}
                </Button>
                <Button
                  variant="contained"
                  color="success"
                  startIcon={<CheckIcon />}
                  onClick={() => setApproving(true)}
                >
                  {translate('gd.orders.actions.approve_order')}
                </Button>
              </Box>
            )}
            <SafeConfirm
              isOpen={approving}
              title={translate('gd.orders.actions.approve_order')}
              content={translate(`${S}.approve_confirm`, { id: order.sOrderId })}
              confirm="gd.orders.actions.approve_order"
              cancel="gd.orders.actions.cancel"
              onConfirm={() => approve(order).catch(() => undefined)}
              onClose={() => setApproving(false)}
            />
            <RejectDialog
              open={rejecting}
              title={translate(`${S}.reject_title`, { id: order.sOrderId })}
              onClose={() => setRejecting(false)}
              onSubmit={(reason) => reject(order, reason)}
            />
            {/* Keyed by status: a decision remounts it, so its new entry shows. */}
            <AuditHistory key={order.eStatus} recordId={order._id} />
          </>
        )}
      </DetailState>
      <Dialog
        open={image !== null}
        onClose={() => setImage(null)}
        maxWidth="md"
        aria-labelledby="sell-image-title"
      >
        <DialogTitle id="sell-image-title">{translate(`${S}.images`)}</DialogTitle>
        <DialogContent>
          {image && (
            <MediaImage
              src={image}
              alt={translate(`${S}.images`)}
              sx={{ maxWidth: '100%', display: 'block' }}
            />
          )}
        </DialogContent>
      </Dialog>
    </PageCard>
  );
};
