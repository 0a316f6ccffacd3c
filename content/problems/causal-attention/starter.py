import math


def causal_mask(n):
    """n x n list of booleans: True where query i may attend to key j."""
    raise NotImplementedError


def attention(q, k, v, causal=False):
    """softmax(q k^T / sqrt(d_k)) v on lists of rows."""
    raise NotImplementedError
