"""How each test's outcome becomes records: the unittest result that sends `start`, `test` and `subtest` records,
the capped capture of what a test prints, and tracebacks cut to the learner's and the tests' own frames."""

import os
import sys
import traceback
import unittest

OUTPUT_CAP = 500
MESSAGE_CAP = 4000
# Set once by the harness: frames from files in this folder are the learner's or the tests'.
RUN_DIR = [""]
# The runner's own files in the run folder: their frames are not the learner's.
HARNESS_FILES = (
    "python_harness.py", "harness_plan.py", "harness_channel.py", "harness_guard.py", "harness_result.py", "pytest.py",
)


def short(text):
    return text if len(text) <= MESSAGE_CAP else text[:MESSAGE_CAP] + "\n[message truncated]"


class CappedWriter:
    """A text stream that keeps the first OUTPUT_CAP characters and discards the rest."""

    def __init__(self):
        self.parts = []
        self.size = 0
        self.dropped = False

    def write(self, text):
        text = str(text)
        room = OUTPUT_CAP - self.size
        if room > 0:
            self.parts.append(text[:room])
            self.size += min(room, len(text))
        if len(text) > max(room, 0):
            self.dropped = True
        return len(text)

    def flush(self):
        pass

    def isatty(self):
        return False

    def value(self):
        text = "".join(self.parts)
        return text + ("\n[output truncated]" if self.dropped else "")

    def since(self, start):
        """What was written after `start` characters (a subtest's own output)."""
        return "".join(self.parts)[start:]


def user_traceback(kind, value, tb, run_dir):
    """The exception with the learner's and the tests' frames only: no unittest, importlib or harness frames.
    A syntax error's own location comes from the exception, not from a frame."""
    frames = [
        f for f in traceback.extract_tb(tb)
        if f.filename.startswith(run_dir + os.sep) and os.path.basename(f.filename) not in HARNESS_FILES
    ]
    text = "".join(traceback.format_exception_only(kind, value))
    if frames:
        text = "Traceback (most recent call last):\n" + "".join(traceback.format_list(frames)) + text
    return short(text.strip())


def failure_text(err):
    kind, value, tb = err
    return user_traceback(kind, value, tb, RUN_DIR[0])


class ModuleFunctionTest(unittest.FunctionTestCase):
    """A pytest-style top-level `test*` function run as a test, under the name the plan gave it (its name in the
    file), not the function object's `__name__`, which the code under test could change."""

    def __init__(self, func, planned_name):
        super().__init__(func)
        self.planned_name = planned_name

    def runTest(self):
        # `pytest.mark.parametrize` runs each case as a subTest of this test case.
        if getattr(self._testFunc, "pytest_parametrized", False):
            self._testFunc(_pytest_case=self)
        else:
            self._testFunc()


def test_name(test):
    if isinstance(test, ModuleFunctionTest):
        return test.planned_name
    method = getattr(test, "_testMethodName", None)
    if method is None:
        return str(test)
    return "%s.%s" % (type(test).__name__, method)


class RecordingResult(unittest.TestResult):
    def __init__(self, emit):
        super().__init__()
        self.emit = emit
        self.count = 0
        self.current = None
        self.saved = None
        self.intact = True

    def startTest(self, test):
        super().startTest(test)
        self.current = {"kind": "test", "name": test_name(test), "status": "pass", "message": ""}
        self.intact = self.emit({"kind": "start", "name": self.current["name"]}) and self.intact
        self.capture = CappedWriter()
        self.subtests = 0
        self.sub_start = 0
        self.saved = (sys.stdout, sys.stderr)
        sys.stdout = self.capture
        sys.stderr = self.capture

    def stopTest(self, test):
        if self.saved is not None:
            sys.stdout, sys.stderr = self.saved
            self.saved = None
        if self.current is not None:
            self.current["output"] = self.capture.value()
            self.intact = self.emit(self.current) and self.intact
            self.count += 1
            self.current = None
        super().stopTest(test)

    def _mark(self, status, test, err):
        if self.current is None:
            # Errors in setUpClass and friends arrive outside a test.
            self.intact = self.emit({"kind": "error", "name": test_name(test), "message": failure_text(err)}) and self.intact
            return
        self.current["status"] = status
        self.current["message"] = failure_text(err)

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self._mark("fail", test, err)

    def addError(self, test, err):
        super().addError(test, err)
        self._mark("error", test, err)

    def addSubTest(self, test, subtest, err):
        super().addSubTest(test, subtest, err)
        status = "pass" if err is None else "fail" if issubclass(err[0], test.failureException) else "error"
        if self.current is None:
            if err is not None:
                self._mark(status, subtest, err)
            return
        # Each subtest is also reported on its own (Exercism names it by its message, else its number).
        self.subtests += 1
        message = getattr(subtest, "_message", None)
        plain = message is None or type(message).__name__ == "object"
        output = self.capture.since(self.sub_start)
        self.sub_start = self.capture.size
        self.intact = self.emit({
            "kind": "subtest", "name": self.current["name"],
            "description": ("variation #%d" % self.subtests) if plain else str(message)[:200],
            "status": status, "message": "" if err is None else failure_text(err), "output": output,
        }) and self.intact
        if err is None:
            return
        # Each failing case is named by its parameters; several failing cases are all listed.
        text = "%s\n%s" % (subtest._subDescription(), failure_text(err))
        earlier = self.current["message"] if self.current["status"] != "pass" else ""
        if self.current["status"] != "error":
            self.current["status"] = status
        self.current["message"] = short(earlier + "\n\n" + text if earlier else text)

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        if self.current is not None:
            self.current["status"] = "fail"
            self.current["message"] = "expected this test to fail, but it passed"


def in_plan_order(suite, plan):
    """unittest sorts methods by name; Exercism (and the learner) expect the order of the file."""
    flat = []

    def walk(item):
        if isinstance(item, unittest.TestSuite):
            for child in item:
                walk(child)
        else:
            flat.append(item)

    walk(suite)
    index = {name: i for i, name in enumerate(plan)}
    flat.sort(key=lambda t: index.get(test_name(t), len(index)))
    return unittest.TestSuite(flat)
