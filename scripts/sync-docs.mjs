// Refreshes docs/product-spec.md and docs/product-decisions.md from the steering repository's
// shared/spec/ (beside this checkout, at ../shared/spec), so a clone of this repository carries
// the spec and the product decisions its comments cite. Each copy is the source's bytes under a
// one-line note; without ../shared/spec it changes nothing.
//   npm run sync:docs
import fs from 'node:fs';
import path from 'node:path';

const SOURCE = path.resolve('..', 'shared', 'spec');
const COPIES = [
  ['product-spec.md', 'docs/product-spec.md'],
  ['decisions.md', 'docs/product-decisions.md'],
];

if (!fs.existsSync(SOURCE)) {
  console.log(`sync:docs: ${SOURCE} not found; docs/ left as it is.`);
} else {
  fs.mkdirSync('docs', { recursive: true });
  for (const [name, target] of COPIES) {
    const note =
      `<!-- A copy of shared/spec/${name} from the steering repository, refreshed by ` +
      '`npm run sync:docs` (scripts/sync-docs.mjs). Edit it there, not here. -->\n\n';
    fs.writeFileSync(target, note + fs.readFileSync(path.join(SOURCE, name), 'utf8'));
    console.log(`sync:docs: ${target}`);
  }
}
