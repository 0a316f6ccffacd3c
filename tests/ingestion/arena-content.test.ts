import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { buildTrackFile } from '../../src/main/services/ingestion/ingest-manifest';
import { CONTENT_DIR } from '../support/test-app';

/** content/tracks/arena.md must be exactly what the tool makes from content/tracks/manifests/arena.yaml. */
describe('bundled ARENA track', () => {
  const manifestFile = path.join(CONTENT_DIR, 'tracks', 'manifests', 'arena.yaml');
  const built = buildTrackFile(fs.readFileSync(manifestFile, 'utf8'), 'content/tracks/manifests/arena.yaml');

  test('arena.md is the tool output for arena.yaml (regenerate with npm run ingest if this fails)', () => {
    expect(fs.readFileSync(path.join(CONTENT_DIR, 'tracks', 'arena.md'), 'utf8')).toBe(built.text);
  });

  test('has the five ARENA chapters with sections, and points at the ARENA repository', () => {
    expect(built.track.slug).toBe('arena');
    expect(built.track.source_url).toBe('https://github.com/callummcdougall/ARENA_3.0');
    expect(built.track.chapters.map((c) => c.title)).toEqual([
      'Chapter 0: Fundamentals',
      'Chapter 1: Transformer interpretability',
      'Chapter 2: Reinforcement learning',
      'Chapter 3: LLM evaluations',
      'Chapter 4: Alignment science',
    ]);
    for (const chapter of built.track.chapters) expect(chapter.sections.length).toBeGreaterThanOrEqual(4);
    const kinds = new Set(built.track.chapters.flatMap((c) => c.sections.map((s) => s.kind)));
    expect(kinds).toEqual(new Set(['external_reading', 'external_exercise']));
  });

  const titles = (chapter: number) => built.track.chapters[chapter]!.sections.map((s) => s.title);
  const section = (prefix: string) => built.track.chapters.flatMap((c) => c.sections).find((s) => s.title.startsWith(prefix))!;

  test('chapter 1 follows the early-2026 regrouping (1.3 probing, 1.4 circuits, 1.5 toy models)', () => {
    const numbered = titles(1).filter((t) => /^1\./.test(t)).map((t) => t.split(' ')[0]);
    expect(numbered).toEqual(['1.1', '1.2', '1.3.1', '1.3.2', '1.3.3', '1.3.4', '1.4.1', '1.4.2', '1.5.1', '1.5.2', '1.5.3', '1.5.4']);
    expect(section('1.3.1').title).toMatch(/Linear probes/);
    expect(section('1.3.2').title).toMatch(/Function vectors and model steering/);
    expect(section('1.3.3').title).toMatch(/Interpretability with SAEs/);
    expect(section('1.3.4').title).toMatch(/Activation oracles/);
    expect(section('1.4.1').title).toMatch(/Indirect object identification/);
    expect(section('1.4.2').title).toMatch(/SAE circuits/);
    expect(section('1.5.4').title).toMatch(/Toy models of superposition/);
    expect(section('1.5.2').url).toBe('https://arena-chapter1-transformer-interp.streamlit.app/[1.5.2]_Grokking_&_Modular_Arithmetic');
    // Each page's number is the section's own.
    for (const s of built.track.chapters[1]!.sections.filter((x) => /^1\./.test(x.title))) {
      expect(s.url).toContain(`[${s.title.split(' ')[0]}]_`);
    }
  });

  test('after 1.1 and 1.2, nothing in chapter 1 has a prerequisite but 1.2 (the manifest, not only the order)', () => {
    const manifest = YAML.parse(fs.readFileSync(manifestFile, 'utf8')) as {
      chapters: Array<{ nodes: Array<{ id: string; title: string; prereqs: string[] }> }>;
    };
    const later = manifest.chapters[1]!.nodes.slice(3);
    expect(later.length).toBe(11);
    for (const node of later) expect(node.prereqs).toEqual(['intro-mech-interp']);
  });

  test('2.2 is DQN & VPG and 2.3 no longer claims vanilla policy gradients; the Q-learning page is gone', () => {
    expect(section('2.2').url).toBe('https://arena-chapter2-rl.streamlit.app/[2.2]_DQN_&_VPG');
    expect(section('2.2').title).toMatch(/^2\.2 DQN & VPG/);
    expect(section('2.3').title).not.toMatch(/vanilla/i);
    expect(built.text).not.toContain('Q-Learning');
  });

  test('chapter 4: one page per section, 4.4 and 4.5 present, the 4.1 reading is Model Organisms for Emergent Misalignment', () => {
    const exercises = built.track.chapters[4]!.sections.filter((s) => s.kind === 'external_exercise');
    expect(exercises.map((s) => s.title.split(' ')[0])).toEqual(['4.1', '4.2', '4.3', '4.4', '4.5']);
    exercises.forEach((s, i) => {
      expect(s.url.startsWith(`https://arena-chapter4-alignment-science.streamlit.app/0${i + 1}_[4.${i + 1}]_`)).toBe(true);
    });
    expect(section('4.1').url).toBe('https://arena-chapter4-alignment-science.streamlit.app/01_[4.1]_Emergent_Misalignment');
    expect(section('4.4').title).toMatch(/LLM psychology and persona vectors/);
    expect(section('4.5').title).toMatch(/Investigator agents/);
    const sections = built.track.chapters[4]!.sections;
    const reading = sections[sections.findIndex((s) => s.title.startsWith('4.1')) - 1]!;
    expect(section('Reading: Model Organisms').url).toBe('https://arxiv.org/abs/2506.11613');
    expect(reading.kind).toBe('external_reading');
    expect(built.text).not.toContain('tree/main/chapter4_alignment_science');
  });

  test('durations: exercise sets about a day, the SAE set much longer', () => {
    const exercises = built.track.chapters.flatMap((c) => c.sections).filter((s) => s.kind === 'external_exercise' && !s.title.startsWith('0.0'));
    for (const s of exercises.filter((x) => !x.title.startsWith('1.3.3'))) expect(s.duration_min).toBe(420);
    expect(section('1.3.3').duration_min).toBeGreaterThanOrEqual(2 * 420);
  });

  test("the body tells a learner what they need, optional sections are tagged, and the source version is recorded", () => {
    const body = built.track.body_md;
    expect(body).toMatch(/conda environment/);
    expect(body).toMatch(/Colab/);
    expect(body).toMatch(/at least 8 GB/);
    expect(body).toMatch(/API keys/);
    expect(body).toMatch(/`optional`/);
    expect(body).toContain('infrastructure/core/config.yaml');
    expect(body).toMatch(/early-2026 renumbering/);
    const optional = built.track.chapters.flatMap((c) => c.sections).filter((s) => s.domain_tags.includes('optional'));
    expect(optional.map((s) => s.title.split(' ')[0])).toEqual(
      expect.arrayContaining(['1.3.1', '1.3.4', '1.4.2', '1.5.4']),
    );
    expect(section('1.1').domain_tags).not.toContain('optional');
    expect(section('4.1').domain_tags).not.toContain('optional');
  });
});
