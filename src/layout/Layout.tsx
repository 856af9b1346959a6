import type { ReactNode } from 'react';
import { Layout as RaLayout, useLocaleState } from 'react-admin';
import { useDocumentLang } from '../i18n/useDocumentLang';
import { IdleGuard } from '../auth/IdleGuard';
import { ReloginDialog } from '../auth/ReloginDialog';
import { Deferred } from '../common/Deferred';
import { PageLoading } from '../common/PageLoading';
import { AppBar } from './AppBar';
import { LabelledSpinners } from './LabelledSpinners';
import { LocaleSwitchNotice } from './LocaleSwitchNotice';
import { Menu, useHasMenu } from './Menu';
import { PageError } from './PageError';
import { Sidebar } from './Sidebar';

const NoSidebar = () => null;

/**
 * The admin shell. The app bar never hides on scroll, so the sidebar keeps its place under it.
 * A user with nothing to open in the menu (a sub-admin without rights) gets the page at full width
 * rather than an empty column.
 */
export const Layout = ({ children }: { children: ReactNode }) => {
  const hasMenu = useHasMenu();
  const [locale] = useLocaleState();
  useDocumentLang(locale);
  return (
    <LabelledSpinners>
      <Deferred fallback={<PageLoading />}>
        <RaLayout
          appBar={AppBar}
          menu={Menu}
          sidebar={hasMenu ? Sidebar : NoSidebar}
          error={PageError}
          appBarAlwaysOn
        >
          {children}
        </RaLayout>
        <IdleGuard />
        <LocaleSwitchNotice />
        <ReloginDialog />
      </Deferred>
    </LabelledSpinners>
  );
};
