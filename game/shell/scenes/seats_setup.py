"""A new game's seats, for every game of the box: each seat a human (the keyboard and mouse, or a
pad that joins with a press) or a bot of a level; its name; its own settings (text size,
symbols, narration, vibration). The last game's seats and pads come back. Each game's setup
screen subclasses it and adds its own rows (The Isle of Cats: mode, boats; Kitten Toys: the
player count) and how the game starts.

A game of many seats (Dice Quest's eight) gives each seat one row (``one_row_per_seat``): its
number and name, and who plays it, changed with left and right; confirm opens the seat's own
screen ("seat": who plays it, its name, its own settings). Eight such rows, the player count
and the closing rows fit the window side by side in two columns at every text size."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from game.shell.input import (
    DeviceId,
    IntentEvent,
    JoinRequest,
    SeatDisconnected,
    SeatReconnected,
)
from game.shell.options import SEED_DIGITS
from game.shell.safeio import ReadError
from game.shell.scenes.backdrop import draw_living_background
from game.shell.scenes.menu_base import MenuScene
from game.shell.scenes.setup_memory import (
    M,
    RememberedSeat,
    SeatProfile,
    SeatsMemory,
    load_setup,
    save_setup,
)
from game.shell.scenes.stack import Host
from game.shell.session.files import set_aside
from game.shell.session.names import clean_name
from game.shell.session.seated import SeatConfig
from game.shell.ui import text
from game.shell.ui.gui import Button, Choice, TextField, Widget
from game.shell.ui.panels import plate

NAMES = ["Mia", "Leo", "Nora", "Sam", "Zoé", "Hugo", "Ada", "Noah", "Lou", "Iris", "Jules", "Maya"]
SEAT_KINDS = ("human", "easy", "normal", "hard")


@dataclass
class SeatRow(Choice):
    """A seat on one row: left and right change who plays it; confirm (a click) opens the
    seat's own screen."""

    on_open: Callable[[], None] | None = None

    def activate(self) -> bool:
        if self.enabled and self.on_open is not None:
            self.on_open()
            return True
        return super().activate()


def seed_digits(typed: str) -> str:
    """The ASCII digits of what was typed in the seed field (at most ``SEED_DIGITS``)."""
    return "".join(c for c in typed if c in "0123456789")[:SEED_DIGITS]


def pad_words(app: Host, device) -> dict[str, object]:
    """A seated pad as players read it: its number (1 for the first pad that sat, never
    SDL's 0-based instance id; its player lights show it) and its make ("Xbox")."""
    info = app.input.pad_info(device)
    layout = info.layout if info is not None else "xbox"
    number = app.input.pad_number(device)
    return {
        "number": number if number is not None else "?",
        "layout": app.t(f"polish.pad.{layout}"),
    }


