"""The placement cursor: a see-through tile moved cell by cell or by the mouse, turned,
flipped, jumping through legal spots; green where legal, red where not with the rule that
fails in words, and a preview of what the placement does. Legality comes from the rules."""

from __future__ import annotations

from dataclasses import dataclass

from game.isle.rules import check_action, legal_actions
from game.isle.rules.actions import Place
from game.isle.rules.errors import IllegalActionError
from game.isle.rules.geometry import HEIGHT, WIDTH
from game.isle.rules.ids import Tile
from game.isle.rules.outcome import placement_outcome
from game.isle.rules.placement import footprint
from game.isle.rules.refusals import Refusal
from game.isle.rules.state import GameState


def rotate(k: int, clockwise: bool = True) -> int:
    """Orientation after a quarter turn of the tile as it is shown now."""
    turns, mirrored = k % 4, k // 4
    return (turns + (1 if clockwise else 3)) % 4 + 4 * mirrored


def flip(k: int) -> int:
    """Orientation after mirroring the tile as it is shown now (left-right)."""
    turns, mirrored = k % 4, k // 4
    return (-turns) % 4 + 4 * (1 - mirrored)


@dataclass
class Cursor:
    seat: int
    tile: Tile
    x: int = 8
    y: int = 3
    k: int = 0

    def size(self, state: GameState) -> tuple[int, int]:
        return state.content.shapes[self.tile.shape].extents[self.k]

    def clamp(self, state: GameState) -> None:
        w, h = self.size(state)
        self.x = max(0, min(WIDTH - w, self.x))
        self.y = max(0, min(HEIGHT - h, self.y))

    def center(self, state: GameState) -> tuple[float, float]:
        w, h = self.size(state)
        return self.x + w / 2, self.y + h / 2

    def turn(self, state: GameState, k: int) -> None:
        cx, cy = self.center(state)
        self.k = k
        w, h = self.size(state)
        self.x, self.y = round(cx - w / 2), round(cy - h / 2)
        self.clamp(state)

    def move(self, state: GameState, dx: int, dy: int) -> None:
        self.x += dx
        self.y += dy
        self.clamp(state)

    def point_at(self, state: GameState, cell: tuple[int, int]) -> None:
        """Centre the tile on the cell under the pointer."""
        w, h = self.size(state)
        self.x, self.y = cell[0] - (w - 1) // 2, cell[1] - (h - 1) // 2
        self.clamp(state)

    def action(self) -> Place:
        return Place(self.seat, self.x, self.y, self.k)

    def mask(self, state: GameState) -> int:
        """The boat cells the tile covers."""
        mask = footprint(state.content.shapes[self.tile.shape], self.x, self.y, self.k)
        assert mask is not None  # the cursor never leaves the grid: every move clamps it
        return mask

    def problem(self, state: GameState) -> Refusal | None:
        """Why the tile cannot go here (the rules' own refusal), None when it can."""
        try:
            check_action(state, self.action())
        except IllegalActionError as error:
            return error.refusal
        return None

    def next_spot(
        self,
        state: GameState,
        backwards: bool = False,
        order: list[tuple[int, int, int]] | None = None,
    ) -> bool:
        """Jump to the next legal spot and orientation, wrapping around: in ``order`` (x, y,
        orientation: the spots best first, game/isle/bots/spots.py) when given, else in
        reading order."""
        if order:
            here = (self.x, self.y, self.k)
            at = order.index(here) if here in order else (0 if backwards else -1)
            self.x, self.y, self.k = order[(at + (-1 if backwards else 1)) % len(order)]
            return True
        spots = sorted(
            {(a.y, a.x, a.k) for a in legal_actions(state, self.seat) if isinstance(a, Place)}
        )
        if not spots:
            return False
        here = (self.y, self.x, self.k)
        if backwards:
            before = [s for s in spots if s < here]
            self.y, self.x, self.k = before[-1] if before else spots[-1]
        else:
            after = [s for s in spots if s > here]
            self.y, self.x, self.k = after[0] if after else spots[0]
        return True

    def start_somewhere_legal(self, state: GameState) -> None:
        """Start next to the player's tiles (the first legal spot near the boat's middle)."""
        spots = [(a.y, a.x, a.k) for a in legal_actions(state, self.seat) if isinstance(a, Place)]
        if not spots:
            return
        cx, cy = WIDTH / 2, HEIGHT / 2
        y, x, k = min(spots, key=lambda s: (abs(s[1] + 1 - cx) + abs(s[0] + 1 - cy), s))
        self.x, self.y, self.k = x, y, k


def preview(state: GameState, seat: int, tile: Tile, mask: int) -> list[tuple[str, dict]]:
    """What placing ``tile`` on ``mask`` does (the rules' own outcome), as (message key, values)
    pairs."""
    done = placement_outcome(state, seat, tile, mask)
    found: list[tuple[str, dict]] = []
    if done.rats:
        found.append(("preview.rats", {"count": done.rats.bit_count()}))
    found += [("preview.room_full", {"room": room}) for room in done.rooms]
    for cover in done.maps:
        if cover.gives_treasure:
            found.append(("preview.map_bonus", {"color": cover.color}))
        elif cover.bonus:
            found.append(("preview.map_no_treasure", {"color": cover.color}))
        else:
            found.append(("preview.map_spoiled", {"color": cover.color}))
    family = done.family
    if family is not None and family.scores_more:
        found.append(("preview.family", {"color": family.color, "size": family.size}))
    elif family is not None and family.alone:
        found.append(("preview.alone", {"color": family.color}))
    if done.anywhere:
        found.append(("preview.anywhere", {}))
    return found
