"""What a finished game leaves in the player's records (game/shell/session/records.py): a Solo
game's margin against the best for its difficulty, and a daily game played for the record,
once, with the text to share its result (game/isle/session/daily.py). Part of the kit: the final
scores call it, whichever screen shows them."""

from __future__ import annotations

from game.isle.data.window import isle_content
from game.isle.session import daily as days
from game.shell.scenes.stack import Host


def share_result(app: Host, session, scores, sister) -> days.Result:
    """What the share text tells of a finished daily game."""
    state = session.public_view().state  # solo: nothing is hidden from the player
    mine = scores[0]
    unfilled = {room for room, _ in mine.detail.unfilled_rooms}
    return days.Result(
        date=session.daily["date"],
        difficulty=state.sister.difficulty,
        score=mine.total,
        sister=sister.total,
        rooms_full=tuple(room.id not in unfilled for room in isle_content(app).board.rooms),
        rats=mine.detail.rats.bit_count(),
        families=sum(1 for family in mine.detail.families if family.points > 0),
    )


def note_game_end(app: Host, session, scores, sister) -> None:
    """A game ended: a Solo game's margin against its best for the difficulty, and a daily
    game played for the record, once (its share text kept with it)."""
    if sister is None or not scores or session.seats[0].is_bot:
        return
    store = app.records
    difficulty = session.public_view().state.sister.difficulty
    store.record_solo(difficulty, scores[0].total - sister.total)
    daily = getattr(session, "daily", None)
    if daily and daily.get("record"):
        result = share_result(app, session, scores, sister)
        store.finish_daily(
            daily["date"], result.score, result.sister, days.share_text(result, app.t)
        )
    if store.save_failure is not None:
        app.notify("notice.records_not_saved", reason=store.save_failure)
