// Runs ESLint's Node API with the project's config on the given files and prints, as JSON, each file's
// messages (line and rule). A separate Node process, because ESLint loads eslint.config.mjs with a native
// import() that jest's module sandbox cannot serve. Usage: node tests/support/lint-files.mjs [--no-ignore] <file>...
import { ESLint } from 'eslint';

const args = process.argv.slice(2);
const noIgnore = args.includes('--no-ignore');
const files = args.filter((a) => a !== '--no-ignore');
const eslint = new ESLint({ ignore: !noIgnore });
const results = await eslint.lintFiles(files);
const ignored = await Promise.all(files.map(async (f) => [f, await new ESLint().isPathIgnored(f)]));
console.log(
  JSON.stringify({
    results: results.map((r) => ({ file: r.filePath, messages: r.messages.map((m) => ({ line: m.line, rule: m.ruleId })) })),
    ignoredByDefault: Object.fromEntries(ignored),
  }),
);
