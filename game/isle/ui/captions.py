"""What each seat did, as the table saw it: the rules' events grouped into moves (a rescue
with its placement, a card played with what it gave, a pass), each with its caption in words.

The game scene feeds every batch of events to a ``Recap``; the captions over the table, the
"since your turn" strip, the timeline and the narration all read its moves. Nothing here
decides anything: a move is only a reading of the events, and its words are written for the
seat that reads them (``caption``), so a card bought in secret stays a secret.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.isle.data.window import isle_texts
from game.isle.rules import events as ev
from game.isle.rules.ids import Tile
from game.isle.rules.vocabulary import CardType, Phase, TileKind
from game.isle.ui.narration import color_word, describe, describe_sister, tile_words
from game.shell.engine.dispatch import Dispatch
from game.shell.ui.narration import personal

SISTER = -2  # the solo sister's "seat" in moves (she has none in the state)
TABLE = -1  # moves of nobody: the turn order revealed, cats running away at night

# Phases shown together on the timeline, under the name of the first.
PHASE_GROUPS: dict[Phase, str] = {
    Phase.SETUP: "morning",
    Phase.FILL: "morning",
    Phase.FISHING: "morning",
    Phase.DEAL: "morning",
    Phase.DRAFT: "draft",
    Phase.BUY: "buy",
    Phase.LESSONS: "lessons",
    Phase.DECLARE: "rescue",
    Phase.RESCUE: "rescue",
    Phase.RARE_FINDS: "rare_finds",
    Phase.END_OF_DAY: "night",
    Phase.FINAL: "night",
    Phase.OVER: "night",
}

# Events whose words, for another seat, are its move's caption (said once, as one sentence).
CAPTIONED = (
    ev.CatRescued,
    ev.TilePlaced,
    ev.CardPlayed,
    ev.Passed,
    ev.CardBought,
    ev.RescueCardsDeclared,
    ev.LessonsRead,
    ev.TreasureTaken,
    ev.TileDiscarded,
    ev.MapCovered,
    ev.FishGained,
    ev.RescueCardsRevealed,
    ev.CatsRanAway,
)

# Kinds of move that bring a tile which the seat places on its boat next.
BRINGS_TILE = frozenset({"rescue", "treasure", "oshax", "rare"})
SELL_BASKET = "discard_permanent_basket_for_fish"  # the one card that gives a basket up


@dataclass
class Move:
    """One seat's action as everybody saw it (or the table's: ``seat`` TABLE / SISTER)."""

    index: int
    day: int
    phase: Phase
    seat: int
    kind: str  # rescue placed oshax rare treasure card moved to_field lost passed bought
    #            bought_public declared lessons order ran_away sister
    tile: Tile | None = None
    field: str | None = None  # the field a cat left or went to
    cost: int = 0  # fish paid (a cat, cards bought)
    free: bool = False  # rescued without fish (the Family game)
    mask: int = 0  # where the tile landed on the seat's boat (0: not placed yet)
    card: int | None = None
    color: str | None = None
    count: int = 0  # cards bought or declared, private lessons, cats that ran away
    fish: int = 0  # fish a card gave
    basket: int = 0  # permanent baskets a card gave (+1) or took (-1)
    tiles: tuple[Tile, ...] = ()  # cats that ran away
    cards: tuple[int, ...] = ()  # public lessons revealed
    order: tuple[int, ...] = ()
    bonus: bool = False  # the placement covered a treasure map of the cat's colour
    event: ev.Event | None = None  # the sister's event, as the rules gave it

    @property
    def group(self) -> str:
        return PHASE_GROUPS.get(self.phase, "morning")

    @property
    def placed(self) -> bool:
        return bool(self.mask)

    @property
    def is_seat(self) -> bool:
        return self.seat >= 0


@dataclass
class Recap:
    """Every move of the game so far, in order, and where each human's last turn ended."""

    day: int = 1
    phase: Phase = Phase.SETUP
    moves: list[Move] = field(default_factory=list)
    marks: dict[int, int] = field(default_factory=dict)  # seat -> moves seen at its last turn
    content: object = None

    def add(self, events: tuple[ev.Event, ...]) -> list[Move]:
        """Read one batch of events (one action and the draws it made due); returns the moves
        it created or completed, oldest first."""
        batch = Batch(self)
        for event in events:
            READ(event, batch)
        return batch.touched

    # --- reading ----------------------------------------------------------------------------
    def _last(self, seat: int) -> Move | None:
        for move in reversed(self.moves):
            if move.seat == seat:
                return move
        return None

    def _waiting(self, seat: int, tile: Tile) -> Move | None:
        """The seat's last move that brought this tile and has not placed it yet."""
        for move in reversed(self.moves[-12:]):
            if move.seat != seat:
                continue
            if (
                (move.kind in BRINGS_TILE or move.kind == "card")
                and not move.placed
                and move.tile is not None
                and move.tile.shape == tile.shape
            ):
                return move
            return None
        return None

    def _card_kind(self, card: int) -> str:
        cards = getattr(self.content, "cards", None)
        kind = cards[card].type if cards is not None and card in cards else CardType.ANYTIME
        return {CardType.OSHAX: "oshax", CardType.TREASURE: "rare"}.get(kind, "card")

    def _card_player(self) -> int:
        """Who is resolving a card now (cards 77 and 83 act after they are played)."""
        for move in reversed(self.moves):
            if move.kind == "card":
                return move.seat
        return TABLE

    def _effect(self, card: int | None) -> str:
        cards = getattr(self.content, "cards", None)
        return cards[card].effect if cards is not None and card in cards else ""

    def _bought(self, event: ev.CardBought, new, touch) -> None:
        if event.color:  # a public lesson is named in front of everybody
            new(event.seat, "bought_public", card=event.card, color=event.color, cost=event.price)
            return
        last = self.moves[-1] if self.moves else None
        if (
            last is not None
            and last.kind == "bought"
            and last.seat == event.seat
            and last.day == self.day
            and last.phase == self.phase
        ):  # a seat's secret buys of one step read as one move
            last.count += 1
            last.cost += event.price
            touch(last)
            return
        new(event.seat, "bought", count=1, cost=event.price)

    def replay(self, past, humans: list[int]) -> None:
        """Rebuild the moves from the game's past (``GameSession.past_events``: each action,
        None for the dealer's, with its events), and where each human last took a turn."""
        from game.isle.rules.actions import Decline

        for action, events in past:
            self.add(events)
            if action is not None and action.seat in humans and not isinstance(action, Decline):
                self.mark(action.seat)

    def mark(self, seat: int) -> None:
        """``seat`` (a human) has just acted: what follows is news for it."""
        self.marks[seat] = len(self.moves)

    def since(self, seat: int) -> list[Move]:
        """What the others did since ``seat`` last acted, oldest first."""
        return [m for m in self.moves[self.marks.get(seat, 0) :] if m.seat != seat]


