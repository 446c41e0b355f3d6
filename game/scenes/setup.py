"""New game: mode, player count, each seat a human (with its device) or a bot, names, boats;
the last game's setup comes back. A pad joins by pressing a button; the keyboard and mouse
serve every human seat without a pad."""

from __future__ import annotations

import threading
from pathlib import Path

from game.input import IntentEvent, JoinRequest, SeatDisconnected, SeatReconnected
from game.rules.ids import BOAT_COLORS
from game.rules.vocabulary import Mode
from game.safeio import ReadError
from game.scenes.backdrop import draw_living_background
from game.scenes.menu_base import MenuScene
from game.scenes.setup_memory import (
    RememberedSeat,
    RememberedSetup,
    SeatProfile,
    load_setup,
    save_setup,
)
from game.scenes.stack import Host
from game.session.files import set_aside
from game.session.game_session import SeatConfig
from game.session.names import clean_name
from game.ui import text
from game.ui.gui import Button, Choice, TextField, Widget
from game.ui.panels import plate

NAMES = ["Mia", "Leo", "Nora", "Sam", "Zoé", "Hugo", "Ada", "Noah", "Lou", "Iris", "Jules", "Maya"]
SEAT_KINDS = ("human", "easy", "normal", "hard")
DIFFICULTIES = ("easy", "medium", "hard", "very_hard", "expert")


def seed_digits(typed: str) -> str:
    """The ASCII digits of what was typed in the seed field (at most 10)."""
    return "".join(c for c in typed if c in "0123456789")[:10]


