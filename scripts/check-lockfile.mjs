// Lists optional dependencies named in package-lock.json that have no entry of their own. npm
// writes such lockfiles when the registry lacks a platform binary, and `npm ci` then refuses them.
import fs from 'node:fs';

const { packages } = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
let missing = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (!packages[nested] && !packages[`node_modules/${name}`]) {
      missing++;
      console.log(`${path || '(root)'}@${meta.version}: ${name}@${version}`);
    }
  }
}
console.log(missing ? `${missing} optional dependencies missing from the lockfile` : 'lockfile complete');
process.exit(missing ? 1 : 0);
