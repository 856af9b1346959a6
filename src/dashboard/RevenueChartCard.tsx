import {
  Alert,
  Box,
  Button,
  Card,
  CardHeader,
  Divider,
  Skeleton,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../api/http';
import type { RevenueSeries } from '../domain/revenue';
import { useExtension } from '../api/useExtensions';
import { useRevenueSeries } from './useRevenueSeries';
import { ModuleBoundary } from '../common/ModuleBoundary';
import { moduleLoader } from '../common/moduleLoader';
import { lazyView } from '../common/lazyView';

const C = 'gd.queues.chart';
export const CHART_HEIGHT = 280;

// Its own chunk: loaded after the dashboard's figures, once there is something to draw and the card
// is about to be seen (the card sits below the fold on most screens).
const RevenueChart = lazyView(
  moduleLoader(() => import('./RevenueChart')),
  'default',
);
/** How far ahead of the viewport the chart starts loading, so that it is drawn when scrolled to. */
const LOAD_AHEAD = '200px';

/** True once `element` has come near the viewport (at once where IntersectionObserver is missing). */
function useNearViewport(element: Element | null): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

const ChartSkeleton = () => <Skeleton variant="rounded" height={CHART_HEIGHT} />;

const totalOf = (series: RevenueSeries) => series.points.reduce((sum, point) => sum + point.total, 0);

/** The series to show first: the currency that brought in the most. */
const largest = (series: RevenueSeries[]) =>
  series.reduce((best, s) => (totalOf(s) > totalOf(best) ? s : best), series[0]).currency;

/**
 * Revenue per currency over the last 12 months, one currency at a time (amounts in different
 * currencies share no scale). Hidden when the API answers 404 (proposed extension, docs/api.md).
 */
export const RevenueChartCard = () => {
  const translate = useTranslate();
  const available = useExtension('revenue');
  const { data, error, isPending } = useRevenueSeries(available);
  const [chosen, setChosen] = useState<string | null>(null);
  const [card, setCard] = useState<HTMLElement | null>(null);
  const near = useNearViewport(card);
  const [attempt, setAttempt] = useState(0);
  if (!available) return null;
  const series = data?.series ?? [];
  const currency = series.some((s) => s.currency === chosen)
    ? chosen
    : series.length
      ? largest(series)
      : null;
  const shown = series.find((s) => s.currency === currency);
  return (
    <Card ref={setCard} component="section" aria-labelledby="revenue-chart-title" data-testid="revenue-chart">
      <CardHeader
        title={translate(`${C}.title`)}
        subheader={translate(`${C}.subtitle`)}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'revenue-chart-title' } }}
        // On a phone the currencies go under the title instead of squeezing it into a narrow column.
        sx={{ flexWrap: 'wrap', rowGap: 1.5 }}
        action={
          series.length > 1 && (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={currency}
              onChange={(_, value: string | null) => value && setChosen(value)}
              aria-label={translate(`${C}.currency`)}
            >
              {series.map((s) => (
                <ToggleButton key={s.currency} value={s.currency}>
                  {s.currency.toUpperCase()}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )
        }
      />
      <Divider />
      <Box sx={{ p: 2 }}>
        {error ? (
          <Alert severity="warning">{translate(errorMessage(error), { _: errorMessage(error) })}</Alert>
        ) : isPending ? (
          <ChartSkeleton />
        ) : shown && !near ? (
          // Not loading, only waiting to be seen: room for the chart, no loading skeleton (a page
          // with a skeleton on it reads as unfinished, to people and to the tests' settle checks).
          <Box sx={{ height: CHART_HEIGHT }} />
        ) : shown ? (
          <ModuleBoundary
            key={attempt}
            failed={
              <Alert
                severity="warning"
                action={
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => {
                      RevenueChart.retry();
                      setAttempt((n) => n + 1);
                    }}
                  >
                    {translate('gd.common.retry')}
                  </Button>
                }
              >
                {translate(`${C}.load_failed`)}
              </Alert>
            }
          >
            <Suspense fallback={<ChartSkeleton />}>
              <RevenueChart series={shown} height={CHART_HEIGHT} />
            </Suspense>
          </ModuleBoundary>
        ) : (
          <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>{translate(`${C}.empty`)}</Box>
        )}
      </Box>
    </Card>
  );
};
