import unittest

from solution import best_pair, merge, pair_counts, train

CORPUS = {
    ("l", "o", "w"): 5,
    ("l", "o", "w", "e", "r"): 2,
    ("n", "e", "w", "e", "s", "t"): 6,
    ("w", "i", "d", "e", "s", "t"): 3,
}


class BpeTest(unittest.TestCase):
    def test_pair_counts_weighted(self):
        counts = pair_counts(CORPUS)
        self.assertEqual(counts[("l", "o")], 7)
        self.assertEqual(counts[("e", "s")], 9)
        self.assertEqual(counts[("w", "e")], 8)
        self.assertNotIn(("w", "n"), counts)

    def test_repeated_pair_in_one_word(self):
        self.assertEqual(pair_counts({("a", "a", "a"): 2}), {("a", "a"): 4})

    def test_best_pair(self):
        self.assertEqual(best_pair(CORPUS), ("e", "s"))

    def test_tie_break_is_smallest_pair(self):
        self.assertEqual(best_pair({("b", "c"): 1, ("a", "z"): 1}), ("a", "z"))

    def test_best_pair_none(self):
        self.assertIsNone(best_pair({("a",): 3}))
        self.assertIsNone(best_pair({}))

    def test_merge(self):
        merged = merge(CORPUS, ("e", "s"))
        self.assertEqual(merged[("n", "e", "w", "es", "t")], 6)
        self.assertEqual(merged[("l", "o", "w", "e", "r")], 2)

    def test_merge_is_non_overlapping_left_to_right(self):
        self.assertEqual(merge({("a", "a", "a"): 1}, ("a", "a")), {("aa", "a"): 1})
        self.assertEqual(merge({("a", "a", "a", "a"): 1}, ("a", "a")), {("aa", "aa"): 1})

    def test_merge_combines_identical_words(self):
        self.assertEqual(merge({("a", "b"): 2, ("ab",): 3}, ("a", "b")), {("ab",): 5})

    def test_merge_does_not_modify_input(self):
        vocab = {("a", "b"): 1}
        merge(vocab, ("a", "b"))
        self.assertEqual(vocab, {("a", "b"): 1})

    def test_train(self):
        self.assertEqual(train(CORPUS, 3), [("e", "s"), ("es", "t"), ("l", "o")])

    def test_train_stops_when_nothing_left(self):
        self.assertEqual(train({("a", "b"): 1}, 5), [("a", "b")])


if __name__ == "__main__":
    unittest.main()
