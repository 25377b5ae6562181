import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './profile.css';

export interface ProfileTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows move and select, Home and End jump, and only the
 * selected tab is in the Tab order. Every panel stays mounted (hidden), so text typed in one tab is
 * still there after a look at another.
 */
export function ProfileTabs({ label, tabs }: { label: string; tabs: readonly ProfileTab[] }) {
  const base = useId();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="profile-tabs">
      <div role="tablist" aria-label={label} className="profile-tablist">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          className="profile-tabpanel"
          hidden={index !== selected}
          // A Tab stop of its own (WAI-ARIA tabs pattern): Tab from the tab list lands on the panel.
          tabIndex={0}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
