"""The audit hook (PEP 578; it cannot be removed) that refuses the usual ways for code under test to reach the
harness's memory (the nonce, the pipe) or rewrite the functions the verdict depends on."""

import os
import sys

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
OWN_PROCESS = ("/proc/self", "/dev/fd")


def install_guard():
    """Installs the hook, off until `on` is set; `freeze_files` records the files loaded so far as protected."""
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
            if isinstance(target, str) and os.path.realpath(target).startswith(OWN_PROCESS + ("/proc/%d" % os.getpid(),)):
                raise RuntimeError("reading this process's own /proc entries is not available to code under test")

    allowed["freeze_files"] = freeze_files
    sys.addaudithook(guard)
    return allowed
