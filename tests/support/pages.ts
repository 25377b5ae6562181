import { apiUrl } from '#tests/support/api.ts';

// The pages the server draws, fetched from the real server as a browser would.

const origin = () => new URL(apiUrl()).origin;

export const getPage = (path: string, headers?: Record<string, string>) => fetch(`${origin()}${path}`, { headers });

/** The island's data a page embeds (src/web/pages/island-data.ts), as its raw JSON text. */
export const islandJson = (html: string) =>
  html.match(/<script type="application\/json" id="island-data">(.*?)<\/script>/)?.[1] ?? '';

/** A link-preview tag's content. */
export const meta = (html: string, property: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1];
