import { createTestApp } from '../support/test-app';

/**
 * The composition root (src/main/compose-services.ts) builds every service exactly once and hands the same
 * instances to the services that use them. Every service module's factories are wrapped in counting mocks
 * (the real factory still runs), then a real app is built.
 */
type Factory = jest.Mock & { mock: { calls: unknown[][]; results: Array<{ value: unknown }> } };

function mockCountFactories(actual: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...actual };
  for (const [name, value] of Object.entries(actual)) {
    if (/^create[A-Z]/.test(name) && typeof value === 'function') out[name] = jest.fn(value as (...a: unknown[]) => unknown);
  }
  return out;
}

jest.mock('../../src/main/services/profiles', () => mockCountFactories(jest.requireActual('../../src/main/services/profiles')));
jest.mock('../../src/main/services/system', () => mockCountFactories(jest.requireActual('../../src/main/services/system')));
jest.mock('../../src/main/services/writings', () => mockCountFactories(jest.requireActual('../../src/main/services/writings')));
jest.mock('../../src/main/services/spend', () => mockCountFactories(jest.requireActual('../../src/main/services/spend')));
jest.mock('../../src/main/services/model', () => mockCountFactories(jest.requireActual('../../src/main/services/model')));
jest.mock('../../src/main/services/reviews', () => mockCountFactories(jest.requireActual('../../src/main/services/reviews')));
jest.mock('../../src/main/services/runner', () => mockCountFactories(jest.requireActual('../../src/main/services/runner')));
jest.mock('../../src/main/services/runner-settings', () =>
  mockCountFactories(jest.requireActual('../../src/main/services/runner-settings')),
);
jest.mock('../../src/main/services/retention', () => mockCountFactories(jest.requireActual('../../src/main/services/retention')));
jest.mock('../../src/main/services/drafts', () => mockCountFactories(jest.requireActual('../../src/main/services/drafts')));
jest.mock('../../src/main/services/reflections', () =>
  mockCountFactories(jest.requireActual('../../src/main/services/reflections')),
);
jest.mock('../../src/main/services/tracks', () => mockCountFactories(jest.requireActual('../../src/main/services/tracks')));
jest.mock('../../src/main/services/home', () => mockCountFactories(jest.requireActual('../../src/main/services/home')));
jest.mock('../../src/main/services/problems', () => mockCountFactories(jest.requireActual('../../src/main/services/problems')));
jest.mock('../../src/main/services/assist', () => mockCountFactories(jest.requireActual('../../src/main/services/assist')));
jest.mock('../../src/main/services/news', () => mockCountFactories(jest.requireActual('../../src/main/services/news')));
jest.mock('../../src/main/services/exercism', () => mockCountFactories(jest.requireActual('../../src/main/services/exercism')));
jest.mock('../../src/main/services/data', () => mockCountFactories(jest.requireActual('../../src/main/services/data')));
jest.mock('../../src/main/services/ingestion', () => mockCountFactories(jest.requireActual('../../src/main/services/ingestion')));

/** Each service on AppContext['services'], with the module and factory that must have built it. */
const BUILT_BY = {
  system: ['system', 'createSystemService'],
  profiles: ['profiles', 'createProfileService'],
  writings: ['writings', 'createWritingsService'],
  spend: ['spend', 'createSpendService'],
  model: ['model', 'createModelService'],
  reviews: ['reviews', 'createReviewService'],
  runner: ['runner', 'createRunner'],
  runnerSettings: ['runner-settings', 'createRunnerSettingsService'],
  retention: ['retention', 'createRetentionService'],
  drafts: ['drafts', 'createDraftsService'],
  reflections: ['reflections', 'createReflectionsService'],
  tracks: ['tracks', 'createTracksService'],
  home: ['home', 'createHomeService'],
  problems: ['problems', 'createProblemsService'],
  assist: ['assist', 'createAssistService'],
  news: ['news', 'createNewsService'],
  ideas: ['assist', 'createIdeasService'],
  exercism: ['exercism', 'createExercismService'],
  data: ['data', 'createDataService'],
  ingestion: ['ingestion', 'createIngestionService'],
} as const;

