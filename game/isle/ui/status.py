"""The Isle of Cats' answers to the status keys (issue 46, docs/play-without-sight.md): where
am I (the day, the phase, whose turn), the scores and standings, the table as a seat sees it,
and the seat's own things (hand, fish, baskets, boat). Read from the seat's view only."""

from __future__ import annotations

from collections import Counter

from game.isle.data.window import isle_content, isle_texts
from game.isle.rules.vocabulary import CardType, TileKind
from game.isle.ui.narration import color_word, describe_boat, tile_words
from game.shell.ui.narration import speaks_to


def _sentence(parts: list[str]) -> str:
    return " ".join(p if p.endswith((".", "!", "?")) else f"{p}." for p in parts if p)


def _name(app, seat: int) -> str:
    return app.t("isle.status.you") if speaks_to(app, seat) else app.seat_name(seat)


def where_am_i(app, session, seat: int) -> str:
    """ "The Isle of Cats. Day 2 of 5, rescue. Your turn.\""""
    state = session.view(seat).state
    t = app.t
    phase = t(f"isle.status.phase.{state.phase}")
    modes = isle_content(app).modes
    days = modes[state.mode].days if state.mode in modes else 5
    parts = [t("isle.status.game"), t("isle.status.day", day=state.day, days=days, phase=phase)]
    movers = session.movers()
    if len(movers) > 1:
        parts.append(t("isle.status.together"))
    elif movers and movers[0] in session.humans():
        mover = movers[0]
        key = "isle.status.your_turn" if speaks_to(app, mover) else "isle.status.turn_of"
        parts.append(t(key, name=app.seat_name(mover)))
    elif movers:
        parts.append(t("isle.status.playing", name=app.seat_name(movers[0])))
    return _sentence(parts)


def standings(app, session, seat: int) -> str:
    """Each boat's public points (private lessons stay secret), best first, with its fish; in
    Solo, the sister's points against the player's boat."""
    from game.isle.rules.scoring_view import sister_score
    from game.isle.rules.standings import public_scores

    state = session.view(seat).state
    t = app.t
    scores = public_scores(state)
    order = sorted(range(len(scores)), key=lambda s: (-scores[s].total, s))
    lines = []
    for s in order:
        score = scores[s]
        lines.append(
            t(
                "isle.status.score",
                name=_name(app, s),
                total=score.total,
                rats=score.rats,
                rooms=score.rooms,
                families=score.families,
                rares=score.rare_treasures,
                lessons=score.public_lessons,
                fish=state.seats[s].fish,
            )
        )
    sister = sister_score(state)
    if sister is not None:
        lines.append(t("isle.status.sister", total=getattr(sister, "total", 0)))
    return _sentence(lines)


def fields_words(app, state) -> str:
    """The cats waiting in the two fields, with their prices."""
    t = app.t
    parts = []
    for side, cats, fish in (("left", state.left, 3), ("right", state.right, 5)):
        words = ", ".join(tile_words(app, c) for c in cats) or t("narrate.none")
        parts.append(t(f"isle.status.field.{side}", fish=fish, cats=words))
    return _sentence(parts)


def read_table(app, session, seat: int) -> str:
    """The table as ``seat`` sees it: the fields, the public lessons, every boat."""
    state = session.view(seat).state
    lang = app.settings.language
    texts = isle_texts(app)
    parts = [fields_words(app, state)]
    if state.public_lessons:
        names = ", ".join(
            " ".join(w for w in (texts.card_name(card, lang), color_word(app, color)) if w)
            for card, color in state.public_lessons
        )
        parts.append(app.t("isle.status.public_lessons", names=names))
    for s in range(state.players):
        parts.append(describe_boat(app, state, s))
    return _sentence(parts)


def hand_words(app, state, seat: int) -> str:
    """The seat's cards grouped by kind, each by its title."""
    content = isle_content(app)
    texts = isle_texts(app)
    lang = app.settings.language
    me = state.seats[seat]
    groups: dict[str, list[str]] = {}
    for card in me.hand:
        kind = content.cards[card].type
        groups.setdefault(str(kind), []).append(texts.card_name(card, lang))
    if not groups:
        return app.t("isle.status.no_cards")
    kinds = [str(k) for k in CardType if str(k) in groups]
    return "; ".join(
        app.t(f"isle.status.kind.{k}", count=len(groups[k]), names=", ".join(groups[k]))
        for k in kinds
    )


def boat_words(app, state, seat: int) -> str:
    """The seat's boat: its cats by colour and size, its treasures, then rooms, rats,
    families and maps."""
    content = isle_content(app)
    me = state.seats[seat]
    cats: dict[str, list[int]] = {}
    treasures: Counter[str] = Counter()
    for placed in me.tiles:
        if placed.kind in (TileKind.CAT, TileKind.OSHAX):
            cats.setdefault(placed.color or "", []).append(content.shapes[placed.shape].size)
        else:
            treasures[str(placed.kind)] += 1
    parts = [
        app.t(
            "isle.status.cats",
            color=color_word(app, color),
            count=len(sizes),
            sizes=", ".join(str(n) for n in sorted(sizes)),
        )
        for color, sizes in sorted(cats.items())
    ]
    parts += [app.t(f"isle.status.treasures.{k}", count=n) for k, n in sorted(treasures.items())]
    cats_line = "; ".join(parts) if parts else app.t("isle.status.empty_boat")
    return _sentence([cats_line, describe_boat(app, state, seat)])


def own_things(app, session, seat: int) -> str:
    state = session.view(seat).state
    me = state.seats[seat]
    t = app.t
    baskets = t("isle.status.baskets", count=me.baskets, used=me.baskets_used)
    return _sentence(
        [
            t("isle.status.hand", cards=hand_words(app, state, seat)),
            t("isle.status.fish", count=me.fish),
            baskets,
            boat_words(app, state, seat),
        ]
    )
