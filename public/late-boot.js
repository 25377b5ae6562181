// Starts the app on a fundraiser page the server has drawn (src/server/pages/fundraiser-share.ts),
// once that page has loaded: on a slow link the stylesheet and the hero photo get the bandwidth
// to themselves first, and the donor reads and can tap Donate while the app arrives.
const boot = document.querySelector('script[data-entry]');

function start() {
  // The thumbnails wait for the hero: their addresses are set only now.
  for (const img of document.querySelectorAll('#ssr img[data-src]')) {
    img.srcset = img.dataset.srcset ?? '';
    img.src = img.dataset.src ?? '';
  }
  for (const href of (boot?.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (boot?.dataset.entry) import(boot.dataset.entry);
}

if (document.readyState === 'complete') start();
else addEventListener('load', start, { once: true });
