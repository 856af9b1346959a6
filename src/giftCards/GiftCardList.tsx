import { DataTable, List, TopToolbar, useLocaleState, type RaRecord } from 'react-admin';
import { CardListGuard } from '../cards/CardListGuard';
import { currencyCode } from '../cards/currencies';
import { ExportAllButton } from '../cards/ExportAllButton';
import { FloatingAddButton } from '../cards/FloatingAddButton';
import { CardPagination, NoRows, cardFilters } from '../cards/ListParts';
import { RowActions } from '../cards/RowActions';
import { StatusSwitch } from '../cards/StatusSwitch';
import { useCardRights } from '../cards/useCardRights';
import type { GiftCard } from '../domain/cards';
import { formatMoney } from '../domain/format';

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
  const rights = useCardRights('giftCards');
  const [locale] = useLocaleState();
  return (
    <CardListGuard rights={rights}>
      <List
        resource="giftCards"
        title="gd.cards.gift.title_list"
        sort={{ field: 'dCreatedAt', order: 'DESC' }}
        perPage={10}
        pagination={<CardPagination />}
        filters={cardFilters}
        empty={false}
        actions={
          <TopToolbar>
            <ExportAllButton toRows={giftCardCsvRows} />
          </TopToolbar>
        }
      >
        <DataTable<GiftCardRow> bulkActionButtons={false} rowClick={false} empty={<NoRows />}>
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
          <DataTable.NumberCol source="nQuantity" locales={locale} />
          <DataTable.Col source="sOfferValidity" />
          {rights.edit && (
            <DataTable.Col source="eStatus">
              <StatusSwitch />
            </DataTable.Col>
          )}
          {(rights.view || rights.edit || rights.remove) && (
            <DataTable.Col label={`${F}.actions`} disableSort align="right">
              <RowActions rights={rights} />
            </DataTable.Col>
          )}
        </DataTable>
        {rights.add && <FloatingAddButton label="gd.cards.actions.add" />}
      </List>
    </CardListGuard>
  );
};
