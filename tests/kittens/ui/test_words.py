"""Kitten Toys' lines speak to the one person playing, as The Isle of Cats' do: the lines about
that seat (``you``, the shell's ``addressee``) say "you" ("You play the red 5", "Leo gives you
a red toy, face down"), in English and in French; with several people at the table
(``you`` None) every line names its seat."""

from __future__ import annotations

import pytest

from game.kittens.rules import events as ev
from game.kittens.ui.words import event_line, names_list
from game.shell.ui.i18n import Translator, catalog
from game.shell.ui.narration import addressee

NAMES = ("Mia", "Leo", "Nora")
NB = "\u00a0"  # French sets a no-break space before : ; ! ?
RED_5, BLUE_7, RED_TOY = 35, 57, 30  # colour (y g r p b = 1..5) then value; 0: face down


def line(event: ev.Event, lang: str = "en", you: int | None = 0) -> str | None:
    return event_line(Translator(lang), event, NAMES.__getitem__, you)


SPOKEN_TO = {  # event -> (English, French), Mia (seat 0) being the one person playing
    ev.CardPlayed(0, RED_5): ("You play the red 5.", "Vous jouez le 5 rouge."),
    ev.TrickWon(0, RED_5, ((0, RED_5),), False): (
        "You win the trick with the red 5.",
        "Vous remportez le pli avec le 5 rouge.",
    ),
    ev.TrickWon(0, BLUE_7, ((0, BLUE_7),), True): (
        "You win the trick with the blue 7, a trump.",
        "Vous remportez le pli avec le 7 bleu, un atout.",
    ),
    ev.SuperChatWon(0, 2): (
        "You take a Super chat card: 2 of 3.",
        f"Vous prenez une carte Super chat{NB}: 2 sur 3.",
    ),
    ev.ToysLost(0, 2, (31, 32, 33, 34)): (
        "You have too many red toys and must share all 4.",
        "Vous avez trop de jouets de couleur rouge et devez partager les 4.",
    ),
    ev.ToyGiven(1, 0, RED_TOY): (
        "Leo gives you a red toy, face down.",
        "Leo vous donne un jouet rouge, face cachée.",
    ),
    ev.ToyGiven(0, 2, RED_TOY): (
        "You give Nora a red toy, face down.",
        "Vous donnez à Nora un jouet rouge, face cachée.",
    ),
    ev.RoundStarted(2, 0): ("Round 2: you start.", f"Manche 2{NB}: vous commencez."),
    ev.RoundEnded(1, "five_colours", (0, 1), ((), (), ())): (
        "Round 1 is over (all five toys). Won by you and Leo.",
        "La manche 1 est finie (les cinq jouets). Gagnée par vous et Leo.",
    ),
    ev.RoundEnded(1, "hands_empty", (1, 0), ((), (), ())): (
        "Round 1 is over (hands empty). Won by you and Leo.",
        "La manche 1 est finie (mains vides). Gagnée par vous et Leo.",
    ),
    ev.GameEnded((0,)): ("You win the game!", f"Vous gagnez la partie{NB}!"),
    ev.GameEnded((0, 2)): ("Game won by you and Nora!", f"Partie gagnée par vous et Nora{NB}!"),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("event", SPOKEN_TO, ids=lambda e: type(e).__name__)
def test_the_lines_about_the_one_person_playing_speak_to_them(event, lang):
    english, french = SPOKEN_TO[event]
    assert line(event, lang) == (english if lang == "en" else french)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("event", SPOKEN_TO, ids=lambda e: type(e).__name__)
def test_with_several_people_every_line_names_its_seat(event, lang):
    said = line(event, lang, you=None)
    assert said is not None
    assert "you" not in said.lower().split() and "vous" not in said.lower().split()
    assert any(name in said for name in NAMES)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_lines_about_another_seat_still_name_it(lang):
    assert line(ev.CardPlayed(1, RED_5), lang) == (
        "Leo plays the red 5." if lang == "en" else "Leo joue le 5 rouge."
    )
    assert line(ev.GameEnded((1,)), lang) == (
        "Game won by Leo!" if lang == "en" else f"Partie gagnée par Leo{NB}!"
    )
    assert line(ev.ToyGiven(1, 2, RED_TOY), lang) == (
        "Leo gives Nora a red toy, face down."
        if lang == "en"
        else "Leo donne à Nora un jouet rouge, face cachée."
    )
    assert names_list(Translator(lang), (1, 2), NAMES.__getitem__, you=0) == (
        "Leo and Nora" if lang == "en" else "Leo et Nora"
    )


def test_the_lines_speak_to_the_game_s_only_person_by_the_shell_s_rule():
    class Session:
        def __init__(self, humans):
            self._humans = humans

        def humans(self):
            return list(self._humans)

    assert addressee(Session([2])) == 2
    assert addressee(Session([0, 1])) is None and addressee(Session([])) is None
    assert addressee(None) is None


def test_every_second_person_line_is_in_both_languages():
    en, fr = catalog("en"), catalog("fr")
    you = {key for key in en if key.startswith("kittens.event.you.")}
    assert len(you) >= 9 and you == {key for key in fr if key.startswith("kittens.event.you.")}
    assert all(fr[key].startswith(("Vous ", "{giver} vous ")) for key in you if "round" not in key)


@pytest.mark.parametrize("you", [0, None])
def test_the_first_player_is_said_once_by_the_round_s_first_line(you):
    """Play-test 2026-12-06: "Sam starts the first round." then "Round 1: Sam starts."."""
    assert line(ev.FirstPlayerDrawn(2), you=you) is None
    assert line(ev.RoundStarted(1, 2), you=you) == "Round 1: Nora starts."


RED_1, RED_7, BLUE_3 = 31, 37, 53


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_trick_won_says_no_paw_swipe_sentence_its_turn_was_said_as_it_came(lang):
    """Play-test 2026-12-06: "… counts 8 beside its 7." was said twice per trick, and also
    when the trick went to a card that was no paw swipe."""
    plays = ((0, RED_7), (1, RED_1), (2, BLUE_3))
    by_trump = line(ev.TrickWon(2, BLUE_3, plays, True, (RED_1,)), lang)
    assert by_trump is not None and by_trump.count(".") == 1 and "8" not in by_trump
    by_paw = line(ev.TrickWon(1, RED_1, plays[:2], False, (RED_1,)), lang)
    assert by_paw == (
        "Leo wins the trick with the red paw swipe (an 8)."
        if lang == "en"
        else "Leo remporte le pli avec le coup de patte rouge (un 8)."
    )
