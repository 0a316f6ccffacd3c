import unittest

from solution import logit_diff_attribution

W_U = [
    [1.0, 0.0, 2.0],
    [0.0, 1.0, -1.0],
    [0.5, 0.5, 0.0],
]


def logits(resid):
    return [sum(resid[i] * W_U[i][t] for i in range(len(resid))) for t in range(len(W_U[0]))]


class DlaTest(unittest.TestCase):
    def test_single_component(self):
        got = logit_diff_attribution([("embed", [1.0, 2.0, 3.0])], W_U, 0, 1)
        self.assertEqual(len(got), 1)
        self.assertEqual(got[0][0], "embed")
        # direction = column0 - column1 = [1, -1, 0]
        self.assertAlmostEqual(got[0][1], -1.0)

    def test_sums_to_logit_difference(self):
        comps = [("embed", [0.3, -1.0, 2.0]), ("L0H0", [1.5, 0.2, -0.7]), ("mlp0", [-0.4, 0.9, 0.1])]
        total = [sum(c[1][i] for c in comps) for i in range(3)]
        lg = logits(total)
        got = logit_diff_attribution(comps, W_U, 2, 1)
        self.assertAlmostEqual(sum(v for _, v in got), lg[2] - lg[1])

    def test_sorted_by_magnitude(self):
        comps = [("small", [0.1, 0.0, 0.0]), ("negative", [-3.0, 0.0, 0.0]), ("mid", [1.0, 0.0, 0.0])]
        names = [n for n, _ in logit_diff_attribution(comps, W_U, 0, 1)]
        self.assertEqual(names, ["negative", "mid", "small"])

    def test_ties_keep_input_order(self):
        comps = [("first", [1.0, 0.0, 0.0]), ("second", [-1.0, 0.0, 0.0]), ("third", [1.0, 0.0, 0.0])]
        names = [n for n, _ in logit_diff_attribution(comps, W_U, 0, 1)]
        self.assertEqual(names, ["first", "second", "third"])

    def test_layer_norm_scale_centers_and_divides(self):
        comps = [("a", [1.0, 2.0, 3.0])]
        got = logit_diff_attribution(comps, W_U, 0, 1, ln_scale=2.0)
        # centered [-1, 0, 1] / 2 = [-0.5, 0, 0.5]; direction [1, -1, 0] -> -0.5
        self.assertAlmostEqual(got[0][1], -0.5)

    def test_layer_norm_attributions_still_sum(self):
        comps = [("x", [0.3, -1.0, 2.0]), ("y", [1.5, 0.2, -0.7])]
        total = [a + b for a, b in zip(comps[0][1], comps[1][1])]
        mean = sum(total) / 3
        normed = [(v - mean) / 1.7 for v in total]
        lg = logits(normed)
        got = logit_diff_attribution(comps, W_U, 0, 2, ln_scale=1.7)
        self.assertAlmostEqual(sum(v for _, v in got), lg[0] - lg[2])

    def test_same_token_is_zero(self):
        got = logit_diff_attribution([("a", [5.0, 1.0, 2.0])], W_U, 1, 1)
        self.assertEqual(got[0][1], 0.0)

    def test_validation(self):
        with self.assertRaises(ValueError):
            logit_diff_attribution([], W_U, 0, 1)
        with self.assertRaises(ValueError):
            logit_diff_attribution([("a", [1.0, 2.0])], W_U, 0, 1)
        with self.assertRaises(ValueError):
            logit_diff_attribution([("a", [1.0, 2.0, 3.0])], W_U, 0, 3)
        with self.assertRaises(ValueError):
            logit_diff_attribution([("a", [1.0, 2.0, 3.0])], W_U, 0, 1, ln_scale=0.0)


if __name__ == "__main__":
    unittest.main()
