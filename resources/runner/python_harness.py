"""Workbench Python test harness.

Usage: python3 -I -S -B python_harness.py <run_dir>
The runner writes a one-line nonce to stdin and gives the harness a pipe as file descriptor 3.

The run folder holds the learner's code as `solution.py` (or `<module>.py` when the tests import another name,
as Exercism's do), the problem's tests as `tests.py`, any helper files the tests need, and `pytest.py`, a small
stand-in for the parts of pytest Exercism's tests use (the interpreter runs with -S, so no installed package). The verdict never goes through a file or stdout (the code under test
can rewrite both): it is a stream of JSON records, one per line, on the pipe, each carrying the nonce:

  {"kind": "plan", "tests": [names], "test_code": [str], "task_id": [int | null]}
                                           before the submission is imported: what tests.py defines, in file
                                           order, each test's body and pytest task number (from its syntax tree,
                                           so the submission cannot change it)
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

import ast
import json
import os
import random
import sys
import traceback
import unittest

OUTPUT_CAP = 500
MESSAGE_CAP = 4000
NONCE_MAX = 128
RESULT_FD = 3
# Set once in main(): frames from files in this folder are the learner's or the tests'.
RUN_DIR = [""]

# Events the code under test has no business raising, refused while the harness runs: each is a way to read or
# rewrite the harness's objects (the nonce, the pipe) from inside the process.
DENIED_EVENTS = frozenset(
    [
        "gc.get_objects",
        "gc.get_referrers",
        "gc.get_referents",
        "sys._current_frames",
        "sys.settrace",
        "sys.setprofile",
        "ctypes.dlopen",
        "ctypes.dlsym",
        "ctypes.addressof",
        "ctypes.cdata",
        "ctypes.PyObj_FromPtr",
    ]
)
# Machinery the verdict depends on; replacing any attribute of these is tampering.
WATCHED_MODULES = ("unittest.case", "unittest.result", "unittest.suite", "unittest.loader", "unittest.util")


def short(text):
    return text if len(text) <= MESSAGE_CAP else text[:MESSAGE_CAP] + "\n[message truncated]"


def task_of(func):
    """`@pytest.mark.task(taskno=N)` on a test, read from the syntax tree (Exercism concept exercises)."""
    for deco in func.decorator_list:
        if isinstance(deco, ast.Call) and ast.unparse(deco.func).split(".")[-1] == "task":
            for kw in deco.keywords:
                if kw.arg == "taskno" and isinstance(kw.value, ast.Constant) and isinstance(kw.value.value, int):
                    return kw.value.value
    return None


def body_code(source_text, func):
    """The test's body without its `def` line, dedented: Exercism's `test_code`."""
    lines = source_text.splitlines()
    first = func.body[0]
    # A docstring is not code the learner needs to read.
    start = func.body[1].lineno if (len(func.body) > 1 and isinstance(first, ast.Expr)
                                    and isinstance(first.value, ast.Constant)
                                    and isinstance(first.value.value, str)) else first.lineno
    chunk = lines[start - 1:func.end_lineno]
    indent = min((len(l) - len(l.lstrip()) for l in chunk if l.strip()), default=0)
    return "\n".join(l[indent:] for l in chunk).strip()


def planned_tests(source):
    """Tests tests.py defines, from its syntax tree, in the order they are written: `Class.method` for every
    `test*` method of every top-level class that derives from unittest.TestCase (directly or through classes of
    the same file), its own methods first, then inherited ones. Returns (names, codes, task ids)."""
    tree = ast.parse(source, "tests.py")
    text = source.decode("utf-8", "replace") if isinstance(source, bytes) else source
    classes = {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            bases = [ast.unparse(b) for b in node.bases]
            own = []
            for item in node.body:
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) and item.name.startswith("test"):
                    own.append((item.name, body_code(text, item), task_of(item)))
                elif isinstance(item, ast.Assign):
                    own.extend((t.id, "", None) for t in item.targets if isinstance(t, ast.Name) and t.id.startswith("test"))
            classes[node.name] = (bases, own)

    def is_case(name, seen=()):
        if name in seen or name not in classes:
            return False
        return any(b.split(".")[-1] == "TestCase" or is_case(b, seen + (name,)) for b in classes[name][0])

    def methods(name, seen=()):
        if name in seen or name not in classes:
            return []
        found = list(classes[name][1])
        for b in classes[name][0]:
            found.extend(methods(b, seen + (name,)))
        return found

    names, codes, tasks = [], [], []
    for name in classes:
        if is_case(name):
            taken = set()
            for method, code, task in methods(name):
                if method in taken:
                    continue
                taken.add(method)
                names.append("%s.%s" % (name, method))
                codes.append(code)
                tasks.append(task)
    return names, codes, tasks


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
                for attr, member in list(vars(value).items()):
                    seen[(mod_name, key, attr)] = id(member)
    return seen


def make_recorder(fd, nonce, classes):
    """The only writer of records. Its state lives in this closure, not in module globals."""
    baseline = {}

    def freeze():
        baseline.clear()
        baseline.update(snapshot())
        for cls in classes:
            for attr, member in list(vars(cls).items()):
                baseline[("harness", cls.__name__, attr)] = id(member)

    def changed():
        now = snapshot()
        for cls in classes:
            for attr, member in list(vars(cls).items()):
                now[("harness", cls.__name__, attr)] = id(member)
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


HARNESS_FILES = ("python_harness.py", "pytest.py")


def user_traceback(kind, value, tb, run_dir):
    """The exception with the learner's and the tests' frames only: no unittest, importlib or harness frames
    (issue 17 item 5). A syntax error's own location comes from the exception, not from a frame."""
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


