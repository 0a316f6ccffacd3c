"""The verdict channel: the pipe the runner reads (moved out of reach of subprocesses), the nonce every record
carries, and the one writer of records, which checks before each record that the test machinery is unchanged."""

import json
import os
import random
import sys
import unittest

NONCE_MAX = 128
RESULT_FD = 3
# Machinery the verdict depends on; replacing any attribute of these (or of a class they define) is tampering.
# The harness's own modules are watched too: code under test can import them by name.
WATCHED_MODULES = (
    "unittest.case", "unittest.result", "unittest.suite", "unittest.loader", "unittest.util",
    "harness_plan", "harness_channel", "harness_guard", "harness_result",
)


def take_result_fd():
    """Moves the result pipe to a random high descriptor that subprocesses do not inherit."""
    os.fstat(RESULT_FD)
    target = random.SystemRandom().randrange(200, 1000)
    os.dup2(RESULT_FD, target, inheritable=False)
    os.close(RESULT_FD)
    return target


def read_nonce():
    data = b""
    while len(data) <= NONCE_MAX and not data.endswith(b"\n"):
        chunk = os.read(0, NONCE_MAX + 1 - len(data))
        if not chunk:
            break
        data += chunk
    os.close(0)
    sys.stdin = open(os.devnull, "r")
    return data.decode("ascii", "replace").strip()


# What unittest itself writes on a test case class while the suite runs it (class set-up and clean-ups): not
# tampering when the class is the harness's own test case (ModuleFunctionTest); unittest's classes stay watched.
UNITTEST_CLASS_STATE = frozenset(("_classSetupFailed", "_class_cleanups", "tearDown_exceptions"))


def snapshot():
    """Identity of every attribute of the watched modules and of their classes."""
    seen = {}
    for mod_name in WATCHED_MODULES:
        mod = sys.modules.get(mod_name)
        if mod is None:
            continue
        for key, value in list(vars(mod).items()):
            seen[(mod_name, key)] = id(value)
            if isinstance(value, type) and getattr(value, "__module__", None) == mod_name:
                case = mod_name == "harness_result" and issubclass(value, unittest.TestCase)
                for attr, member in list(vars(value).items()):
                    if not (case and attr in UNITTEST_CLASS_STATE):
                        seen[(mod_name, key, attr)] = id(member)
    return seen


def make_recorder(fd, nonce, classes):
    """The only writer of records. Its state lives in this closure, not in module globals."""
    baseline = {}

    def current():
        now = snapshot()
        for cls in classes:
            for attr, member in list(vars(cls).items()):
                now[("harness", cls.__name__, attr)] = id(member)
        return now

    def freeze():
        baseline.clear()
        baseline.update(current())

    def changed():
        now = current()
        for key in set(baseline) | set(now):
            if baseline.get(key) != now.get(key):
                return ".".join(k for k in key if k != "harness")
        return None

    def emit(record, check=True):
        if check and baseline:
            what = changed()
            if what is not None:
                record = {"kind": "tampered", "message": "the code under test replaced %s" % what}
        record["nonce"] = nonce
        data = (json.dumps(record) + "\n").encode("utf-8")
        while data:
            written = os.write(fd, data)
            data = data[written:]
        return record["kind"] != "tampered"

    return freeze, emit
