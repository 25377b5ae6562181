// The one rule for "send the visitor back to a page of ours" (D-151): the language form's `back`
// and Referer on the server, the sign-in `redirect` in the app. A browser reading a Location or an
// href drops tabs and newlines anywhere and reads a backslash as a slash, so `/\t/evil.example`
// and `/\evil.example` both become `//evil.example`, another site. Rather than mimic the URL
// parser, anything it would rewrite is refused: only a plain path that starts with one slash.

const MAX_LENGTH = 2000;

/** Controls (C0, DEL, C1), every kind of space, invisible format characters, and the backslash. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const REFUSED = /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\\]/;

/** Starts with exactly one slash: `//host` and `/\host` name another site. */
const ONE_SLASH = /^\/(?![/\\])/;

/** Also percent-decoded: a path whose decoded form is `//…` or carries controls is refused too. */
// eslint-disable-next-line no-control-regex -- as above
const REFUSED_DECODED = /[\u0000-\u001f\u007f\\]/;

export function sitePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null;
  if (!ONE_SLASH.test(value) || REFUSED.test(value)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value.split(/[?#]/)[0]!);
  } catch {
    return null;
  }
  if (!ONE_SLASH.test(decoded) || REFUSED_DECODED.test(decoded)) return null;
  // Last word to the URL parser itself: resolved against any origin, it must stay on that origin.
  const base = 'https://site.invalid';
  return new URL(value, base).origin === base ? value : null;
}
