"""Which sound each of The Isle of Cats' rules events makes, as data: ``SOUND_FOR_EVENT``
(event class name -> sound name of the shell's audio, game/shell/ui/audio.py) read by
``sound_for``; ``SILENT_EVENTS`` lists the events that make none on purpose."""

from __future__ import annotations

from collections.abc import Iterable

from game.isle.rules.events import Event
from game.isle.rules.ids import COLORS

MEOW = "meow"  # in SOUND_FOR_EVENT: the meow of the event's cat colour
NO_COLOR_CAT = "pick"  # what a cat-like tile without a colour yet (an Oshax) sounds like

SOUND_FOR_EVENT: dict[str, str] = {
    "BoatsDealt": "card_deal",
    "FishGained": "fish",
    "FishPaid": "fish",
    "CardsDealt": "card_deal",
    "CardsKept": "pick",
    "HandsPassed": "card_deal",
    "CardBought": "card_flip",
    "CardsDiscarded": "card_deal",
    "LessonsRead": "card_flip",
    "RescueCardsDeclared": "card_deal",
    "RescueCardsRevealed": "card_flip",
    "CatRescued": MEOW,
    "TilePlaced": "place",
    "MapCovered": "bonus",  # only when ``bonus``: a plain covered map is just the placing
    "TreasureTaken": "pick",
    "CardPlayed": "card_flip",
    "BasketsChanged": "flip",
    "DayEnded": "day_end",
    "GameEnded": "final_score",
    "OshaxRowLaid": "card_deal",
    "SisterColorRevealed": "card_flip",
    "SisterLessonDrawn": "card_deal",
    "SisterCardRevealed": "card_flip",
    "SisterRemovedCat": MEOW,
    "SisterRemovedRare": "pick",
    "SisterRemovedOshax": "pick",
    "SisterRemovedCommon": "pick",
    "SisterSwitchedCats": "rotate",
}
SILENT_EVENTS: frozenset[str] = frozenset(
    {
        "OrderSet",
        "DayStarted",
        "TileDrawn",
        "TileDiscarded",
        "TilesRemoved",
        "CatMoved",
        "LessonsDiscarded",
        "Passed",
        "PhaseStarted",
        "CatsRanAway",
        "SisterOrderSet",
        "SisterFoundNothing",
        "SisterCardsDiscarded",
    }
)


def sound_for(event: Event) -> str | None:
    """The sound a rules event makes, or None."""
    kind = type(event).__name__
    name = SOUND_FOR_EVENT.get(kind)
    if name == MEOW:
        color = getattr(getattr(event, "tile", None), "color", None)
        return f"meow_{color}" if color in COLORS else NO_COLOR_CAT
    if kind == "MapCovered" and not getattr(event, "bonus", False):
        return None
    return name


def sounds_for(events: Iterable[Event]) -> list[str]:
    """The sounds of a batch of events, each once, in order (four seats gaining fish at once
    make one plop)."""
    out: list[str] = []
    for event in events:
        name = sound_for(event)
        if name is not None and name not in out:
            out.append(name)
    return out
