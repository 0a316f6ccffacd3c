import math


def softmax(xs):
    if not xs:
        raise ValueError("softmax of an empty list is undefined")
    m = max(xs)
    exps = [math.exp(x - m) for x in xs]
    total = sum(exps)
    return [e / total for e in exps]


def log_softmax(xs):
    if not xs:
        raise ValueError("log_softmax of an empty list is undefined")
    m = max(xs)
    log_total = math.log(sum(math.exp(x - m) for x in xs))
    return [x - m - log_total for x in xs]
