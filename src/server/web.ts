import fs from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { bodyLimit } from 'hono/body-limit';
import { etag } from 'hono/etag';
import { isAppScreen, publicRouteOf, type PublicPage } from '#shared/public-pages.ts';
import type { AppEnv, Deps } from './deps.ts';
import { crossSiteGuard } from './lib/cross-site-guard.ts';
import { languageOfRequest } from './lib/request-language.ts';
import { serveMedia } from './media/serve-media.ts';
import { createDrawnPages } from './pages/drawn-pages.ts';
import { postDonateForm } from './pages/donate-form.ts';
import { postRefundForm } from './pages/refund-form.ts';
import { postRefundClaimConfirmForm, postRefundClaimForm } from './pages/refund-claim-form.ts';
import { postLanguageForm } from './pages/language-form.ts';
import { postMpesaCodeForm } from './pages/mpesa-code-form.ts';
import {
  postPledgeCodeForm,
  postPledgeConfirmForm,
  postPledgeForm,
  postPledgeReleaseForm,
} from './pages/pledge-forms.ts';
import { postReportForm } from './pages/report-form.ts';
import { loadPublicPage } from './pages/load-public-page.ts';
import { renderPublicPage } from './pages/public-page.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The public pages' stylesheets (about 9 KB compressed) go inside the page: on a 400 ms round
 * trip a separate request for them would hold the first paint back by one or two round trips,
 * while inline they arrive with the page in the first few packets (decisions log D-081).
 */
function inlineStylesheets(html: string, webRoot: string) {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (link, file: string) => {
    const css = path.join(webRoot, file);
    return fs.existsSync(css) ? `<style>${fs.readFileSync(css, 'utf8')}</style>` : link;
  });
}

/**
 * The built PWA, the pages the server draws and the uploaded media, served by the same process as
 * the API (one port). Hashed assets and media (unique keys) are cached forever; pages, the shell
 * and the service worker are revalidated on every load so an update reaches users.
 */
export function mountWeb(app: Hono<AppEnv>, deps: Deps) {
  app.get('/media/*', serveMedia(deps.media));

  const webRoot = path.resolve(deps.env.WEB_DIST_DIR);
  // In development Vite serves the app and there is no build to serve.
  if (fs.existsSync(webRoot)) {
    const files = serveStatic({
      root: path.relative(process.cwd(), webRoot) || '.',
      // The build writes .br and .gz copies (scripts/precompress.mjs): no compression per request.
      precompressed: true,
      onFound: (file, c) => c.header('Cache-Control', file.includes('/assets/') ? IMMUTABLE : 'no-cache'),
    });
    // '/' is the home page the server draws, not the folder's index.html (the app's shell).
    app.use('*', (c, next) => (c.req.path === '/' ? next() : files(c, next)));
  }

  // The templates change only with a build (and a restart), so each is read once.
  const templates = new Map<string, string | undefined>();
  const readTemplate = (name: string, prepare = (html: string) => html) => {
    if (!templates.has(name)) {
      const file = path.join(webRoot, name);
      templates.set(name, fs.existsSync(file) ? prepare(fs.readFileSync(file, 'utf8')) : undefined);
    }
    return templates.get(name);
  };
  const notBuilt = (c: Context) =>
    c.text('The web app is not built yet: run `npm run build` (or `npm run dev` for development).', 503);

  let drawnPages: ReturnType<typeof createDrawnPages> | undefined;

  /** A page drawn into the template, in the request's language, with the headers it needs. */
  async function answerPage(c: Context<AppEnv>, page: PublicPage, template: string) {
    const lang = languageOfRequest(c);
    drawnPages ??= createDrawnPages((drawn, language) =>
      renderPublicPage(template, drawn, language, deps.env.PUBLIC_URL),
    );
    const { status, html } = await drawnPages(page, lang);
    c.header('Vary', 'Accept-Language, Cookie');
    c.header('Content-Language', lang);
    // A donation's page and the sheet (which may hold what was typed) are never kept by a cache
    // (the service worker honours it too). Their Referrer-Policy: lib/security-headers.ts.
    // So are a pledge's form and its pledger's page (D-241: the link's token is in it).
    // And a refund's claim (D-260: the number typed is in it).
    if (['donate', 'donation', 'pledge', 'my-pledge', 'refund-claim'].includes(page.kind))
      c.header('Cache-Control', 'no-store');
    return c.html(html, status);
  }
  const publicTemplate = () => readTemplate('public-page.html', (html) => inlineStylesheets(html, webRoot));

  /**
   * A page's plain form, posted without JavaScript from this site only (Origin check): answered
   * with where it leads (303, never kept by a cache) or its page drawn again with its messages.
   */
  const plainForm = (
    pattern: string,
    handle: (c: Context<AppEnv>, deps: Deps) => Promise<{ redirect: string } | { page: PublicPage }>,
  ) =>
    app.post(
      pattern,
      crossSiteGuard(deps.env),
      bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text('The form is too large', 413) }),
      async (c) => {
        const template = publicTemplate();
        if (!template) return notBuilt(c);
        const answer = await handle(c, deps);
        if ('redirect' in answer) {
          c.header('Cache-Control', 'no-store');
          return c.redirect(answer.redirect, 303);
        }
        return answerPage(c, answer.page, template);
      },
    );
  // The donation sheet: to the donation's page. A report: to its thank-you. An M-Pesa code: the
  // fundraiser's page with the answer.
  plainForm('/f/:code/donate', postDonateForm);
  plainForm('/f/:code/mpesa-code', postMpesaCodeForm);
  plainForm('/f/:code/report', postReportForm('fundraiser'));
  plainForm('/items/:code/report', postReportForm('item'));
  // A pledge (D-241): taken, its code confirmed (to its page), a new code, released (its page).
  plainForm('/f/:code/pledge', postPledgeForm);
  plainForm('/p/:id/confirm', postPledgeConfirmForm);
  plainForm('/p/:id/code', postPledgeCodeForm);
  plainForm('/p/:id/release', postPledgeReleaseForm);
  // A donor's request for their gift back (D-256): to the donation's page.
  plainForm('/donations/:id/refund', postRefundForm);
  // A refund's claim by its payer (D-260): the code step, then claimed; each on its own page.
  plainForm('/f/:code/refund', postRefundClaimForm);
  plainForm('/f/:code/refund/confirm', postRefundClaimConfirmForm);
  // The language switch: back to the page it was pressed on.
  plainForm('/language', postLanguageForm);

  // Every page answers with validators: a repeat visit to an unchanged page costs one small
  // round trip (304). Pages are revalidated every time (no-cache), so a change shows at once.
  app.get('*', etag(), async (c) => {
    const pathname = c.req.path;
    if (/^\/(api|media)\//.test(pathname)) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    // The app's own screens: its shell, and the app draws them.
    if (isAppScreen(pathname)) {
      const shell = readTemplate('index.html');
      return shell ? c.html(shell) : notBuilt(c);
    }
    // Every other address is a page the server draws, or a real 404 with the site's frame.
    const template = publicTemplate();
    if (!template) return notBuilt(c);
    const route = publicRouteOf(pathname);
    const page: PublicPage = route
      ? await loadPublicPage(c, deps, route, new URL(c.req.url).searchParams)
      : { kind: 'not-found' };
    return answerPage(c, page, template);
  });
}
