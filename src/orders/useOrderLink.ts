import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useBasename, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { BUY_STAGE_STATUS, buyOrderFilter, type BuyStage } from '../domain/orderStatus';
import type { OrderRecord } from '../domain/orders';
import { adminPath } from '../paths';
import { useServerNotice } from '../common/useServerNotice';
import { BUY_ORDER_PAGES, buyOrderDetailPage } from './pages';

const STAGES = Object.keys(BUY_ORDER_PAGES) as BuyStage[];
/** The list call searches by substring: one page holds the exact id among its neighbours (ORD-1, ORD-10...). */
const LOOKUP_PAGE = 100;

/**
 * A buy order's details as an address (issue 21): /admin/pending-orders/{order id} shows the list
 * with the order's dialog over it, in a new tab or after a reload too. Opened from a row, the row's
 * record shows at once; opened from a link, the spec's list call finds it by its order id (search_by
 * sOrderId), in this list first, then in the other two: an order accepted since the link was
 * copied moves to the list it is in now. Closing returns to the list with its filters.
 */
export function useOrderLink(stage: BuyStage) {
  const { '*': linked = '' } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const basename = useBasename();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const notice = useServerNotice();
  const [clicked, setClicked] = useState<OrderRecord | null>(null);
  const listPath = adminPath(basename, BUY_ORDER_PAGES[stage]);
  const fromRow = clicked !== null && clicked.sOrderId === linked;

  const lookup = useQuery({
    queryKey: ['orders', 'byOrderId', linked],
    enabled: linked !== '' && !fromRow,
    queryFn: async ({ signal }) => {
      for (const where of [stage, ...STAGES.filter((other) => other !== stage)]) {
        const { data } = await dataProvider.getList<OrderRecord & { id: string }>('orders', {
          pagination: { page: 1, perPage: LOOKUP_PAGE },
          sort: { field: 'dCreatedAt', order: 'DESC' },
          filter: { ...buyOrderFilter(where), q: linked },
          signal,
        });
        const order = data.find((row) => row.sOrderId === linked);
        if (order) return { stage: where, order };
      }
      return null;
    },
  });

  const close = useCallback(
    () => navigate({ pathname: listPath, search }, { replace: true }),
    [navigate, listPath, search],
  );
  const open = useCallback(
    (order: OrderRecord) => {
      setClicked(order);
      navigate({ pathname: `${listPath}/${encodeURIComponent(order.sOrderId)}`, search });
    },
    [navigate, listPath, search],
  );

  const found = lookup.data;
  const failed = lookup.isError ? lookup.error : null;
  useEffect(() => {
    if (!failed) return;
    notice.error(failed);
    close();
  }, [failed, notice, close]);
  useEffect(() => {
    if (fromRow || linked === '' || found === undefined) return;
    if (found === null) {
      notify('gd.orders.links.not_found', { type: 'warning', messageArgs: { id: linked } });
      close();
    } else if (found.stage !== stage) {
      notify('gd.orders.links.moved', {
        type: 'info',
        messageArgs: { id: linked, list: translate(`gd.orders.lists.${found.stage}`) },
      });
      navigate(adminPath(basename, buyOrderDetailPage(found.stage, linked)), { replace: true });
    }
  }, [found, fromRow, linked, stage, notify, translate, navigate, basename, close]);

  const order = fromRow ? clicked : found?.stage === stage ? found.order : null;
  return {
    /** The order shown in the dialog, or null when none is (or it is still being found). */
    order: linked === '' ? null : order,
    status: BUY_STAGE_STATUS[stage],
    open,
    close,
    /** The address a colleague opens: the order alone, without this user's list filters. */
    href: linked ? adminPath(basename, buyOrderDetailPage(stage, linked)) : undefined,
  };
}
