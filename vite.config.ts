/// <reference types="vitest/config" />
import fs from 'node:fs';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

// The one manifest lives at the repository root and is fed to vite-plugin-pwa from there.
const manifest = JSON.parse(fs.readFileSync('manifest.webmanifest', 'utf8')) as Partial<ManifestOptions>;
const API_ORIGIN = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

const apiTests = (dialect: 'sqlite' | 'postgres') => ({
  test: {
    name: `api-${dialect}`,
    include: ['src/server/**/*.test.ts'],
    exclude: ['src/server/**/*.unit.test.ts'],
    environment: 'node',
    globalSetup: ['tests/setup/api-server.ts'],
    provide: { dialect },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  plugins: [
    // Must come before react(): it turns src/web/routes into code-split route chunks.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/web/routes',
      generatedRouteTree: 'src/web/route-tree.gen.ts',
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest,
      // Icons come from public/logo.svg through pwa-assets.config.ts at build time (and are served
      // by the dev server); the manifest and index.html name them explicitly, so nothing is injected.
      pwaAssets: { config: true, overrideManifestIcons: false, includeHtmlHeadLinks: false, injectThemeColor: false },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // Install-dialog screenshots are only for the browser's install UI: not worth precaching.
        // The public pages' template is filled in by the server per request, never served as is.
        globIgnores: ['screenshots/**', '**/firebase-sdk-*.js', 'public-page.html'],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // The app's shell, and the template of the pages the server draws (src/server/pages).
      input: { app: 'index.html', 'public-page': 'public-page.html' },
      // Ionic's modules are free of side effects in practice; saying so lets the bundler drop every
      // component we do not use (302 KB → 150 KB gzipped in the architecture doc's measurement).
      treeshake: { moduleSideEffects: (id: string) => !/node_modules\/(@ionic|ionicons|@stencil)\/.*\.js$/.test(id) },
      // The Firebase SDK gets a chunk of its own, loaded when a social button is pressed and kept
      // out of the service worker's precache (sign-in needs the network anyway).
      output: {
        codeSplitting: {
          groups: [
            { name: 'firebase-sdk', test: /node_modules[\\/]@?firebase[\\/]/ },
            // React and i18next in one file: split by module they were a dozen small requests on
            // a server-drawn page's island, each a round trip and a set of headers on 3G.
            {
              name: 'react-i18next',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|i18next|react-i18next)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': API_ORIGIN, '/media': API_ORIGIN },
  },
  test: {
    projects: [
      {
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/web-dom.ts'],
        },
      },
      {
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            'src/server/**/*.unit.test.ts',
            'src/daraja-sim/**/*.test.ts',
            'src/sms-sim/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // The built PWA in Debian's Chromium (playwright-core) against the real server, one browser
        // at a time (2 cores); the global setup builds the app and starts the server and emulator.
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/setup/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
      apiTests('sqlite'),
      // PostgreSQL runs when a server is given (CI starts one and sets TEST_DATABASE_URL).
      ...(process.env.TEST_DATABASE_URL ? [apiTests('postgres')] : []),
    ],
  },
});
