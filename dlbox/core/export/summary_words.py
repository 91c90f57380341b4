"""The words of a report's speed and own-vs-rent lines (export/summary.py), as
``QT_TRANSLATE_NOOP("Export", …)`` templates: ``str()`` of a line is the English the CLI
has always written; the app renders the same lines in the window's language.
"""

from __future__ import annotations

from dlbox.core.export.words import EXPORT
from dlbox.core.messages import QT_TRANSLATE_NOOP, Message, fold, msg_in

NO_GPU = QT_TRANSLATE_NOOP("Export", "not estimated: the build has no GPU")
NOT_ESTIMATED = QT_TRANSLATE_NOOP("Export", "not estimated: %(reason)s")
NO_FIT = QT_TRANSLATE_NOOP("Export", "does not fit in GPU memory (needs about %(gb)s GB per GPU)")
SPEED = QT_TRANSLATE_NOOP(
    "Export", "%(speed)s %(unit)s (estimate, likely %(low)s–%(high)s); bound by %(bound)s"
)
TIME_TO_TRAIN = QT_TRANSLATE_NOOP("Export", "Time to train")
TRAIN_ONE = QT_TRANSLATE_NOOP("Export", "%(hours)s h for %(epochs)s epoch, %(watts)s W under load")
TRAIN_MANY = QT_TRANSLATE_NOOP(
    "Export", "%(hours)s h for %(epochs)s epochs, %(watts)s W under load"
)
MICRO_BATCHES = QT_TRANSLATE_NOOP("Export", "%(n)s micro-batches per step")
COMMA = QT_TRANSLATE_NOOP("Export", "%(a)s, %(b)s")

BREAK_EVEN = QT_TRANSLATE_NOOP("Export", "Break-even")
NOT_COMPARED = QT_TRANSLATE_NOOP("Export", "not compared: %(reason)s")
NO_OFFER_SPEED = QT_TRANSLATE_NOOP(
    "Export", "not compared: no offer has a speed estimate for %(workload)s"
)
UTILISATION = QT_TRANSLATE_NOOP("Export", "%(share)s utilisation")
CHEAPEST = QT_TRANSLATE_NOOP("Export", "Cheapest comparable rental")
CHEAPEST_FROM = QT_TRANSLATE_NOOP("Export", "Cheapest comparable rental from %(provider)s")
OFFER = QT_TRANSLATE_NOOP("Export", "%(offer)s, %(pricing)s")
RENTAL = QT_TRANSLATE_NOOP(
    "Export",
    "%(offer)s, %(gpus)s, %(listed)s/h listed; this build runs at %(ratio)s× its speed, so an "
    "hour of the build's work costs %(cost)s there at %(share)s",
)
AGAINST_CHEAPEST = QT_TRANSLATE_NOOP("Export", "Break-even against the cheapest comparable rental")
WHEN_OWNED = QT_TRANSLATE_NOOP(
    "Export", "%(when)s (capital %(capital)s, %(watts)s W, electricity %(electricity)s)"
)
EXAMPLE_KWH = QT_TRANSLATE_NOOP("Export", "%(price)s (cost-model example)")
RENT_CHEAPER = QT_TRANSLATE_NOOP("Export", "renting stays cheaper at %(share)s")
OWN_CHEAPER = QT_TRANSLATE_NOOP("Export", "owning is cheaper after %(days)s days at %(share)s")
OWN_CHEAPER_YEARS = QT_TRANSLATE_NOOP(
    "Export", "owning is cheaper after %(days)s days (%(years)s years) at %(share)s"
)
UNKNOWN_WHEN = QT_TRANSLATE_NOOP("Export", "unknown at %(share)s")


def line(template: str, **params: str | Message) -> Message:
    """One of the templates above, filled in."""
    return msg_in(EXPORT, template, **params)


def word(context: str, text: str) -> str | Message:
    """A word the window already translates in ``context`` ("Bottlenecks", "Precision",
    "Units", "Pricing"): translated in the report too; a text with a "%" stays as it is
    (it would be read as a placeholder)."""
    return text if "%" in text else Message(text, (), context)


def comma_list(parts: list[str | Message]) -> str | Message:
    """``a, b, c``, each separator in the report's language."""
    return fold(parts, COMMA, EXPORT)
