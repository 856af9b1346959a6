import { createTheme, ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderAdmin } from '../../tests/support/renderAdmin';
import { formatCompact, formatDashboardAmount, formatMonth } from '../domain/format';
import type { RevenueSeries } from '../domain/revenue';
import type { Locale } from '../i18n/locales';
import RevenueChart, { DEFAULT_CHART_WIDTH } from './RevenueChart';
import { RevenueChartCard } from './RevenueChartCard';

const HEIGHT = 280;
const series = (totals: number[]): RevenueSeries => ({
  currency: 'usd',
  points: totals.map((total, i) => ({
    date: `2026-${String(i + 1).padStart(2, '0')}-01`,
    total,
    count: i + 1,
  })),
});
const YEAR = series([1200, 3400, 2100, 5678, 4000, 0, 900, 7000, 6500, 3000, 8200, 7400]);

/** A ResizeObserver that reports the container as `width` wide. */
function measureAs(width: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe() {
        this.report([{ contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      disconnect() {}
      unobserve() {}
    },
  );
}

function draw(data: RevenueSeries, { locale = 'en-US' as Locale, rtl = false } = {}) {
  const view = renderAdmin(
    <ThemeProvider theme={createTheme({ direction: rtl ? 'rtl' : 'ltr' })}>
      <RevenueChart series={data} height={HEIGHT} />
    </ThemeProvider>,
    { locale },
  );
  const svg = screen.getByRole('img');
  const monthLabels = () =>
    data.points
      .map((point) => ({ date: point.date, text: screen.queryByText(formatMonth(point.date, locale)) }))
      .filter((label) => label.text !== null)
      .map((label) => ({ date: label.date, x: Number(label.text?.getAttribute('x')) }));
  const grid = () => screen.getAllByTestId('revenue-grid-line').map((line) => Number(line.dataset.value));
  const highlighted = () => screen.queryByTestId('revenue-highlight')?.getAttribute('data-index');
  return { ...view, svg, monthLabels, grid, highlighted };
}

describe('RevenueChart', () => {
  it('draws the area and labels every month when there is room', () => {
    measureAs(1000);
    const { svg, monthLabels } = draw(YEAR);
    expect(svg).toHaveAttribute('width', '1000');
    expect(svg).toHaveAccessibleName(/Revenue per month in USD, Jan 26 to Dec 26/);
    expect(screen.getByTestId('revenue-area').getAttribute('d')).toMatch(/^M[\d.,]+C.*Z$/);
    expect(monthLabels()).toHaveLength(12);
  });

  it('thins the months on a narrow card so that labels never overlap, the latest always shown', () => {
    measureAs(360);
    const { monthLabels } = draw(YEAR);
    const labels = monthLabels();
    expect(labels.length).toBeLessThan(12);
    expect(labels.length).toBeGreaterThan(2);
    expect(labels[labels.length - 1].date).toBe('2026-12-01');
    const widest = 6 * 6.5;
    labels.slice(1).forEach((label, i) => expect(label.x - labels[i].x).toBeGreaterThan(widest));
  });

  it('draws at a default width where nothing can be measured', () => {
    const { svg } = draw(YEAR);
    expect(svg).toHaveAttribute('width', String(DEFAULT_CHART_WIDTH));
  });

  it('draws 4 or 5 grid lines from 0 to a round value at least the largest total', () => {
    const { grid } = draw(YEAR);
    const values = grid();
    const top = Math.max(...values);
    expect(values[0]).toBe(0);
    expect(values.length).toBeGreaterThanOrEqual(4);
    expect(values.length).toBeLessThanOrEqual(5);
    expect(top).toBeGreaterThanOrEqual(8200);
    expect(top / 10 ** Math.floor(Math.log10(top))).toBeOneOf([1, 2, 2.5, 5, 10]);
    expect(screen.getByText(formatCompact(top))).toBeInTheDocument();
  });

  it('draws a year without revenue: a flat area on 0, and no NaN anywhere', () => {
    const { container, grid } = draw(series(Array(12).fill(0)));
    expect(grid().length).toBeGreaterThanOrEqual(4);
    const attributes = [...container.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].map((attribute) => attribute.value),
    );
    expect(attributes.filter((value) => value.includes('NaN'))).toEqual([]);
    expect(screen.getByTestId('revenue-area')).toHaveAttribute('d');
  });

  it('runs right to left in Arabic: the first month on the right, the amounts on the right', () => {
    measureAs(1000);
    const { monthLabels, container } = draw(YEAR, { locale: 'ar', rtl: true });
    const labels = monthLabels();
    expect(labels[0].x).toBeGreaterThan(labels[labels.length - 1].x);
    const amounts = container.querySelectorAll('[data-testid="revenue-grid-line"] text');
    amounts.forEach((amount) => expect(Number(amount.getAttribute('x'))).toBeGreaterThan(1000 - 60));
  });

  it('reads month by month with the keyboard: arrows, Home, End, and Escape to hide', () => {
    const { svg, highlighted } = draw(YEAR);
    svg.focus();
    expect(svg).toHaveFocus();
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    expect(highlighted()).toBe('0');
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    expect(highlighted()).toBe('3');
    const tooltip = screen.getByTestId('revenue-tooltip');
    expect(tooltip).toHaveTextContent(formatMonth('2026-04-01'));
    expect(tooltip).toHaveTextContent(formatDashboardAmount(5678, 'usd'));
    expect(tooltip).toHaveTextContent('4 orders');
    fireEvent.keyDown(svg, { key: 'ArrowLeft' });
    expect(highlighted()).toBe('2');
    fireEvent.keyDown(svg, { key: 'End' });
    expect(highlighted()).toBe('11');
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    expect(highlighted()).toBe('11');
    fireEvent.keyDown(svg, { key: 'Home' });
    expect(screen.getByTestId('revenue-tooltip')).toHaveTextContent('1 order');
    fireEvent.keyDown(svg, { key: 'Escape' });
    expect(highlighted()).toBeUndefined();
    expect(screen.queryByTestId('revenue-tooltip')).toBeNull();
  });

  it('mirrors the arrows right to left: the left arrow goes to the later month', () => {
    const { svg, highlighted } = draw(YEAR, { locale: 'ar', rtl: true });
    fireEvent.keyDown(svg, { key: 'ArrowLeft' });
    fireEvent.keyDown(svg, { key: 'ArrowLeft' });
    expect(highlighted()).toBe('1');
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    expect(highlighted()).toBe('0');
  });

  it('highlights the month nearest the pointer, and hides it when the pointer leaves', () => {
    measureAs(1000);
    const { svg, monthLabels, highlighted } = draw(YEAR);
    const labels = monthLabels();
    const between = (labels[5].x + labels[6].x) / 2;
    fireEvent.mouseMove(svg, { clientX: between + 3 });
    expect(highlighted()).toBe('6');
    expect(screen.getByTestId('revenue-tooltip')).toHaveTextContent(formatMonth('2026-07-01'));
    fireEvent.mouseMove(svg, { clientX: 0 });
    expect(highlighted()).toBe('0');
    fireEvent.mouseLeave(svg);
    expect(highlighted()).toBeUndefined();
  });
});

describe('RevenueChartCard', () => {
  it('loads the chart only once the card comes near the viewport', async () => {
    let reveal: (() => void) | undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(
          callback: IntersectionObserverCallback,
          readonly options: IntersectionObserverInit,
        ) {
          reveal = () =>
            callback(
              [{ isIntersecting: true } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            );
          expect(options.rootMargin).toBe('200px');
        }
        observe = observe;
        disconnect() {}
      },
    );
    const eur = { ...YEAR, currency: 'eur' as const };
    const getRevenueSeries = async () => ({ from: '', to: '', interval: 'month', series: [YEAR, eur] });
    renderAdmin(<RevenueChartCard />, { dataProvider: fakeDataProvider({ getRevenueSeries }) });
    // The currencies' choice shows once the series are in: there is something to draw.
    expect(await screen.findByRole('group', { name: 'Currency' })).toBeInTheDocument();
    expect(observe).toHaveBeenCalledWith(screen.getByTestId('revenue-chart'));
    expect(screen.queryByTestId('revenue-area')).toBeNull();
    act(() => reveal?.());
    expect(await screen.findByTestId('revenue-area')).toBeInTheDocument();
  });
});
