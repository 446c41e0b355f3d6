#!/usr/bin/env python3
"""Bootstrap: create a local virtual environment on first use, then play or test.

    python3 run.py play [game options]   open the game
    python3 run.py test [pytest options] run the test suite

Only Python 3.11+ and access to the package registry are needed.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / "installed.sha256"
# What the environment is made from: the project's dependencies and the exact versions they
# are pinned to (constraints.txt: the render stack the golden images are compared with).
INSTALLED_FROM = ("pyproject.toml", "constraints.txt")


def venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def wanted_stamp() -> str:
    digest = hashlib.sha256()
    for name in INSTALLED_FROM:
        digest.update(name.encode() + b"\0" + (ROOT / name).read_bytes() + b"\0")
    return digest.hexdigest()


def ensure_venv() -> Path:
    """Create .venv and install the project with its test extras, pinned by constraints.txt,
    when either file changed since the last install."""
    if sys.version_info < (3, 11):  # noqa: UP036 - run by any system python
        sys.exit(f"Python 3.11 or newer is needed (this is {sys.version.split()[0]}).")
    python = venv_python()
    if not python.exists():
        print("First run: creating a virtual environment in .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    if not STAMP.exists() or STAMP.read_text().strip() != wanted_stamp():
        print("Installing dependencies into .venv ...", flush=True)
        subprocess.run(
            [
                str(python),
                "-m",
                "pip",
                "install",
                "--quiet",
                "--disable-pip-version-check",
                "--constraint",
                str(ROOT / "constraints.txt"),
                "-e",
                f"{ROOT}[test]",
            ],
            check=True,
        )
        STAMP.write_text(wanted_stamp())
    return python


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("play", "test"):
        print(__doc__)
        return 2
    python = ensure_venv()
    command, rest = argv[0], argv[1:]
    if command == "play":
        args = [str(python), "-m", "game", *rest]
    else:
        args = [str(python), "-m", "pytest", *rest]
    return subprocess.run(args, cwd=ROOT).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
