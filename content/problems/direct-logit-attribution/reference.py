def logit_diff_attribution(components, w_u, token_a, token_b, ln_scale=None):
    if not components:
        raise ValueError("need at least one component")
    d = len(w_u)
    if d == 0:
        raise ValueError("w_u must have at least one row")
    vocab = len(w_u[0])
    if any(len(row) != vocab for row in w_u):
        raise ValueError("w_u has rows of different lengths")
    for t in (token_a, token_b):
        if not (0 <= t < vocab):
            raise ValueError("token id %r is outside the vocabulary of %d" % (t, vocab))
    if ln_scale is not None and ln_scale <= 0:
        raise ValueError("ln_scale must be positive")
    direction = [row[token_a] - row[token_b] for row in w_u]
    out = []
    for name, vec in components:
        if len(vec) != d:
            raise ValueError("component %r has width %d, expected %d" % (name, len(vec), d))
        if ln_scale is not None:
            mean = sum(vec) / d
            vec = [(x - mean) / ln_scale for x in vec]
        out.append((name, sum(x * y for x, y in zip(vec, direction))))
    # sorted() is stable, so equal magnitudes keep the input order.
    return sorted(out, key=lambda item: -abs(item[1]))
