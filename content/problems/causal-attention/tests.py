import math
import unittest

from solution import attention, causal_mask


def close(test, got, want, places=9):
    test.assertEqual(len(got), len(want))
    for row_g, row_w in zip(got, want):
        test.assertEqual(len(row_g), len(row_w))
        for g, w in zip(row_g, row_w):
            test.assertAlmostEqual(g, w, places=places)


class CausalMaskTest(unittest.TestCase):
    def test_mask_shape_and_values(self):
        self.assertEqual(causal_mask(3), [[True, False, False], [True, True, False], [True, True, True]])

    def test_empty_mask(self):
        self.assertEqual(causal_mask(0), [])


class AttentionTest(unittest.TestCase):
    def test_uniform_when_scores_equal(self):
        q = [[0.0, 0.0]]
        k = [[1.0, 2.0], [3.0, 4.0]]
        v = [[1.0, 0.0], [0.0, 1.0]]
        close(self, attention(q, k, v), [[0.5, 0.5]])

    def test_scaling_by_sqrt_dk(self):
        # Scores q.k = 4 and 0; divided by sqrt(4) = 2 gives weights softmax([2, 0]).
        q = [[1.0, 1.0, 1.0, 1.0]]
        k = [[1.0, 1.0, 1.0, 1.0], [0.0, 0.0, 0.0, 0.0]]
        v = [[1.0], [0.0]]
        w = math.exp(2) / (math.exp(2) + 1)
        close(self, attention(q, k, v), [[w]])

    def test_known_example(self):
        q = [[1.0, 0.0], [0.0, 1.0]]
        k = [[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]
        v = [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]
        s = 1 / math.sqrt(2)
        e1, e0 = math.exp(s), 1.0
        z = e1 + e0 + e1
        row0 = [(e1 * 1 + e0 * 3 + e1 * 5) / z, (e1 * 2 + e0 * 4 + e1 * 6) / z]
        row1 = [(e0 * 1 + e1 * 3 + e1 * 5) / z, (e0 * 2 + e1 * 4 + e1 * 6) / z]
        close(self, attention(q, k, v), [row0, row1])

    def test_causal_first_row_sees_only_first_key(self):
        q = [[5.0], [1.0], [2.0]]
        k = [[1.0], [9.0], [9.0]]
        v = [[10.0], [20.0], [30.0]]
        out = attention(q, k, v, causal=True)
        self.assertAlmostEqual(out[0][0], 10.0, places=9)

    def test_causal_matches_manual(self):
        q = [[1.0], [1.0]]
        k = [[0.0], [1.0]]
        v = [[1.0], [3.0]]
        w1 = math.exp(1) / (1 + math.exp(1))
        close(self, attention(q, k, v, causal=True), [[1.0], [(1 - w1) * 1 + w1 * 3]])

    def test_large_scores_are_stable(self):
        q = [[1000.0]]
        k = [[1000.0], [999.0]]
        v = [[1.0], [0.0]]
        out = attention(q, k, v)
        self.assertFalse(math.isnan(out[0][0]))
        self.assertAlmostEqual(out[0][0], 1.0, places=9)

    def test_output_shape_uses_dv(self):
        out = attention([[1.0, 0.0]] * 3, [[0.0, 1.0]] * 4, [[1.0, 2.0, 3.0]] * 4)
        self.assertEqual((len(out), len(out[0])), (3, 3))

    def test_shape_errors(self):
        with self.assertRaises(ValueError):
            attention([[1.0, 2.0]], [[1.0]], [[1.0]])
        with self.assertRaises(ValueError):
            attention([[1.0]], [[1.0], [2.0]], [[1.0]])
        with self.assertRaises(ValueError):
            attention([[1.0]], [[1.0], [2.0]], [[1.0], [2.0]], causal=True)
        with self.assertRaises(ValueError):
            attention([[1.0], [1.0, 2.0]], [[1.0]], [[1.0]])


if __name__ == "__main__":
    unittest.main()
