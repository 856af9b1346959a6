import { DataTable, TopToolbar, useLocaleState, type RaRecord } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { cardRightsColumns } from '../cards/cardColumns';
import { currencyCode } from '../common/currencies';
import { cardFilters } from '../cards/listFilters';
import { ExportAllButton } from '../common/ExportAllButton';
import { FloatingAddButton } from '../common/FloatingAddButton';
import { ListGuard } from '../common/ListGuard';
import { NoRows, CountField } from '../common/ListParts';
import { RowActions } from '../common/RowActions';
import { useListRights } from '../common/useListRights';
import type { GiftCard } from '../domain/cards';
import { formatMoney } from '../domain/format';
import { ResponsiveDataTable } from '../comfort/ResponsiveDataTable';
import { endpoints } from './endpoints';
import { GiftCardBulkActions, hasCardBulkActions } from '../cards/CardBulkActions';

const F = 'resources.giftCards.fields';
type GiftCardRow = GiftCard & RaRecord;

/** The CSV columns: every matching row, the fields of the list plus the charges. */
export const giftCardCsvRows = (records: RaRecord[]) =>
  (records as unknown as GiftCard[]).map((card) => ({
    sTitle: card.sTitle,
    sCategoryTitle: card.sCategoryTitle ?? '',
    eCurrency: currencyCode(card.eCurrency),
    nValue: card.nValue,
    nPrice: card.nPrice,
    nDiscount: card.nDiscount,
    nCashBack: card.nCashBack,
    nServiceCharge: card.nServiceCharge,
    bSellable: card.bSellable,
    nExchangeFees: card.nExchangeFees,
    sValidity: card.sValidity,
    nQuantity: card.nQuantity,
    sOfferValidity: card.sOfferValidity,
    eStatus: card.eStatus,
  }));

/** /admin/giftCards (sections 2 and 6): columns, switch and actions by permission. */
export const GiftCardList = () => {
  const rights = useListRights('giftCards');
  const [locale] = useLocaleState();
  return (
    <ListGuard rights={rights}>
      <AdminList
        resource="giftCards"
        title="gd.cards.gift.title_list"
        filters={cardFilters('giftCards', endpoints.giftCards.list)}
        actions={
          <TopToolbar>
            <ExportAllButton toRows={giftCardCsvRows} />
          </TopToolbar>
        }
      >
        <ResponsiveDataTable<GiftCardRow>
          bulkActionButtons={hasCardBulkActions(rights) ? <GiftCardBulkActions rights={rights} /> : false}
          rowClick={false}
          empty={<NoRows message="gd.cards.empty" />}
        >
          {/* The spec's sort key for the product name (the API maps it to sTitle). */}
          <DataTable.Col source="sProductName" label={`${F}.sTitle`} render={(card) => card.sTitle} />
          <DataTable.Col source="sCategoryTitle" />
          <DataTable.Col source="eCurrency" render={(card) => currencyCode(card.eCurrency)} />
          <DataTable.Col
            source="nPrice"
            align="right"
            render={(card) => formatMoney(card.nPrice, card.eCurrency, locale)}
          />
          <DataTable.Col source="sValidity" />
          <DataTable.Col source="nQuantity" align="right" field={CountField} />
          <DataTable.Col source="sOfferValidity" />
          {cardRightsColumns(rights, `${F}.actions`, <RowActions rights={rights} />)}
        </ResponsiveDataTable>
        {rights.add && <FloatingAddButton label="gd.cards.actions.add" />}
      </AdminList>
    </ListGuard>
  );
};
