import fs from 'node:fs';
import path from 'node:path';
import { MAX_YAML_SOURCE_BYTES } from '../../src/main/content/yaml-limits';
import { readManifestFile } from '../../src/main/services/ingestion/ingest-manifest';
import { IngestionError } from '../../src/main/services/ingestion/ingestion-error';
import { makeTempDir } from '../support/temp-dir';

/**
 * readManifestFile is what the CLI and File > Import manifest… read a manifest with. The CLI test runs it in a
 * subprocess; these run it in-process so each refusal's exact line is checked.
 */
function errorOf(file: string): IngestionError {
  try {
    readManifestFile(file);
  } catch (err) {
    if (err instanceof IngestionError) return err;
    throw err;
  }
  throw new Error('expected an IngestionError');
}

describe('readManifestFile', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    temp = makeTempDir('workbench-read-manifest-');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    temp.cleanup();
  });

  test('answers the file text as UTF-8', () => {
    const file = path.join(temp.dir, 'demo.yaml');
    fs.writeFileSync(file, 'track:\n  title: "Naïve Bayes — über"\n');
    expect(readManifestFile(file)).toBe('track:\n  title: "Naïve Bayes — über"\n');
  });

  test('a manifest of exactly the size limit is read; one byte more is refused with its size and the limit', () => {
    const file = path.join(temp.dir, 'big.yaml');
    fs.writeFileSync(file, 'x'.repeat(MAX_YAML_SOURCE_BYTES));
    expect(readManifestFile(file)).toHaveLength(MAX_YAML_SOURCE_BYTES);

    fs.writeFileSync(file, 'x'.repeat(MAX_YAML_SOURCE_BYTES + 1));
    const err = errorOf(file);
    expect(err.kind).toBe('invalid');
    expect(err.message).toBe(`${file}: the manifest is 1.0 MB, over the 1 MB limit; check that this is the right file`);
  });

  test('the size in the refusal is in MB with one decimal', () => {
    const file = path.join(temp.dir, 'huge.yaml');
    fs.writeFileSync(file, 'x'.repeat(Math.round(2.5 * 1024 * 1024)));
    expect(errorOf(file).message).toBe(
      `${file}: the manifest is 2.5 MB, over the 1 MB limit; check that this is the right file`,
    );
  });

  test('a missing file says "no such file"', () => {
    const file = path.join(temp.dir, 'nope.yaml');
    const err = errorOf(file);
    expect(err.kind).toBe('invalid');
    expect(err.message).toBe(`${file}: cannot read the manifest (no such file); check the path`);
  });

  test('a folder says "it is a folder"', () => {
    // statSync succeeds on a folder (small size), so the refusal comes from the read.
    const err = errorOf(temp.dir);
    expect(err.kind).toBe('invalid');
    expect(err.message).toBe(`${temp.dir}: cannot read the manifest (it is a folder); check the path`);
  });

  test('any other file-system error is named by its code', () => {
    const file = path.join(temp.dir, 'locked.yaml');
    fs.writeFileSync(file, 'a: 1\n');
    jest.spyOn(fs, 'readFileSync').mockImplementation(() => {
      throw Object.assign(new Error('permission denied'), { code: 'EACCES' });
    });
    expect(errorOf(file).message).toBe(`${file}: cannot read the manifest (EACCES); check the path`);
  });

  test('an error without a code is "unreadable"', () => {
    const file = path.join(temp.dir, 'odd.yaml');
    fs.writeFileSync(file, 'a: 1\n');
    jest.spyOn(fs, 'readFileSync').mockImplementation(() => {
      throw new Error('something odd');
    });
    expect(errorOf(file).message).toBe(`${file}: cannot read the manifest (unreadable); check the path`);
  });
});
