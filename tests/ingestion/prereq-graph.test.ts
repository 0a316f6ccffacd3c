import fc from 'fast-check';
import { ManifestSchema } from '../../src/shared/domain/manifest';
import { checkPrereqs } from '../../src/main/services/ingestion/check-prereqs';
import { buildTrackFile } from '../../src/main/services/ingestion/ingest-manifest';
import { IngestionError } from '../../src/main/services/ingestion/ingestion-error';
import { IndexMinHeap } from '../../src/main/services/ingestion/min-heap';
import { orderChapter } from '../../src/main/services/ingestion/order-chapter';
import { manifest, node, toYaml, type RawChapter } from './manifest-fixtures';

/** Steps 2 to 4: prerequisite lists become a graph per chapter, ordered with a min-heap, cycles reported. */
const graphsOf = (chapters: RawChapter[]) => checkPrereqs(ManifestSchema.parse(manifest(chapters)), 'demo.yaml');

function messageOf(chapters: RawChapter[]): string {
  try {
    buildTrackFile(toYaml(manifest(chapters)), 'demo.yaml');
  } catch (err) {
    if (err instanceof IngestionError) return err.message;
    throw err;
  }
  throw new Error('expected an IngestionError');
}

describe('checkPrereqs: the graph by declaration index', () => {
  test('each node lists the indices it waits for, in the order written; ids keep declaration order', () => {
    const [graph] = graphsOf([{ title: 'B', nodes: [node('x', ['z', 'y']), node('y'), node('z', ['y'])] }]);
    expect(graph).toEqual({ ids: ['x', 'y', 'z'], prereqs: [[2, 1], [], [1]] });
  });

  test('a prerequisite repeated in one list counts once, for every node including the first', () => {
    const [graph] = graphsOf([
      { title: 'B', nodes: [node('a', ['b', 'b']), node('b'), node('c', ['a', 'b', 'a', 'b'])] },
    ]);
    expect(graph!.prereqs).toEqual([[1], [], [0, 1]]);
  });

  test('two nodes may list the same prerequisite', () => {
    const [graph] = graphsOf([{ title: 'B', nodes: [node('a'), node('b', ['a']), node('c', ['a'])] }]);
    expect(graph!.prereqs).toEqual([[], [0], [0]]);
  });

  test('each chapter gets its own graph', () => {
    const graphs = graphsOf([
      { title: 'One', nodes: [node('a'), node('b', ['a'])] },
      { title: 'Two', nodes: [node('a', ['b']), node('b')] },
    ]);
    expect(graphs).toEqual([
      { ids: ['a', 'b'], prereqs: [[], [0]] },
      { ids: ['a', 'b'], prereqs: [[1], []] },
    ]);
  });
});

describe('prerequisite errors, word for word', () => {
  test('a prerequisite declared in an earlier chapter: remove it, chapter order already covers it', () => {
    expect(
      messageOf([
        { title: 'One', nodes: [node('a')] },
        { title: 'Two', nodes: [node('b', ['a'])] },
      ]),
    ).toBe(
      'demo.yaml: chapter "Two": node "b" lists prereq "a", which is declared in chapter "One"; prerequisites must ' +
        'be in the same chapter (chapter order already puts chapter "One" first, so remove "a" from the prereqs of "b")',
    );
  });

  test('a prerequisite declared in a later chapter: move the node there', () => {
    expect(
      messageOf([
        { title: 'One', nodes: [node('a', ['b'])] },
        { title: 'Two', nodes: [node('c')] },
        { title: 'Three', nodes: [node('b')] },
      ]),
    ).toBe(
      'demo.yaml: chapter "One": node "a" lists prereq "b", which is declared in chapter "Three"; prerequisites must ' +
        'be in the same chapter ("a" depends on a later chapter, so it belongs in chapter "Three" or after it; move it there)',
    );
  });

  test('the declaring chapter is found among several nodes', () => {
    expect(
      messageOf([
        { title: 'One', nodes: [node('a', ['y'])] },
        { title: 'Two', nodes: [node('x'), node('y'), node('z')] },
      ]),
    ).toMatch(/^demo\.yaml: chapter "One": node "a" lists prereq "y", which is declared in chapter "Two";/);
  });

  test('an id that no chapter declares', () => {
    expect(messageOf([{ title: 'One', nodes: [node('a'), node('b', ['a', 'zzz'])] }])).toBe(
      'demo.yaml: chapter "One": node "b" lists prereq "zzz", but no node has that id; fix the spelling or declare ' +
        'a node with id "zzz" in this chapter',
    );
  });

  test('a node listing itself', () => {
    expect(messageOf([{ title: 'One', nodes: [node('a', ['a'])] }])).toBe(
      'demo.yaml: chapter "One": node "a" lists itself as a prerequisite; remove "a" from its prereqs',
    );
  });

  test('a cycle names every link and how to break it, in the chapter where it is', () => {
    expect(
      messageOf([
        { title: 'One', nodes: [node('a')] },
        { title: 'Two', nodes: [node('x', ['y']), node('y', ['x'])] },
      ]),
    ).toBe(
      'demo.yaml: chapter "Two": the prerequisites form a cycle ("x" needs "y", "y" needs "x"); remove one of these ' +
        'prereqs to break it',
    );
  });

  test('a duplicate id names both positions', () => {
    expect(messageOf([{ title: 'One', nodes: [node('a'), node('a')] }])).toBe(
      'demo.yaml: chapter "One": id "a" is declared twice (nodes #1 and #2); give each node its own id',
    );
  });
});

