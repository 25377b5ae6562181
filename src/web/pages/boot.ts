import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/typography.css';
import '../styles/public.css';
import { isBlankSearch, TRANSLUCENT_AFTER_PX } from '#web/components/layout/header-rules.ts';
import { ISLAND_DATA_ID } from './island-data.ts';

// The only script a page the server drew loads first (a few hundred bytes): the page already
// works as links and forms. It adds what plain HTML cannot do, hydrates the page's island if it
// has one (hydrate.tsx, loaded only then), and installs the service worker that keeps the app.

// Header search: blank text does nothing (spec §2), as in the app.
document.addEventListener('submit', (event) => {
  if (event.target instanceof HTMLFormElement && isBlankSearch(event.target)) event.preventDefault();
});

// The header turns translucent once the page has scrolled, as in the app.
const header = document.querySelector('.site-header');
const onScroll = () => header?.classList.toggle('translucent', window.scrollY > TRANSLUCENT_AFTER_PX);
addEventListener('scroll', onScroll, { passive: true });
onScroll();

if (document.getElementById(ISLAND_DATA_ID)) void import('./hydrate.tsx');

// The worker precaches the app for the next visit and for offline use; it starts after the page
// has loaded so it never competes with it for a slow link.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' });
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
