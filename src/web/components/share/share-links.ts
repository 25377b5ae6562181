// Pure builders for the share targets' URLs and the QR image's file name; no DOM, so they are
// tested without a browser.

const enc = encodeURIComponent;

/** wa.me takes one text: the title first, so the link preview sits under a readable line. */
export const whatsappUrl = (title: string, url: string) => `https://wa.me/?text=${enc(`${title} ${url}`)}`;

/** Facebook reads title and image from the page's Open Graph tags; it only takes the URL. */
export const facebookUrl = (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`;

export const xUrl = (title: string, url: string) =>
  `https://twitter.com/intent/tweet?text=${enc(title)}&url=${enc(url)}`;

/** `harambee-<short code>.png`: the URL's last path segment, reduced to characters every file system accepts. */
export function qrFileName(url: string) {
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    // Not absolute: use it as it is.
  }
  const last = path.split('/').filter(Boolean).pop() ?? '';
  const slug = last.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
  return `harambee-${slug || 'fundraiser'}.png`;
}