describe('orderChapter', () => {
  test('a chapter already in a valid order comes back as 0..n-1', () => {
    expect(orderChapter({ ids: ['a', 'b', 'c'], prereqs: [[], [0], [0, 1]] })).toEqual({ ok: true, order: [0, 1, 2] });
  });

  test('a node waiting for a later one moves after it; the rest keep declaration order', () => {
    expect(orderChapter({ ids: ['a', 'b', 'c', 'd'], prereqs: [[3], [], [], []] })).toEqual({
      ok: true,
      order: [1, 2, 3, 0],
    });
  });

  test('one node: no prerequisites is the trivial order', () => {
    expect(orderChapter({ ids: ['a'], prereqs: [[]] })).toEqual({ ok: true, order: [0] });
  });

  test('a node behind a cycle is not part of it; the cycle starts at its earliest-declared node', () => {
    // 0 waits for 3; 3 -> 2 -> 1 -> 3 is the cycle.
    const result = orderChapter({ ids: ['tail', 'p', 'q', 'r'], prereqs: [[3], [3], [1], [2]] });
    expect(result).toEqual({ ok: false, cycle: ['p', 'r', 'q'] });
  });

  test('a node that two others wait for releases both', () => {
    expect(orderChapter({ ids: ['a', 'b', 'c'], prereqs: [[2], [2], []] })).toEqual({ ok: true, order: [2, 0, 1] });
  });
});

describe('IndexMinHeap', () => {
  test('pops the smallest value first, whatever the push order (model: a sorted list)', () => {
    const op = fc.oneof(fc.record({ push: fc.nat(1000) }), fc.constant({ pop: true as const }));
    fc.assert(
      fc.property(fc.array(op, { maxLength: 200 }), (ops) => {
        const heap = new IndexMinHeap(ops.length);
        const model: number[] = [];
        const popped: Array<[number, number | undefined]> = [];
        const sizes: Array<[number, number]> = [];
        for (const o of ops) {
          if ('push' in o) {
            heap.push(o.push);
            model.push(o.push);
            model.sort((a, b) => a - b);
          } else if (model.length > 0) {
            // A pop on an empty heap is never made (callers check size first).
            popped.push([heap.pop(), model.shift()]);
          }
          sizes.push([heap.size, model.length]);
        }
        for (const [got, want] of popped) expect(got).toBe(want);
        for (const [got, want] of sizes) expect(got).toBe(want);
        const rest: number[] = [];
        while (heap.size > 0) rest.push(heap.pop());
        expect(rest).toEqual(model);
      }),
      { numRuns: 300 },
    );
  });

  test('a heap of capacity 0 still holds one value', () => {
    const heap = new IndexMinHeap(0);
    heap.push(7);
    expect(heap.size).toBe(1);
    expect(heap.pop()).toBe(7);
    expect(heap.size).toBe(0);
  });

  test('descending pushes come out ascending', () => {
    const heap = new IndexMinHeap(5);
    for (const v of [4, 3, 2, 1, 0]) heap.push(v);
    expect([heap.pop(), heap.pop(), heap.pop(), heap.pop(), heap.pop()]).toEqual([0, 1, 2, 3, 4]);
  });
});
