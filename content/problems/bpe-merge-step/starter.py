def pair_counts(vocab):
    raise NotImplementedError


def best_pair(vocab):
    raise NotImplementedError


def merge(vocab, pair):
    raise NotImplementedError


def train(vocab, num_merges):
    raise NotImplementedError
