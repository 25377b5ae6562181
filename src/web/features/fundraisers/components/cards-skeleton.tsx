import { CardsSkeleton as Skeleton } from '#web/components/ui/cards-skeleton.tsx';

/** A fundraiser card's shape: title, category, raised, progress bar, two lines of detail. */
const LINES = [
  'skeleton-title',
  'skeleton-chip',
  'skeleton-raised',
  'skeleton-bar',
  'skeleton-muted',
  'skeleton-muted skeleton-short',
];

export const CardsSkeleton = ({ count }: { count: number }) => <Skeleton count={count} lines={LINES} />;
