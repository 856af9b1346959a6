import CloudOffIcon from '@mui/icons-material/CloudOff';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Stack, Typography } from '@mui/material';
import { Error as DefaultError, useTranslate, type ErrorProps } from 'react-admin';
import { PageCard } from '../common/PageCard';
import { isModuleLoadError } from '../common/moduleLoader';

const noReset = () => undefined;

export interface PageErrorProps extends ErrorProps {
  /** Injectable for tests: jsdom cannot reload. */
  reload?: () => void;
}

/**
 * The layout's error page. A page whose code did not download (each screen is a chunk of its own,
 * issue 23) says so and offers a reload, which also picks up a version published since the tab
 * opened; react-admin's generic "Something went wrong" said neither. Any other error keeps
 * react-admin's page (the layout resets both when the location changes).
 */
export const PageError = ({ reload = () => window.location.reload(), ...props }: PageErrorProps) => {
  const translate = useTranslate();
  if (!isModuleLoadError(props.error)) return <DefaultError {...props} resetErrorBoundary={noReset} />;
  return (
    <PageCard title="gd.layout.page_failed.title" icon={<CloudOffIcon />} maxWidth={560}>
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center', py: 1 }}>
        <Typography role="alert">{translate('gd.layout.page_failed.text')}</Typography>
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={reload}>
          {translate('gd.layout.page_failed.reload')}
        </Button>
      </Stack>
    </PageCard>
  );
};
