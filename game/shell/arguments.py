"""The command line's argument parser: a usage error repeats no argument in full (a 100 kB
argument is shown by its first characters and its length), so the one line it prints stays
one line a user can read. Every command and tool builds its parser from ``Parser``."""

from __future__ import annotations

import argparse
import re
from typing import NoReturn

MAX_WORD = 200  # the characters of one word (a path, say) a message repeats
MAX_MESSAGE = 1000  # the characters of a whole message
_LONG = re.compile(rf"\S{{{MAX_WORD + 1},}}")


def capped(message: str) -> str:
    """``message`` with each overlong word cut to its start and its length, and the whole cut
    to ``MAX_MESSAGE`` characters."""

    def cut(match: re.Match[str]) -> str:
        word = match.group()
        return f"{word[:MAX_WORD]}… ({len(word)} characters)"

    message = _LONG.sub(cut, message)
    return message if len(message) <= MAX_MESSAGE else message[: MAX_MESSAGE - 1] + "…"


class Parser(argparse.ArgumentParser):
    """``argparse.ArgumentParser`` whose usage errors (status 2) repeat arguments capped."""

    def error(self, message: str) -> NoReturn:
        super().error(capped(message))
