"""The focus ring: which on-screen item has focus, moved by intents or by the pointer.

Pure (no pygame-gui, no pygame calls): the app wraps pygame-gui elements, cards or boat cells
as `Focusable` items (a key, a rect, an optional group) and feeds the ring the hub's events.

- UP / DOWN / LEFT / RIGHT move to the nearest item in that direction, preferring items within
  45 degrees of it (of the current group, then of any), then the current group, then any;
  with nothing there, focus wraps to the far end of the same row or column within the group.
- NEXT / PREV step through the items in list order (wrapping).
- A pointer move over an item focuses it; CONFIRM activates the focused item (or, from the
  mouse, the item under the pointer).
- Disabled items can take focus (so their reason can be shown or spoken) but CONFIRM on one
  is refused rather than activated.
- `set_items` keeps the focus on the same key when the items are rebuilt, or moves it to the
  nearest remaining item.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from typing import Any

from game.shell.input.events import Intent, IntentEvent, PointerMove, Pos
from game.shell.record import record

Box = tuple[int, int, int, int]  # x, y, width, height


def as_box(rect: Any) -> Box:
    """A pygame.Rect, FRect or (x, y, w, h) sequence as a tuple of ints."""
    if hasattr(rect, "w") and hasattr(rect, "h"):
        return (int(rect.x), int(rect.y), int(rect.w), int(rect.h))
    x, y, w, h = rect
    return (int(x), int(y), int(w), int(h))


@record(frozen=True, slots=True)
class Focusable:
    """An element the focus can reach: its key, its box and its group."""

    key: Hashable
    rect: Box
    group: str | None = None
    enabled: bool = True  # False: focusable, but CONFIRM is refused
    data: Any = None  # whatever the app wants back (a pygame-gui element, a card id)

    @staticmethod
    def of(item: Focusable | Sequence[Any]) -> Focusable:
        """Accept a Focusable or a (key, rect[, group]) tuple."""
        if isinstance(item, Focusable):
            return item if isinstance(item.rect, tuple) else _with_box(item)
        key, rect, *rest = item
        return Focusable(key, as_box(rect), rest[0] if rest else None)

    @property
    def center(self) -> tuple[float, float]:
        x, y, w, h = self.rect
        return (x + w / 2, y + h / 2)

    def contains(self, pos: Pos) -> bool:
        x, y, w, h = self.rect
        return x <= pos[0] < x + w and y <= pos[1] < y + h


def _with_box(item: Focusable) -> Focusable:
    return Focusable(item.key, as_box(item.rect), item.group, item.enabled, item.data)


@record(frozen=True, slots=True)
class FocusResult:
    """What `FocusRing.handle` did: ``consumed`` (the scene should not use the event again),
    ``moved`` (focus changed), ``activated`` (CONFIRM on an enabled item) or ``refused``
    (CONFIRM on a disabled one: show why)."""

    consumed: bool = False
    moved: bool = False
    activated: Focusable | None = None
    refused: Focusable | None = None


_AXES = {  # direction -> (axis index, sign)
    Intent.LEFT: (0, -1),
    Intent.RIGHT: (0, 1),
    Intent.UP: (1, -1),
    Intent.DOWN: (1, 1),
}


class FocusRing:
    def __init__(
        self, items: Iterable[Focusable | Sequence[Any]] = (), *, wrap: bool = True
    ) -> None:
        self.wrap = wrap
        self._items: tuple[Focusable, ...] = ()
        self._focus: int | None = None
        self.set_items(items)

    # -- items ------------------------------------------------------------------------------

    @property
    def items(self) -> tuple[Focusable, ...]:
        return self._items

    def set_items(self, items: Iterable[Focusable | Sequence[Any]]) -> None:
        """Replace the items, keeping focus on the same key, else on the nearest item."""
        old = self.focused
        self._items = tuple(Focusable.of(i) for i in items)
        self._focus = None
        if old is None:
            return
        for index, item in enumerate(self._items):
            if item.key == old.key:
                self._focus = index
                return
        if self._items:
            ox, oy = old.center
            self._focus = min(
                range(len(self._items)),
                key=lambda i: (
                    self._items[i].group != old.group,
                    (self._items[i].center[0] - ox) ** 2 + (self._items[i].center[1] - oy) ** 2,
                    i,
                ),
            )

    @property
    def focused(self) -> Focusable | None:
        return self._items[self._focus] if self._focus is not None else None

    @property
    def focused_key(self) -> Hashable | None:
        item = self.focused
        return item.key if item is not None else None

    def focus(self, key: Hashable) -> bool:
        """Focus the item with ``key``; False if there is none."""
        for index, item in enumerate(self._items):
            if item.key == key:
                self._focus = index
                return True
        return False

    def item_at(self, pos: Pos) -> Focusable | None:
        """The topmost (last listed) item under ``pos``."""
        for item in reversed(self._items):
            if item.contains(pos):
                return item
        return None

    # -- moves ------------------------------------------------------------------------------

    def step(self, delta: int) -> bool:
        """NEXT (+1) / PREV (-1) in list order, wrapping. True if focus changed."""
        if not self._items:
            return False
        if self._focus is None:
            self._focus = 0 if delta >= 0 else len(self._items) - 1
            return True
        before = self._focus
        self._focus = (self._focus + delta) % len(self._items)
        return self._focus != before

    def move(self, direction: Intent) -> bool:
        """Spatial move to the nearest item in ``direction``. True if focus changed."""
        if direction not in _AXES:
            raise ValueError(f"{direction} is not a direction")
        if not self._items:
            return False
        if self._focus is None:
            self._focus = 0
            return True
        target = self._nearest(direction)
        if target is None and self.wrap:
            target = self._wrapped(direction)
        if target is None or target == self._focus:
            return False
        self._focus = target
        return True

    def hover(self, pos: Pos) -> bool:
        """Focus the item under the pointer. True if focus changed."""
        item = self.item_at(pos)
        if item is None:
            return False
        index = self._items.index(item)
        if index == self._focus:
            return False
        self._focus = index
        return True

    def handle(self, event: object) -> FocusResult:
        """Apply one hub event (PointerMove or IntentEvent); other events are not consumed."""
        if isinstance(event, PointerMove):
            moved = self.hover(event.pos)
            return FocusResult(consumed=moved, moved=moved)
        if not isinstance(event, IntentEvent) or not event.is_down:
            return FocusResult()
        intent = event.intent
        if intent in _AXES:
            moved = self.move(intent)
            return FocusResult(consumed=bool(self._items), moved=moved)
        if intent in (Intent.NEXT, Intent.PREV):
            moved = self.step(1 if intent == Intent.NEXT else -1)
            return FocusResult(consumed=bool(self._items), moved=moved)
        if intent == Intent.CONFIRM and event.pressed:
            moved = False
            if event.pos is not None:  # a click acts on what is under the pointer
                item = self.item_at(event.pos)
                if item is None:
                    return FocusResult()
                moved = self.hover(event.pos)
            item = self.focused
            if item is None:
                return FocusResult()
            if not item.enabled:
                return FocusResult(consumed=True, moved=moved, refused=item)
            return FocusResult(consumed=True, moved=moved, activated=item)
        return FocusResult()

    # -- geometry -----------------------------------------------------------------------------

    def _nearest(self, direction: Intent) -> int | None:
        assert self._focus is not None
        current = self._items[self._focus]
        axis, sign = _AXES[direction]
        # Items within 45 degrees of the direction first (of the current group, then of any:
        # right from the last cat of a row goes to the button beside the fields, not to a cat
        # of another row further right), then the rest of the half-plane.
        best: dict[tuple[bool, bool], tuple[float, int]] = {}
        for index, item in enumerate(self._items):
            if index == self._focus:
                continue
            score = _score(current.rect, item.rect, axis, sign)
            if score is None:
                continue
            rank = (not _in_cone(current.rect, item.rect, axis), item.group != current.group)
            if rank not in best or score < best[rank][0]:
                best[rank] = (score, index)
        if not best:
            return None
        return best[min(best)][1]

    def _wrapped(self, direction: Intent) -> int | None:
        """With nothing further in ``direction``: the far end of the same row/column."""
        assert self._focus is not None
        current = self._items[self._focus]
        axis, sign = _AXES[direction]
        other = 1 - axis
        candidates = [
            (index, item)
            for index, item in enumerate(self._items)
            if index != self._focus
            and item.group == current.group
            and _overlap(current.rect, item.rect, other) > 0
        ]
        if not candidates:
            return None
        # going right past the end -> the leftmost; going down past the end -> the topmost
        return min(
            candidates,
            key=lambda c: (
                sign * c[1].center[axis],
                abs(c[1].center[other] - current.center[other]),
                c[0],
            ),
        )[0]


def _in_cone(current: Box, item: Box, axis: int) -> bool:
    """``item`` lies within 45 degrees of ``axis`` seen from ``current`` (or beside it: the
    two overlap across the axis)."""
    other = 1 - axis
    if _overlap(current, item, other) > 0:
        return True
    along = abs((item[axis] + item[axis + 2] / 2) - (current[axis] + current[axis + 2] / 2))
    across = abs((item[other] + item[other + 2] / 2) - (current[other] + current[other + 2] / 2))
    return across <= along


def _overlap(a: Box, b: Box, axis: int) -> float:
    """Length of the overlap of the two boxes' extents on ``axis`` (negative = gap)."""
    a0, a1 = a[axis], a[axis] + a[axis + 2]
    b0, b1 = b[axis], b[axis] + b[axis + 2]
    return min(a1, b1) - max(a0, b0)


def _score(current: Box, item: Box, axis: int, sign: int) -> float | None:
    """How far ``item`` is in the direction (axis, sign) from ``current``; None if not there."""
    c_center = current[axis] + current[axis + 2] / 2
    i_center = item[axis] + item[axis + 2] / 2
    if sign * (i_center - c_center) <= 0:
        return None
    gap: float
    if sign > 0:
        gap = item[axis] - (current[axis] + current[axis + 2])
    else:
        gap = current[axis] - (item[axis] + item[axis + 2])
    gap = max(0.0, gap) + 0.01 * abs(i_center - c_center)  # nearest edge, then nearest centre
    other = 1 - axis
    ortho_gap = max(0.0, -_overlap(current, item, other))
    ortho_offset = abs(
        (item[other] + item[other + 2] / 2) - (current[other] + current[other + 2] / 2)
    )
    return gap + 2.0 * ortho_gap + 0.25 * ortho_offset
