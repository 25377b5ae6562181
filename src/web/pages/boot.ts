import '@ionic/react/css/normalize.css';
import '@ionic/react/css/typography.css';
import '../styles/public.css';
import { readySearch, TRANSLUCENT_AFTER_PX } from '#web/components/layout/header-rules.ts';
import { readStoredUser } from '#web/features/auth/stored-user.ts';
import { ISLAND_DATA_ID } from './island-data.ts';

// The only script a page the server drew loads first (a few hundred bytes): the page already
// works as links and forms. It adds what plain HTML cannot do, hydrates the page's island if it
// has one (hydrate.tsx, loaded only then), and installs the service worker that keeps the app.

// Header search: blank text does nothing (spec §2) and the rest is trimmed, as in the app.
document.addEventListener('submit', (event) => {
  if (event.target instanceof HTMLFormElement && !readySearch(event.target)) event.preventDefault();
});

// Offline (the worker answered with a page it kept), the banner says so, as in the app.
const offlineBanner = document.querySelector<HTMLElement>('.offline-banner');
const showConnection = () => offlineBanner && (offlineBanner.hidden = navigator.onLine);
addEventListener('online', showConnection);
addEventListener('offline', showConnection);
showConnection();

// The header turns translucent once the page has scrolled, as in the app. Not read at start: the
// page opens at the top (a restored position sends a scroll event), and reading scrollY now would
// make a slow phone lay the whole page out at once.
const header = document.querySelector('.site-header');
const onScroll = () => header?.classList.toggle('translucent', window.scrollY > TRANSLUCENT_AFTER_PX);
addEventListener('scroll', onScroll, { passive: true });

// The language switch returns to this page (components/layout/language-switch.tsx; without this
// script the server reads Referer).
for (const back of document.querySelectorAll<HTMLInputElement>('.language-switch input[name="back"]'))
  back.value = location.pathname + location.search;

// Signed in on this device: the header's corner shows the avatar menu, not 'Login'.
const user = readStoredUser();
if (user?.is_verified) void import('./account-corner.tsx').then(({ showAccountCorner }) => showAccountCorner(user));

// Everything else waits for the page's load: on a 400 kbit/s link the island's script and the
// thumbnails (carousel.css) would otherwise share the line with the hero photo the donor is
// waiting for. Meanwhile Donate and the share links work as links; the tabs, the carousel and
// copy-link come with the island. The worker, which precaches the app for the next visit and for
// offline use, comes last.
function afterLoad() {
  document.documentElement.classList.remove('page-loading');
  if (document.getElementById(ISLAND_DATA_ID)) void import('./hydrate.tsx');
  if (import.meta.env.PROD && 'serviceWorker' in navigator)
    void navigator.serviceWorker.register('/sw.js', { scope: '/' });
}
if (document.readyState === 'complete') afterLoad();
else addEventListener('load', afterLoad, { once: true });
