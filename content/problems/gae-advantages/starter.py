def gae(rewards, values, dones, last_value, gamma=0.99, lam=0.95):
    """Return (advantages, returns) computed with generalized advantage estimation."""
    raise NotImplementedError
