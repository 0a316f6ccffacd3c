import YAML from 'yaml';
import { lookupMemo, recordParse } from './yaml-memo';

/**
 * YAML from files a user imports (manifests, track files) is untrusted. Aliases let a small file name a big
 * value many times: yaml's default cap (100) stops only nested expansion, so a 0.4 MB manifest naming one
 * 0.4 MB list 99 times became a 44 MB track file. Our files need few aliases.
 */
export const MAX_YAML_ALIASES = 10;
/** The largest manifest or track file read (ARENA's, the biggest we ship, is about 14 KB). */
export const MAX_YAML_SOURCE_BYTES = 1024 * 1024;

export class YamlLimitError extends Error {}

const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** YAML.parse with the alias and size caps; a cap hit is a YamlLimitError whose message says what to change. */
export function parseUntrustedYaml(text: string): unknown {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_YAML_SOURCE_BYTES)
    throw new YamlLimitError(`it is ${MB(bytes)}, over the ${MB(MAX_YAML_SOURCE_BYTES)} limit; split it or remove unneeded text`);
  const memoised = lookupMemo('yaml', text);
  if (memoised !== undefined) return memoised;
  try {
    const value: unknown = YAML.parse(text, { maxAliasCount: MAX_YAML_ALIASES });
    recordParse('yaml', text, value);
    return value;
  } catch (err) {
    if (err instanceof Error && /alias count/i.test(err.message)) {
      throw new YamlLimitError(
        `it uses YAML aliases (*name) too much (at most ${MAX_YAML_ALIASES} aliased values are allowed); write the repeated values out instead (generators: PyYAML's yaml.dump with a Dumper whose ignore_aliases returns True, or the yaml package's aliasDuplicateObjects: false)`,
      );
    }
    throw err;
  }
}
