/* eslint-disable @typescript-eslint/no-require-imports -- electron-builder loads hooks with require(); this file is CommonJS */
// electron-builder afterPack hook (electron-builder.yml: afterPack): flips Electron's fuses in the packaged
// binary before it is signed and wrapped into installers. Fuses are switches compiled into
// the Electron binary; flipping them off removes ways to run the app as something else:
//   RunAsNode off                              ELECTRON_RUN_AS_NODE=1 would turn the app into a plain Node.
//   EnableNodeOptionsEnvironmentVariable off   NODE_OPTIONS=--require evil.js would run code in main.
//   EnableNodeCliInspectArguments off          --inspect would open a debugger into main.
//   EnableEmbeddedAsarIntegrityValidation on   app.asar must match the hash embedded at build (macOS, Windows).
//   OnlyLoadAppFromAsar on                     no loading a loose app/ folder placed next to the asar.
//   EnableCookieEncryption on                  cookies on disk are encrypted with the OS keychain key.
// Tested in tests/electron/fuses.test.ts against a synthetic fuse wire; a packaged build cannot be made on
// our build machines (no Electron download), so the read-back on a real binary is a manual step (docs/security.md).
const path = require('node:path');
const { flipFuses, FuseVersion, FuseV1Options } = require('@electron/fuses');

const FUSES = {
  version: FuseVersion.V1,
  [FuseV1Options.RunAsNode]: false,
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  [FuseV1Options.EnableCookieEncryption]: true,
};

/** The file @electron/fuses edits for each platform electron-builder packs. */
function electronBinary(context) {
  const { electronPlatformName, appOutDir, packager } = context;
  const name = packager.appInfo.productFilename;
  if (electronPlatformName === 'darwin' || electronPlatformName === 'mas') return path.join(appOutDir, `${name}.app`);
  if (electronPlatformName === 'win32') return path.join(appOutDir, `${name}.exe`);
  return path.join(appOutDir, packager.executableName ?? name.toLowerCase());
}

async function afterPack(context) {
  const isMac = context.electronPlatformName === 'darwin' || context.electronPlatformName === 'mas';
  // On Apple silicon, editing the binary breaks its ad-hoc signature; re-sign it ad hoc (real signing follows).
  await flipFuses(electronBinary(context), { ...FUSES, resetAdHocDarwinSignature: isMac && context.arch === 3 });
}

module.exports = afterPack;
module.exports.default = afterPack;
module.exports.FUSES = FUSES;
module.exports.electronBinary = electronBinary;