@dataclass
class Batch:
    """One batch of events being read into a recap: the moves it created or completed."""

    recap: Recap
    touched: list[Move] = field(default_factory=list)

    def new(self, seat: int, kind: str, **values) -> Move:
        recap = self.recap
        move = Move(len(recap.moves), recap.day, recap.phase, seat, kind, **values)
        recap.moves.append(move)
        self.touched.append(move)
        return move

    def touch(self, move: Move) -> Move:
        if move not in self.touched:
            self.touched.append(move)
        return move


def _unread(event: ev.Event, batch: Batch) -> None:
    return None


# How the recap groups each event into the seats' moves.
READ: Dispatch[ev.Event, [Batch], None] = Dispatch(
    "isle captions",
    otherwise=_unread,
    silent=(
        ev.BoatsDealt,
        ev.OrderSet,
        ev.FishPaid,
        ev.CardsDealt,
        ev.CardsKept,
        ev.HandsPassed,
        ev.CardsDiscarded,
        ev.TilesRemoved,
        ev.LessonsDiscarded,
        ev.DayEnded,
        ev.GameEnded,
        ev.OshaxRowLaid,
        ev.SisterCardsDiscarded,
        ev.SisterLessonDrawn,
    ),
)


@READ.on(ev.DayStarted)
def _day(event: ev.DayStarted, batch: Batch) -> None:
    batch.recap.day = event.day


@READ.on(ev.PhaseStarted)
def _phase(event: ev.PhaseStarted, batch: Batch) -> None:
    batch.recap.phase, batch.recap.day = event.phase, event.day


@READ.on(ev.CatRescued)
def _rescued(event: ev.CatRescued, batch: Batch) -> None:
    batch.new(
        event.seat,
        "rescue",
        tile=event.tile,
        field=event.field,
        cost=event.cost,
        free=event.pay == "free",
    )


@READ.on(ev.TilePlaced)
def _placed(event: ev.TilePlaced, batch: Batch) -> None:
    waiting = batch.recap._waiting(event.seat, event.tile)
    if waiting is None:
        waiting = batch.new(event.seat, "placed", tile=event.tile)
    waiting.mask, waiting.tile = event.mask, event.tile
    batch.touch(waiting)


