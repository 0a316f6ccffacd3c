"""A small stand-in for the parts of pytest that Exercism's Python tests use, copied into the run folder as
`pytest.py`. The harness runs the interpreter with -I -S (standard library only, no site-packages), so the real
pytest is never importable there; docs/exercism.md says why we do not run pytest itself.

Supported: `pytest.mark.task(taskno=N)` (and any other mark, which only tags the function),
`pytest.mark.parametrize(names, values)` on unittest methods and top-level test functions (each case runs as a subTest), `pytest.raises`
(as a context manager, with `match=` and `.value`), `pytest.fail` and `pytest.skip`. Anything else raises an
AttributeError naming what is missing, so a test that needs more fails with a clear message, never a pass.
"""

import functools
import re
import unittest

__all__ = ["mark", "raises", "fail", "skip", "approx"]


class _Mark:
    def __init__(self, name):
        self.name = name

    def __call__(self, *args, **kwargs):
        if self.name == "parametrize":
            return _parametrize(*args, **kwargs)
        if len(args) == 1 and callable(args[0]) and not kwargs:
            return args[0]

        def tag(func):
            marks = list(getattr(func, "pytestmark", []))
            marks.append((self.name, args, kwargs))
            try:
                func.pytestmark = marks
            except AttributeError:
                pass
            return func

        return tag


class _MarkGenerator:
    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return _Mark(name)


mark = _MarkGenerator()


def _parametrize(argnames, argvalues, ids=None, **_ignored):
    names = [n.strip() for n in argnames.split(",")] if isinstance(argnames, str) else list(argnames)

    def decorate(func):
        @functools.wraps(func)
        def run_cases(*args, **kwargs):
            # A method gets its test case as `self`; a top-level function gets it from the harness by keyword.
            case = kwargs.pop("_pytest_case", None)
            if case is None:
                case = args[0]
            for values in argvalues:
                values = values if len(names) > 1 else (values,)
                params = dict(zip(names, values))
                with case.subTest(**params):
                    func(*args, **{**kwargs, **params})

        run_cases.pytest_parametrized = True
        return run_cases

    return decorate


class ExceptionInfo:
    def __init__(self, expected):
        self.expected = expected
        self.value = None
        self.type = None

    def __repr__(self):
        return "<ExceptionInfo %r>" % (self.value,)


class _Raises:
    def __init__(self, expected, match=None):
        self.info = ExceptionInfo(expected)
        self.match = match

    def __enter__(self):
        return self.info

    def __exit__(self, kind, value, tb):
        if kind is None:
            names = self.info.expected
            label = names.__name__ if isinstance(names, type) else " or ".join(n.__name__ for n in names)
            raise AssertionError("DID NOT RAISE %s" % label)
        if not issubclass(kind, self.info.expected):
            return False
        self.info.value = value
        self.info.type = kind
        if self.match is not None and not re.search(self.match, str(value)):
            raise AssertionError("Regex pattern %r does not match %r." % (self.match, str(value)))
        return True


def raises(expected, *args, match=None, **kwargs):
    if args:
        # The old call form: pytest.raises(Error, func, *args)
        with _Raises(expected, match) as info:
            args[0](*args[1:], **kwargs)
        return info
    return _Raises(expected, match)


def fail(reason="", pytrace=True):
    raise AssertionError(reason)


def skip(reason=""):
    raise unittest.SkipTest(reason)


_builtin_abs = abs


def approx(expected, rel=1e-6, abs=1e-12):  # noqa: A002 (pytest's own parameter name)
    tolerance = max(rel * _builtin_abs(expected), abs)

    class _Approx:
        def __eq__(self, other):
            return other == expected or _builtin_abs(other - expected) <= tolerance

        def __repr__(self):
            return "approx(%r)" % (expected,)

    return _Approx()
