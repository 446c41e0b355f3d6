"""Continue never crashes (issue 13, item 1): every broken save is refused by ``Match.load``
with a ``LogError`` naming the line and the reason, and the save header is validated by a
model (fuzzed with Hypothesis)."""

from __future__ import annotations

import json
import os
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.isle.session.game_session import GameSession, SeatConfig
from game.isle.session.header import MAX_NAME, HeaderError, parse_header
from game.isle.session.match import LogError, Match
from game.shell.session.slots import SaveSlots

HEADER = {
    "kind": "header",
    "game": "isle-of-cats",
    "format": 1,
    "mode": "standard",
    "players": 2,
    "seed": 7,
    "meta": {
        "seats": [
            {"name": "Mia", "kind": "human", "level": "normal", "profile": {"text_scale": 1.5}},
            {"name": "Leo", "kind": "bot", "level": "hard", "profile": {}},
        ]
    },
}


def header(**changes) -> dict:
    data = json.loads(json.dumps(HEADER))
    data.update(changes)
    return data


def seat_change(index: int, **changes) -> dict:
    data = header()
    data["meta"]["seats"][index].update(changes)
    return data


def line(value) -> str:
    return value if isinstance(value, str) else json.dumps(value)


BAD_SAVES = [
    # (name, first line, later lines, words the message must hold)
    ("array", "[]", [], ["line 1", "array"]),
    ("null", "null", [], ["line 1", "not an object"]),
    ("number", "42", [], ["line 1", "not an object"]),
    ("string", '"header"', [], ["line 1", "not an object"]),
    (
        "deeply nested",
        '{"kind": "header", "meta": ' + "[" * 5000 + "]" * 5000 + "}",
        [],
        ["line 1", "nests"],
    ),
    ("not json", "{kind: header", [], ["line 1", "not valid JSON"]),
    ("another game", header(game="chess"), [], ["line 1", "game: ", "is not The Isle of Cats"]),
    ("newer format", header(format=2), [], ["line 1", "format 2"]),
    ("unknown header key", header(colour="red"), [], ["line 1", "colour"]),
    ("seat with an unknown key", seat_change(0, hat="big"), [], ["line 1", "meta.seats[0].hat"]),
    ("seats not objects", header(meta={"seats": ["Mia", "Leo"]}), [], ["meta.seats[0]"]),
    ("seats not a list", header(meta={"seats": "Mia"}), [], ["meta.seats"]),
    ("seed a string", header(seed="7"), [], ["line 1", "seed"]),
    ("seed null", header(seed=None), [], ["line 1", "seed"]),
    (
        "seed of 5000 digits",
        line(header()).replace('"seed": 7', '"seed": ' + "9" * 5000),
        [],
        ["line 1", "number"],
    ),
    (
        "unknown bot level",
        seat_change(1, level="godlike"),
        [],
        ["meta.seats[1].level", "bot level"],
    ),
    ("name a number", seat_change(0, name=42), [], ["meta.seats[0].name"]),
    ("name a list", seat_change(0, name=["M", "i", "a"]), [], ["meta.seats[0].name"]),
    ("name empty", seat_change(0, name=""), [], ["meta.seats[0].name"]),
    ("1 MB name", seat_change(0, name="M" * 1_000_000), [], ["meta.seats[0].name", "at most"]),
    (
        "profile of wrong types",
        seat_change(0, profile={"text_scale": "big"}),
        [],
        ["profile.text_scale"],
    ),
    ("profile a list", seat_change(0, profile=[1.5]), [], ["meta.seats[0].profile"]),
    ("profile text scale 9", seat_change(0, profile={"text_scale": 9}), [], ["profile.text_scale"]),
    ("profile unknown key", seat_change(0, profile={"volume": 1}), [], ["profile.volume"]),
    ("kind neither human nor bot", seat_change(0, kind="alien"), [], ["meta.seats[0].kind"]),
    ("more seats than players", header(players=1), [], ["line 1"]),
    (
        "seats for other players",
        header(meta={"seats": HEADER["meta"]["seats"][:1]}),
        [],
        ["meta.seats", "1 seat(s) for 2"],
    ),
    ("unknown mode", header(mode="coop"), [], ["line 1", "mode"]),
    ("players outside the mode", header(players=9), [], ["line 1", "players"]),
    (
        "solo with four players",
        header(mode="solo", players=4, meta=None),
        [],
        ["line 1", "players"],
    ),
    (
        "unknown difficulty",
        header(mode="solo", players=1, difficulty="godlike", meta=None),
        [],
        ["difficulty"],
    ),
    ("difficulty in standard", header(difficulty="easy"), [], ["difficulty"]),
    ("action not an object", header(), ["[1, 2]"], ["line 2"]),
    ("action missing", header(), ['{"kind": "action"}'], ["line 2"]),
    ("action a number", header(), ['{"kind": "action", "action": 5}'], ["line 2"]),
    ("action unknown", header(), ['{"kind": "action", "action": "p9 fly away"}'], ["line 2"]),
    (
        "action line nested",
        header(),
        ['{"kind": "action", "action": ' + "[" * 100 + "]" * 100 + "}"],
        ["line 2"],
    ),
    (
        "action with unicode digits",
        header(),
        [
            '{"kind": "action", "action": "boats blue,red"}',
            '{"kind": "action", "action": "order \u0661,0"}',
        ],
        ["line 3"],
    ),
]


