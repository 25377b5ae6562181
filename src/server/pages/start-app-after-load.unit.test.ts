import { describe, expect, it } from 'vitest';
import { startAppAfterLoad } from './fundraiser-share.ts';

// The built shell's head, as Vite writes it.
const BUILT = `<head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/a-1.js">
    <link rel="modulepreload" crossorigin href="/assets/b-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  </head>`;

describe('startAppAfterLoad', () => {
  it('hands the entry and its preloads to the late boot script, keeping the stylesheet', () => {
    const html = startAppAfterLoad(BUILT);
    expect(html).toContain(
      '<script type="module" src="/late-boot.js" data-entry="/assets/index-abc.js" data-preload="/assets/a-1.js /assets/b-2.js"></script>',
    );
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('src="/assets/index-abc.js"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-def.css">');
  });
});
