"""Shared fixtures. Tests run headless: SDL gets dummy video and audio drivers."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.data.loader import load_content  # noqa: E402


@pytest.fixture(scope="session")
def content():
    return load_content()
