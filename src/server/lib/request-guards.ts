import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import { MSG } from '#shared/messages.ts';
import { LIMITS } from '#shared/constants.ts';
import { ApiError } from './http-error.ts';

// An identity check's document and selfie (D-258).
const MULTIPART_PATHS = [
  '/api/fundraiser-images/',
  '/api/users/me/photo/',
  '/api/item-images/',
  '/api/users/me/identity/',
];
// A cash book entry comes as JSON, or as multipart with its receipt book page's photo (D-239).
const JSON_OR_MULTIPART = /^\/api\/fundraisers\/[^/]+\/cash-book\/$/;
const isUpload = (path: string, type: string | undefined) =>
  MULTIPART_PATHS.includes(path) || (JSON_OR_MULTIPART.test(path) && (type ?? '').startsWith('multipart/form-data'));
// The update e-mails' unsubscribe page posts a plain form (it works without JavaScript).
const FORM_PATHS = ['/api/fundraiser-updates/unsubscribe/'];
// Africa's Talking posts SMS delivery reports (D-219) and incoming messages (D-236) form-encoded,
// each to a path that ends in our token.
const FORM_PREFIXES = ['/api/sms/delivery-reports/', '/api/sms/incoming/'];
const DARAJA_C2B_PREFIX = '/api/payments/c2b/';
const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];
const JSON_BODY_MAX = 64 * 1024;
// Five photos of 2 MB plus the multipart envelope.
const UPLOAD_BODY_MAX = LIMITS.imagesMax * LIMITS.imageBytesMax + 512 * 1024;

// PostgreSQL text cannot hold U+0000: refuse it up front rather than fail in the database (a 500).
const NUL_MESSAGE = 'Text must not contain NUL characters';
// No payload of ours nests deeper than a few levels; a 40 KB body of brackets must not reach code
// that recurses (the validators) nor make this check recurse either.
const MAX_JSON_DEPTH = 16;
const DEPTH_MESSAGE = `JSON must not be nested more than ${MAX_JSON_DEPTH} levels deep`;

/** Walks the parsed body without recursion; throws 400 on a NUL character or too deep a nesting. */
function assertPlainJson(body: unknown) {
  const stack: [unknown, number][] = [[body, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') assertNoNul(value);
    else if (typeof value === 'object' && value !== null) {
      if (depth >= MAX_JSON_DEPTH) throw new ApiError(400, DEPTH_MESSAGE);
      for (const child of Object.values(value)) stack.push([child, depth + 1]);
    }
  }
}

export const queryGuard = createMiddleware(async (c, next) => {
  if (/%00/.test(new URL(c.req.url).search)) throw new ApiError(400, NUL_MESSAGE);
  return next();
});

/** For fields the multipart parser hands over. */
export function assertNoNul(value: string) {
  if (value.includes('\0')) throw new ApiError(400, NUL_MESSAGE);
}

const hasBody = (req: Request) =>
  Number(req.headers.get('content-length') ?? 0) > 0 || req.headers.has('transfer-encoding');

/**
 * Write requests must say what they send: JSON everywhere, multipart on the upload path. The JSON
 * is parsed here once (the validators reuse it), so a malformed body is a clear 400, not a 500.
 */
export const contentTypeGuard = createMiddleware(async (c, next) => {
  if (SAFE_METHODS.includes(c.req.method) || !hasBody(c.req.raw)) return next();
  const type = c.req.header('content-type') ?? '';
  if (isUpload(c.req.path, type)) {
    if (!type.startsWith('multipart/form-data')) {
      throw new ApiError(400, 'Content-Type must be multipart/form-data');
    }
    return next();
  }
  // Daraja's C2B bodies are read by their handler, which repairs the JSON Safaricom gets wrong.
  if (c.req.path.startsWith(DARAJA_C2B_PREFIX)) return next();
  const form = FORM_PATHS.includes(c.req.path) || FORM_PREFIXES.some((prefix) => c.req.path.startsWith(prefix));
  if (form && type.startsWith('application/x-www-form-urlencoded')) return next();
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) throw new ApiError(400, MSG.jsonRequired);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, MSG.malformedJson);
  }
  assertPlainJson(body);
  return next();
});

export const sizeGuard = createMiddleware((c, next) => {
  // Reads carry no body; and looking at one would make the server build a full Request object.
  if (SAFE_METHODS.includes(c.req.method)) return next();
  const maxSize = isUpload(c.req.path, c.req.header('content-type')) ? UPLOAD_BODY_MAX : JSON_BODY_MAX;
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(413, MSG.tooLarge);
    },
  })(c, next);
});
