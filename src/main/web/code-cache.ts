import fs from 'node:fs';
import { createRequire, wrap } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/**
 * Runs a CommonJS bundle with V8's code cache kept beside it (`<file>.v8cache`), as Node 22's
 * module.enableCompileCache does (Node 20 has none). Compiling the app's 2.5 MB bundle, and the functions its start
 * runs, was about a quarter of the app worker's start. V8 checks the cache against the exact
 * source and its own version and flags, and refuses a cache that does not match: the bundle then compiles as
 * usual and `saveCache` writes a fresh one. A cache that cannot be read or written only costs time.
 */
export function runWithCodeCache(file: string): { exports: unknown; saveCache(): void } {
  const cacheFile = `${file}.v8cache`;
  let cachedData: Buffer | undefined;
  try {
    cachedData = fs.readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const script = new vm.Script(wrap(fs.readFileSync(file, 'utf8')), {
    filename: file,
    cachedData,
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const stale = cachedData === undefined || script.cachedDataRejected === true;
  const moduleObject = { exports: {} };
  const run = script.runInThisContext() as (
    exports: object,
    require: NodeJS.Require,
    module: { exports: object },
    filename: string,
    dirname: string,
  ) => void;
  run.call(moduleObject.exports, moduleObject.exports, createRequire(file), moduleObject, file, path.dirname(file));
  let saved = false;
  return {
    exports: moduleObject.exports,
    /** Writes the cache (with every function compiled so far) when there was none or V8 refused it; once. */
    saveCache() {
      if (!stale || saved) return;
      saved = true;
      try {
        const partial = `${cacheFile}.partial`;
        fs.writeFileSync(partial, script.createCachedData());
        fs.renameSync(partial, cacheFile);
      } catch {
        // A read-only install: start without a cache next time too.
      }
    },
  };
}
