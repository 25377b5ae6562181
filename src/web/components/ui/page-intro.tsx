import type { ReactNode } from 'react';

/** Title and sentence of a page that later issues fill in: simple but real. */
export function PageIntro({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="page">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
