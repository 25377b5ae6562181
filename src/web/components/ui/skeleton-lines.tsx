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
