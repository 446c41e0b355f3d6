"""Shared fixtures. Tests run headless: SDL gets dummy video and audio drivers.

Every test gets its own config and data folders (no test reads another's settings or saves,
or the user's), and a test that changes an environment variable without ``monkeypatch``
fails: the change would leak into the tests that run after it in the same worker."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.isle.data.loader import load_content  # noqa: E402

# Set by the game itself, once, with setdefault, the first time it needs them.
SET_BY_THE_GAME = frozenset(
    {
        "SDL_GAMECONTROLLER_USE_BUTTON_LABELS",
        "PYGAME_HIDE_SUPPORT_PROMPT",
        "SDL_FRAMEBUFFER_ACCELERATION",
    }
)


@pytest.fixture(scope="session")
def content():
    return load_content()


@pytest.fixture(autouse=True)
def environment_kept(request):
    """Fails a test that leaves the environment changed, after restoring it."""
    before = dict(os.environ)
    yield
    changed = sorted(
        key
        for key in before.keys() | os.environ.keys()
        if before.get(key) != os.environ.get(key)
        and key not in SET_BY_THE_GAME
        and not key.startswith("PYTEST_")
    )
    if changed:
        os.environ.clear()
        os.environ.update(before)
        pytest.fail(f"the test changed {changed} without monkeypatch (restored now)")


@pytest.fixture(autouse=True)
def own_folders(environment_kept, tmp_path_factory, monkeypatch):
    """The game's config and data folders, fresh for each test."""
    folder = tmp_path_factory.mktemp("home", numbered=True)
    monkeypatch.setenv("ISLE_OF_CATS_CONFIG", str(folder / "config"))
    monkeypatch.setenv("ISLE_OF_CATS_DATA", str(folder / "data"))
