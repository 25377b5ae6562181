import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

// The app icons are generated from public/logo.svg at build time (vite-plugin-pwa's `pwaAssets`),
// never committed: pwa-64x64, pwa-192x192, pwa-512x512, maskable-icon-512x512,
// apple-touch-icon-180x180 and favicon.ico. manifest.webmanifest and index.html name these files.
const THEME = '#0b6e4f';

export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    // The logo is already a full rounded square: no extra margin around it.
    transparent: { ...minimal2023Preset.transparent, padding: 0 },
    // Maskable and Apple icons are cropped by the platform: the logo sits inside the safe zone on
    // a full-bleed theme-coloured background instead of the default white.
    maskable: { ...minimal2023Preset.maskable, padding: 0.3, resizeOptions: { background: THEME } },
    apple: { ...minimal2023Preset.apple, padding: 0.15, resizeOptions: { background: THEME } },
  },
  images: ['public/logo.svg'],
});
