// Which installed packages are ES modules (package.json "type": "module"), as paths under node_modules,
// nested copies included ("a/node_modules/b"). Jest runs CommonJS, so these must go through the transform; every
// other package is CommonJS already and is loaded as it is, which skips reading, hashing and looking up the
// cached transform of each of the hundreds of package files a test file loads.
const fs = require('node:fs');
const path = require('node:path');

function packagesIn(dir, prefix, out) {
  let names;
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (name.startsWith('.')) continue;
    if (name.startsWith('@')) {
      packagesIn(path.join(dir, name), `${prefix}${name}/`, out);
      continue;
    }
    const pkgDir = path.join(dir, name);
    const rel = `${prefix}${name}`;
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
      if (pkg.type === 'module') out.push(rel);
    } catch {
      // not a package (a stray folder or a broken install): nothing to decide
    }
    packagesIn(path.join(pkgDir, 'node_modules'), `${rel}/node_modules/`, out);
  }
}

/** The installed ES-module packages under `<root>/node_modules`. */
function esmPackages(root) {
  const out = [];
  packagesIn(path.join(root, 'node_modules'), '', out);
  return out;
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A transformIgnorePatterns entry: a file under <rootDir>/node_modules is loaded untransformed unless it belongs to
 * an ES-module package or is an .mjs file. Scoped names stay on one segment boundary by matching `name/`.
 */
function commonJsPackagesPattern(root) {
  const esm = esmPackages(root).map(escape).join('|');
  return `^${escape(root)}/node_modules/(?!(?:${esm})/)(?!.*\\.mjs$)`;
}

module.exports = { esmPackages, commonJsPackagesPattern };
