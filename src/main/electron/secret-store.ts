import { safeStorage } from 'electron';
import fs from 'node:fs';
import path from 'node:path';
import type { SecretStore } from '../services/model/secret-store';

/**
 * API keys encrypted with Electron safeStorage (Keychain on macOS, DPAPI on Windows, libsecret/kwallet on
 * Linux) and kept in `<userData>/secrets.json` as base64 ciphertext. Nothing is written when encryption is not
 * available (for example Linux without a keyring, where safeStorage would fall back to a hard-coded key):
 * the store then refuses to save, and the settings screen asks for OPENAI_API_KEY instead.
 */
export function createSafeStorageSecretStore(dataDir: string): SecretStore {
  const file = path.join(dataDir, 'secrets.json');
  const usable = (): boolean =>
    safeStorage.isEncryptionAvailable() &&
    (process.platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text');

  function readAll(): Record<string, string> {
    try {
      const raw: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
      return Object.fromEntries(Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === 'string'));
    } catch {
      return {};
    }
  }

  function writeAll(values: Record<string, string>): void {
    fs.mkdirSync(dataDir, { recursive: true });
    // Write-then-rename so a crash never leaves a half-written file; 0600 keeps other local users out.
    const temp = `${file}.tmp`;
    fs.writeFileSync(temp, JSON.stringify(values), { mode: 0o600 });
    fs.renameSync(temp, file);
  }

  return {
    kind: 'safe_storage',
    get writable() {
      return usable();
    },
    get(name) {
      const cipher = readAll()[name];
      if (!cipher || !usable()) return undefined;
      try {
        return safeStorage.decryptString(Buffer.from(cipher, 'base64'));
      } catch {
        // A key encrypted under another OS account or keyring cannot be read; treat it as not set.
        return undefined;
      }
    },
    set(name, value) {
      const all = readAll();
      if (value === null) delete all[name];
      else {
        if (!usable()) throw new Error('safeStorage encryption is not available');
        all[name] = safeStorage.encryptString(value).toString('base64');
      }
      writeAll(all);
    },
  };
}
