"""The scene tests' headless window (tests/app/conftest.py) for the table's drawing tests."""

from tests.app.conftest import app  # noqa: F401 - the fixture, shared
