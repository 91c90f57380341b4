"""Markdown for forums: a part/price table like PCPartPicker's, totals, findings, summaries."""

from __future__ import annotations

import re

from dlbox.core.export import words
from dlbox.core.export.report import Report, date_text, line_total_text, money, total_notes
from dlbox.core.messages import Translator, english, render

# Characters that would start emphasis, links, HTML or break a table cell.
_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>|~])")
# At the start of a line these make headings, lists or quotes.
_MD_LINE_START = ("#", "+", "-", "=")


# A web address in running text; what may trail it in a sentence is cut off below.
_URL = re.compile(r"https?://[^\s<>]+")
_URL_TRAIL = ".,;:!?'\""


def _url_end(url: str) -> str:
    """``url`` without the sentence's punctuation after it (a ")" only when unbalanced)."""
    while url and (url[-1] in _URL_TRAIL or (url[-1] == ")" and url.count(")") > url.count("("))):
        url = url[:-1]
    return url


def _md_link(url: str) -> str:
    # An autolink: nothing inside is escaped or read as emphasis, and a "|" cannot end a
    # table cell once percent-encoded.
    return "<" + url.replace("|", "%7C") + ">"


def md_escape(text: str) -> str:
    """One table-safe line: markdown syntax shown literally, line breaks flattened; web
    addresses stay clickable links, never escaped (a "\\_" breaks them)."""
    flat = " ".join(str(text).split())
    out: list[str] = []
    done = 0
    for match in _URL.finditer(flat):
        url = _url_end(match.group())
        if not url.partition("://")[2]:
            continue
        out.append(_MD_SPECIAL.sub(r"\\\1", flat[done : match.start()]))
        out.append(_md_link(url))
        done = match.start() + len(url)
    out.append(_MD_SPECIAL.sub(r"\\\1", flat[done:]))
    escaped = "".join(out)
    return "\\" + escaped if escaped.startswith(_MD_LINE_START) else escaped


def _price(amount: float | None, currency: str) -> str:
    return "—" if amount is None else money(amount, currency)


def to_markdown(report: Report, tr: Translator = english) -> str:
    """The forum post, its words in ``tr``'s language (English by default)."""
    out: list[str] = [f"## {md_escape(report.name)}", ""]
    out += [
        " | ".join(md_escape(words.say(c, tr)) for c in words.COLUMNS),
        ":--- | :--- | ---: | ---: | ---: | :--- | :---",
    ]
    for line in report.lines:
        item = md_escape(line.name)
        if line.note:
            item += f" *({md_escape(render(line.note, tr))})*"
        out.append(
            " | ".join(
                [
                    f"**{words.say(words.CATEGORY_LABELS[line.category], tr)}**",
                    item,
                    str(line.quantity),
                    _price(line.unit_price, line.currency),
                    line_total_text(line, report.currency),
                    date_text(line.price_date, "—"),
                    md_escape(line.price_source or line.price_searched or "—"),
                ]
            )
        )
    total = money(report.total, report.currency) if report.totals else "—"
    out.append(f" | **{md_escape(words.say(words.TOTAL, tr))}** | | | **{total}** | | ")
    out.append("")
    for sentence in total_notes(report, tr):
        out.append(md_escape(sentence))
        out.append("")
    if report.quoted_total is not None:
        quote = report.quoted_total
        amount = f"**{money(quote.amount, quote.currency)}**"
        source, date = md_escape(quote.source), date_text(quote.date)
        out.append(words.phrase(words.QUOTED, tr, amount=amount, source=source, date=date))
        out.append("")
    if report.findings:
        out += [f"### {md_escape(words.say(words.FINDINGS, tr))}", ""]
        for finding in report.findings:
            rule = f" `{finding.rule}`" if finding.rule else ""
            fix = ""
            if finding.fix:
                fix = " — " + words.phrase(words.FIX, tr, fix=md_escape(finding.fix))
            severity = md_escape(
                words.say(words.SEVERITY_WORDS.get(finding.severity, finding.severity), tr)
            )
            out.append(f"- **{severity}**{rule}: {md_escape(finding.message)}{fix}")
        out.append("")
    for title, rows in ((words.SPEED, report.speed), (words.OWN_VS_RENT, report.break_even)):
        if rows:
            out += [f"### {md_escape(words.say(title, tr))}", ""]
            out += [f"- {md_escape(label)}: {md_escape(value)}" for label, value in rows]
            out.append("")
    if report.notes:
        out += [f"### {md_escape(words.say(words.NOTES, tr))}", ""]
        out += [md_escape(report.notes), ""]
    made = words.phrase(
        words.MADE_WITH, tr, generator=report.generator, date=report.generated_on.isoformat()
    )
    out.append(f"*{made}*")
    return "\n".join(out) + "\n"
