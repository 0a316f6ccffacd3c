"""The plan: what tests.py defines, read from its syntax tree before anything is imported, so the code under test
cannot change the list, the order, a test's body (`test_code`) or its pytest task number (`task_id`)."""

import ast


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


def read_classes(tree, text):
    """Every top-level class: its base names and its own `test*` methods as (name, code, task)."""
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
    return classes


def planned_tests(source, filename="tests.py"):
    """Tests a test file defines, in the order they are written: `Class.method` for every `test*` method of every
    top-level class that derives from unittest.TestCase (directly or through classes of the same file), its own
    methods first, then inherited ones; then every top-level `test*` function (pytest's other shape) by its name.
    Returns (names, codes, task ids)."""
    tree = ast.parse(source, filename)
    text = source.decode("utf-8", "replace") if isinstance(source, bytes) else source
    classes = read_classes(tree, text)

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
    # pytest's other shape: top-level `def test*` functions, named by the function alone (a class's test always
    # has a dot), after the classes' tests, in file order.
    functions = [node for node in tree.body if isinstance(node, ast.FunctionDef) and node.name.startswith("test")]
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
    for func in functions:
        if func.name not in names:
            names.append(func.name)
            codes.append(body_code(text, func))
            tasks.append(task_of(func))
    return names, codes, tasks
