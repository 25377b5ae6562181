import { API } from '#shared/api-paths.ts';
import { escapeHtml } from '../../pages/html.ts';

// The unsubscribe link's small page. Following the link only shows a button: mail scanners open
// links by themselves, and opening must not unsubscribe anyone. The button's plain form posts.

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" /><meta name="referrer" content="no-referrer" />
<title>${escapeHtml(title)} · Harambee</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem">
<h1>${escapeHtml(title)}</h1>
${body}
<p><a href="/">Harambee</a></p>
</body></html>`;

/** What the link named the donation by: its reference, or its id in a link sent before D-156. */
export interface UnsubscribeLink {
  field: 'ref' | 'donation';
  value: string;
}

export const confirmPage = (fundraiserTitle: string, link: UnsubscribeLink, token: string) =>
  page(
    'Stop update e-mails',
    `<p>Stop e-mails with updates from “${escapeHtml(fundraiserTitle)}”?</p>
<form method="post" action="/api${API.updatesUnsubscribe}">
<input type="hidden" name="${link.field}" value="${escapeHtml(link.value)}" />
<input type="hidden" name="token" value="${escapeHtml(token)}" />
<button type="submit">Stop update e-mails</button>
</form>`,
  );

export const donePage = (message: string, shortCode?: string) =>
  page(
    'Update e-mails',
    `<p role="status">${escapeHtml(message)}</p>${
      shortCode ? `<p><a href="/f/${encodeURIComponent(shortCode)}">Back to the fundraiser</a></p>` : ''
    }`,
  );
