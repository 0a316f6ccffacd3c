"""Workbench Python test harness.

Usage: python3 -I -S -B python_harness.py <run_dir> <results_file>

The run folder holds the learner's code as `solution.py` and the problem's tests as `tests.py`; tests import
the code with `from solution import ...`. Every unittest test is run and one JSON file is written in the shape
of Exercism's results.json v3:

  {"version": 3, "status": "pass" | "fail" | "error", "message": str | null,
   "tests": [{"name": str, "status": "pass" | "fail" | "error", "message": str, "output": str}]}

`status` "error" at the top means the tests could not be loaded (syntax error, failed import); `message` then
holds the traceback. While tests run the file holds `"status": "running"` with the tests finished so far and
the name of the one in progress as `"current"`, so a run killed on timeout still reports them. Each test's printed output is captured and capped at 500 characters, and the rest is
dropped as it is written, so a test that prints without end costs no memory. Results go to a file rather than
stdout so nothing the code prints can be mistaken for them.
"""

import json
import os
import sys
import traceback
import unittest

OUTPUT_CAP = 500
MESSAGE_CAP = 4000


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


def short(text):
    return text if len(text) <= MESSAGE_CAP else text[:MESSAGE_CAP] + "\n[message truncated]"


def failure_text(test, err):
    """The assertion or exception without the harness's own frames."""
    kind, value, tb = err
    # Drop unittest's frames so the learner sees their code and the test.
    while tb is not None and "unittest" in tb.tb_frame.f_code.co_filename:
        tb = tb.tb_next
    return short("".join(traceback.format_exception(kind, value, tb)).strip())


class RecordingResult(unittest.TestResult):
    def __init__(self, results_path):
        super().__init__()
        self.results_path = results_path
        self.records = []
        self.current = None
        self.saved = None

    def startTest(self, test):
        super().startTest(test)
        self.current = {"name": test_name(test), "status": "pass", "message": ""}
        # Progress on disk before each test: if this one hangs and the run is killed, the runner can still
        # report the tests that finished and name the one that did not.
        write(self.results_path, {"version": 3, "status": "running", "message": None, "tests": self.records, "current": self.current["name"]})
        self.capture = CappedWriter()
        self.saved = (sys.stdout, sys.stderr)
        sys.stdout = self.capture
        sys.stderr = self.capture

    def stopTest(self, test):
        if self.saved is not None:
            sys.stdout, sys.stderr = self.saved
            self.saved = None
        if self.current is not None:
            self.current["output"] = self.capture.value()
            self.records.append(self.current)
            self.current = None
        super().stopTest(test)

    def _mark(self, status, test, err):
        if self.current is None:
            # Errors in setUpClass and friends arrive outside a test.
            self.records.append({"name": test_name(test), "status": status, "message": failure_text(test, err), "output": ""})
            return
        self.current["status"] = status
        self.current["message"] = failure_text(test, err)

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self._mark("fail", test, err)

    def addError(self, test, err):
        super().addError(test, err)
        self._mark("error", test, err)

    def addSubTest(self, test, subtest, err):
        super().addSubTest(test, subtest, err)
        if err is not None:
            status = "fail" if issubclass(err[0], test.failureException) else "error"
            self._mark(status, subtest, err)

    def addExpectedFailure(self, test, err):
        super().addExpectedFailure(test, err)

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        if self.current is not None:
            self.current["status"] = "fail"
            self.current["message"] = "expected this test to fail, but it passed"

    def addSkip(self, test, reason):
        super().addSkip(test, reason)


def test_name(test):
    method = getattr(test, "_testMethodName", None)
    if method is None:
        return str(test)
    return "%s.%s" % (type(test).__name__, method)


def write(path, payload):
    # Write then rename, so a run killed mid-write never leaves half a JSON file.
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(payload, f)
    os.replace(tmp, path)


def main():
    run_dir, results_path = sys.argv[1], sys.argv[2]
    sys.path.insert(0, run_dir)
    try:
        suite = unittest.defaultTestLoader.loadTestsFromName("tests")
    except BaseException:
        write(results_path, {"version": 3, "status": "error", "message": short(traceback.format_exc()), "tests": []})
        return
    # loadTestsFromName reports import failures as synthetic _FailedTest cases; surface them as a load error.
    errors = getattr(unittest.defaultTestLoader, "errors", [])
    if errors:
        write(results_path, {"version": 3, "status": "error", "message": short("\n".join(errors)), "tests": []})
        return
    result = RecordingResult(results_path)
    suite.run(result)
    statuses = [r["status"] for r in result.records]
    overall = "pass" if statuses and all(s == "pass" for s in statuses) else "fail"
    write(results_path, {"version": 3, "status": overall, "message": None, "tests": result.records})


if __name__ == "__main__":
    main()
