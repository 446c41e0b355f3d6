"""Builders for hand-made positions in rules tests."""

from __future__ import annotations

from dataclasses import replace

from game.isle.rules import apply_action, parse_action
from game.isle.rules.content import Content
from game.isle.rules.engine import start
from game.isle.rules.ids import Placed, Tile
from game.isle.rules.placement import footprint
from game.isle.rules.state import GameState, Seat, Sister

BOATS = ("blue", "green", "red", "purple")


def mask(content: Content, shape: int, x: int, y: int, k: int = 0) -> int:
    m = footprint(content.shapes[shape], x, y, k)
    assert m is not None and not m & ~content.board.cells, "the test put a tile off the boat"
    return m


def placed(content: Content, shape: int, color: str | None, x: int, y: int, k: int = 0) -> Placed:
    return Placed(shape, color, mask(content, shape, x, y, k))


def seat(content: Content, boat: str = "blue", tiles: tuple[Placed, ...] = (), **changes) -> Seat:
    occupied = 0
    for t in tiles:
        occupied |= t.mask
    base = Seat(boat=boat, baskets=1, tiles=tuple(tiles), occupied=occupied)
    if "hand" in changes:
        changes["hand"] = tuple(sorted(changes["hand"]))
    return replace(base, **changes)


def sister(content: Content, difficulty: str = "easy", **changes) -> Sister:
    """The solo sister: by default the blue colour card revealed, lessons 197-199, and every
    basket card not named in ``cards`` or ``discard`` still in her deck."""
    used = set(changes.get("cards", ())) | set(changes.get("discard", ()))
    base = Sister(
        difficulty=difficulty,
        colors=(169,),
        lessons=(197, 198, 199),
        deck=tuple(c for c in content.deck_of("solo_basket") if c not in used),
    )
    for card_id in changes.get("cards", ())[:1]:  # the first card sets speed and baskets
        card = content.cards[card_id]
        base = replace(base, baskets=card.baskets, speed=card.speed)
    return replace(base, **changes)


def position(
    content: Content,
    players: int = 2,
    seats: tuple[Seat, ...] | None = None,
    phase: str = "rescue",
    run: bool = True,
    mode: str = "standard",
    **changes,
) -> GameState:
    """A game in ``phase`` with every tile and card where the test says; the rest stays in the
    bag and the deck. ``run`` lets the automatic steps run up to the next decision. A solo
    ``mode`` gets the default ``sister`` unless one is given."""
    definition = content.modes[mode]
    setup = definition.setup_for(players)
    if seats is None:
        seats = tuple(seat(content, BOATS[i]) for i in range(players))
    used_tiles = set(changes.get("left", ())) | set(changes.get("right", ()))
    for s in seats:
        used_tiles |= {Tile(t.shape, t.color) for t in s.tiles if t.shape >= 400}
        used_tiles |= {Tile(t.shape) for t in s.tiles if 200 <= t.shape < 300}
    used_tiles |= {Tile(t.shape, t.color) for t in changes.get("gone", ()) if t.shape >= 400}
    used_tiles |= {Tile(r) for r in changes.get("rares", ())}
    used_cards = set()
    for s in seats:
        used_cards |= set(s.hand + s.lessons + s.offer + s.kept + s.declared)
    used_cards |= {c for c, _ in changes.get("public_lessons", ())}
    bag = tuple(
        sorted(
            [Tile(sh, c) for sh, c in content.cats if Tile(sh, c) not in used_tiles]
            + [Tile(r) for r in content.rares if Tile(r) not in used_tiles]
        )
    )
    defaults = dict(
        mode=mode,
        seats=tuple(seats),
        phase=phase,
        order=tuple(range(players)),
        bag=bag,
        deck=tuple(c for c in content.deck_of(definition.deck) if c not in used_cards),
        commons=(setup.commons_per_shape,) * 4,
        oshax=content.oshax if definition.oshax else (),
        window=True,
        content=content,
    )
    if definition.difficulties:
        defaults["sister"] = sister(content)
    defaults.update(changes)
    state = GameState(**defaults)
    return start(state)[0] if run else state


def act(state: GameState, *texts: str) -> tuple[GameState, list]:
    """Apply actions given as text; returns the state and every event."""
    events: list = []
    for text in texts:
        state, new = apply_action(state, parse_action(text))
        events.extend(new)
    return state, events
