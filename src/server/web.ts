import fs from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { shortCodeParamSchema } from '#shared/schemas/fundraiser.schema.ts';
import type { AppEnv, Deps } from './deps.ts';
import { renderFundraiserShell } from './pages/fundraiser-share.ts';
import { loadReviewWithTime } from './services/review.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built PWA and the uploaded media, served by the same process as the API (one port).
 * Hashed assets and media (unique keys) are cached forever; the shell and the service worker
 * are revalidated on every load so an update reaches users.
 */
export function mountWeb(app: Hono<AppEnv>, deps: Deps) {
  const mediaRoot = path.relative(process.cwd(), deps.images.root) || '.';
  app.use(
    '/media/*',
    serveStatic({
      root: mediaRoot,
      rewriteRequestPath: (p) => p.replace(/^\/media/, ''),
      onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE),
    }),
  );
  app.get('/media/*', (c) => c.text('Not found', 404));

  const webRoot = path.resolve(deps.env.WEB_DIST_DIR);
  const indexFile = path.join(webRoot, 'index.html');
  // In development Vite serves the app and there is no build to serve.
  if (fs.existsSync(webRoot)) {
    app.use(
      '*',
      serveStatic({
        root: path.relative(process.cwd(), webRoot) || '.',
        // The build writes .br and .gz copies (scripts/precompress.mjs): no compression per request.
        precompressed: true,
        onFound: (file, c) => c.header('Cache-Control', file.includes('/assets/') ? IMMUTABLE : 'no-cache'),
      }),
    );
  }

  // The shell changes only with a build (and a restart), so it is read once, not per navigation.
  let shell: string | undefined;
  const readShell = () => (shell ??= fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined);
  const notBuilt = (c: Context) =>
    c.text('The web app is not built yet: run `npm run build` (or `npm run dev` for development).', 503);

  // A shared fundraiser link: its content and link-preview tags are in the HTML itself; an
  // unknown code is a real 404 (with the app's not-found screen).
  app.get('/f/:code', async (c) => {
    const html = readShell();
    if (!html) return notBuilt(c);
    const code = shortCodeParamSchema.safeParse({ short_code: c.req.param('code') });
    const read = code.success ? await loadReviewWithTime(deps, code.data.short_code) : null;
    c.header('Cache-Control', 'no-cache');
    if (!read) return c.html(html, 404);
    const origin = deps.env.PUBLIC_URL;
    const pageUrl = `${origin}/f/${read.review.fundraiser.short_code}`;
    return c.html(renderFundraiserShell(html, read, pageUrl, origin));
  });

  // Any other path is a client-side route: the app shell answers and shows its own 404 screen.
  app.get('*', (c) => {
    const html = readShell();
    if (!html) return notBuilt(c);
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
}
