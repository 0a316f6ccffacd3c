import fs from 'node:fs';
import path from 'node:path';
import { VoiceFrontMatterSchema, type Voice } from '@shared/domain/voice';
import { ContentError } from './content-error';
import { parseFrontMatter } from './front-matter';
import { loadEach, type Loaded } from './load-dir';

export function loadVoiceFile(file: string): Voice {
  const { data, body } = parseFrontMatter(fs.readFileSync(file, 'utf8'));
  const parsed = VoiceFrontMatterSchema.safeParse(data);
  if (!parsed.success) throw ContentError.fromZod(file, parsed.error);
  if (path.basename(file) !== `${parsed.data.key}.md`) {
    throw new ContentError(file, `key: "${parsed.data.key}" does not match the file name`);
  }
  if (!body.trim()) throw new ContentError(file, 'body: describe how this voice reviews');
  return { ...parsed.data, instructions_md: body };
}

export function loadVoices(dir: string): Loaded<Voice> {
  return loadEach(dir, (e) => e.isFile() && e.name.endsWith('.md'), loadVoiceFile);
}
