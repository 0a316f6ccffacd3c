def pass_at_k(n, c, k):
    """Unbiased pass@k for one problem: n samples, c correct."""
    raise NotImplementedError


def mean_pass_at_k(results, k):
    """Mean pass@k over problems given (n, c) pairs."""
    raise NotImplementedError
