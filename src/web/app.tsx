import { useEffect, useState } from 'react';
import type { FundraiserCard } from '#shared/schemas/fundraiser.schema.ts';

// A minimal first page over the real API; the full app shell replaces it.

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-KE', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; cards: FundraiserCard[] };

export function App() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    fetch('/api/fundraisers/?page_size=12')
      .then((r) =>
        r.ok ? (r.json() as Promise<{ data: FundraiserCard[] }>) : Promise.reject(new Error(String(r.status))),
      )
      .then((body) => setState({ kind: 'ready', cards: body.data }))
      .catch(() => setState({ kind: 'error' }));
  }, []);

  return (
    <main>
      <header>
        <img src="/logo.svg" alt="" width="40" height="40" />
        <h1>Harambee</h1>
      </header>
      <p className="lead">
        Let us all pull together: start a fundraiser for yourself, a startup or an organisation, and give with M-Pesa.
      </p>
      <h2>Live fundraisers</h2>
      {state.kind === 'loading' && <p aria-live="polite">Loading fundraisers…</p>}
      {state.kind === 'error' && <p role="alert">An unexpected error occurred</p>}
      {state.kind === 'ready' && state.cards.length === 0 && <p>No fundraisers are live yet.</p>}
      {state.kind === 'ready' && (
        <ul className="cards">
          {state.cards.map((card) => (
            <li key={card.id}>
              {card.image && <img src={card.image} alt="" width="640" height="400" loading="lazy" />}
              <h3>{card.title}</h3>
              <p>
                {money(card.raised_amount, card.currency)} raised of {money(card.goal, card.currency)}
              </p>
              <progress
                max={100}
                value={Math.min(card.progress_percent, 100)}
                aria-label={`${card.progress_percent}% raised`}
              />
              <p className="muted">
                {card.supporters_count} supporters · {card.organizer}
              </p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
