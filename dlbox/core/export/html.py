"""A printable one-page HTML report (the GUI prints it to PDF through Qt).

Everything from the build is escaped; chart images come in as bytes and are
embedded as ``<img>`` data URIs, where an SVG cannot run scripts.
"""

from __future__ import annotations

import base64
from html import escape
from urllib.parse import urlsplit

from dlbox.core.export import words
from dlbox.core.export.report import (
    PartLine,
    Report,
    date_text,
    line_total_text,
    money,
    total_notes,
)
from dlbox.core.messages import Translator, english, render
from dlbox.core.price_source import source_short_name

ALLOWED_CHART_TYPES = ("image/png", "image/svg+xml")


def _source_html(source: str | None) -> str:
    """A price source for the table: a leading URL shows as its short name (host, or a
    price log's repository), linked to the full address, so a long street-price URL
    cannot squeeze the other columns."""
    if not source:
        return "—"
    url, _space, rest = source.partition(" ")
    is_url = url.startswith(("http://", "https://")) and bool(urlsplit(url).netloc)
    name = source_short_name(url)  # None only for an empty text, which url is not
    if not is_url or name is None:
        return escape(source)
    link = f'<a href="{escape(url, quote=True)}">{escape(name)}</a>'
    return link + (f" {escape(rest)}" if rest else "")


def _source_or_search(line: PartLine) -> str:
    """The price's source; for an unpriced part, where its price was looked for."""
    if not line.price_source and line.price_searched:
        return escape(line.price_searched)
    return _source_html(line.price_source)


_STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em; color: #111; }
h1 { font-size: 1.5em; margin-bottom: 0.2em; }
table { border-collapse: collapse; width: 100%; margin: 1em 0; font-size: 0.9em; }
th, td { border-bottom: 1px solid #ccc; padding: 0.3em 0.5em; text-align: left; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
tr.total td { font-weight: bold; border-top: 2px solid #111; }
.note { color: #666; font-size: 0.85em; }
.sev-error { color: #b00020; } .sev-warning { color: #a15c00; }
figure { margin: 1em 0; page-break-inside: avoid; } figure img { max-width: 100%; }
footer { color: #666; font-size: 0.8em; margin-top: 2em; }
.notes { white-space: pre-wrap; }
@media print { body { margin: 0; } a { color: inherit; text-decoration: none; } }
"""


def _price(amount: float | None, currency: str) -> str:
    return "—" if amount is None else escape(money(amount, currency))


# The columns holding amounts are right-aligned (Qty, Unit price, Line total).
_NUMERIC_COLUMNS = (2, 3, 4)


def to_html(report: Report, tr: Translator = english, lang: str = "en") -> str:
    """The printable report, its words in ``tr``'s language (English by default); ``lang``
    names that language for the page ("zh-TW"), so a browser picks its fonts and
    a screen reader its voice."""
    title = escape(report.name)
    heads = "".join(
        f"<th{' class=num' if i in _NUMERIC_COLUMNS else ''}>{escape(words.say(c, tr))}</th>"
        for i, c in enumerate(words.COLUMNS)
    )
    out = [
        "<!DOCTYPE html>",
        f'<html lang="{escape(lang, quote=True)}"><head><meta charset="utf-8">',
        f"<title>{title}</title><style>{_STYLE}</style></head><body>",
        f"<h1>{title}</h1>",
        f"<table><thead><tr>{heads}</tr></thead><tbody>",
    ]
    for line in report.lines:
        note = f'<div class="note">{escape(render(line.note, tr))}</div>' if line.note else ""
        out.append(
            f"<tr><td>{escape(words.say(words.CATEGORY_LABELS[line.category], tr))}</td>"
            f"<td>{escape(line.name)}{note}</td>"
            f"<td class=num>{line.quantity}</td>"
            f"<td class=num>{_price(line.unit_price, line.currency)}</td>"
            f"<td class=num>{escape(line_total_text(line, report.currency))}</td>"
            f"<td>{date_text(line.price_date, '—')}</td>"
            f"<td>{_source_or_search(line)}</td></tr>"
        )
    total = escape(money(report.total, report.currency)) if report.totals else "—"
    out.append(
        f'<tr class="total"><td></td><td>{escape(words.say(words.TOTAL, tr))}</td><td></td><td></td>'
        f"<td class=num>{total}</td><td></td><td></td></tr>"
    )
    out.append("</tbody></table>")
    out += [f'<p class="note">{escape(sentence)}</p>' for sentence in total_notes(report, tr)]
    if report.quoted_total is not None:
        quote = report.quoted_total
        amount = f"<b>{escape(money(quote.amount, quote.currency))}</b>"
        source, date = escape(quote.source), date_text(quote.date)
        quoted = words.phrase(words.QUOTED, tr, amount=amount, source=source, date=date)
        out.append(f"<p>{quoted}</p>")
    if report.findings:
        out.append(f"<h2>{escape(words.say(words.FINDINGS, tr))}</h2><ul>")
        fix_label = escape(words.say(words.FIX_LABEL, tr))
        for finding in report.findings:
            rule = f" <code>{escape(finding.rule)}</code>" if finding.rule else ""
            fix = f"<br><i>{fix_label}</i> {escape(finding.fix)}" if finding.fix else ""
            severity = escape(
                words.say(words.SEVERITY_WORDS.get(finding.severity, finding.severity), tr)
            )
            css = "".join(c for c in finding.severity.lower() if c.isalnum())
            out.append(
                f'<li><b class="sev-{css}">{severity}</b>{rule}: '
                f"{escape(finding.message)}{fix}</li>"
            )
        out.append("</ul>")
    for heading, rows in ((words.SPEED, report.speed), (words.OWN_VS_RENT, report.break_even)):
        if rows:
            out.append(f"<h2>{escape(words.say(heading, tr))}</h2><table><tbody>")
            out += [
                f"<tr><td>{escape(label)}</td><td>{escape(value)}</td></tr>"
                for label, value in rows
            ]
            out.append("</tbody></table>")
    for chart in report.charts:
        if chart.mime not in ALLOWED_CHART_TYPES:
            continue
        data = base64.b64encode(chart.data).decode("ascii")
        out.append(
            f'<figure><img alt="{escape(chart.title)}" src="data:{chart.mime};base64,{data}">'
            f"<figcaption>{escape(chart.title)}</figcaption></figure>"
        )
    if report.notes:
        out.append(
            f'<h2>{escape(words.say(words.NOTES, tr))}</h2><p class="notes">{escape(report.notes)}</p>'
        )
    made = words.phrase(
        words.MADE_WITH, tr, generator=report.generator, date=report.generated_on.isoformat()
    )
    out.append(f"<footer>{escape(made)}</footer></body></html>")
    return "\n".join(out) + "\n"
