import { translateMessage } from '#web/lib/translate-message.ts';

/** A message for the whole form (the server's answer), announced when it appears. */
export function FormError({ message, kind = 'error' }: { message?: string; kind?: 'error' | 'warning' }) {
  if (!message) return null;
  return (
    <p className={`form-message form-${kind}`} role="alert">
      {translateMessage(message)}
    </p>
  );
}
