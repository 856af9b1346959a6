import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, Chip, InputAdornment, TextField } from '@mui/material';
import { FreeTextLine } from '../common/freeText';
import { useState, type Ref } from 'react';
import { useTranslate } from 'react-admin';
import { useGlobalSearch } from './useGlobalSearch';
import type { SearchHit } from './searchSources';

export interface SearchBoxProps {
  inputRef: Ref<HTMLInputElement>;
  onPick: (hit: SearchHit) => void;
  /** Escape on a closed list: the phone layout collapses the box. */
  onEscape?: () => void;
  autoFocus?: boolean;
}

const HitOption = ({ hit }: { hit: SearchHit }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, width: '100%' }}>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <FreeTextLine>{hit.primary}</FreeTextLine>
        {hit.secondary && (
          <FreeTextLine variant="caption" component="div" color="text.secondary">
            {hit.secondary}
          </FreeTextLine>
        )}
      </Box>
      {hit.badge && <Chip size="small" variant="outlined" label={translate(hit.badge, { _: '' })} />}
    </Box>
  );
};

/**
 * The search field and its results, grouped by kind under headings. The list filters nothing itself
 * (the server searched); arrows move, Enter opens the highlighted hit, Escape closes the list.
 */
export const SearchBox = ({ inputRef, onPick, onEscape, autoFocus }: SearchBoxProps) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const { hits, loading, active } = useGlobalSearch(text);
  const t = (key: string) => translate(`gd.search.${key}`);

  return (
    <Autocomplete<SearchHit>
      options={hits}
      value={null}
      inputValue={text}
      onInputChange={(_, value, reason) => {
        // Picking a hit must not write its title into the box.
        if (reason === 'input' || reason === 'clear') setText(value);
      }}
      onChange={(_, hit) => {
        if (!hit) return;
        setText('');
        setOpen(false);
        onPick(hit);
      }}
      open={open && active}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !(open && active)) onEscape?.();
      }}
      filterOptions={(options) => options}
      groupBy={(hit) => t(`kinds.${hit.kind}`)}
      getOptionLabel={(hit) => hit.primary}
      getOptionKey={(hit) => `${hit.kind}:${hit.id}`}
      isOptionEqualToValue={(a, b) => a.kind === b.kind && a.id === b.id}
      renderOption={({ key, ...props }, hit) => (
        <li key={key} {...props}>
          <HitOption hit={hit} />
        </li>
      )}
      loading={loading}
      loadingText={t('searching')}
      noOptionsText={t('no_results')}
      autoHighlight
      blurOnSelect
      clearOnBlur={false}
      forcePopupIcon={false}
      fullWidth
      size="small"
      slotProps={{ popper: { sx: { minWidth: 320 } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          variant="outlined"
          hiddenLabel
          autoFocus={autoFocus}
          placeholder={t('placeholder')}
          inputProps={{ ...params.inputProps, 'aria-label': t('label') }}
          InputProps={{
            ...params.InputProps,
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          }}
          sx={{ '& .MuiInputBase-root': { bgcolor: 'background.paper', color: 'text.primary' } }}
        />
      )}
    />
  );
};