function factory(module: string, name: string): Factory {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the mocked module, as the app saw it
  const loaded = require(`../../src/main/services/${module}`) as Record<string, unknown>;
  const f = loaded[name];
  if (!jest.isMockFunction(f)) throw new Error(`${module}.${name} is not wrapped: add the module to the mocks above`);
  return f as Factory;
}

const depsOf = (f: Factory): Record<string, unknown> => f.mock.calls[0]![0] as Record<string, unknown>;

describe('the composition root', () => {
  let app: ReturnType<typeof createTestApp>;
  beforeAll(() => {
    app = createTestApp();
  });
  afterAll(() => app.close());

  it('builds each service exactly once, and that instance is the one the app uses', () => {
    expect(Object.keys(app.ctx.services).sort()).toEqual(Object.keys(BUILT_BY).sort());
    for (const [service, [module, name]] of Object.entries(BUILT_BY)) {
      const f = factory(module, name);
      expect({ service, calls: f.mock.calls.length }).toEqual({ service, calls: 1 });
      expect(f.mock.results[0]!.value).toBe(app.ctx.services[service as keyof typeof BUILT_BY]);
    }
  });

  it('builds no other service on the side (every create* factory of every service module ran at most once)', () => {
    const modules = new Set(Object.values(BUILT_BY).map(([module]) => module));
    const builtTwice: string[] = [];
    for (const module of modules) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the mocked module, as the app saw it
      const loaded = require(`../../src/main/services/${module}`) as Record<string, unknown>;
      for (const [name, f] of Object.entries(loaded)) {
        if (jest.isMockFunction(f) && f.mock.calls.length > 1) builtTwice.push(`${module}.${name}`);
      }
    }
    expect(builtTwice).toEqual([]);
  });

  it('passes instances, not look-ups: a service gets the very objects the app holds', () => {
    const s = app.ctx.services;
    const deps = (module: string, name: string) => depsOf(factory(module, name));
    expect(deps('home', 'createHomeService')).toMatchObject({ tracks: s.tracks, reflections: s.reflections, retention: s.retention });
    expect(deps('problems', 'createProblemsService')).toMatchObject({ retention: s.retention, runner: s.runner, reviews: s.reviews });
    expect(deps('tracks', 'createTracksService')).toMatchObject({ reflectionPrompts: s.reflections, readingGuides: s.drafts });
    expect(deps('reviews', 'createReviewService')).toMatchObject({ model: s.model });
    expect(deps('model', 'createModelService')).toMatchObject({ spend: s.spend });
    expect(deps('runner-settings', 'createRunnerSettingsService')).toMatchObject({ runner: s.runner });
    expect(deps('drafts', 'createDraftsService')).toMatchObject({ runner: s.runner });
    expect(deps('exercism', 'createExercismService')).toMatchObject({ runner: s.runner });
    expect(deps('assist', 'createAssistService')).toMatchObject({ writings: s.writings });
    expect(deps('news', 'createNewsService')).toMatchObject({ writings: s.writings });
    expect(deps('assist', 'createIdeasService')).toMatchObject({ writings: s.writings });
    // No dependency is a function that looks a service up later (the old `() => ctx.services.x`). Allowed: the
    // schema version and the data service's database handle, read from the database when asked, and the data
    // service's hooks (what to refresh after a restore, what to tell the screens), which are callbacks, not look-ups.
    const notLookUps = new Set([
      'createSystemService.schemaVersion',
      'createDataService.db',
      'createDataService.afterReplace',
      'createDataService.onRestored',
    ]);
    const lookUps: string[] = [];
    for (const [module, name] of Object.values(BUILT_BY)) {
      for (const [key, value] of Object.entries(deps(module, name))) {
        const dep = `${name}.${key}`;
        if (typeof value === 'function' && value.length === 0 && !notLookUps.has(dep)) lookUps.push(dep);
      }
    }
    expect(lookUps).toEqual([]);
  });
});