def write(tmp_path, first, rest=(), raw: bytes | None = None):
    path = tmp_path / "slot-1.jsonl"
    if raw is not None:
        path.write_bytes(raw)
    else:
        path.write_text("\n".join([line(first), *rest]) + "\n")
    return path


@pytest.mark.parametrize(
    "first,rest,words", [c[1:] for c in BAD_SAVES], ids=[c[0] for c in BAD_SAVES]
)
def test_a_broken_save_is_refused_naming_the_line_and_the_reason(
    content, tmp_path, first, rest, words
):
    path = write(tmp_path, first, rest)
    with pytest.raises(LogError) as caught:
        GameSession.from_save(content, path)
    message = str(caught.value)
    for word in words:
        assert word in message, message
    assert len(message) < 400, "the message quotes no 1 MB name"


@pytest.mark.parametrize(
    "raw,words",
    [
        (b"", ["empty"]),
        (b"\n\n  \n", ["empty"]),
        (b"\xff\xfe not text", ["not UTF-8"]),
        (b"\x89PNG\r\n\x1a\n", ["not UTF-8"]),
        (b"\xef\xbb\xbf" + json.dumps(HEADER).encode() + b"\n", None),  # a BOM is fine
    ],
)
def test_bytes_that_are_not_a_save(content, tmp_path, raw, words):
    path = write(tmp_path, None, raw=raw)
    if words is None:
        assert GameSession.from_save(content, path).seats[1].level == "hard"
        return
    with pytest.raises(LogError) as caught:
        Match.load(path, content)
    for word in words:
        assert word in str(caught.value)


def test_a_save_too_large_or_not_a_file_is_refused(content, tmp_path):
    big = tmp_path / "big.jsonl"
    with open(big, "wb") as handle:
        handle.truncate(5 << 20)
    with pytest.raises(LogError, match="too large"):
        Match.load(big, content)
    fifo = tmp_path / "fifo.jsonl"
    os.mkfifo(fifo)
    with pytest.raises(LogError, match="not a regular file"):
        Match.load(fifo, content)  # never blocks waiting for a writer
    with pytest.raises(LogError, match="folder"):
        Match.load(tmp_path, content)


def test_every_save_the_game_writes_passes_its_own_header_model(content, tmp_path):
    seats = [
        SeatConfig("Zoé", "human", "normal", {"text_scale": 1.25, "symbols": False}),
        SeatConfig("Hugo", "bot", "easy"),
        SeatConfig("Ada", "bot", "hard"),
    ]
    path = tmp_path / "slot-2.jsonl"
    session = GameSession(content, seats, "standard", 12, save_path=path)
    assert session.autosave()
    again = GameSession.from_save(content, path)
    assert again.seats == session.seats and again.state == session.state
    first = json.loads(path.read_text().splitlines()[0])
    assert first["meta"]["progress"] == {"day": 1, "phase": "draft"}


def test_the_name_cap_is_above_what_the_setup_screen_allows():
    assert MAX_NAME >= 16
    parse_header(seat_change(0, name="N" * MAX_NAME))
    with pytest.raises(HeaderError):
        parse_header(seat_change(0, name="N" * (MAX_NAME + 1)))


# --- fuzz: any JSON value in any field of the header -------------------------------------------

JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=30),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)
PATHS = [
    (),
    ("mode",),
    ("players",),
    ("seed",),
    ("difficulty",),
    ("meta",),
    ("meta", "seats"),
    ("meta", "seats", 0),
    ("meta", "seats", 1, "name"),
    ("meta", "seats", 0, "level"),
    ("meta", "seats", 0, "profile"),
    ("meta", "seats", 0, "profile", "text_scale"),
    ("meta", "progress"),
]


def _replace(data, path, value):
    if not path:
        return value
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return data


@settings(
    max_examples=300,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(path=st.sampled_from(PATHS), value=JSON)
def test_fuzzed_headers_load_or_raise_log_error(content, path, value):
    data = _replace(header(), path, value)
    try:
        match = Match.from_lines([json.dumps(data)], content)
    except LogError as error:
        assert str(error).startswith("line 1")
    else:
        assert match.players in (1, 2, 3, 4)


# --- slots ------------------------------------------------------------------------------------


def test_slots_list_each_game_with_its_header_or_its_problem(content, tmp_path):
    slots = SaveSlots(tmp_path)
    first = GameSession(content, [SeatConfig("Mia"), SeatConfig("Leo", "bot")], seed=1)
    first.save_path = slots.path(slots.free())
    first.autosave()
    os.utime(first.save_path, (time.time() - 100, time.time() - 100))
    second = GameSession(content, [SeatConfig("Nora")] * 3, seed=2)
    second.save_path = slots.path(slots.free())
    second.autosave()
    slots.path(3).write_text("[]\n")
    os.utime(slots.path(3), (time.time() - 200, time.time() - 200))
    entries = slots.entries()
    assert [e.number for e in entries] == [2, 1, 3], "the most recent first"
    assert entries[0].names == ("Nora",) * 3 and entries[0].day == 1
    assert entries[1].header.players == 2
    assert entries[2].header is None and "array" in entries[2].problem
    assert slots.most_recent().number == 2 and slots.free() == 4


def test_the_old_single_save_moves_into_a_slot(content, tmp_path):
    legacy = tmp_path / "autosave.jsonl"
    legacy.write_text(Match(content, 2, seed=4).to_jsonl())
    (entry,) = SaveSlots(tmp_path).entries()
    assert entry.number == 1 and entry.header.seed == 4 and not legacy.exists()
