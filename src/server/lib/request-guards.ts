import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import { MSG } from '#shared/messages.ts';
import { LIMITS } from '#shared/constants.ts';
import { ApiError } from './http-error.ts';

const MULTIPART_PATHS = ['/api/fundraiser-images/'];
const JSON_BODY_MAX = 64 * 1024;
// Five photos of 2 MB plus the multipart envelope.
const UPLOAD_BODY_MAX = LIMITS.imagesMax * LIMITS.imageBytesMax + 512 * 1024;

const hasBody = (req: Request) =>
  Number(req.headers.get('content-length') ?? 0) > 0 || req.headers.has('transfer-encoding');

/**
 * Write requests must say what they send: JSON everywhere, multipart on the upload path. The JSON
 * is parsed here once (the validators reuse it), so a malformed body is a clear 400, not a 500.
 */
export const contentTypeGuard = createMiddleware(async (c, next) => {
  if (['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) || !hasBody(c.req.raw)) return next();
  const type = c.req.header('content-type') ?? '';
  if (MULTIPART_PATHS.includes(c.req.path)) {
    if (!type.startsWith('multipart/form-data')) {
      throw new ApiError(400, 'Content-Type must be multipart/form-data');
    }
    return next();
  }
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) throw new ApiError(400, MSG.jsonRequired);
  try {
    await c.req.json();
  } catch {
    throw new ApiError(400, MSG.malformedJson);
  }
  return next();
});

export const sizeGuard = createMiddleware((c, next) => {
  const maxSize = MULTIPART_PATHS.includes(c.req.path) ? UPLOAD_BODY_MAX : JSON_BODY_MAX;
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(413, MSG.tooLarge);
    },
  })(c, next);
});
