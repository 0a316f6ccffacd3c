import math


def kl_divergence(p, q):
    """KL(P || Q) in nats."""
    raise NotImplementedError


def kl_from_logits(logits_p, logits_q):
    """KL(softmax(logits_p) || softmax(logits_q)), computed stably."""
    raise NotImplementedError
