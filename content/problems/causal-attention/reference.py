import math


def causal_mask(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    return [[j <= i for j in range(n)] for i in range(n)]


def _width(m, name):
    if not m:
        raise ValueError("%s must have at least one row" % name)
    w = len(m[0])
    if any(len(row) != w for row in m):
        raise ValueError("%s has rows of different lengths" % name)
    return w


def _softmax(row):
    m = max(row)
    exps = [0.0 if x == float("-inf") else math.exp(x - m) for x in row]
    total = sum(exps)
    return [e / total for e in exps]


def attention(q, k, v, causal=False):
    d_k = _width(q, "q")
    if _width(k, "k") != d_k:
        raise ValueError("q and k must have the same width (d_k)")
    d_v = _width(v, "v")
    if len(k) != len(v):
        raise ValueError("k and v must have the same number of rows")
    if causal and len(q) != len(k):
        raise ValueError("a causal mask needs as many queries as keys")
    scale = 1.0 / math.sqrt(d_k)
    out = []
    for i, qi in enumerate(q):
        scores = []
        for j, kj in enumerate(k):
            if causal and j > i:
                scores.append(float("-inf"))
            else:
                scores.append(sum(a * b for a, b in zip(qi, kj)) * scale)
        weights = _softmax(scores)
        out.append([sum(weights[j] * v[j][c] for j in range(len(v))) for c in range(d_v)])
    return out
