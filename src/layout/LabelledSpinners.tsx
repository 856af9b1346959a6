import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Every spinner of the admin is named ("Loading…" in the user's language). react-admin's own ones
 * (the app bar's loading indicator while any query runs, the save buttons) have no name, and a
 * progressbar without one fails WCAG 4.1.2 whenever a refetch happens to be running.
 */
export function LabelledSpinners({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const label = translate('gd.common.loading');
  const theme = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCircularProgress: {
          ...outer.components?.MuiCircularProgress,
          defaultProps: { ...outer.components?.MuiCircularProgress?.defaultProps, 'aria-label': label },
        },
      },
    }),
    [label],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
