def gae(rewards, values, dones, last_value, gamma=0.99, lam=0.95):
    if not (len(rewards) == len(values) == len(dones)):
        raise ValueError("rewards, values and dones must have the same length")
    if not (0.0 <= gamma <= 1.0 and 0.0 <= lam <= 1.0):
        raise ValueError("gamma and lam must be in [0, 1]")
    n = len(rewards)
    advantages = [0.0] * n
    next_value = last_value
    next_adv = 0.0
    for t in range(n - 1, -1, -1):
        nonterminal = 0.0 if dones[t] else 1.0
        delta = rewards[t] + gamma * next_value * nonterminal - values[t]
        next_adv = delta + gamma * lam * nonterminal * next_adv
        advantages[t] = next_adv
        next_value = values[t]
    returns = [a + v for a, v in zip(advantages, values)]
    return advantages, returns
