def pair_counts(vocab):
    counts = {}
    for word, freq in vocab.items():
        for a, b in zip(word, word[1:]):
            counts[(a, b)] = counts.get((a, b), 0) + freq
    return counts


def best_pair(vocab):
    counts = pair_counts(vocab)
    if not counts:
        return None
    return min(counts, key=lambda p: (-counts[p], p))


def merge(vocab, pair):
    a, b = pair
    joined = a + b
    out = {}
    for word, freq in vocab.items():
        merged = []
        i = 0
        while i < len(word):
            if i + 1 < len(word) and word[i] == a and word[i + 1] == b:
                merged.append(joined)
                i += 2
            else:
                merged.append(word[i])
                i += 1
        key = tuple(merged)
        out[key] = out.get(key, 0) + freq
    return out


def train(vocab, num_merges):
    merges = []
    for _ in range(num_merges):
        pair = best_pair(vocab)
        if pair is None:
            break
        merges.append(pair)
        vocab = merge(vocab, pair)
    return merges
