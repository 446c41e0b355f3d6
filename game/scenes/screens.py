"""Screen name (from the router) -> the scene that serves that decision."""

from __future__ import annotations

from game.scenes.stack import Host


def make_screen(app: Host, game, screen: str, seat: int):
    if screen in ("draft", "family_lessons"):
        from game.scenes.draft import DraftScene

        return DraftScene(app, game, seat, screen)
    if screen == "buy":
        from game.scenes.buy import BuyScene

        return BuyScene(app, game, seat)
    if screen == "declare":
        from game.scenes.rescue import DeclareScene

        return DeclareScene(app, game, seat)
    if screen == "anytime":
        from game.scenes.anytime import AnytimeScene

        return AnytimeScene(app, game, seat)
    if screen == "board":
        from game.scenes.board import BoardScene

        return BoardScene(app, game, seat)
    raise ValueError(f"no screen named {screen!r}")
