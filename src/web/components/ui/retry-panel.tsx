/**
 * Something that did not load, said as it appears, with a button to ask again. The words are the
 * feature's own; `className` is the panel's look where it stands ('error-panel', home.css).
 */
export function RetryPanel({
  message,
  retry,
  onRetry,
  className = 'error-panel',
}: {
  message: string;
  /** The button's label. */
  retry: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={className}>
      <p>{message}</p>
      <button type="button" className="button-outline" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}
