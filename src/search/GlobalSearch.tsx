import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { adminPath } from '../paths';
import { SearchBox } from './SearchBox';
import type { SearchHit } from './searchSources';
import { useSearchSources } from './useGlobalSearch';

/** Keys typed into a field are the user's text, never a shortcut. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * `/` anywhere but in a field calls `onSlash` (and types nothing); no listener without one. Listening
 * from the commit that shows the search (a layout effect): a passive effect of the app bar's late,
 * interruptible render (common/Deferred.tsx, AfterPage) could run after the box showed, and a `/`
 * typed in between was lost.
 */
function useSlashShortcut(onSlash: (() => void) | undefined) {
  useLayoutEffect(() => {
    if (!onSlash) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target))
        return;
      event.preventDefault();
      onSlash();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onSlash]);
}

/**
 * The app bar's global search (docs/areas.md). Hidden when the user may view none of the kinds.
 * On a phone it is an icon that opens a box over the whole bar.
 */
export const GlobalSearch = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const available = useSearchSources().length > 0;
  const [expanded, setExpanded] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const focus = useCallback(() => {
    if (isXSmall) setExpanded(true);
    inputRef.current?.focus();
  }, [isXSmall]);
  useSlashShortcut(available ? focus : undefined);

  if (!available) return null;

  const pick = (hit: SearchHit) => {
    setExpanded(false);
    inputRef.current?.blur();
    navigate(adminPath(basename, hit.target.page));
  };
  const label = translate('gd.search.open');

  if (isXSmall && !expanded) {
    return (
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={() => setExpanded(true)}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Box
      sx={
        isXSmall
          ? {
              position: 'absolute',
              inset: 0,
              zIndex: 1,
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              px: 1,
              bgcolor: 'secondary.main',
            }
          : // Full width from 1200 px: below it, 320 px left the page title three letters.
            { width: { sm: 240, lg: 320 }, flexShrink: 0, mr: 1 }
      }
    >
      <SearchBox
        inputRef={inputRef}
        onPick={pick}
        autoFocus={isXSmall}
        onEscape={isXSmall ? () => setExpanded(false) : () => inputRef.current?.blur()}
      />
      {isXSmall && (
        <IconButton
          color="inherit"
          aria-label={translate('gd.search.close')}
          onClick={() => setExpanded(false)}
        >
          <CloseIcon />
        </IconButton>
      )}
    </Box>
  );
};
