import { useLocaleState, type RaRecord } from 'react-admin';
import { BulkDeleteButton, BulkStatusButtons } from '../common/bulk/BulkStatusButtons';
import type { ListRights } from '../common/useListRights';
import type { CardStatus, GiftCard, RedeemCardListItem } from '../domain/cards';
import { formatDateTime, formatMoney } from '../domain/format';

const ACTIVE: CardStatus = 'Active';
const DISABLED: CardStatus = 'Disabled';

/** Whether a card list has a bulk action for these rights: the switch needs Edit, the cross Delete. */
export const hasCardBulkActions = (rights: ListRights) => rights.edit || rights.remove;

const CardBulkActions = <T extends RaRecord>({
  rights,
  rowLabel,
}: {
  rights: ListRights;
  rowLabel: (record: T) => string;
}) => (
  <>
    {rights.edit && <BulkStatusButtons<T> on={ACTIVE} off={DISABLED} rowLabel={rowLabel} />}
    {rights.remove && <BulkDeleteButton<T> rowLabel={rowLabel} />}
  </>
);

export const GiftCardBulkActions = ({ rights }: { rights: ListRights }) => (
  <CardBulkActions<GiftCard & RaRecord> rights={rights} rowLabel={(card) => card.sTitle} />
);

/** A redeem card is named by its value and date: its code is a secret the list does not carry. */
export const RedeemCardBulkActions = ({ rights }: { rights: ListRights }) => {
  const [locale] = useLocaleState();
  return (
    <CardBulkActions<RedeemCardListItem & RaRecord>
      rights={rights}
      rowLabel={(card) =>
        `${formatMoney(card.nValue, card.eCurrency, locale)} · ${formatDateTime(card.dCreatedAt, locale)}`
      }
    />
  );
};
