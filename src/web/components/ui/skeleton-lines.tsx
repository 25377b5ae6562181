/** Grey lines standing in for text on its way; `lines` are their `skeleton-*` classes (the shape). */
export function SkeletonLines({ lines }: { lines: readonly string[] }) {
  return (
    <>
      {lines.map((line, i) => (
        <div key={i} className={`skeleton-line ${line}`} />
      ))}
    </>
  );
}

/** Something on its way: its words for screen readers, grey lines for the eye. */
export function LoadingLines({
  lines,
  label,
  className,
}: {
  lines: readonly string[];
  label: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <div aria-hidden="true">
        <SkeletonLines lines={lines} />
      </div>
    </div>
  );
}
