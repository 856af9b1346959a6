import type { ListEndpoint } from '../api/endpoints';
import { searchFilters } from '../common/SearchFilters';

/** The card lists' search: the first column, or another one the list call can search (section 1). */
export const cardFilters = (resource: string, list: ListEndpoint) =>
  searchFilters({ resource, list, placeholder: 'gd.cards.search' });
