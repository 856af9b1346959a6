import { ListSearchInput } from '../common/ListParts';

/** The card lists' search on the first column (section 1). */
export const cardFilters = [<ListSearchInput key="q" source="q" alwaysOn placeholder="gd.cards.search" />];