def test_name(test):
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


def install_guard():
    allowed = {"on": False}
    # Files whose functions the verdict depends on: every module loaded before the submission (the harness,
    # unittest, json, traceback, ...). Replacing the code of one of their functions would forge the verdict;
    # replacing code elsewhere (asyncio's own `types.coroutine` when unittest.mock is imported) is allowed.
    protected = set()

    def freeze_files():
        for mod in list(sys.modules.values()):
            name = getattr(mod, "__file__", None)
            if isinstance(name, str):
                protected.add(name)
        protected.add(os.path.abspath(__file__))

    def guard(event, args):
        if not allowed["on"]:
            return
        if event in DENIED_EVENTS:
            raise RuntimeError("%s is not available to code under test" % event)
        if event == "object.__setattr__" and len(args) > 1 and args[1] == "__code__":
            code = getattr(args[0], "__code__", None)
            where = getattr(code, "co_filename", "<unknown>")
            if where in protected or where.startswith("<"):
                raise RuntimeError("replacing the code of a function the test machinery uses is not available to code under test")
        if event in ("open", "os.listdir", "os.scandir") and args:
            target = args[0]
            if isinstance(target, bytes):
                target = target.decode("utf-8", "replace")
            if isinstance(target, str) and os.path.realpath(target).startswith(("/proc/self", "/proc/%d" % os.getpid(), "/dev/fd")):
                raise RuntimeError("reading this process's own /proc entries is not available to code under test")

    allowed["freeze_files"] = freeze_files
    sys.addaudithook(guard)
    return allowed


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


def main():
    run_dir = sys.argv[1]
    RUN_DIR[0] = run_dir
    fd = take_result_fd()
    nonce = read_nonce()
    with open(os.path.join(run_dir, "tests.py"), "rb") as f:
        source = f.read()
    freeze, emit = make_recorder(fd, nonce, (RecordingResult, CappedWriter))
    try:
        plan, codes, tasks = planned_tests(source)
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
        # Imported here, not by the loader: its failure message would carry importlib and unittest frames.
        suite = in_plan_order(loader.loadTestsFromModule(__import__("tests")), plan)
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
