/** The chart itself: a hand-drawn SVG area chart (RevenueChartCard loads it when it comes into view). */
import { Box, Paper, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { formatCompact, formatDashboardAmount, formatMonth } from '../domain/format';
import type { RevenueSeries } from '../domain/revenue';
import { areaPath, labelEvery, linePath, nearestIndex, niceTicks } from './chartScale';

/** Where there is nothing to measure (no layout, as in jsdom), the chart is drawn this wide. */
export const DEFAULT_CHART_WIDTH = 640;
const FONT_SIZE = 12;
const TOP = 12;
/** Room under the plot for the months. */
const BOTTOM = 28;
/** Room beside the plot for the amounts. */
const AXIS = 56;
/** Between the amounts' axis and the first month, so its dot does not sit on the axis. */
const INSET = 8;
const CHAR_WIDTH = 6.5;

/** The container's width, kept up to date as the card resizes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width || DEFAULT_CHART_WIDTH] as const;
}

export default function RevenueChart({ series, height }: { series: RevenueSeries; height: number }) {
  const theme = useTheme();
  const locale = useLocale();
  const translate = useTranslate();
  const [ref, width] = useWidth();
  const [active, setActive] = useState<number | null>(null);
  const gradient = `revenue-fill-${useId().replace(/[^\w-]/g, '')}`;
  const { currency, points } = series;
  // Right to left, time runs from right to left and the amounts' axis stands on the right: the
  // layout is computed left to right, then mirrored.
  const rtl = theme.direction === 'rtl';
  const mirror = (x: number) => (rtl ? width - x : x);

  const months = points.map((point) => formatMonth(point.date, locale));
  const longest = Math.max(0, ...months.map((month) => month.length));
  // The last month's label is centred on its point: half of it must fit before the edge.
  const far = Math.max(16, Math.ceil((longest * CHAR_WIDTH) / 2) + 4);
  const start = AXIS + INSET;
  const end = Math.max(start, width - far);
  const spacing = points.length > 1 ? (end - start) / (points.length - 1) : 0;
  const xs = points.map((_, i) => mirror(points.length > 1 ? start + i * spacing : (start + end) / 2));

  const ticks = niceTicks(Math.max(0, ...points.map((point) => point.total)));
  const top = ticks[ticks.length - 1];
  const baseline = height - BOTTOM;
  const y = (value: number) => baseline - ((baseline - TOP) * Math.max(0, value)) / top;
  const shape = points.map((point, i) => ({ x: xs[i], y: y(point.total) }));
  const every = labelEvery(spacing, longest, CHAR_WIDTH);

  const label = { fill: theme.palette.text.secondary, fontSize: FONT_SIZE };
  const color = theme.palette.primary.main;
  const shown = active === null ? undefined : points[active];

  const onMouseMove = (event: MouseEvent<SVGSVGElement>) => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    if (points.length) setActive(nearestIndex(xs, x));
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const last = points.length - 1;
    // "Next" is the later month, which right to left lies to the left.
    const step = (forward: boolean) =>
      active === null ? (forward ? 0 : last) : Math.min(last, Math.max(0, active + (forward ? 1 : -1)));
    const moves: Record<string, () => number | null> = {
      ArrowRight: () => step(!rtl),
      ArrowLeft: () => step(rtl),
      Home: () => 0,
      End: () => last,
      Escape: () => null,
    };
    const move = moves[event.key];
    if (!move || last < 0) return;
    event.preventDefault();
    setActive(move());
  };

  return (
    <Box
      ref={ref}
      sx={{
        position: 'relative',
        width: '100%',
        height,
        '& svg:focus-visible': { outline: `2px solid ${color}`, outlineOffset: 2, borderRadius: 1 },
      }}
    >
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        direction={rtl ? 'rtl' : 'ltr'}
        role="img"
        tabIndex={0}
        aria-label={translate('gd.dashboard.revenue_chart.label', {
          currency: currency.toUpperCase(),
          from: months[0] ?? '',
          to: months[months.length - 1] ?? '',
        })}
        // Out of the flow: a drawing wider than the card must not widen the card it is measured in.
        style={{ position: 'absolute', top: 0, left: 0 }}
        onMouseMove={onMouseMove}
        onMouseLeave={() => setActive(null)}
        onKeyDown={onKeyDown}
        onBlur={() => setActive(null)}
      >
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={color} stopOpacity={0.35} />
            <stop offset="100%" stopColor={color} stopOpacity={0} />
          </linearGradient>
        </defs>
        {ticks.map((tick) => (
          <g key={tick} data-testid="revenue-grid-line" data-value={tick}>
            <line
              x1={mirror(AXIS)}
              x2={mirror(width - far / 2)}
              y1={y(tick)}
              y2={y(tick)}
              stroke={theme.palette.divider}
              strokeDasharray="3 3"
            />
            {/* 'end' is the left edge right to left: the amounts stand against the plot either way. */}
            <text x={mirror(AXIS - 8)} y={y(tick)} textAnchor="end" dominantBaseline="middle" {...label}>
              {formatCompact(tick, locale)}
            </text>
          </g>
        ))}
        {months.map((month, i) =>
          (points.length - 1 - i) % every === 0 ? (
            <text key={points[i].date} x={xs[i]} y={baseline + 18} textAnchor="middle" {...label}>
              {month}
            </text>
          ) : null,
        )}
        <path data-testid="revenue-area" d={areaPath(shape, baseline)} fill={`url(#${gradient})`} />
        <path d={linePath(shape)} fill="none" stroke={color} strokeWidth={2} />
        {shown && active !== null && (
          <g data-testid="revenue-highlight" data-index={active}>
            <line
              x1={xs[active]}
              x2={xs[active]}
              y1={TOP}
              y2={baseline}
              stroke={theme.palette.text.secondary}
            />
            <circle
              cx={xs[active]}
              cy={y(shown.total)}
              r={4}
              fill={color}
              stroke={theme.palette.background.paper}
              strokeWidth={2}
            />
          </g>
        )}
      </svg>
      <div aria-live="polite">
        {shown && active !== null && (
          <Paper
            data-testid="revenue-tooltip"
            elevation={3}
            // Inline, in physical pixels of the drawing: the right-to-left styles would mirror `left`.
            style={
              xs[active] > width / 2
                ? { left: xs[active] - 12, transform: 'translateX(-100%)' }
                : { left: xs[active] + 12 }
            }
            sx={{
              position: 'absolute',
              top: TOP,
              px: 1.5,
              py: 1,
              pointerEvents: 'none',
              whiteSpace: 'nowrap',
            }}
          >
            <Typography variant="subtitle2" component="div">
              {months[active]}
            </Typography>
            <Typography variant="body2" component="div" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatDashboardAmount(shown.total, currency, locale)}
            </Typography>
            <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
              {translate('gd.queues.chart.orders', { smart_count: shown.count })}
            </Typography>
          </Paper>
        )}
      </div>
    </Box>
  );
}
