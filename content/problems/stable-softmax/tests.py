import math
import unittest

from solution import log_softmax, softmax


class SoftmaxTest(unittest.TestCase):
    def assertListAlmostEqual(self, got, want, places=9):
        self.assertEqual(len(got), len(want))
        for g, w in zip(got, want):
            self.assertAlmostEqual(g, w, places=places)

    def test_known_values(self):
        got = softmax([1.0, 2.0, 3.0])
        self.assertListAlmostEqual(got, [0.09003057317038046, 0.24472847105479764, 0.6652409557748219])

    def test_sums_to_one(self):
        self.assertAlmostEqual(sum(softmax([0.3, -1.2, 4.4, 0.0, 2.2])), 1.0, places=12)

    def test_single_element_is_one(self):
        self.assertListAlmostEqual(softmax([-7.5]), [1.0])

    def test_large_logits_do_not_overflow(self):
        got = softmax([1000.0, 1000.0, 999.0])
        for p in got:
            self.assertFalse(math.isnan(p))
        self.assertListAlmostEqual(got, [0.4223187982515182, 0.4223187982515182, 0.15536240349696362])

    def test_very_negative_logits(self):
        got = softmax([-1000.0, -1001.0])
        self.assertListAlmostEqual(got, [0.7310585786300049, 0.2689414213699951])

    def test_shift_invariance(self):
        xs = [0.5, -2.0, 3.25]
        self.assertListAlmostEqual(softmax(xs), softmax([x + 123.0 for x in xs]))

    def test_does_not_mutate_input(self):
        xs = [3.0, 1.0]
        softmax(xs)
        log_softmax(xs)
        self.assertEqual(xs, [3.0, 1.0])

    def test_empty_raises(self):
        with self.assertRaises(ValueError):
            softmax([])
        with self.assertRaises(ValueError):
            log_softmax([])

    def test_log_softmax_matches_log_of_softmax(self):
        xs = [0.1, 0.2, -0.7]
        self.assertListAlmostEqual(log_softmax(xs), [math.log(p) for p in softmax(xs)])

    def test_log_softmax_stays_finite_where_softmax_underflows(self):
        got = log_softmax([0.0, -1000.0])
        self.assertAlmostEqual(got[0], 0.0, places=9)
        self.assertAlmostEqual(got[1], -1000.0, places=9)
        self.assertTrue(all(math.isfinite(v) for v in got))


if __name__ == "__main__":
    unittest.main()
