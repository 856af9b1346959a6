import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';

/** The admin shell. The app bar never hides on scroll, so the sidebar keeps its place under it. */
export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppBar} menu={Menu} sidebar={Sidebar} appBarAlwaysOn>
    {children}
  </RaLayout>
);
