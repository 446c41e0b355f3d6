"""The pinned environment: constraints.txt pins every dependency (the render stack the golden
images compare with included), the tests run in exactly that environment, and run.py installs
from it and reinstalls when it changes."""

from __future__ import annotations

import importlib.metadata
import importlib.util
import re
import tomllib
from pathlib import Path

import pytest
from packaging.markers import Marker

ROOT = Path(__file__).resolve().parents[1]
RENDER_STACK = ("pygame-ce", "pygame-gui")


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def pins() -> dict[str, str]:
    found = {}
    for line in (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        line, _, marker = line.partition(";")  # a pin for some platforms only
        if not line or (marker.strip() and not Marker(marker.strip()).evaluate()):
            continue
        name, sep, version = line.partition("==")
        assert sep, f"constraints.txt: {line!r} is not pinned to one version with =="
        found[canonical(name)] = version.strip()
    return found


def requirement_names() -> set[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = list(project["dependencies"])
    for extra in project.get("optional-dependencies", {}).values():
        wanted += extra
    return {canonical(re.split(r"[<>=!~ \[;]", w, maxsplit=1)[0]) for w in wanted}


def load_run_py():
    spec = importlib.util.spec_from_file_location("run_py", ROOT / "run.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_dependency_and_the_render_stack_are_pinned():
    pinned = pins()
    missing = requirement_names() - set(pinned)
    assert not missing, f"constraints.txt does not pin {sorted(missing)}"
    for name in RENDER_STACK:
        assert name in pinned


def test_the_tests_run_in_the_pinned_environment():
    """A stale environment would compare golden images rendered by another stack."""
    wrong = {}
    for name, version in pins().items():
        try:
            installed = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            installed = None
        if installed != version:
            wrong[name] = (version, installed)
    assert not wrong, f"installed versions differ from constraints.txt (pinned, installed): {wrong}"


@pytest.fixture
def run_py(tmp_path, monkeypatch):
    """run.py working on a copy of the two files it installs from, in ``tmp_path``."""
    for name in ("pyproject.toml", "constraints.txt"):
        (tmp_path / name).write_bytes((ROOT / name).read_bytes())
    module = load_run_py()
    monkeypatch.setattr(module, "ROOT", tmp_path)
    monkeypatch.setattr(module, "VENV", tmp_path / ".venv")
    monkeypatch.setattr(module, "STAMP", tmp_path / ".venv" / "installed.sha256")
    python = module.venv_python()
    python.parent.mkdir(parents=True)
    python.write_text("")  # an existing environment: only the install step may run
    calls = []
    monkeypatch.setattr(module.subprocess, "run", lambda args, **kw: calls.append(args))
    return module, calls


def test_run_py_installs_from_the_constraints_and_again_when_they_change(run_py, tmp_path):
    module, calls = run_py
    module.ensure_venv()
    assert len(calls) == 1
    args = calls[0]
    assert args[args.index("--constraint") + 1] == str(tmp_path / "constraints.txt")
    module.ensure_venv()
    assert len(calls) == 1, "nothing changed: no reinstall"
    with (tmp_path / "constraints.txt").open("a") as f:
        f.write("pygame-ce==0.0.1\n")
    module.ensure_venv()
    assert len(calls) == 2, "a changed pin reinstalls"
    (tmp_path / "pyproject.toml").write_text((ROOT / "pyproject.toml").read_text() + "\n")
    module.ensure_venv()
    assert len(calls) == 3, "a changed pyproject.toml reinstalls"


def test_ci_installs_through_run_py():
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "python3 run.py test" in script
