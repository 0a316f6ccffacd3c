// @swc/jest with one pre-step: ESM packages built for Vite (react-router) read `import.meta.hot` and
// `import.meta.env`, which CommonJS cannot express. Under jest there is no HMR and no Vite env, so both
// become plain values before swc compiles the file to CommonJS.
const { createTransformer } = require('@swc/jest');

module.exports = {
  createTransformer(swcOptions) {
    const swc = createTransformer(swcOptions);
    const rewrite = (source) =>
      source.includes('import.meta')
        ? source.replace(/import\.meta\.hot/g, 'undefined').replace(/import\.meta\.env/g, '({ MODE: "test", DEV: false, PROD: true })')
        : source;
    return {
      ...swc,
      process: (source, file, options) => swc.process(rewrite(source), file, options),
      processAsync: (source, file, options) => swc.processAsync(rewrite(source), file, options),
      getCacheKey: (source, file, options) => swc.getCacheKey(rewrite(source), file, options),
    };
  },
};
