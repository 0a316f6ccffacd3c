import math


def filter_probs(logits, temperature=1.0, top_k=None, top_p=None):
    """Softmax with temperature, then top-k and top-p filtering, renormalised."""
    raise NotImplementedError


def sample(probs, u):
    """Inverse-CDF sample in token-id order."""
    raise NotImplementedError
