import math


def _check(dist, name):
    if not dist:
        raise ValueError("%s must not be empty" % name)
    if any(x < 0 for x in dist):
        raise ValueError("%s has a negative probability" % name)
    if abs(sum(dist) - 1.0) > 1e-6:
        raise ValueError("%s must sum to 1" % name)


def kl_divergence(p, q):
    if len(p) != len(q):
        raise ValueError("p and q must have the same length")
    _check(p, "p")
    _check(q, "q")
    total = 0.0
    for pi, qi in zip(p, q):
        if pi == 0:
            continue
        if qi == 0:
            return math.inf
        total += pi * math.log(pi / qi)
    return total


def _log_softmax(xs):
    m = max(xs)
    lse = m + math.log(sum(math.exp(x - m) for x in xs))
    return [x - lse for x in xs]


def kl_from_logits(logits_p, logits_q):
    if len(logits_p) != len(logits_q) or not logits_p:
        raise ValueError("logits must be non-empty and of the same length")
    lp = _log_softmax(logits_p)
    lq = _log_softmax(logits_q)
    return sum(math.exp(a) * (a - b) for a, b in zip(lp, lq))
