"""The scene tests' headless window (tests/app/conftest.py) for Kitten Fuse's tests too."""

from tests.app.conftest import app  # noqa: F401 - the fixture, shared
