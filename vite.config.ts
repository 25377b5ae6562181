/// <reference types="vitest/config" />
import fs from 'node:fs';
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
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest,
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'] },
      devOptions: { enabled: false },
    }),
  ],
  build: { outDir: 'dist/web', emptyOutDir: true, sourcemap: false },
  server: {
    proxy: { '/api': API_ORIGIN, '/media': API_ORIGIN },
  },
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      apiTests('sqlite'),
      // PostgreSQL runs when a server is given (CI starts one and sets TEST_DATABASE_URL).
      ...(process.env.TEST_DATABASE_URL ? [apiTests('postgres')] : []),
    ],
  },
});
