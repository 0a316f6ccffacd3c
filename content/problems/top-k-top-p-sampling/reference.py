import math


def filter_probs(logits, temperature=1.0, top_k=None, top_p=None):
    if not logits:
        raise ValueError("logits must not be empty")
    if temperature <= 0:
        raise ValueError("temperature must be positive")
    if top_k is not None and top_k < 1:
        raise ValueError("top_k must be at least 1")
    if top_p is not None and not (0 < top_p <= 1):
        raise ValueError("top_p must be in (0, 1]")
    scaled = [x / temperature for x in logits]
    m = max(scaled)
    exps = [math.exp(x - m) for x in scaled]
    total = sum(exps)
    probs = [e / total for e in exps]
    order = sorted(range(len(probs)), key=lambda i: (-probs[i], i))
    keep = order
    if top_k is not None:
        keep = keep[:top_k]
    if top_p is not None:
        mass = sum(probs[i] for i in keep)
        chosen = []
        running = 0.0
        for i in keep:
            chosen.append(i)
            running += probs[i] / mass
            if running >= top_p - 1e-12:
                break
        keep = chosen
    kept = set(keep)
    kept_total = sum(probs[i] for i in kept)
    return [probs[i] / kept_total if i in kept else 0.0 for i in range(len(probs))]


def sample(probs, u):
    if not probs:
        raise ValueError("probs must not be empty")
    running = 0.0
    last = None
    for i, p in enumerate(probs):
        if p <= 0:
            continue
        last = i
        running += p
        if u < running:
            return i
    # Rounding can leave the cumulative sum a hair below 1; fall back to the last possible token.
    if last is None:
        raise ValueError("probs has no positive entry")
    return last
