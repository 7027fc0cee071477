"""The request generator of ``benchmarks/judge_fuzz.py``, loaded by path (benchmarks/ is
no package): the tests and the fuzz script send the same kinds of lines."""

from __future__ import annotations

import importlib.util
import pathlib
import sys

PATH = pathlib.Path(__file__).parents[3] / "benchmarks" / "judge_fuzz.py"


def _load():
    name = "judge_fuzz"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, PATH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


F = _load()
