import { SkeletonLines } from './skeleton-lines.tsx';

/**
 * Grey cards the size of real ones while the first page loads, so nothing moves when it lands;
 * `lines` are the skeleton lines of one card (their `skeleton-*` classes), the feature's own shape.
 * Hidden from screen readers: the list's status line says it is loading.
 */
export function CardsSkeleton({ count, lines, className }: { count: number; lines: string[]; className?: string }) {
  return (
    <ul className="cards" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={className ? `card card-skeleton ${className}` : 'card card-skeleton'}>
          <div className="card-image-placeholder" />
          <SkeletonLines lines={lines} />
        </li>
      ))}
    </ul>
  );
}
