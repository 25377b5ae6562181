import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';

const WIDE = '(min-width: 768px)';

// Where matchMedia is missing (old engines, some test DOMs) the phone layout is the safe choice.
const media = () => (typeof matchMedia === 'function' ? matchMedia(WIDE) : undefined);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}
const isWide = () => media()?.matches ?? false;

interface Props {
  title: string;
  /** A field inside has an error: the section opens so the message can be seen. */
  invalid?: boolean;
  defaultOpen?: boolean;
  children: ReactNode;
}

/**
 * A form section that folds away on phones (< 768 px) so a long form can be taken one part at a
 * time (spec §2); on wide screens it is always open and shows no toggle.
 */
export function CollapsibleSection({ title, invalid = false, defaultOpen = true, children }: Props) {
  const id = useId();
  const wide = useSyncExternalStore(subscribe, isWide, () => false);
  const [open, setOpen] = useState(defaultOpen);
  // Adjusting state while rendering (not in an effect) opens the section in the same paint as
  // the error appears; closing it again stays the user's choice.
  const [wasInvalid, setWasInvalid] = useState(invalid);
  if (invalid !== wasInvalid) {
    setWasInvalid(invalid);
    if (invalid) setOpen(true);
  }
  const expanded = wide || open;
  return (
    <section className="details-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="details-section-title">
        {wide ? (
          title
        ) : (
          <button
            type="button"
            className="details-section-toggle"
            aria-expanded={expanded}
            aria-controls={`${id}-body`}
            onClick={() => setOpen((v) => !v)}
          >
            {title}
            <span className="details-section-chevron" aria-hidden="true" />
          </button>
        )}
      </h2>
      <div id={`${id}-body`} className="details-section-body" hidden={!expanded}>
        {children}
      </div>
    </section>
  );
}
