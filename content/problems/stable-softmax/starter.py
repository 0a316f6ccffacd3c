import math


def softmax(xs):
    """Return the softmax of a list of floats."""
    raise NotImplementedError


def log_softmax(xs):
    """Return log(softmax(xs)), computed without taking the log of a possibly-zero probability."""
    raise NotImplementedError
