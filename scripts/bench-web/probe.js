// Injected by the 3G profile (Playwright addInitScript) into every document before its own
// scripts run, so it sees the first paint and the server-rendered HTML too. It only records raw
// entries; bench-web turns them into FCP, LCP, TBT and CLS on the Node side.
// Plain JavaScript: the scripts' TypeScript config has no DOM types, on purpose.
(() => {
  if (window.top !== window) return;
  const TITLE = '[data-fundraiser-title]';
  const DONATE = '[data-donate]';
  const state = { fcp: null, lcp: null, lcpElement: null, shifts: [], longTasks: [], titleDonateSeen: null };

  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // An entry type this browser lacks leaves its metric null rather than breaking the page.
    }
  };
  const describe = (el) =>
    el
      ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className ? `.${String(el.className).trim().split(/\s+/).join('.')}` : ''}`
      : null;

  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') state.fcp = e.startTime;
  });
  observe('largest-contentful-paint', (e) => {
    state.lcp = e.renderTime || e.loadTime || e.startTime;
    state.lcpElement = [describe(e.element), e.url].filter(Boolean).join(' ');
  });
  observe('layout-shift', (e) => {
    if (!e.hadRecentInput) state.shifts.push({ start: e.startTime, value: e.value });
  });
  observe('longtask', (e) => state.longTasks.push({ start: e.startTime, duration: e.duration }));

  // Visible = laid out with a non-empty box on the page, and not hidden by visibility, display or
  // a transparent ancestor (Ionic fades pages in from opacity 0, which computed visibility misses).
  const shown = (selector) => {
    const el = document.querySelector(selector);
    if (!el) return false;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.right + scrollX <= 0 || box.bottom + scrollY <= 0) return false;
    if (el.checkVisibility) return el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    return getComputedStyle(el).visibility !== 'hidden';
  };
  // Checked once per frame: a frame is what the user can see, so a DOM node inserted while the
  // page is still render-blocked does not count early. (A MutationObserver would fire then.)
  const started = performance.now();
  const poll = () => {
    if (shown(TITLE) && shown(DONATE)) state.titleDonateSeen = performance.now();
    else if (performance.now() - started < 120_000) requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);

  window.__benchWeb = {
    snapshot: () => {
      const nav = performance.getEntriesByType('navigation')[0];
      return {
        ...state,
        hasTitle: !!document.querySelector(TITLE),
        hasDonate: !!document.querySelector(DONATE),
        responseEnd: nav ? nav.responseEnd : null,
        loadEnd: nav ? nav.loadEventEnd : null,
        controlled: !!navigator.serviceWorker?.controller,
      };
    },
  };
})();