@READ.on(ev.MapCovered)
def _map(event: ev.MapCovered, batch: Batch) -> None:
    last = batch.recap._last(event.seat)
    if last is not None and event.bonus:
        batch.touch(last).bonus = True


@READ.on(ev.CardPlayed)
def _played(event: ev.CardPlayed, batch: Batch) -> None:
    kind = batch.recap._card_kind(event.card)
    batch.new(event.seat, kind, card=event.card, color=event.color)


@READ.on(ev.TreasureTaken)
def _treasure(event: ev.TreasureTaken, batch: Batch) -> None:
    last = batch.recap._last(event.seat)
    if (
        last is not None
        and last.kind in ("oshax", "rare")
        and last.tile is None
        and last in batch.touched
    ):
        batch.touch(last).tile = event.tile
    else:  # a common treasure: a card's, or the treasure map's (rules.md 3.3)
        from_map = last is not None and last.bonus and last.placed
        batch.new(event.seat, "treasure", tile=event.tile, bonus=from_map)


@READ.on(ev.FishGained)
def _fish(event: ev.FishGained, batch: Batch) -> None:
    if event.reason != "card":
        return
    last = batch.recap._last(event.seat)
    if last is not None and last.kind == "card" and last in batch.touched:
        batch.touch(last).fish += event.amount


@READ.on(ev.BasketsChanged)
def _baskets(event: ev.BasketsChanged, batch: Batch) -> None:
    recap = batch.recap
    last = recap._last(event.seat)
    if last is not None and last.kind == "card" and last in batch.touched:
        batch.touch(last).basket = -1 if recap._effect(last.card) == SELL_BASKET else 1


@READ.on(ev.CatMoved)
def _moved(event: ev.CatMoved, batch: Batch) -> None:
    batch.new(batch.recap._card_player(), "moved", tile=event.tile, field=event.to)


@READ.on(ev.TileDrawn)
def _drawn(event: ev.TileDrawn, batch: Batch) -> None:
    recap = batch.recap
    if event.to == "boat":  # card 75
        last = recap._last(recap._card_player())
        if last is not None and last.kind == "card" and last.tile is None:
            batch.touch(last).tile = event.tile
    elif event.to in ("left", "right"):
        if recap.phase not in (Phase.SETUP, Phase.FILL):  # card 83: a seat chose
            batch.new(recap._card_player(), "to_field", tile=event.tile, field=event.to)


@READ.on(ev.TileDiscarded)
def _lost(event: ev.TileDiscarded, batch: Batch) -> None:
    batch.new(event.seat, "lost", tile=event.tile)


@READ.on(ev.Passed)
def _passed(event: ev.Passed, batch: Batch) -> None:
    batch.new(event.seat, "passed")


@READ.on(ev.CardBought)
def _bought(event: ev.CardBought, batch: Batch) -> None:
    batch.recap._bought(event, batch.new, batch.touch)


@READ.on(ev.RescueCardsDeclared)
def _declared(event: ev.RescueCardsDeclared, batch: Batch) -> None:
    batch.new(event.seat, "declared", count=event.count)


@READ.on(ev.LessonsRead)
def _lessons(event: ev.LessonsRead, batch: Batch) -> None:
    public = tuple(c for c, _ in event.public)
    batch.new(event.seat, "lessons", cards=public, count=len(event.private_cards))


@READ.on(ev.RescueCardsRevealed)
def _order(event: ev.RescueCardsRevealed, batch: Batch) -> None:
    batch.new(TABLE, "order", order=tuple(event.order))


@READ.on(ev.CatsRanAway)
def _ran_away(event: ev.CatsRanAway, batch: Batch) -> None:
    batch.new(TABLE, "ran_away", tiles=tuple(event.tiles), count=len(event.tiles))


def _sister(event: ev.Event, batch: Batch) -> None:
    """The sister's move, with the tile it is about (her lesson drawn and her discards are
    none: silent above)."""
    tile = getattr(event, "tile", None)
    batch.new(SISTER, "sister", event=event, tile=tile if isinstance(tile, Tile) else None)


for _kind in (
    ev.SisterColorRevealed,
    ev.SisterCardRevealed,
    ev.SisterOrderSet,
    ev.SisterRemovedCat,
    ev.SisterRemovedRare,
    ev.SisterRemovedOshax,
    ev.SisterRemovedCommon,
    ev.SisterSwitchedCats,
    ev.SisterFoundNothing,
):
    READ.on(_kind)(_sister)


