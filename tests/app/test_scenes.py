"""Scene flow driven by intents with a fixed time step (headless)."""

from __future__ import annotations

from game.shell.app.main import App
from game.shell.scenes.title import TitleScene


def names(app: App) -> list[str]:
    return [type(s).__name__ for s in app.stack.scenes]


def test_the_title_menu_has_every_entry_and_continue_is_disabled_without_a_save(drive):
    form = drive.top.form
    assert [w.key for w in form.widgets] == [
        "continue",
        "load",
        "new",
        "learn",
        "challenges",
        "daily",
        "howto",
        "settings",
        "credits",
        "quit",
    ]
    assert not form.widgets[0].enabled and not form.widgets[1].enabled
    assert form.focused.key == "new", "the focus starts on the first usable entry"


def test_settings_apply_at_once_and_persist(drive, app):
    drive.focus_on("settings")
    drive.press("confirm")
    assert names(app)[-1] == "SettingsScene"
    drive.focus_on("language")
    drive.press("right")
    assert app.settings.language == "fr"
    assert drive.top.form.widgets[1].label == "Langue", "the screen is rebuilt in French"
    drive.press("back")
    assert isinstance(drive.top, TitleScene)
    assert drive.top.form.widgets[2].label == "Nouvelle partie"
    assert app.store.load().language == "fr"


def test_text_scale_and_palette_rebuild_the_interface(drive, app):
    drive.focus_on("settings")
    drive.press("confirm")
    drive.focus_on("text_scale")
    drive.press("right")
    drive.press("right")
    assert app.settings.text_scale == 1.5 and app.layout.text_scale == 1.5
    drive.focus_on("palette")
    drive.press("right")
    assert app.settings.palette == "high_contrast"
    assert app.gui.palette_name == "high_contrast"


def test_credits_name_the_designer_and_the_publisher_and_say_unofficial(drive, app):
    drive.focus_on("credits")
    drive.press("confirm")
    body = " ".join(b for _, b in drive.top.sections())
    assert "Frank West" in body and "The City of Games" in body and "unofficial" in body


def test_how_to_play_pages_turn_with_left_and_right(drive, app):
    drive.focus_on("howto")
    drive.press("confirm")
    drive.pick_game()
    scene = drive.top
    drive.frames(1)
    pages = len(scene._paginate())
    assert pages > 2
    drive.press("right")
    drive.press("right")
    assert scene.page == 2
    drive.press("left")
    assert scene.page == 1


def test_a_new_game_starts_from_the_setup_screen(drive, app):
    drive.new_game()
    assert names(app)[-1] == "SetupScene"
    drive.focus_on("start")
    drive.press("confirm")
    drive.frames(5)
    assert names(app)[0] == "GameScene"
    assert names(app)[-1] == "DraftScene", "the human's first decision is the draft"
    assert app.save_path.exists(), "the game autosaves from the first action"


def test_pause_menu_saves_and_continue_resumes_exactly(drive, app):
    drive.new_game()
    drive.focus_on("start")
    drive.press("confirm")
    drive.frames(5)
    state = app.session.state
    drive.press("menu")
    assert names(app)[-1] == "PauseScene"
    drive.focus_on("quit")
    drive.press("confirm")
    assert names(app) == ["TitleScene"]
    form = drive.top.form
    assert form.widgets[0].enabled, "Continue is offered"
    drive.focus_on("continue")
    drive.press("confirm", settle=0)
    # the game as it was left, before the bots (ready at once now that they load with the
    # levels) take their next decisions in the frames that follow
    assert names(app)[0] == "GameScene"
    assert app.session.state == state
    drive.frames(2)
    assert names(app)[0] == "GameScene"


def test_the_draft_screen_keeps_two_cards_by_intents(drive, app):
    drive.new_game()
    drive.focus_on("start")
    drive.press("confirm")
    drive.frames(5)
    scene = drive.top
    offer = app.session.state.seats[0].offer
    drive.press("confirm")
    drive.press("right")
    drive.press("confirm")
    assert scene.items[scene.focus].key == "keep", "after two picks the focus is on Keep"
    drive.press("confirm")
    drive.frames(3)
    me = app.session.state.seats[0]
    # picked now; kept once every bot has picked too (they think in their own thread)
    assert set(offer[:2]) <= set(me.picked) | set(me.kept)
