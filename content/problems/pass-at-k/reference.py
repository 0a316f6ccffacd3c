def pass_at_k(n, c, k):
    if not (0 <= c <= n):
        raise ValueError("need 0 <= c <= n")
    if not (1 <= k <= n):
        raise ValueError("need 1 <= k <= n")
    if n - c < k:
        return 1.0
    # C(n-c, k) / C(n, k) as a product of terms in (0, 1]: no overflow, no huge integers.
    ratio = 1.0
    for i in range(n - c + 1, n + 1):
        ratio *= 1.0 - k / i
    return 1.0 - ratio


def mean_pass_at_k(results, k):
    if not results:
        raise ValueError("results must not be empty")
    return sum(pass_at_k(n, c, k) for n, c in results) / len(results)