class SeatsSetup(MenuScene):
    """Subclasses give ``seat_count`` (the most seats the game has), ``widgets()`` (from
    ``seat_rows``) and ``start()``; ``players`` seats are in play."""

    name = "setup"
    title_key = "setup.title"
    font_size = 20.0
    seat_count = 4
    one_row_per_seat = False  # a seat's row says who plays it; its screen holds the rest
    game_id = ""  # the game set up: its last setup is in its descriptor's file
    memory_model: type[SeatsMemory] | None = None  # what is remembered (players and seats)

    def __init__(self, app: Host, slot: int | None = None) -> None:
        super().__init__(app)
        self.slot = slot  # the save slot the player chose to replace (else a free one)
        self.players = 4
        self.kinds = ["human"] + ["normal"] * (self.seat_count - 1)
        self.names = NAMES[: self.seat_count]
        self.devices: dict[int, DeviceId] = {}  # seat -> its pad
        self.profiles: dict[int, dict] = {}  # seat -> its own settings (text size, ...)
        self.seed = "" if app.next_seed is None else str(app.next_seed)
        self.joining: object | None = None  # the pad whose join press is still down
        self.pad_missing: set[int] = set()  # seats whose remembered pad is not plugged in
        self.advanced = bool(self.seed)  # the seed shows (a --seed given shows it at once)

    # --- the last setup ---------------------------------------------------------------------
    def memory_path(self) -> Path:
        return self.app.games.get(self.game_id).setup_path(self.app.config_path)

    def recall(self) -> None:
        """The last setup's player count, seats and pads (a game of more than players and
        seats recalls its own)."""
        model = self.memory_model
        memory = self.recalled(self.memory_path(), model) if model is not None else None
        if memory is not None:
            self.players = memory.players
            self.recall_seats(memory.seats)
        self.recall_pads(memory.seats if memory is not None else [])

    def remember(self) -> None:
        if self.memory_model is not None:
            memory = self.memory_model(players=self.players, seats=self.remembered_seats())
            save_setup(self.memory_path(), memory)

    def recalled(self, path: Path, model: type[M]) -> M | None:
        """The last setup (of ``model``, the game's own); a file that cannot be trusted is
        kept aside with a message."""
        try:
            return load_setup(path, model)
        except (ReadError, OSError) as error:
            key, values = set_aside(path, error, "files.setup")
            self.app.notify(key, **values)
            return None

    def recall_seats(self, seats: list[RememberedSeat], humans_only: bool = False) -> None:
        """The remembered seats' kinds, names and own settings."""
        for seat, kept in enumerate(seats[: self.seat_count]):
            self.kinds[seat] = "human" if humans_only else kept.kind
            self.names[seat] = kept.name or self.names[seat]
            if kept.profile.as_profile():
                self.profiles[seat] = kept.profile.as_profile()

    def recall_pads(self, seats: list[RememberedSeat]) -> None:
        """Pads come back to their seats when they are still seated (the last game) or
        plugged in (the same pad, by its GUID)."""
        wanted = {s: k.pad for s, k in enumerate(seats[: self.seat_count]) if k.pad}
        infos = {info.device: info for info in self.app.input.pads}
        for seat in range(self.players):
            if self.kinds[seat] != "human":
                continue
            device = self.app.input.device_of_seat(seat)
            if device is None or device not in infos:
                device = next(
                    (
                        d
                        for d, info in infos.items()
                        if info.guid == wanted.get(seat)
                        and d not in self.devices.values()
                        and not self.app.input.seats.seats_of(d)
                    ),
                    None,
                )
            if device is not None and device not in self.devices.values():
                self.devices[seat] = device
                self.app.input.assign_seat(seat, device)
            elif seat in wanted:
                self.pad_missing.add(seat)  # the keyboard serves it until a pad joins: said

    def remembered_seats(self, **extra: dict) -> list[RememberedSeat]:
        """Every seat as the next setup will find it (``extra``: per field, seat -> value)."""
        seats = []
        for seat in range(self.seat_count):
            device = self.devices.get(seat)
            info = self.app.input.pad_info(device) if device is not None else None
            seats.append(
                RememberedSeat(
                    kind=self.kinds[seat],
                    name=self.names[seat],
                    pad=info.guid if info is not None else None,
                    profile=SeatProfile(**self.profiles.get(seat, {})),
                    **{field: values.get(seat) for field, values in extra.items()},
                )
            )
        return seats

    # --- the form -----------------------------------------------------------------------------
    def build(self) -> None:
        drop = 22.0 * max(0.0, self.app.settings.text_scale - 1)  # the larger title and hint
        x, y, w, h = type(self).area
        self.area = (x, y + drop, w, h - drop)
        super().build()

    def seat_rows(self, seat: int, profile: bool = True) -> list[Widget]:
        """A seat's rows: who plays it, its name, and (a human's, with ``profile``) its own
        settings; with ``one_row_per_seat``, the seat's one row."""
        t = self.t
        if self.one_row_per_seat:
            return [self.seat_row(seat)]
        rows: list[Widget] = [
            Choice(
                f"kind{seat}",
                t("setup.seat", number=seat + 1),
                options=self.seat_options(seat),
                value=self.seat_value(seat),
                on_change=partial(self.set_kind, seat),
            ),
            TextField(
                f"name{seat}",
                t("setup.name", number=seat + 1),
                value=self.names[seat],
                suggestions=NAMES,
                on_change=partial(self.set_name, seat),
                on_refused=self.refuse_hidden,
            ),
        ]
        if self.kinds[seat] == "human" and profile:
            rows.append(
                Button(
                    f"profile{seat}",
                    t("setup.profile", name=self.names[seat] or NAMES[seat]),
                    on_press=partial(self.edit_profile, seat),
                )
            )
        return rows

    def seat_row(self, seat: int) -> SeatRow:
        """The seat's one row: its number and name, who plays it (short words), and its screen
        on confirm."""
        name = self.names[seat] or NAMES[seat % len(NAMES)]
        return SeatRow(
            f"kind{seat}",
            self.t("seats.row", number=seat + 1, name=name),
            options=self.seat_options(seat, short=True),
            value=self.seat_value(seat),
            on_change=partial(self.set_kind, seat),
            on_open=partial(self.app.open, "seat", self, seat),
        )

    def closing_rows(self) -> list[Widget]:
        """Start, the advanced options (the seed of a replayable deal, hidden until asked
        for) and Back."""
        t = self.t
        rows: list[Widget] = [
            Button("start", t("setup.start"), primary=True, on_press=self.start),
            Button(
                "advanced",
                t("polish.setup.advanced_hide" if self.advanced else "polish.setup.advanced"),
                on_press=self.toggle_advanced,
            ),
        ]
        if self.advanced:
            rows.append(
                TextField(
                    "seed",
                    t("setup.seed"),
                    value=self.seed,
                    max_length=10,
                    on_change=self.set_seed,
                )
            )
        return rows + [Button("back", t("prompt.back"), on_press=self.back)]

    def toggle_advanced(self) -> None:
        self.advanced = not self.advanced
        self.build()

    def kind_options(self, seat: int) -> tuple[str, ...]:
        return SEAT_KINDS

    def seat_options(self, seat: int, short: bool = False) -> list[tuple[object, str]]:
        """Who may play the seat, in its cycle: each connected pad (the seat's own and every
        pad no other seat holds: a pad is in one seat at a time), the keyboard and mouse,
        then the bots the game allows here (issue 43, item 4: no seat offered a connected
        pad, and a seat's pad could not give way to the keyboard without being unplugged).
        ``short``: the words of the seat's one row."""
        options: list[tuple[object, str]] = []
        for kind in self.kind_options(seat):
            if kind == "human":  # the pads, then the keyboard next to the bots
                options += [(pad, self.pad_label(pad, short)) for pad in self.pads_for(seat)]
            options.append((kind, self.kind_label(seat, kind, short)))
        return options

    def pads_for(self, seat: int) -> list:
        """The connected pads the seat may take: its own and those no other seat holds."""
        held = {d for s, d in self.devices.items() if s != seat}
        return [info.device for info in self.app.input.pads if info.device not in held]

    def seat_value(self, seat: int) -> object:
        """The seat's place in its cycle: its pad, else its kind ("human": the keyboard)."""
        device = self.devices.get(seat)
        return device if self.kinds[seat] == "human" and device is not None else self.kinds[seat]

    def kind_label(self, seat: int, kind: str, short: bool = False) -> str:
        """A kind of player in words: a bot of a level, or a human at the keyboard (or at a
        remembered pad that is not plugged in); ``short``: for the seat's one row."""
        if kind != "human":
            return self.t("setup.bot", level=self.t(f"setup.level.{kind}"))
        if seat in self.pad_missing and seat not in self.devices:
            return self.t("seats.kind.pad_missing" if short else "polish.setup.pad_missing")
        return self.t("seats.kind.keyboard" if short else "setup.human_keyboard")

    def pad_label(self, device, short: bool = False) -> str:
        """A pad in a seat's cycle: its number once seated, its make before."""
        words = pad_words(self.app, device)
        if self.app.input.pad_number(device) is None:
            return self.t("seats.kind.free_pad" if short else "polish.setup.human_free_pad", **words)
        return self.t("seats.kind.pad" if short else "polish.setup.human_pad", **words)

    def set_players(self, count: int) -> None:
        self.players = count
        self.build()

    def set_kind(self, seat: int, kind: object) -> None:
        """The seat's player from its cycle: a bot of a level, the keyboard ("human"), or a
        pad (its DeviceId)."""
        self.pad_missing.discard(seat)
        if isinstance(kind, str):
            self.kinds[seat] = kind
            if self.devices.pop(seat, None) is not None:
                self.app.input.release_seat(seat)  # its pad may join again (a press)
        else:
            self.seat_pad(seat, kind)
        self.relayout()  # built again now when on top; else when the seat's screen closes

    def seat_pad(self, seat: int, device) -> None:
        """``device`` (a pad) plays ``seat``; another seat it held goes to the keyboard."""
        for other, held in list(self.devices.items()):
            if held == device and other != seat:
                del self.devices[other]
                self.app.input.release_seat(other)
        if self.devices.get(seat) not in (None, device):
            self.app.input.release_seat(seat)
        self.kinds[seat] = "human"
        self.pad_missing.discard(seat)
        self.devices[seat] = device
        self.app.input.assign_seat(seat, device)

    def edit_profile(self, seat: int) -> None:
        profile = self.profiles.setdefault(seat, {})
        self.app.open("profile", self.names[seat] or NAMES[seat], profile)

    def set_seed(self, typed: str) -> None:
        """The seed field keeps ASCII digits only (an AZERTY "²" or a full-width digit typed in
        it is dropped, never passed to int())."""
        self.seed = seed_digits(typed)
        if self.seed != typed and self.form is not None:
            field = next(
                (w for w in self.form.widgets if isinstance(w, TextField) and w.key == "seed"),
                None,
            )
            if field is not None and field.element is not None:
                field.value = self.seed
                field.element.set_text(self.seed)

    def set_name(self, seat: int, name: str) -> None:
        self.names[seat] = clean_name(name)  # the one rule (game/shell/session/names.py)

    def refuse_hidden(self) -> None:
        """A control or invisible character was typed or pasted into a name: refused, and the
        player is told in a message (typing goes on after it)."""
        self.app.sound("invalid")
        self.app.notify("names.hidden_refused")

    # --- pads joining -----------------------------------------------------------------------
    def handle(self, event) -> bool:
        if isinstance(event, JoinRequest) and event.device.is_pad:
            self.join(event.device)
            self.joining = event.device
            return True
        if isinstance(event, SeatDisconnected):  # its pad was unplugged: the seat waits for one
            self.devices.pop(event.seat, None)
            self.build()
            return True
        if isinstance(event, SeatReconnected):  # a pad took the seat back (its press did that)
            self.pad_missing.discard(event.seat)
            self.devices[event.seat] = event.device
            self.kinds[event.seat] = "human"
            self.build()
            return True
        if isinstance(event, IntentEvent) and event.device == self.joining:
            if event.released:  # the press that joins does nothing else (A would change a row)
                self.joining = None
            return True
        return super().handle(event)

    def can_add_seat(self) -> bool:
        """A pad joining with every seat taken by a human may add a seat."""
        return self.players < self.seat_count

    def join(self, device) -> None:
        """A pad's press joins: it takes the seat in focus, else the first bot's seat, else a
        new seat, else (every seat a person's) the first seat played at the keyboard. The
        keyboard player keeps their seat and name (issue 43, item 4: the press always took
        seat 1); while nobody has pressed a key or a mouse button, though, a person's seat
        without a pad is nobody's yet (a couch of pads alone), and the pad takes it first."""
        if device in self.devices.values():
            return
        seat = self.seat_to_join()
        if seat is None:
            return
        self.seat_pad(seat, device)
        self.build()

    def focused_seat(self) -> int | None:
        """The seat whose row has the focus (its player, name, settings...), if any."""
        widget = self.form.focused if self.form is not None else None
        key = widget.key if widget is not None else ""
        digits = key[len(key.rstrip("0123456789")) :]
        if not digits or key == digits or key.startswith("seed"):
            return None
        seat = int(digits)
        return seat if seat < self.players else None

    def seat_to_join(self) -> int | None:
        focused = self.focused_seat()
        if focused is not None and focused not in self.devices:
            if "human" in self.kind_options(focused):
                return focused
        free = [s for s in range(self.players) if self.kinds[s] == "human"]
        free = [s for s in free if s not in self.devices]
        if free and not self.app.input.keyboard_used:
            return free[0]
        bots = [s for s in range(self.players) if self.kinds[s] != "human"]
        if bots:
            return bots[0]
        if self.can_add_seat():
            self.players += 1
            self.kinds[self.players - 1] = "human"
            return self.players - 1
        keyboard = [s for s in range(self.players) if s not in self.devices]
        return keyboard[0] if keyboard else None

    # --- starting ---------------------------------------------------------------------------
    def seat_configs(self) -> list[SeatConfig]:
        """The seats in play, as the session keeps them; the pads of the seats out of play are
        let go."""
        seats = []
        for seat in range(self.players):
            kind = self.kinds[seat]
            name = self.names[seat] or NAMES[seat]
            seats.append(
                SeatConfig(
                    name,
                    "human" if kind == "human" else "bot",
                    kind if kind != "human" else "normal",
                    dict(self.profiles.get(seat, {})) if kind == "human" else {},
                )
            )
        for seat in range(self.app.input.seats.count):
            if seat not in self.devices:
                self.app.input.release_seat(seat)
        return seats

    def seed_value(self) -> int | None:
        digits = seed_digits(self.seed)
        return int(digits) if digits else None

    def start(self) -> None:
        raise NotImplementedError

    def draw_background(self, surface) -> None:
        draw_living_background(surface, self.app)
        shade = surface.copy()
        shade.fill(self.app.palette.background)
        shade.set_alpha(150)
        surface.blit(shade, (0, 0))

    def draw_extra(self, surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        words = self.t("setup.join_hint")
        size = text.fit_size(words, "body", layout.dense(18), layout.px(1220))
        hint = text.render(words, "body", size, palette.text)
        title_size = text.fit_size(
            self.t(self.title_key), "title", layout.heading(44), layout.px(1200)
        )
        below_title = layout.point(640, 96)[1] + text.font("title", title_size).get_height() // 2
        where = hint.get_rect(
            midtop=(layout.point(640, 0)[0], max(layout.point(0, 128)[1], below_title))
        )
        plate(surface, where.inflate(layout.px(24), layout.px(6)), self.app)
        surface.blit(hint, where)
