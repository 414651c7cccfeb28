import './plain.css';

/** A turning ring in the theme colour; with `label` it is announced as a loading status. */
export function Spinner({
  size = 'default',
  label,
  className,
}: {
  size?: 'small' | 'default' | 'large';
  label?: string;
  className?: string;
}) {
  const ringClass = `kx-spin${size === 'default' ? '' : ` kx-spin-${size}`}`;
  if (!label) return <span className={className ? `${ringClass} ${className}` : ringClass} aria-hidden="true" />;
  return (
    <span role="status" aria-label={label} className={className ? `kx-spin-status ${className}` : 'kx-spin-status'}>
      <span className={ringClass} aria-hidden="true" />
    </span>
  );
}

/** Grey placeholder lines while a list or a page loads. */
export function Skeleton({ rows = 4, label }: { rows?: number; label: string }) {
  return (
    <div className="kx-skeleton" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} />
      ))}
    </div>
  );
}

/** The whole window while a page or the session loads. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="full-page-center kx-plain" role="status" aria-label={label}>
      <Spinner size="large" />
    </div>
  );
}
