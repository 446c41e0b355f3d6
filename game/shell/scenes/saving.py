"""Saving the game in progress: the player is told at once when an autosave fails, and again
when leaving a game whose last moves could not be saved (the shell's, for every game)."""

from __future__ import annotations

from collections.abc import Callable

from game.shell.ui.problems import reason_text

# --- a save that fails --------------------------------------------------------------------------


def watch_saves(
    app, session, failed: str = "save.failed", cannot: str = "save.cannot_save_new"
) -> None:
    """Tell the player at once when an autosave fails (once until saving works again); a game
    that cannot be saved from its start says so before the first move. The guided game gives
    its own words (``failed``, ``cannot``) and saves at each step too."""
    state = {"told": False}

    def check(_events=()) -> None:
        failure = session.save_failure
        if failure is None:
            state["told"] = False
        elif not state["told"]:
            state["told"] = True
            app.notify(failed, reason=failure)

    session.listeners.append(check)
    steps = getattr(session, "listeners_steps", None)
    if steps is not None:
        steps.append(lambda _step: check())
    if session.save_path is None:
        app.notify("save.no_slot")
    elif session.save_failure is not None:
        state["told"] = True
        app.notify(cannot, reason=session.save_failure)


def unsaved_reason(app) -> str | None:
    """Why the game in progress would lose moves if the player left now (None: it is saved)."""
    session = getattr(app, "session", None)
    if session is None or session.is_over:
        return None
    if session.save_path is None:
        return app.t("save.no_slot_reason")
    if not session.autosave():
        return reason_text(app.t, session.save_failure)
    return None


def leave_game(app, leave: Callable[[], None]) -> None:
    """Save and leave; when the save fails, say so again and let the player stay."""
    reason = unsaved_reason(app)
    if reason is None:
        leave()
        return
    app.open(
        "choice",
        app.t("save.leave_unsaved", reason=reason),
        [(app.t("save.stay"), lambda: None), (app.t("save.leave_anyway"), leave)],
        app.t("dialog.title"),
        cancel=lambda: None,
    )
