import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Box, Grid, Typography } from '@mui/material';
import {
  Navigate,
  Title,
  useBasename,
  useCanAccess,
  useGetIdentity,
  useLocale,
  useTranslate,
} from 'react-admin';
import { ADMIN_PAGES, adminPath } from '../paths';
import { dashboardFigures, type DashboardFigures } from './dashboardFigures';
import { RevenueTable } from './RevenueTable';
import { StatCard } from './StatCard';
import { useDashboardCounts } from './useDashboardCounts';
import { QueueCards } from './QueueCards';
import { RevenueChartCard } from './RevenueChartCard';

const D = 'gd.dashboard';

const Welcome = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {identity?.fullName
          ? translate(`${D}.welcome`, { name: identity.fullName })
          : translate(`${D}.welcome_anonymous`)}
      </Typography>
      <Typography color="text.secondary">{translate(`${D}.subtitle`)}</Typography>
    </Box>
  );
};

/**
 * The figures; `figures` undefined means loading (skeletons). `extras` (work queues, revenue chart)
 * only once access is known: their calls wait for it.
 */
const DashboardView = ({ figures, extras = false }: { figures?: DashboardFigures; extras?: boolean }) => {
  const translate = useTranslate();
  const cards = [
    {
      key: 'wallet',
      icon: <AccountBalanceWalletOutlinedIcon />,
      accent: 'primary',
      value: figures?.wallet,
      caption: figures?.walletCurrency
        ? translate(`${D}.wallet_caption`, { currency: figures.walletCurrency })
        : undefined,
    },
    { key: 'users', icon: <PeopleAltOutlinedIcon />, accent: 'info', value: figures?.users },
    { key: 'orders', icon: <ShoppingBagOutlinedIcon />, accent: 'warning', value: figures?.orders },
    { key: 'revenue', icon: <TrendingUpIcon />, accent: 'success', value: figures?.revenue },
  ] as const;
  return (
    <Box sx={{ py: { xs: 2, md: 3 }, px: { xs: 0, sm: 1 } }}>
      <Title title={`${D}.title`} />
      <Welcome />
      {extras && <QueueCards />}
      {/* Cards in a 2 x 2 block beside the table on large screens, one row above it on wide ones. */}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7, xl: 12 }}>
          <Grid container spacing={2}>
            {cards.map((card) => (
              <Grid key={card.key} size={{ xs: 12, sm: 6, xl: 3 }}>
                <StatCard
                  label={translate(`${D}.${card.key}`)}
                  value={card.value}
                  caption={'caption' in card ? card.caption : translate(`${D}.${card.key}_caption`)}
                  icon={card.icon}
                  accent={card.accent}
                  testId={`dashboard-${card.key}`}
                />
              </Grid>
            ))}
          </Grid>
        </Grid>
        <Grid size={{ xs: 12, lg: 5, xl: 6 }}>
          <RevenueTable rows={figures?.rows} />
        </Grid>
        {extras && (
          <Grid size={{ xs: 12, xl: 6 }}>
            <RevenueChartCard />
          </Grid>
        )}
      </Grid>
    </Box>
  );
};

/** Shown when the figures could not be loaded (the notice carries the server's message). */
const UNAVAILABLE: DashboardFigures = {
  wallet: '—',
  walletCurrency: '',
  users: '—',
  orders: '—',
  revenue: '—',
  rows: [],
};

const DashboardData = () => {
  const locale = useLocale();
  const { data, isError } = useDashboardCounts();
  const figures = data ? dashboardFigures(data, locale) : isError ? UNAVAILABLE : undefined;
  return <DashboardView figures={figures} extras />;
};

/** /admin/dashboard: needs Dashboard View, otherwise the no-permission page (platform.md section 6). */
export const Dashboard = () => {
  const basename = useBasename();
  const { canAccess, isPending } = useCanAccess({ resource: 'dashboard', action: 'list' });
  if (isPending) return <DashboardView />;
  if (!canAccess) return <Navigate to={adminPath(basename, ADMIN_PAGES.noPermission)} replace />;
  return <DashboardData />;
};
