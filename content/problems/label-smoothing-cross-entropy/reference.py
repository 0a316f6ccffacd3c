import math


def _log_softmax(row):
    m = max(row)
    lse = m + math.log(sum(math.exp(x - m) for x in row))
    return [x - lse for x in row]


def cross_entropy(logits, targets, smoothing=0.0, ignore_index=-100):
    if len(logits) != len(targets):
        raise ValueError("logits and targets must have the same length")
    if not (0.0 <= smoothing < 1.0):
        raise ValueError("smoothing must be in [0, 1)")
    total, count = 0.0, 0
    for row, target in zip(logits, targets):
        if target == ignore_index:
            continue
        c = len(row)
        if not (0 <= target < c):
            raise ValueError("target %r is not a class id in 0..%d" % (target, c - 1))
        logp = _log_softmax(row)
        nll = -logp[target]
        uniform = -sum(logp) / c
        total += (1.0 - smoothing) * nll + smoothing * uniform
        count += 1
    return total / count if count else 0.0
