import { useEffect, useRef } from 'react';
import { translateMessage } from '#web/lib/translate-message.ts';

interface Props {
  message?: string;
  kind?: 'error' | 'warning';
  /**
   * Take the focus when it appears: for a message answering a button the person just pressed, so
   * it is read out and scrolled to where they are looking, not left above the part of a long
   * form (or sheet) they can see.
   */
  focus?: boolean;
}

/** A message for the whole form (the server's answer), announced when it appears. */
export function FormError({ message, kind = 'error', focus = false }: Props) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus && message) ref.current?.focus();
  }, [focus, message]);
  if (!message) return null;
  return (
    <p ref={ref} className={`form-message form-${kind}`} role="alert" tabIndex={focus ? -1 : undefined}>
      {translateMessage(message)}
    </p>
  );
}
