// The launch step leaves for the new fundraiser's page with this in the history entry (not the
// address, which the organiser may copy and share), so that page, and only that visit of it,
// tells them what happens next; it survives a reload of that entry.

declare module '@tanstack/history' {
  interface HistoryState {
    /** The fundraiser just launched from the wizard. */
    launchedFundraiserId?: string;
  }
}

export {};
