"""A price source's short name, as a reader scans it in a table cell or a note line.

A source is a URL, often followed by words ("https://github.com/docyx/pc-part-dataset
(PCPartPicker scrape of 2025-07-23, MIT)"). Most pages are named well enough by their
host ("newegg.com"), but a price log kept in a code repository is not: every such log
would read "github.com". Its repository ("knuckleslee/coolpc-evaluate-dump") says whose
log it is, so that is the short name.
"""

from __future__ import annotations

from urllib.parse import urlsplit

# Hosts whose first two path segments name a repository (owner/name).
_REPOSITORY_HOSTS = frozenset({"github.com", "raw.githubusercontent.com"})
MAX_TEXT_CHARS = 40


def source_short_name(source: str | None) -> str | None:
    """The short name of a price source: a repository's ``owner/name`` for a URL into
    GitHub, else the URL's host without "www.", else the text itself (cut to 40
    characters with "…"); None when no source is given."""
    text = (source or "").strip()
    if not text:
        return None
    first = text.split()[0]
    parts = urlsplit(first) if first.startswith(("http://", "https://")) else None
    host = (parts.hostname or "") if parts is not None else ""
    if parts is None or not host:
        return text if len(text) <= MAX_TEXT_CHARS else text[: MAX_TEXT_CHARS - 1] + "…"
    host = host.removeprefix("www.")
    segments = [s for s in parts.path.split("/") if s]
    if host in _REPOSITORY_HOSTS and len(segments) >= 2:
        return f"{segments[0]}/{segments[1].removesuffix('.git')}"
    return host
