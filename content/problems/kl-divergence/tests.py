import math
import unittest

from solution import kl_divergence, kl_from_logits


class KlTest(unittest.TestCase):
    def test_identical_is_zero(self):
        self.assertAlmostEqual(kl_divergence([0.2, 0.8], [0.2, 0.8]), 0.0)

    def test_known_value(self):
        want = 0.5 * math.log(0.5 / 0.9) + 0.5 * math.log(0.5 / 0.1)
        self.assertAlmostEqual(kl_divergence([0.5, 0.5], [0.9, 0.1]), want)

    def test_asymmetric(self):
        a = kl_divergence([0.5, 0.5], [0.9, 0.1])
        b = kl_divergence([0.9, 0.1], [0.5, 0.5])
        self.assertNotAlmostEqual(a, b)

    def test_zero_in_p_contributes_nothing(self):
        self.assertAlmostEqual(kl_divergence([0.0, 1.0], [0.5, 0.5]), math.log(2))

    def test_zero_in_q_is_infinite(self):
        self.assertEqual(kl_divergence([0.5, 0.5], [1.0, 0.0]), math.inf)

    def test_validation(self):
        with self.assertRaises(ValueError):
            kl_divergence([0.5, 0.5], [1.0])
        with self.assertRaises(ValueError):
            kl_divergence([], [])
        with self.assertRaises(ValueError):
            kl_divergence([0.7, 0.7], [0.5, 0.5])
        with self.assertRaises(ValueError):
            kl_divergence([1.5, -0.5], [0.5, 0.5])

    def test_from_logits_matches_probabilities(self):
        lp, lq = [1.0, 2.0, 0.5], [0.0, 0.3, 2.0]

        def softmax(xs):
            m = max(xs)
            e = [math.exp(x - m) for x in xs]
            return [v / sum(e) for v in e]

        self.assertAlmostEqual(kl_from_logits(lp, lq), kl_divergence(softmax(lp), softmax(lq)), places=9)

    def test_from_logits_is_stable(self):
        got = kl_from_logits([1000.0, 0.0], [0.0, 1000.0])
        self.assertTrue(math.isfinite(got))
        self.assertAlmostEqual(got, 1000.0, places=6)

    def test_from_logits_shift_invariant(self):
        self.assertAlmostEqual(kl_from_logits([1.0, 2.0], [3.0, 1.0]), kl_from_logits([101.0, 102.0], [3.0, 1.0]))


if __name__ == "__main__":
    unittest.main()
