"""The app is what the scenes expect of it (issue 34, item 5): ``game.shell.app.main.App`` satisfies
the ``Host`` protocol of game/shell/scenes/stack.py, as a type checker (mypy, pinned in
constraints.txt) proves on a small file; an App with a member missing or renamed fails.

Only the two modules are analysed (every other import is taken as opaque), which keeps the
check to a few seconds."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHECK = """
from {module} import App
from game.shell.scenes.stack import Host


def the_app_is_a_host(app: App) -> Host:
    return app
"""

CONFIG = """
[mypy]
follow_imports = skip
ignore_missing_imports = True
[mypy-{module},game.shell.scenes.stack]
follow_imports = silent
"""


def mypy(folder: Path, module: str = "game.shell.app.main") -> subprocess.CompletedProcess:
    (folder / "host_check.py").write_text(CHECK.format(module=module), encoding="utf-8")
    (folder / "mypy.ini").write_text(CONFIG.format(module=module), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(folder)])}
    env["MYPYPATH"] = str(folder)
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--config-file",
            str(folder / "mypy.ini"),
            "--cache-dir",
            str(folder / "cache"),
            str(folder / "host_check.py"),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
    )


def test_the_app_satisfies_the_host_protocol(tmp_path):
    done = mypy(tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr


def test_an_app_with_a_member_renamed_does_not(tmp_path):
    source = (ROOT / "game" / "shell" / "app" / "main.py").read_text(encoding="utf-8")
    assert "    def seat_name(self, seat: int) -> str:" in source
    renamed = source.replace("    def seat_name(self,", "    def seat_label(self,")
    (tmp_path / "renamed_app.py").write_text(renamed, encoding="utf-8")
    done = mypy(tmp_path, "renamed_app")
    assert done.returncode == 1, done.stdout + done.stderr
    assert "seat_name" in done.stdout
