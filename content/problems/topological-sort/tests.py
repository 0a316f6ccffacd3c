import unittest

from solution import CycleError, topo_sort


def assert_valid_cycle(test, graph, cycle):
    test.assertGreaterEqual(len(cycle), 1)
    test.assertEqual(len(set(cycle)), len(cycle), "a cycle lists each node once")
    for a, b in zip(cycle, cycle[1:] + cycle[:1]):
        test.assertIn(b, graph.get(a, []), "%s -> %s is not an edge" % (a, b))


class TopoSortTest(unittest.TestCase):
    def test_chain(self):
        self.assertEqual(topo_sort({"data": ["train"], "train": ["eval"]}), ["data", "train", "eval"])

    def test_smallest_ready_first(self):
        graph = {"c": ["d"], "b": ["d"], "a": ["d"], "d": []}
        self.assertEqual(topo_sort(graph), ["a", "b", "c", "d"])

    def test_ready_set_is_a_priority_queue(self):
        # After "a", both "z" and "b" are ready; "b" must come before "z" even though "z" became ready earlier.
        graph = {"a": ["z"], "y": ["b"], "x": []}
        self.assertEqual(topo_sort(graph), ["a", "x", "y", "b", "z"])

    def test_targets_only_nodes_are_included(self):
        self.assertEqual(topo_sort({"a": ["b", "c"]}), ["a", "b", "c"])

    def test_duplicate_edges_count_once(self):
        self.assertEqual(topo_sort({"a": ["b", "b"], "b": []}), ["a", "b"])

    def test_empty(self):
        self.assertEqual(topo_sort({}), [])

    def test_diamond(self):
        graph = {"tok": ["embed", "pos"], "embed": ["attn"], "pos": ["attn"], "attn": []}
        self.assertEqual(topo_sort(graph), ["tok", "embed", "pos", "attn"])

    def test_cycle_raises_with_the_cycle(self):
        graph = {"a": ["b"], "b": ["c"], "c": ["a"]}
        with self.assertRaises(CycleError) as caught:
            topo_sort(graph)
        self.assertEqual(sorted(caught.exception.cycle), ["a", "b", "c"])
        assert_valid_cycle(self, graph, caught.exception.cycle)

    def test_cycle_error_is_value_error(self):
        with self.assertRaises(ValueError):
            topo_sort({"a": ["a"]})

    def test_cycle_behind_other_nodes(self):
        graph = {"start": ["x"], "x": ["y"], "y": ["z"], "z": ["x", "end"], "end": []}
        with self.assertRaises(CycleError) as caught:
            topo_sort(graph)
        self.assertEqual(sorted(caught.exception.cycle), ["x", "y", "z"])
        assert_valid_cycle(self, graph, caught.exception.cycle)

    def test_does_not_modify_graph(self):
        graph = {"a": ["b"]}
        topo_sort(graph)
        self.assertEqual(graph, {"a": ["b"]})


if __name__ == "__main__":
    unittest.main()
