/** The chart itself, in its own chunk with recharts (RevenueChartCard loads it lazily). */
import { useTheme } from '@mui/material/styles';
import { useLocale, useTranslate } from 'react-admin';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompact, formatDashboardAmount, formatMonth } from '../domain/format';
import type { RevenueSeries } from '../domain/revenue';

export default function RevenueChart({ series, height }: { series: RevenueSeries; height: number }) {
  const theme = useTheme();
  const locale = useLocale();
  const translate = useTranslate();
  const { currency, points } = series;
  const color = theme.palette.primary.main;
  const gradient = `revenue-fill-${currency}`;
  // Right to left, time runs from right to left and the amounts' axis stands on the right.
  const rtl = theme.direction === 'rtl';
  return (
    <AreaChart
      responsive
      style={{ width: '100%', height }}
      data={points}
      margin={rtl ? { top: 8, right: 0, bottom: 0, left: 8 } : { top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={color} stopOpacity={0.35} />
          <stop offset="100%" stopColor={color} stopOpacity={0} />
        </linearGradient>
      </defs>
      <CartesianGrid stroke={theme.palette.divider} strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="date"
        reversed={rtl}
        tickFormatter={(date: string) => formatMonth(date, locale)}
        tick={{ fill: theme.palette.text.secondary, fontSize: 12 }}
        stroke={theme.palette.divider}
      />
      <YAxis
        width={56}
        orientation={rtl ? 'right' : 'left'}
        tickFormatter={(value: number) => formatCompact(value, locale)}
        tick={{ fill: theme.palette.text.secondary, fontSize: 12 }}
        stroke={theme.palette.divider}
      />
      <Tooltip
        contentStyle={{
          background: theme.palette.background.paper,
          border: `1px solid ${theme.palette.divider}`,
          color: theme.palette.text.primary,
        }}
        labelFormatter={(date) => formatMonth(String(date), locale)}
        formatter={(value, _name, item) => [
          `${formatDashboardAmount(Number(value), currency, locale)} · ${translate('gd.queues.chart.orders', {
            smart_count: (item.payload as { count?: number } | undefined)?.count ?? 0,
          })}`,
          currency.toUpperCase(),
        ]}
      />
      <Area
        type="monotone"
        dataKey="total"
        name={currency.toUpperCase()}
        stroke={color}
        strokeWidth={2}
        fill={`url(#${gradient})`}
        isAnimationActive={false}
      />
    </AreaChart>
  );
}