# --- words ------------------------------------------------------------------------------------


def caption(app, move: Move) -> str:
    """The move in one sentence (no final full stop): "Leo rescues the blue cat for 5 fish"."""
    lang = app.settings.language
    name = app.seat_name(move.seat) if move.is_seat else ""

    def t(key: str, **values) -> str:  # the player's own moves are said to them (34.4)
        if key.startswith("caption.") and move.is_seat:
            key = personal(app, move.seat, key)
        return app.t(key, **values)

    def card_name() -> str:  # the card moves (rare, card, bought_public) name their card
        assert move.card is not None
        return isle_texts(app).card_name(move.card, lang)

    color = color_word(app, move.tile.color) if move.tile is not None else ""
    kind = move.kind
    if kind == "rescue":
        if move.free:
            return t("caption.rescue_free", name=name, color=color)
        return t("caption.rescue", name=name, color=color, fish=t("common.fish", count=move.cost))
    if kind == "placed":
        return t("caption.placed", name=name, tile=tile_words(app, move.tile))
    if kind == "oshax":
        words = tile_words(app, move.tile) if move.tile is not None else t("tile.oshax")
        return t("caption.oshax", name=name, tile=words)
    if kind == "rare":
        card = card_name()
        if move.tile is not None and move.tile.kind == TileKind.RARE:
            return t("caption.rare", name=name, card=card)
        return t("caption.card", name=name, card=card)
    if kind == "treasure":
        key = "caption.treasure_map" if move.bonus else "caption.treasure"
        return t(key, name=name, tile=tile_words(app, move.tile))
    if kind == "card":
        card = card_name()
        if move.tile is not None:
            return t("caption.card_tile", name=name, card=card, tile=tile_words(app, move.tile))
        if move.fish:
            return t("caption.card_fish", name=name, card=card, count=move.fish)
        if move.basket > 0:
            return t("caption.card_basket", name=name, card=card)
        if move.color:
            return t("caption.card_color", name=name, card=card, color=color_word(app, move.color))
        return t("caption.card", name=name, card=card)
    if kind in ("moved", "to_field"):
        field_word = t(f"field.{move.field}")
        return t(f"caption.{kind}", name=name, color=color, field=field_word)
    if kind == "lost":
        return t("caption.lost", name=name, tile=tile_words(app, move.tile))
    if kind == "passed":
        return t("caption.passed", name=name)
    if kind == "bought":
        return t(
            "caption.bought", name=name, count=move.count, fish=t("common.fish", count=move.cost)
        )
    if kind == "bought_public":
        card = card_name()
        return t("caption.bought_public", name=name, card=card, color=color_word(app, move.color))
    if kind == "declared":
        if not move.count:
            return t("caption.declared_none", name=name)
        return t("caption.declared", name=name, count=move.count)
    if kind == "lessons":
        cards = ", ".join(isle_texts(app).card_name(c, lang) for c in move.cards)
        if cards and move.count:
            return t("caption.lessons_both", name=name, cards=cards, count=move.count)
        if cards:
            return t("caption.lessons_public", name=name, cards=cards)
        return t("caption.lessons_private", name=name, count=move.count)
    if kind == "order":
        return t("caption.order", order=", ".join(app.seat_name(s) for s in move.order))
    if kind == "ran_away":
        return t("caption.ran_away", count=move.count)
    if kind == "sister" and move.event is not None:
        return (describe_sister(app, move.event) or "").rstrip(".")
    return ""


def detail(app, move: Move) -> str:
    """A second line for a move, when it has one (its placement covered a treasure map of the
    cat's colour)."""
    if move.bonus and move.kind != "treasure":
        return app.t("caption.map_bonus")
    return ""


def spoken_lines(
    app, events: tuple[ev.Event, ...], moves: list[Move], served: int, said: set[int]
) -> tuple[list[str], list[str]]:
    """A batch's lines for the event log, and what narration says of it: the served seat's
    own events line by line, each other seat's move once, as its caption (``said`` keeps the
    moves already said)."""
    logged, spoken = [], []
    for event in events:
        line = describe(app, event, served)
        if not line:
            continue
        logged.append(line)
        if not (isinstance(event, CAPTIONED) and getattr(event, "seat", None) != served):
            spoken.append(line)
    for move in moves:
        if move.seat == served or move.index in said or move.kind == "sister":
            continue
        said.add(move.index)
        words = caption(app, move)
        if words:
            spoken.append(words)
    return logged, spoken
