"""Every message of issue 13 exists in English and French: the catalog keys built from values
(reasons, setting names, months, modes) and the reasons given for files and system errors."""

from __future__ import annotations

import errno

from game.shell.app.settings import FIELD_NAMES, file_model
from game.shell.safeio import ReadError
from game.shell.session.files import UnsafeTargetError
from game.shell.ui.i18n import Translator, catalog
from game.shell.ui.problems import _ERRNO, reason_text

KINDS = ("folder", "not_regular", "too_large", "unreadable", "not_utf8", "not_json")
KINDS += ("too_deep", "number")


def test_keys_built_from_values_exist_in_both_languages():
    keys = [f"problem.{k}" for k in KINDS] + [f"problem.{k}" for k in set(_ERRNO.values())]
    keys += [f"setting_name.{name}" for name in file_model().model_fields]
    assert set(file_model().model_fields) == FIELD_NAMES  # every setting is read back
    keys += [f"date.month.{m}" for m in range(1, 13)]
    keys += [f"load.mode.{m}" for m in ("standard", "family", "solo")]
    for lang in ("en", "fr"):
        assert [k for k in keys if k not in catalog(lang)] == [], lang


def test_reasons_are_short_sentences_in_the_language():
    fr = Translator("fr")
    assert reason_text(fr, OSError(errno.ENOSPC, "No space left")) == "le disque est plein"
    assert reason_text(fr, OSError(errno.EROFS, "Read-only")) == "le dossier est en lecture seule"
    assert reason_text(fr, ReadError("x: not UTF-8", "not_utf8")) == "ce n’est pas du texte"
    assert reason_text(fr, UnsafeTargetError("/dev/full is a device")) == (
        "ce n’est pas un fichier ordinaire"
    )
    assert reason_text(fr, OSError(errno.EIO, "Input/output error")) == "Input/output error"
    assert len(reason_text(fr, ValueError("x" * 5000))) <= 120
