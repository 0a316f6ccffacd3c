import fs from 'node:fs';
import { ContentError } from '../../src/main/content/content-error';
import * as trackParser from '../../src/main/content/track-parser';
import { ingestManifest } from '../../src/main/services/ingestion/ingest-manifest';
import { IngestionError } from '../../src/main/services/ingestion/ingestion-error';
import { makeTempDir } from '../support/temp-dir';
import { node, oneChapter } from './manifest-fixtures';

/**
 * docs/ingestion.md, step 6: the emitted track file is loaded with the track loader's own parser
 * before anything is written; if it does not load, the import stops and writes nothing.
 *
 * The manifest and track schemas share their section schema, so no valid manifest makes the emitter and the
 * loader disagree today. To reach the rule, the loader's parser is made to refuse (as it would after the
 * two drift apart); everything else (validation, ordering, emitting, writing) is the real code.
 */
jest.mock('../../src/main/content/track-parser', () => {
  const actual = jest.requireActual<typeof trackParser>('../../src/main/content/track-parser');
  return { ...actual, parseTrackText: jest.fn(actual.parseTrackText) };
});
const parseTrackText = jest.mocked(trackParser.parseTrackText);

describe('ingestion: an emitted file that does not load aborts the import', () => {
  let tmp: ReturnType<typeof makeTempDir>;
  beforeEach(() => (tmp = makeTempDir('workbench-ingest-')));
  afterEach(() => {
    tmp.cleanup();
    parseTrackText.mockClear();
  });

  const ingest = () => ingestManifest({ yamlText: oneChapter(node('a'), node('b', ['a'])), label: 'demo.yaml', tracksDir: tmp.dir });

  function thrown(run: () => unknown): unknown {
    try {
      run();
    } catch (err) {
      return err;
    }
    return undefined;
  }

  it('the loader is really asked: a normal import parses the emitted text once and writes the file', () => {
    const out = ingest();
    expect(parseTrackText).toHaveBeenCalledTimes(1);
    expect(parseTrackText.mock.calls[0]![1]).toBe('demo.md');
    expect(fs.readdirSync(tmp.dir)).toEqual(['demo.md']);
    expect(fs.readFileSync(out.path, 'utf8')).toBe(parseTrackText.mock.calls[0]![0]);
  });

  it('a content error names the field, says nothing was written, and nothing is', () => {
    parseTrackText.mockImplementationOnce(() => {
      throw new ContentError('demo.md', 'chapters.0.sections.1.url: must be an http(s) URL or an internal path');
    });
    const err = thrown(ingest);
    expect(err).toBeInstanceOf(IngestionError);
    expect(err).toMatchObject({
      kind: 'invalid',
      message:
        'demo.yaml: the generated track file would not load (chapters.0.sections.1.url: must be an http(s) URL or an internal path); nothing was written',
    });
    expect(fs.readdirSync(tmp.dir)).toEqual([]);
  });

  it('any other failure to load is reported the same way, in one line', () => {
    parseTrackText.mockImplementationOnce(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    const err = thrown(ingest);
    expect(err).toMatchObject({ kind: 'invalid', message: expect.stringMatching(/^demo\.yaml: the generated track file would not load \(RangeError: Maximum call stack size exceeded\); nothing was written$/) });
    expect(fs.readdirSync(tmp.dir)).toEqual([]);
  });
});
