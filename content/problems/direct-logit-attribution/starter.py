def logit_diff_attribution(components, w_u, token_a, token_b, ln_scale=None):
    """Per-component direct contribution to logit[token_a] - logit[token_b], largest magnitude first."""
    raise NotImplementedError
