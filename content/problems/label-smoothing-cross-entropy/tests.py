import math
import unittest

from solution import cross_entropy


class CrossEntropyTest(unittest.TestCase):
    def test_uniform_logits(self):
        self.assertAlmostEqual(cross_entropy([[0.0, 0.0, 0.0, 0.0]], [2]), math.log(4))

    def test_known_value(self):
        # log_softmax([2, 1, 0.1])[0] = 2 - log(e^2 + e^1 + e^0.1)
        lse = math.log(math.exp(2) + math.exp(1) + math.exp(0.1))
        self.assertAlmostEqual(cross_entropy([[2.0, 1.0, 0.1]], [0]), lse - 2.0)

    def test_mean_over_batch(self):
        a = cross_entropy([[2.0, 1.0]], [0])
        b = cross_entropy([[0.5, 3.0]], [0])
        self.assertAlmostEqual(cross_entropy([[2.0, 1.0], [0.5, 3.0]], [0, 0]), (a + b) / 2)

    def test_smoothing_matches_pytorch(self):
        # PyTorch's documented target: 0.9 on class 0 plus 0.1 / 3 on each class; worked out by hand.
        self.assertAlmostEqual(cross_entropy([[2.0, 1.0, 0.1]], [0], smoothing=0.1), 0.5136966829445004, places=9)

    def test_smoothing_spreads_over_true_class_too(self):
        # With C = 2 and eps = 0.5 the target is [0.75, 0.25], not [0.5, 0.5].
        logp0 = -math.log(1 + math.exp(-1.0))
        logp1 = -math.log(1 + math.exp(1.0))
        want = -(0.75 * logp0 + 0.25 * logp1)
        self.assertAlmostEqual(cross_entropy([[1.0, 0.0]], [0], smoothing=0.5), want)

    def test_ignore_index_excluded_from_mean(self):
        alone = cross_entropy([[2.0, 1.0]], [0])
        self.assertAlmostEqual(cross_entropy([[2.0, 1.0], [9.0, -9.0]], [0, -100]), alone)

    def test_custom_ignore_index(self):
        alone = cross_entropy([[2.0, 1.0]], [1])
        self.assertAlmostEqual(cross_entropy([[5.0, 5.0], [2.0, 1.0]], [7, 1], ignore_index=7), alone)

    def test_all_ignored(self):
        self.assertEqual(cross_entropy([[1.0, 2.0]], [-100]), 0.0)

    def test_large_logits(self):
        got = cross_entropy([[1000.0, 0.0]], [1])
        self.assertAlmostEqual(got, 1000.0, places=6)

    def test_validation(self):
        with self.assertRaises(ValueError):
            cross_entropy([[1.0, 2.0]], [2])
        with self.assertRaises(ValueError):
            cross_entropy([[1.0, 2.0]], [0, 1])
        with self.assertRaises(ValueError):
            cross_entropy([[1.0, 2.0]], [0], smoothing=1.0)
        with self.assertRaises(ValueError):
            cross_entropy([[1.0, 2.0]], [-1])


if __name__ == "__main__":
    unittest.main()
