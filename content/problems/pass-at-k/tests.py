import math
import unittest

from solution import mean_pass_at_k, pass_at_k


def exact(n, c, k):
    if n - c < k:
        return 1.0
    return 1.0 - math.comb(n - c, k) / math.comb(n, k)


class PassAtKTest(unittest.TestCase):
    def test_pass_at_1_is_fraction_correct(self):
        self.assertAlmostEqual(pass_at_k(10, 3, 1), 0.3)

    def test_matches_combinatorial_definition(self):
        for n, c, k in [(5, 2, 2), (10, 1, 5), (20, 7, 3), (7, 0, 4), (12, 12, 1)]:
            self.assertAlmostEqual(pass_at_k(n, c, k), exact(n, c, k), places=12, msg=(n, c, k))

    def test_not_the_biased_estimator(self):
        # The biased 1 - (1 - c/n)^k gives 0.64 here; the unbiased value is 1 - C(3,2)/C(5,2) = 0.7.
        self.assertAlmostEqual(pass_at_k(5, 2, 2), 0.7)

    def test_certain_when_too_few_failures(self):
        self.assertEqual(pass_at_k(10, 8, 3), 1.0)

    def test_zero_correct(self):
        self.assertEqual(pass_at_k(10, 0, 10), 0.0)

    def test_large_n_does_not_overflow(self):
        got = pass_at_k(10_000, 13, 100)
        self.assertTrue(math.isfinite(got))
        self.assertAlmostEqual(got, exact(10_000, 13, 100), places=9)

    def test_mean(self):
        self.assertAlmostEqual(mean_pass_at_k([(10, 3), (10, 0)], 1), 0.15)

    def test_validation(self):
        for args in [(5, 6, 1), (5, -1, 1), (5, 2, 0), (5, 2, 6)]:
            with self.assertRaises(ValueError, msg=str(args)):
                pass_at_k(*args)
        with self.assertRaises(ValueError):
            mean_pass_at_k([], 1)


if __name__ == "__main__":
    unittest.main()
