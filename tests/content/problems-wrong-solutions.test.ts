import path from 'node:path';
import { loadProblemDir, loadProblems } from '../../src/main/content/load-problems';
import { createRunner } from '../../src/main/services/runner';
import { makeTempDir } from '../support/temp-dir';

/**
 * Each problem's tests must catch the mistake its pitfalls describe. Every case below is the reference with
 * one plausible bug edited in; the runner must not call it `passed`.
 */
jest.setTimeout(300_000);

const PROBLEMS = path.resolve(__dirname, '../../content/problems');

type Mutant = { slug: string; bug: string; find: string; replace: string };

const MUTANTS: Mutant[] = [
  { slug: 'stable-softmax', bug: 'no max subtraction', find: 'exps = [math.exp(x - m) for x in xs]', replace: 'exps = [math.exp(x) for x in xs]' },
  { slug: 'stable-softmax', bug: 'log of softmax', find: 'return [x - m - log_total for x in xs]', replace: 'return [math.log(p) for p in softmax(xs)]' },
  { slug: 'causal-attention', bug: 'no 1/sqrt(d_k) scale', find: 'scale = 1.0 / math.sqrt(d_k)', replace: 'scale = 1.0' },
  { slug: 'causal-attention', bug: 'mask leaks the future', find: 'if causal and j > i:', replace: 'if causal and j < i:' },
  { slug: 'top-k-top-p-sampling', bug: 'drops the token that crosses p', find: '            chosen.append(i)\n            running += probs[i] / mass\n            if running >= top_p - 1e-12:\n                break', replace: '            running += probs[i] / mass\n            if running > top_p + 1e-12:\n                break\n            chosen.append(i)' },
  { slug: 'top-k-top-p-sampling', bug: 'no renormalisation', find: 'return [probs[i] / kept_total if i in kept else 0.0', replace: 'return [probs[i] if i in kept else 0.0' },
  { slug: 'tiny-autograd', bug: 'assigns instead of accumulating', find: 'self.grad += other.data * out.grad', replace: 'self.grad = other.data * out.grad' },
  { slug: 'tiny-autograd', bug: 'rsub as sub', find: 'return Value._lift(other) - self', replace: 'return self - other' },
  { slug: 'kl-divergence', bug: 'epsilon instead of infinity', find: 'return math.inf', replace: 'qi = 1e-12' },
  { slug: 'kl-divergence', bug: 'softmax then log', find: 'lp = _log_softmax(logits_p)\n    lq = _log_softmax(logits_q)', replace: 'lp = [math.log(math.exp(x) / sum(math.exp(y) for y in logits_p)) for x in logits_p]\n    lq = [math.log(math.exp(x) / sum(math.exp(y) for y in logits_q)) for x in logits_q]' },
  { slug: 'label-smoothing-cross-entropy', bug: 'eps/(C-1) on wrong classes only', find: 'uniform = -sum(logp) / c', replace: 'uniform = -(sum(logp) - logp[target]) / (c - 1)' },
  { slug: 'label-smoothing-cross-entropy', bug: 'ignored rows counted', find: '        if target == ignore_index:\n            continue', replace: '        if target == ignore_index:\n            count += 1\n            continue' },
  { slug: 'gae-advantages', bug: 'bootstraps across episode ends', find: 'delta = rewards[t] + gamma * next_value * nonterminal - values[t]', replace: 'delta = rewards[t] + gamma * next_value - values[t]' },
  { slug: 'gae-advantages', bug: 'carries advantage across episode ends', find: 'next_adv = delta + gamma * lam * nonterminal * next_adv', replace: 'next_adv = delta + gamma * lam * next_adv' },
  { slug: 'pass-at-k', bug: 'biased estimator', find: '    if n - c < k:\n        return 1.0', replace: '    return 1.0 - (1.0 - c / n) ** k' },
  { slug: 'bpe-merge-step', bug: 'unweighted pair counts', find: 'counts.get((a, b), 0) + freq', replace: 'counts.get((a, b), 0) + 1' },
  { slug: 'bpe-merge-step', bug: 'overlapping merges', find: 'merged.append(joined)\n                i += 2', replace: 'merged.append(joined)\n                i += 1' },
  { slug: 'topological-sort', bug: 'ready list instead of a priority queue', find: 'n = heapq.heappop(ready)', replace: 'n = ready.pop(0)' },
  { slug: 'topological-sort', bug: 'nodes that only appear as targets are forgotten', find: '        for t in targets:\n            edges.setdefault(t, set())\n', replace: '' },
  { slug: 'direct-logit-attribution', bug: 'no centering under LayerNorm', find: 'mean = sum(vec) / d', replace: 'mean = 0.0' },
  { slug: 'direct-logit-attribution', bug: 'sorted by signed value', find: 'key=lambda item: -abs(item[1])', replace: 'key=lambda item: -item[1]' },
  { slug: 'ring-buffer', bug: 'evicts the newest', find: 'let evicted = self.slots[self.head].replace(item);\n            self.head = (self.head + 1) % cap;\n            evicted', replace: 'let last = (self.head + cap - 1) % cap;\n            self.slots[last].replace(item)' },
  { slug: 'lru-cache-rs', bug: 'update treated as insert (no refresh)', find: '            self.nodes[idx].value = value;\n            self.unlink(idx);\n            self.push_front(idx);', replace: '            self.nodes[idx].value = value;' },
  { slug: 'lru-cache-rs', bug: 'peek changes recency', find: 'self.map.get(key).map(|&idx| &self.nodes[idx].value)', replace: 'let _ = self.map.get(key);\n        unimplemented!()' },
  { slug: 'matmul-shapes-rs', bug: 'column-major get', find: 'self.data[r * self.cols + c]', replace: 'self.data[c * self.rows + r]' },
  { slug: 'matmul-shapes-rs', bug: 'checks rows instead of inner dimension', find: 'if self.cols != other.rows {', replace: 'if self.rows != other.rows && false {' },
  { slug: 'bpe-encode-rs', bug: 'leftmost pair instead of lowest rank', find: '.min_by_key(|(r, _, _)| *r);', replace: '.next();' },
  { slug: 'bpe-encode-rs', bug: 'duplicate merge overwrites the rank', find: 'ranks.entry((a.to_string(), b.to_string())).or_insert(rank);', replace: 'ranks.insert((a.to_string(), b.to_string()), rank);' },
];

const tmp = makeTempDir('workbench-mutants-');
afterAll(() => tmp.cleanup());
const runner = createRunner({ workDir: tmp.dir });

describe('wrong solutions fail their problem tests', () => {
  test.each(MUTANTS)('$slug: $bug', async ({ slug, find, replace }) => {
    const problem = loadProblemDir(path.join(PROBLEMS, slug));
    // Guard against a mutant that silently stops applying when a reference is edited.
    expect(problem.reference).toContain(find);
    const code = problem.reference.replace(find, replace);
    const result = await runner.run({ problem, code, timeoutMs: 8000 });
    expect({ status: result.status, error: result.error_message?.slice(0, 400) }).toEqual({ status: 'failed', error: undefined });
  });

  test('every problem in the corpus has at least one wrong solution checked', () => {
    const corpus = loadProblems(PROBLEMS);
    expect(corpus.diagnostics).toEqual([]);
    const corpusSlugs = corpus.items.map((p) => p.slug).sort();
    expect(corpusSlugs.length).toBeGreaterThan(0);
    // Same set both ways: a new problem without a wrong solution, or a mutant for a removed problem, fails.
    expect([...new Set(MUTANTS.map((m) => m.slug))].sort()).toEqual(corpusSlugs);
  });
});
