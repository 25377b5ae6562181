// Bundles the server and the admin CLI into dist/server with esbuild. Dependencies stay external
// (native modules such as better-sqlite3, argon2 and sharp cannot be bundled).
import { build } from 'esbuild';

await build({
  // The Daraja simulator is bundled beside them: `npm run serve` in demo mode starts it.
  entryPoints: {
    main: 'src/server/main.ts',
    admin: 'src/server/admin.ts',
    'daraja-sim': 'src/daraja-sim/main.ts',
    'sms-sim': 'src/sms-sim/main.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  // The server draws the public pages with the app's components (src/web/pages).
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'info',
});
