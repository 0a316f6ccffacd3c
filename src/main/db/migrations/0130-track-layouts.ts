import type { Migration } from '../migrate';

/**
 * Track layouts ("Versioning" in docs/product.md): stored progress, completions, reflections and companion opt-ins name a
 * section by its position, so when a track file is replaced by a version whose sections moved, positions must be
 * remapped. `track_layouts` records, per track, the section list (title and URL by position) that the stored
 * positions refer to; the tracks service compares it with the loaded file on start-up and remaps by URL or title
 * (services/tracks/layouts.ts). Sections that no longer exist keep their completion in
 * `track_retired_sections`, so nothing the user did is deleted.
 *
 * Every database before this migration could only have seen the first bundled ARENA track (31 sections; tests keep
 * it as tests/fixtures/tracks/arena-2025.md), so that layout is recorded for `arena`. Other slugs (imported
 * tracks) are recorded as loaded on the first start-up after this migration.
 */
const ARENA_2025: ReadonlyArray<{ title: string; url: string }> = [
  { title: '0.0 Prerequisites: einops, einsum, tensors and linear algebra', url: 'https://arena-chapter0-fundamentals.streamlit.app/[0.0]_Prerequisites' },
  { title: '0.1 Ray tracing: batched tensor operations', url: 'https://arena-chapter0-fundamentals.streamlit.app/[0.1]_Ray_Tracing' },
  { title: '0.2 CNNs and ResNets: building modules from scratch', url: 'https://arena-chapter0-fundamentals.streamlit.app/[0.2]_CNNs_&_ResNets' },
  { title: '0.3 Optimization and hyperparameters: SGD, Adam, schedules and Weights & Biases', url: 'https://arena-chapter0-fundamentals.streamlit.app/[0.3]_Optimization' },
  { title: '0.4 Backpropagation: building an autograd engine', url: 'https://arena-chapter0-fundamentals.streamlit.app/[0.4]_Backprop' },
  { title: '0.5 VAEs and GANs: generative models', url: 'https://arena-chapter0-fundamentals.streamlit.app/[0.5]_VAEs_&_GANs' },
  { title: '1.1 Transformer from scratch: GPT-2 and sampling', url: 'https://arena-chapter1-transformer-interp.streamlit.app/[1.1]_Transformer_from_Scratch' },
  { title: 'Reading: A Mathematical Framework for Transformer Circuits', url: 'https://transformer-circuits.pub/2021/framework/index.html' },
  { title: '1.2 Intro to mechanistic interpretability: TransformerLens and induction heads', url: 'https://arena-chapter1-transformer-interp.streamlit.app/[1.2]_Intro_to_Mech_Interp' },
  { title: 'Reading: Toy Models of Superposition', url: 'https://transformer-circuits.pub/2022/toy_model/index.html' },
  { title: '1.3.1 Toy models of superposition and sparse autoencoders', url: 'https://arena-chapter1-transformer-interp.streamlit.app/[1.3.1]_Toy_Models_of_Superposition_&_SAEs' },
  { title: '1.3.2 Interpretability with SAEs: SAELens and feature circuits', url: 'https://arena-chapter1-transformer-interp.streamlit.app/[1.3.2]_Interpretability_with_SAEs' },
  { title: '1.4.1 Indirect object identification: activation patching and path patching', url: 'https://arena-chapter1-transformer-interp.streamlit.app/[1.4.1]_Indirect_Object_Identification' },
  { title: '1.4.2 Function vectors and model steering', url: 'https://arena-chapter1-transformer-interp.streamlit.app/[1.4.2]_Function_Vectors_&_Model_Steering' },
  { title: '1.5.1 Balanced bracket classifier: interpreting an algorithmic model', url: 'https://arena-chapter1-transformer-interp.streamlit.app/[1.5.1]_Balanced_Bracket_Classifier' },
  { title: '1.5.2 Grokking and modular arithmetic', url: 'https://arena-chapter1-transformer-interp.streamlit.app/[1.5.2]_Grokking_and_Modular_Arithmetic' },
  { title: '1.5.3 OthelloGPT: linear probes and world models', url: 'https://arena-chapter1-transformer-interp.streamlit.app/[1.5.3]_OthelloGPT' },
  { title: 'Reading: Spinning Up, key concepts in RL', url: 'https://spinningup.openai.com/en/latest/spinningup/rl_intro.html' },
  { title: '2.1 Intro to RL: multi-armed bandits, MDPs and tabular methods', url: 'https://arena-chapter2-rl.streamlit.app/[2.1]_Intro_to_RL' },
  { title: '2.2 Q-learning and DQN', url: 'https://arena-chapter2-rl.streamlit.app/[2.2]_Q-Learning_and_DQN' },
  { title: '2.3 PPO: vanilla policy gradients to proximal policy optimization', url: 'https://arena-chapter2-rl.streamlit.app/[2.3]_PPO' },
  { title: '2.4 RLHF: fine-tuning a language model with a reward signal', url: 'https://arena-chapter2-rl.streamlit.app/[2.4]_RLHF' },
  { title: '3.1 Intro to evals: threat models and eval design', url: 'https://arena-chapter3-llm-evals.streamlit.app/[3.1]_Intro_to_Evals' },
  { title: '3.2 Dataset generation: writing and generating multiple-choice eval questions', url: 'https://arena-chapter3-llm-evals.streamlit.app/[3.2]_Dataset_Generation' },
  { title: '3.3 Running evals with the Inspect library', url: 'https://arena-chapter3-llm-evals.streamlit.app/[3.3]_Running_Evals_with_Inspect' },
  { title: '3.4 LLM agents: tool use and agent evals', url: 'https://arena-chapter3-llm-evals.streamlit.app/[3.4]_LLM_Agents' },
  { title: 'Reading: Emergent Misalignment (Betley et al., 2025)', url: 'https://arxiv.org/abs/2502.17424' },
  { title: '4.1 Emergent misalignment: reproducing and probing narrow fine-tuning effects', url: 'https://github.com/callummcdougall/ARENA_3.0/tree/main/chapter4_alignment_science' },
  { title: 'Reading: Alignment Faking in Large Language Models (Greenblatt et al., 2024)', url: 'https://arxiv.org/abs/2412.14093' },
  { title: '4.2 Science of misalignment: black-box investigations of model behaviour', url: 'https://github.com/callummcdougall/ARENA_3.0/tree/main/chapter4_alignment_science' },
  { title: '4.3 Interpreting reasoning models: chain-of-thought and thought anchors', url: 'https://github.com/callummcdougall/ARENA_3.0/tree/main/chapter4_alignment_science' },
];

export const migration0130: Migration = {
  version: 130,
  name: 'track-layouts',
  up(db) {
    db.exec(`
      CREATE TABLE track_layouts (
        track_slug TEXT PRIMARY KEY,
        sections_json TEXT NOT NULL,
        recorded_at TEXT NOT NULL
      );
      CREATE TABLE track_retired_sections (
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        track_slug TEXT NOT NULL,
        title TEXT NOT NULL,
        url TEXT NOT NULL,
        completed_at TEXT NOT NULL,
        retired_at TEXT NOT NULL,
        PRIMARY KEY (user_id, track_slug, url, title)
      );
    `);
    db.prepare('INSERT INTO track_layouts (track_slug, sections_json, recorded_at) VALUES (?, ?, ?)').run(
      'arena',
      JSON.stringify(ARENA_2025),
      '2026-01-01T00:00:00.000Z',
    );
  },
};
