import { Chip, Tooltip } from '@mui/material';
import {
  DataTable,
  TopToolbar,
  useLocaleState,
  useTranslate,
  WithRecord,
  type RaRecord,
  type Identifier,
} from 'react-admin';
import { AdminList } from '../common/AdminList';
import { cardRightsColumns } from '../cards/cardColumns';
import { currencyCode } from '../common/currencies';
import { cardFilters } from '../cards/listFilters';
import { ExportAllButton } from '../common/ExportAllButton';
import { FloatingAddButton } from '../common/FloatingAddButton';
import { ListGuard } from '../common/ListGuard';
import { NoRows } from '../common/ListParts';
import { RowActions } from '../common/RowActions';
import { useListRights, type ListRights } from '../common/useListRights';
import type { RedeemCardListItem } from '../domain/cards';
import { formatMoney } from '../domain/format';
import { CodeCell, PinCell, RevealProvider, useReveal, type Secrets } from './reveal';
import { RedeemImportButton } from './import/RedeemImportButton';
import { ResponsiveDataTable } from '../comfort/ResponsiveDataTable';
import { endpoints } from './endpoints';
import { hasCardBulkActions, RedeemCardBulkActions } from '../cards/CardBulkActions';

const F = 'resources.redeemCards.fields';
type RedeemRow = RedeemCardListItem & RaRecord;

/**
 * The CSV rows: never a code or a pin, except for the rows revealed on screen (the admin has just
 * seen them); the two columns appear only when at least one row is revealed.
 */
export function redeemCardCsvRows(records: RaRecord[], revealed: ReadonlyMap<Identifier, Secrets>) {
  const withSecrets = records.some((record) => revealed.has(record.id));
  return (records as RedeemRow[]).map((card) => ({
    ...(withSecrets
      ? { sCode: revealed.get(card.id)?.sCode ?? '', sPin: revealed.get(card.id)?.sPin ?? '' }
      : {}),
    nValue: card.nValue,
    eCurrency: currencyCode(card.eCurrency),
    bRedeemed: card.bRedeemed,
    eStatus: card.eStatus,
    dCreatedAt: card.dCreatedAt,
  }));
}

const RedeemExportButton = () => {
  const { revealed } = useReveal();
  const translate = useTranslate();
  return (
    <Tooltip title={translate('gd.cards.redeem.export_note')}>
      <span>
        <ExportAllButton toRows={(records) => redeemCardCsvRows(records, revealed)} />
      </span>
    </Tooltip>
  );
};

const RedeemedChip = ({ redeemed }: { redeemed: boolean }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={redeemed ? 'filled' : 'outlined'}
      color={redeemed ? 'secondary' : 'default'}
      label={translate(`gd.cards.redeem.${redeemed ? 'redeemed' : 'not_redeemed'}`)}
    />
  );
};

/** /admin/redeemCards (also /admin/redeemcards): code and pin masked, revealed per row. */
export const RedeemCardList = () => {
  const rights = useListRights('redeemCards');
  const [locale] = useLocaleState();
  return (
    <ListGuard rights={rights}>
      <RevealProvider>
        <AdminList
          resource="redeemCards"
          title="gd.cards.redeem.title_list"
          filters={cardFilters('redeemCards', endpoints.redeemCards.list)}
          actions={
            <TopToolbar>
              {rights.add && <RedeemImportButton />}
              <RedeemExportButton />
            </TopToolbar>
          }
        >
          <ResponsiveDataTable<RedeemRow>
            bulkActionButtons={hasCardBulkActions(rights) ? <RedeemCardBulkActions rights={rights} /> : false}
            rowClick={false}
            empty={<NoRows message="gd.cards.empty" />}
          >
            {/* The API never sorts by a secret. */}
            <DataTable.Col source="sCode" disableSort>
              <CodeCell canReveal={rights.view} />
            </DataTable.Col>
            <DataTable.Col source="sPin" disableSort>
              <PinCell />
            </DataTable.Col>
            <DataTable.Col
              source="nValue"
              align="right"
              render={(card) => formatMoney(card.nValue, card.eCurrency, locale)}
            />
            <DataTable.Col source="eCurrency" render={(card) => currencyCode(card.eCurrency)} />
            <DataTable.Col source="bRedeemed" render={(card) => <RedeemedChip redeemed={card.bRedeemed} />} />
            {cardRightsColumns(rights, `${F}.actions`, <RowActionsForCard rights={rights} />)}
          </ResponsiveDataTable>
          {rights.add && <FloatingAddButton label="gd.cards.actions.add" />}
        </AdminList>
      </RevealProvider>
    </ListGuard>
  );
};

/** A redeemed card cannot be edited (the API answers 409): no pencil on its row. */
const RowActionsForCard = ({ rights }: { rights: ListRights }) => (
  <WithRecord<RedeemRow> render={(card) => <RowActions rights={rights} canEdit={!card.bRedeemed} />} />
);
