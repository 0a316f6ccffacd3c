import math
import unittest

from solution import filter_probs, sample


class FilterProbsTest(unittest.TestCase):
    def assertProbs(self, got, want):
        self.assertEqual(len(got), len(want))
        for g, w in zip(got, want):
            self.assertAlmostEqual(g, w, places=9)

    def test_plain_softmax(self):
        self.assertProbs(filter_probs([0.0, 0.0]), [0.5, 0.5])

    def test_temperature_sharpens(self):
        cold = filter_probs([1.0, 0.0], temperature=0.5)
        want = math.exp(2) / (math.exp(2) + 1)
        self.assertAlmostEqual(cold[0], want, places=9)

    def test_top_k_keeps_k_and_renormalises(self):
        got = filter_probs([1.0, 3.0, 2.0, 0.0], top_k=2)
        e3, e2 = math.exp(3), math.exp(2)
        self.assertProbs(got, [0.0, e3 / (e3 + e2), e2 / (e3 + e2), 0.0])

    def test_top_k_ties_prefer_lower_id(self):
        got = filter_probs([1.0, 1.0, 1.0], top_k=2)
        self.assertProbs(got, [0.5, 0.5, 0.0])

    def test_top_k_larger_than_vocab(self):
        self.assertProbs(filter_probs([0.0, 0.0], top_k=10), [0.5, 0.5])

    def test_top_p_keeps_token_that_crosses_threshold(self):
        # probs of logits log([0.5, 0.3, 0.2]) are exactly 0.5, 0.3, 0.2; p = 0.6 needs 0.5 + 0.3.
        logits = [math.log(0.5), math.log(0.3), math.log(0.2)]
        self.assertProbs(filter_probs(logits, top_p=0.6), [0.5 / 0.8, 0.3 / 0.8, 0.0])

    def test_top_p_exact_boundary(self):
        logits = [math.log(0.5), math.log(0.3), math.log(0.2)]
        self.assertProbs(filter_probs(logits, top_p=0.5), [1.0, 0.0, 0.0])

    def test_top_p_one_keeps_everything(self):
        logits = [math.log(0.5), math.log(0.3), math.log(0.2)]
        self.assertProbs(filter_probs(logits, top_p=1.0), [0.5, 0.3, 0.2])

    def test_top_k_then_top_p(self):
        logits = [math.log(0.4), math.log(0.3), math.log(0.2), math.log(0.1)]
        # top_k=3 leaves 0.4, 0.3, 0.2 (renormalised 4/9, 3/9, 2/9); top_p=0.75 then needs 4/9 + 3/9 = 0.78.
        self.assertProbs(filter_probs(logits, top_k=3, top_p=0.75), [4 / 7, 3 / 7, 0.0, 0.0])

    def test_large_logits(self):
        got = filter_probs([1000.0, 999.0], top_k=1)
        self.assertProbs(got, [1.0, 0.0])

    def test_invalid_arguments(self):
        for kwargs in ({"temperature": 0}, {"top_k": 0}, {"top_p": 0}, {"top_p": 1.5}):
            with self.assertRaises(ValueError, msg=str(kwargs)):
                filter_probs([1.0, 2.0], **kwargs)
        with self.assertRaises(ValueError):
            filter_probs([])


class SampleTest(unittest.TestCase):
    def test_inverse_cdf(self):
        probs = [0.2, 0.5, 0.3]
        self.assertEqual(sample(probs, 0.0), 0)
        self.assertEqual(sample(probs, 0.19), 0)
        self.assertEqual(sample(probs, 0.2), 1)
        self.assertEqual(sample(probs, 0.69), 1)
        self.assertEqual(sample(probs, 0.71), 2)

    def test_never_returns_zero_probability_token(self):
        probs = [0.0, 1.0, 0.0]
        for u in (0.0, 0.5, 0.999999):
            self.assertEqual(sample(probs, u), 1)

    def test_rounding_near_one(self):
        probs = [0.1] * 10
        self.assertEqual(sample(probs, 0.9999999999999999), 9)


if __name__ == "__main__":
    unittest.main()
