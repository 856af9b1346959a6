import { commonText } from '../../api/messages';

/**
 * A turning arc in the primary colour, animated by SVG itself: no style sheet, so it shows before
 * any has loaded, and no Material UI on the start-up's path (issue 23).
 */
export function Spinner({ size, label }: { size: number; label?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 44 44"
      role={label ? 'progressbar' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="22" cy="22" r="19" fill="none" stroke="#1976d2" strokeWidth="4" strokeDasharray="80 200">
        <animateTransform
          attributeName="transform"
          type="rotate"
          from="0 22 22"
          to="360 22 22"
          dur="1.2s"
          repeatCount="indefinite"
        />
      </circle>
    </svg>
  );
}

/** A small centered spinner (lazy admin, start-up, link check); may render before i18n is ready. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Spinner size={32} label={label ?? commonText('loading')} />
    </div>
  );
}
