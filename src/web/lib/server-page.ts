// A shared link's first answer is the server's HTML copy of the fundraiser page (#ssr, see
// src/server/pages), drawn over the app while the app starts underneath. The app removes it once
// it has drawn the same page in the same place, so the donor sees no flash and no jump.

/** Hands the screen to the app, keeping where the donor had scrolled to. */
export function releaseServerPage() {
  const page = document.getElementById('ssr');
  if (!page) return;
  const scrolled = page.scrollTop;
  page.remove();
  document.getElementById('root')?.removeAttribute('inert');
  if (scrolled > 0) void document.querySelector('ion-content')?.scrollToPoint(0, scrolled, 0);
}
