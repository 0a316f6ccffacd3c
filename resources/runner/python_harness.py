"""Workbench Python test harness.

Usage: python3 -I -S -B python_harness.py <run_dir> [test module ...]
The runner writes a one-line nonce to stdin and gives the harness a pipe as file descriptor 3.

The run folder holds the learner's code as `solution.py` (or `<module>.py` when the tests import another name,
as Exercism's do), the problem's tests as `tests.py` (and more test modules when the exercise has several test
files, named after the run folder), any helper files the tests need, `pytest.py`, a small stand-in for the parts
of pytest Exercism's tests use (the interpreter runs with -S, so no installed package), and the harness's own
modules, one job each:

  harness_plan.py     what the test files define, read from their syntax trees
  harness_channel.py  the pipe, the nonce, the snapshot of the test machinery and the one writer of records
  harness_guard.py    the audit hook
  harness_result.py   the unittest result that turns each test's outcome into records

The verdict never goes through a file or stdout (the code under test can rewrite both): it is a stream of JSON
records, one per line, on the pipe, each carrying the nonce:

  {"kind": "plan", "tests": [names], "test_code": [str], "task_id": [int | null]}
                                           before the submission is imported: what the test files define, in
                                           file order, each test's body and pytest task number (from its syntax
                                           tree, so the submission cannot change it)
  {"kind": "load_error", "message": str}  the tests could not be loaded (syntax error, failed import)
  {"kind": "start", "name": str}          a test is starting (names the one that hung on a timeout)
  {"kind": "subtest", "name", "description", "status", "message", "output"}
                                           one `subTest` of the running test, as it ends
  {"kind": "test", "name", "status": "pass" | "fail" | "error", "message", "output"}
  {"kind": "error", "name", "message"}     an error outside a test (setUpClass and friends)
  {"kind": "tampered", "message": str}    the code changed the test machinery
  {"kind": "done", "count": int}          every test ran; nothing may follow

Before the submission is imported the pipe is moved to a random high descriptor that subprocesses do not
inherit, the nonce is read from stdin (which is then closed), an audit hook refuses the usual ways to reach
the harness's memory (gc.get_objects, settrace, ctypes, /proc/self/...), and the test machinery is
snapshotted and compared before every record. The runner checks the records against the plan; anything
missing, repeated, unknown or malformed is an error, never a pass. docs/runner.md says what this does not stop.

Each test's printed output is captured and capped at 500 characters as it is written.
"""

import os
import re
import sys

# The standard library the harness's modules use, loaded before any folder of the run is on sys.path, so no file
# in the run folder can stand in for one of them.
import ast  # noqa: F401
import json  # noqa: F401
import random  # noqa: F401
import traceback  # noqa: F401
import unittest

# -I leaves the script's folder off sys.path: the harness's own modules are found there for this import only.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness_channel import make_recorder, read_nonce, take_result_fd
from harness_guard import install_guard
from harness_plan import planned_tests
from harness_result import RUN_DIR, CappedWriter, ModuleFunctionTest, RecordingResult, in_plan_order, short, user_traceback

del sys.path[0]

MODULE = re.compile(r"^[a-z_][a-z0-9_]{0,63}$")


def plan_all(run_dir, modules):
    """The plan over every test module, in the order given; a syntax error in any is a load error."""
    names, codes, tasks = [], [], []
    for module in modules:
        with open(os.path.join(run_dir, module + ".py"), "rb") as f:
            found = planned_tests(f.read(), module + ".py")
        for part, more in zip((names, codes, tasks), found):
            part.extend(more)
    return names, codes, tasks


def load_suite(loader, modules, plan):
    # Imported here, not by the loader: its failure message would carry importlib and unittest frames.
    imported = [__import__(m) for m in modules]
    suite = unittest.TestSuite(loader.loadTestsFromModule(m) for m in imported)
    # Top-level `test*` functions (pytest's other shape) are in the plan without a class: each runs as a test case.
    for name in (n for n in plan if "." not in n):
        func = next((getattr(m, name) for m in imported if callable(getattr(m, name, None))), None)
        if func is not None:
            suite.addTest(ModuleFunctionTest(func, name))
    return in_plan_order(suite, plan)


def main():
    run_dir = sys.argv[1]
    modules = [m for m in sys.argv[2:] if MODULE.match(m)] or ["tests"]
    RUN_DIR[0] = run_dir
    fd = take_result_fd()
    nonce = read_nonce()
    freeze, emit = make_recorder(fd, nonce, (RecordingResult, CappedWriter))
    try:
        plan, codes, tasks = plan_all(run_dir, modules)
    except SyntaxError:
        kind, value, tb = sys.exc_info()
        emit({"kind": "plan", "tests": []}, check=False)
        emit({"kind": "load_error", "message": user_traceback(kind, value, tb, run_dir)}, check=False)
        return
    emit({"kind": "plan", "tests": plan, "test_code": codes, "task_id": tasks}, check=False)
    guard = install_guard()
    guard["freeze_files"]()
    freeze()
    sys.path.insert(0, run_dir)
    guard["on"] = True
    loader = unittest.TestLoader()
    try:
        suite = load_suite(loader, modules, plan)
    except BaseException:
        # SystemExit and KeyboardInterrupt included: sys.exit() while being imported is a load failure.
        kind, value, tb = sys.exc_info()
        emit({"kind": "load_error", "message": user_traceback(kind, value, tb, run_dir)})
        return
    if loader.errors:
        emit({"kind": "load_error", "message": short("\n".join(loader.errors))})
        return
    result = RecordingResult(emit)
    try:
        suite.run(result)
    except BaseException:
        kind, value, tb = sys.exc_info()
        emit({"kind": "load_error", "message": user_traceback(kind, value, tb, run_dir)})
        return
    emit({"kind": "done", "count": result.count})


if __name__ == "__main__":
    try:
        main()
    finally:
        # Straight out: no atexit hook or finaliser of the code under test runs after the verdict.
        try:
            sys.__stdout__.flush()
            sys.__stderr__.flush()
        except BaseException:
            pass
        os._exit(0)
