/**
 * Grey cards the size of real ones while the first page loads, so nothing moves when it lands.
 * Hidden from screen readers: the list's status line says it is loading.
 */
export function CardsSkeleton({ count }: { count: number }) {
  return (
    <ul className="cards" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="card card-skeleton">
          <div className="card-image-placeholder" />
          <div className="skeleton-line skeleton-title" />
          <div className="skeleton-line skeleton-chip" />
          <div className="skeleton-line skeleton-raised" />
          <div className="skeleton-line skeleton-bar" />
          <div className="skeleton-line skeleton-muted" />
          <div className="skeleton-line skeleton-muted skeleton-short" />
        </li>
      ))}
    </ul>
  );
}
