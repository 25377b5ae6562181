import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type Tab = {
  id: string;
  label: string;
  panel: ReactNode;
  /** Drawn even while another tab is chosen (hidden): its text is in the server's HTML, and its
   * state (pages loaded) survives switching tabs. */
  alwaysDrawn?: boolean;
};

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home/End) move between tabs, and the
 * chosen tab's panel follows.
 */
export function FundraiserTabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  const [selected, setSelected] = useState(tabs[0]!.id);
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0]!;

  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.indexOf(current);
    const next = {
      ArrowRight: (at + 1) % tabs.length,
      ArrowLeft: (at - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next]!;
    setSelected(tab.id);
    buttons.current[tab.id]?.focus();
  };

  return (
    <section className="fp-tabs">
      {/* WAI-ARIA tabs: the selected tab holds the focus (roving tabindex) and the tablist only
          hears its arrow keys, so the tablist itself must not be a tab stop. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- see above */}
      <div role="tablist" aria-label={label} className="fp-tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[tab.id] = el;
            }}
            type="button"
            role="tab"
            id={`fp-tab-${tab.id}`}
            aria-selected={tab === current}
            aria-controls={`fp-panel-${tab.id}`}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => setSelected(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map(
        (tab) =>
          (tab === current || tab.alwaysDrawn) && (
            <div
              key={tab.id}
              role="tabpanel"
              id={`fp-panel-${tab.id}`}
              aria-labelledby={`fp-tab-${tab.id}`}
              tabIndex={0}
              hidden={tab !== current}
            >
              {tab.panel}
            </div>
          ),
      )}
    </section>
  );
}
