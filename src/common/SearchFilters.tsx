import { Box, type SxProps, type Theme } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { SearchInput, useTranslate } from 'react-admin';
import { AfterPage } from './Deferred';
import { SelectInput } from './inputs';
import type { ListEndpoint } from '../api/endpoints';
import { DEFAULT_ID_FIELD } from '../api/records';
import { capFilter, FILTER_CAP } from '../domain/format';
import { fieldLabel } from './fieldLabel';

/** The filter key of the chosen column; listBody sends it as search_by when the list allows it. */
const SEARCH_BY = 'search_by';
const SEARCH_IN_WIDTH = 170;
/**
 * The place the select takes until it mounts: Material UI's filled select with its label (48 px)
 * and the filter form's dense margins (8 above, 4 below). On a phone it wraps to its own line, and a
 * placeholder of width alone moved the rows down 36 px once they showed (Lighthouse mobile counted
 * a layout shift of 0.19, a tenth of the page's score). tests/e2e/layout.spec.ts holds it.
 */
const SEARCH_IN_PLACE = { minWidth: SEARCH_IN_WIDTH, height: 48, mt: 1, mb: 0.5 } as const;

/**
 * The columns a screen offers to search in: its list's allowlist (endpoints.ts searchFields), the
 * default one first. The record key is left out: the app finds a record by it (dataProvider.ts),
 * nobody types one.
 */
export function searchChoices(list: ListEndpoint): string[] {
  const fields = (list.searchFields ?? []).filter((field) => field !== DEFAULT_ID_FIELD);
  const first = list.searchBy && fields.includes(list.searchBy) ? [list.searchBy] : [];
  return [...first, ...fields.filter((field) => !first.includes(field))];
}

interface SearchProps {
  resource: string;
  /** The box's text while the default column is searched (an i18n key). */
  placeholder: string;
  parse?: (value: string) => string;
  /** Where a list's placeholder is long (the sub-admins' "Search by full name"). */
  sx?: SxProps<Theme>;
  /** Read by react-admin's filter form. */
  source?: string;
  alwaysOn?: boolean;
}

/** The search box; once another column is chosen it names that column. */
const ColumnSearchInput = ({ resource, placeholder, parse = capFilter, sx }: SearchProps) => {
  const translate = useTranslate();
  const chosen: unknown = useWatch({ name: SEARCH_BY });
  const text =
    typeof chosen === 'string' && chosen !== ''
      ? fieldLabel(translate, resource, chosen)
      : translate(placeholder);
  return (
    <SearchInput
      source="q"
      parse={parse}
      placeholder={text}
      sx={sx}
      slotProps={{ htmlInput: { maxLength: FILTER_CAP, 'aria-label': text } }}
    />
  );
};

/** "Search in": the list's other searchable columns; its empty choice is the default one. */
const SearchInSelect = ({
  resource,
  list,
}: {
  resource: string;
  list: ListEndpoint;
  /** Read by react-admin's filter form. */
  source?: string;
  alwaysOn?: boolean;
}) => {
  const translate = useTranslate();
  const [first, ...others] = searchChoices(list);
  // Once the rows show (AfterPage): Material UI's select was the filter bar's costliest part of the
  // render that shows a cold list's first row. Its place is held meanwhile.
  return (
    <AfterPage fallback={<Box sx={SEARCH_IN_PLACE} />}>
      <SelectInput
        source={SEARCH_BY}
        label="gd.lists.search_in"
        choices={others.map((id) => ({ id, name: fieldLabel(translate, resource, id) }))}
        emptyText={first ? fieldLabel(translate, resource, first) : ''}
        translateChoice={false}
        sx={{ minWidth: SEARCH_IN_WIDTH }}
      />
    </AfterPage>
  );
};

/**
 * A list's search: the box (capped at 255 characters, section 1) and, where the list call can search
 * more than one column, the column to search in. The API has one search per call (search and
 * search_by), so one column at a time.
 */
export function searchFilters({
  resource,
  list,
  placeholder,
  parse,
  sx,
}: {
  resource: string;
  list: ListEndpoint;
  placeholder: string;
  parse?: (value: string) => string;
  sx?: SxProps<Theme>;
}) {
  const box = (
    <ColumnSearchInput
      key="q"
      source="q"
      alwaysOn
      resource={resource}
      placeholder={placeholder}
      parse={parse}
      sx={sx}
    />
  );
  if (searchChoices(list).length < 2) return [box];
  return [
    box,
    <SearchInSelect key={SEARCH_BY} source={SEARCH_BY} alwaysOn resource={resource} list={list} />,
  ];
}