class SetupScene(MenuScene):
    name = "setup"
    title_key = "setup.title"
    area = (250.0, 168.0, 780.0, 490.0)
    font_size = 20.0

    def __init__(self, app: Host, slot: int | None = None) -> None:
        super().__init__(app)
        self.slot = slot  # the save slot the player chose to replace (else a free one)
        self.mode = "standard"
        self.difficulty = "easy"
        self.players = 4
        self.kinds = ["human", "normal", "normal", "easy"]
        self.names = NAMES[:4]
        self.devices: dict[int, object] = {}  # seat -> pad DeviceId
        self.boats: dict[int, str] = {}  # seat -> the boat colour asked for (else random)
        self.profiles: dict[int, dict] = {}  # seat -> its own settings (text size, ...)
        self.seed = "" if app.next_seed is None else str(app.next_seed)
        self.joining: object | None = None  # the pad whose join press is still down
        self.drawing_ahead: threading.Thread | None = None  # the table's pictures, ahead
        self._ahead: tuple | None = None  # what they were drawn for
        self.recall()

    def draw_ahead(self) -> None:
        """Have the table's pictures drawn in the background for the game being set up (the
        boats once; the fields' cats again when the number of players changes their size)."""
        self.app.audio.preload_music_aside("play")  # the table's music, decoded meanwhile
        ahead = (self.mode, self.players, id(self.app.art), self.app.layout)
        if ahead == self._ahead or self.app.content_problem() is not None:
            return
        whole = self._ahead is None or self._ahead[2:] != ahead[2:]
        self._ahead = ahead
        self.drawing_ahead = self.app.art.draw_ahead(
            draw_the_table_ahead(self.app.layout, self.app.content, self.mode, self.players, whole)
        )

    # --- the last setup ---------------------------------------------------------------------
    def memory_path(self) -> Path:
        """The Isle of Cats' setup memory (each game has its own: game/app/games.py)."""
        return self.app.games.get("isle").setup_path(self.app.config_path)

    def recall(self) -> None:
        """Start from the last game's setup; pads come back to their seats when they are still
        seated (the last game) or plugged in (the same pad, by its GUID)."""
        memory = self._recalled()
        if memory is not None:
            self.mode = memory.mode
            self.difficulty = memory.difficulty
            self.players = 1 if memory.mode == Mode.SOLO else max(2, memory.players)
            for seat, kept in enumerate(memory.seats[:4]):
                self.kinds[seat] = "human" if memory.mode == Mode.SOLO else kept.kind
                self.names[seat] = kept.name or self.names[seat]
                if kept.boat is not None and kept.boat not in self.boats.values():
                    self.boats[seat] = kept.boat
                if kept.profile.as_profile():
                    self.profiles[seat] = kept.profile.as_profile()
        wanted = {s: k.pad for s, k in enumerate(memory.seats[:4]) if k.pad} if memory else {}
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

    def _recalled(self) -> RememberedSetup | None:
        """The last setup; a file that cannot be trusted is kept aside with a message."""
        path = self.memory_path()
        try:
            return load_setup(path)
        except (ReadError, OSError) as error:
            key, values = set_aside(path, error, "files.setup")
            self.app.notify(key, **values)
            return None

    def remember(self) -> None:
        seats = []
        for seat in range(4):
            device = self.devices.get(seat)
            info = self.app.input.pad_info(device) if device is not None else None
            seats.append(
                RememberedSeat(
                    kind=self.kinds[seat],
                    name=self.names[seat],
                    boat=self.boats.get(seat),
                    pad=info.guid if info is not None else None,
                    profile=SeatProfile(**self.profiles.get(seat, {})),
                )
            )
        save_setup(
            self.memory_path(),
            RememberedSetup(
                mode=self.mode, difficulty=self.difficulty, players=self.players, seats=seats
            ),
        )

    # --- the form -----------------------------------------------------------------------------
    def build(self) -> None:
        drop = 22.0 * max(0.0, self.app.settings.text_scale - 1)  # the larger title and hint
        x, y, w, h = type(self).area
        self.area = (x, y + drop, w, h - drop)
        super().build()
        self.draw_ahead()

    def widgets(self) -> list[Widget]:
        t = self.t
        widgets: list[Widget] = [
            Choice(
                "mode",
                t("setup.mode"),
                options=[(m, t(f"setup.mode.{m}")) for m in Mode],
                value=self.mode,
                on_change=self.set_mode,
            ),
        ]
        if self.mode == Mode.SOLO:
            widgets.append(
                Choice(
                    "difficulty",
                    t("setup.difficulty"),
                    options=[(d, t(f"setup.difficulty.{d}")) for d in DIFFICULTIES],
                    value=self.difficulty,
                    on_change=lambda v: setattr(self, "difficulty", v),
                )
            )
        else:
            widgets.append(
                Choice(
                    "players",
                    t("setup.players"),
                    options=[(n, str(n)) for n in (2, 3, 4)],
                    value=self.players,
                    on_change=self.set_players,
                )
            )
        for seat in range(self.players):
            options = [(k, self.kind_label(seat, k)) for k in self.kind_options(seat)]
            widgets.append(
                Choice(
                    f"kind{seat}",
                    t("setup.seat", number=seat + 1),
                    options=options,
                    value=self.kinds[seat],
                    on_change=lambda v, seat=seat: self.set_kind(seat, v),
                )
            )
            widgets.append(
                TextField(
                    f"name{seat}",
                    t("setup.name", number=seat + 1),
                    value=self.names[seat],
                    suggestions=NAMES,
                    on_change=lambda v, seat=seat: self.set_name(seat, v),
                    on_refused=self.refuse_hidden,
                )
            )
            if self.kinds[seat] == "human" and (self.players > 1 or self.mode == Mode.SOLO):
                widgets.append(
                    Button(
                        f"profile{seat}",
                        t("setup.profile", name=self.names[seat] or NAMES[seat]),
                        on_press=lambda seat=seat: self.edit_profile(seat),
                    )
                )
            widgets.append(
                Choice(
                    f"boat{seat}",
                    t("setup.boat", number=seat + 1),
                    options=[(None, t("common.random"))]
                    + [(c, t(f"color.{c}")) for c in BOAT_COLORS],
                    value=self.boats.get(seat),
                    on_change=lambda v, seat=seat: self.set_boat(seat, v),
                )
            )
        widgets += [
            TextField(
                "seed",
                t("setup.seed"),
                value=self.seed,
                max_length=10,
                on_change=self.set_seed,
            ),
            Button("start", t("setup.start"), primary=True, on_press=self.start),
            Button("back", t("prompt.back"), on_press=self.back),
        ]
        return widgets

    def kind_options(self, seat: int) -> tuple[str, ...]:
        return ("human",) if self.mode == Mode.SOLO else SEAT_KINDS

    def kind_label(self, seat: int, kind: str) -> str:
        if kind != "human":
            return self.t("setup.bot", level=self.t(f"setup.level.{kind}"))
        device = self.devices.get(seat)
        if device is None:
            return self.t("setup.human_keyboard")
        info = self.app.input.pad_info(device)
        layout = getattr(info, "layout", "pad") if info else "pad"
        return self.t("setup.human_pad", number=device.instance, layout=layout)

    def set_mode(self, mode: str) -> None:
        self.mode = mode
        if mode == Mode.SOLO:
            self.players = 1
            self.kinds[0] = "human"
        elif self.players < 2:
            self.players = 2 if mode == Mode.FAMILY else 4
        self.build()

    def set_players(self, count: int) -> None:
        self.players = count
        self.build()

    def set_kind(self, seat: int, kind: str) -> None:
        self.kinds[seat] = kind
        if kind != "human":
            self.devices.pop(seat, None)
        self.build()

    def edit_profile(self, seat: int) -> None:
        profile = self.profiles.setdefault(seat, {})
        self.app.open("profile", self.names[seat] or NAMES[seat], profile)

    def set_boat(self, seat: int, color: str | None) -> None:
        """Each boat once: asking for a boat another seat has swaps their wishes."""
        for other, taken in list(self.boats.items()):
            if taken == color and other != seat and color is not None:
                del self.boats[other]
        if color is None:
            self.boats.pop(seat, None)
        else:
            self.boats[seat] = color
        self.build()

    def set_seed(self, typed: str) -> None:
        """The seed field keeps ASCII digits only (an AZERTY "²" or a full-width digit typed in
        it is dropped, never passed to int())."""
        self.seed = seed_digits(typed)
        if self.seed != typed and self.form is not None:
            field = next((w for w in self.form.widgets if w.key == "seed"), None)
            if field is not None and field.element is not None:
                field.value = self.seed
                field.element.set_text(self.seed)

    def set_name(self, seat: int, name: str) -> None:
        self.names[seat] = clean_name(name)  # the one rule (game/session/names.py)

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
            self.devices[event.seat] = event.device
            self.kinds[event.seat] = "human"
            self.build()
            return True
        if isinstance(event, IntentEvent) and event.device == self.joining:
            if event.released:  # the press that joins does nothing else (A would change a row)
                self.joining = None
            return True
        return super().handle(event)

    def join(self, device) -> None:
        if device in self.devices.values():
            return
        free = [
            s for s in range(self.players) if self.kinds[s] == "human" and s not in self.devices
        ]
        if not free:
            bots = [s for s in range(self.players) if self.kinds[s] != "human"]
            if bots:
                free = bots[:1]
            elif self.players < 4 and self.mode != Mode.SOLO:
                self.players += 1
                free = [self.players - 1]
            else:
                return
        seat = free[0]
        self.kinds[seat] = "human"
        self.devices[seat] = device
        self.app.input.assign_seat(seat, device)
        self.build()

    # --- starting ---------------------------------------------------------------------------
    def start(self) -> None:
        from game.scenes.game import start_new_game

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
        for seat in range(4):
            if seat not in self.devices:
                self.app.input.release_seat(seat)
        self.remember()
        digits = seed_digits(self.seed)
        seed = int(digits) if digits else None
        boats = {s: c for s, c in self.boats.items() if s < self.players}
        start_new_game(
            self.app,
            seats,
            self.mode,
            seed,
            difficulty=self.difficulty if self.mode == Mode.SOLO else None,
            boats=boats,
            slot=self.slot,
        )

    def prompts(self):
        focused = self.form.focused if self.form else None
        changes = isinstance(focused, Choice) or (
            isinstance(focused, TextField) and bool(focused.suggestions)
        )
        return (
            [("confirm", self.t("prompt.select"))]
            + ([("change", self.t("prompt.change"))] if changes else [])
            + [("back", self.t("prompt.back"))]
        )

    def draw_background(self, surface) -> None:
        draw_living_background(surface, self.app)
        shade = surface.copy()
        shade.fill(self.app.palette.background)
        shade.set_alpha(150)
        surface.blit(shade, (0, 0))

    def draw_extra(self, surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        hint = text.render(self.t("setup.join_hint"), "body", layout.dense(18), palette.text)
        title_size = text.fit_size(
            self.t(self.title_key), "title", layout.heading(44), layout.px(1200)
        )
        below_title = layout.point(640, 96)[1] + text.font("title", title_size).get_height() // 2
        where = hint.get_rect(
            midtop=(layout.point(640, 0)[0], max(layout.point(0, 128)[1], below_title))
        )
        plate(surface, where.inflate(layout.px(24), layout.px(6)), self.app)
        surface.blit(hint, where)


def draw_the_table_ahead(layout, content, mode: str, players: int, whole: bool = True):
    """What the table draws first, asked for while the players set the game up (issue 16: the
    new game's first frame comes soon after Start): the table's code, its backdrop and
    island, every boat at the sizes the table shows them (``whole``), and every cat at the
    size the fields show them with this many players."""

    def asks(art) -> None:
        import pygame

        from game.scenes import game  # noqa: F401 - the table's code, imported ahead
        from game.ui.table import field_cat_cell, field_slots, regions

        r = regions(layout)
        if whole:
            art.background("table", layout.width, layout.height)
            art.island(r.island.width, r.island.height)
            for color in content.boats:
                art.boat(color, r.own_cell)
                art.boat(color, r.thumb_cell)
        count = content.modes[mode].setup_for(players).cats_per_field
        for field in art.island_fields(r.island.width, r.island.height):
            slot = field_slots(pygame.Rect(field), count, r.field_cell)[0]
            for shape, color in sorted(set(content.cats)):
                art.tile(shape, color, 0, field_cat_cell(slot))

    return asks
