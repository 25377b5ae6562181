import { useState, type ReactNode } from 'react';

/**
 * A part of a dashboard card shown on demand (the donations, the money): a button that says what
 * it does and controls the region, which is fetched only once opened.
 */
export function CardDisclosure({
  id,
  title,
  show,
  hide,
  className,
  children,
}: {
  id: string;
  title: string;
  show: string;
  hide: string;
  className: string;
  children: () => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <section className={className} aria-label={title}>
      <button
        type="button"
        className="dash-text-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? hide : show}
      </button>
      <div id={id} hidden={!open}>
        {open && children()}
      </div>
    </section>
  );
}
