"""The ``dlbox`` command: no arguments opens the window; subcommands script the core.

Each subcommand lives in its own module ``dlbox/cli/<name>_cmd.py`` exposing
``register(subparsers)``; they are found by name, so adding a command touches
no shared file.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import re
import sys
from collections.abc import Sequence
from typing import NoReturn

from dlbox import __version__


def subcommand_modules() -> list[str]:
    return sorted(
        f"{__name__}.{info.name}"
        for info in pkgutil.iter_modules(__path__)
        if info.name.endswith("_cmd")
    )


# Options before the command that take a value (``--screenshot DIR --size 1280x720``).
GLOBAL_OPTIONS_WITH_VALUE = frozenset({"--screenshot", "--size"})

EXIT_OK = 0
EXIT_FINDINGS = 1
EXIT_USAGE = 2


def short_quotes(message: str) -> str:
    """``message`` with every quoted value longer than ~40 characters cut, so a
    5,000-digit --count or a 200,000-character id stays a one-line message."""
    from dlbox.core.limits import shorten

    # A quoted value opens after a non-word character and closes before one, so the
    # text between two short quoted values ('a'; known: …, 'b') is never taken for one.
    message = re.sub(r"(?<!\w)'([^'\n]{41,})'(?!\w)", lambda m: repr(shorten(m[1])), message)
    message = re.sub(r'(?<!\w)"([^"\n]{41,})"(?!\w)', lambda m: repr(shorten(m[1])), message)
    # Unquoted echoes too ("no offers from X"): no word of a message is 200 characters long.
    message = re.sub(r"[^\s'\"]{200,}", lambda m: shorten(m[0]), message)
    return " ".join(message.splitlines())


class _Parser(argparse.ArgumentParser):
    """argparse, with the values it quotes in errors cut to ~40 characters."""

    def error(self, message: str) -> NoReturn:
        super().error(short_quotes(message))

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        # argparse turns "--currency=--" into an empty list, not text: refuse it here.
        for word in args or ():
            if word.startswith("--") and word.endswith("=--"):
                self.error(f"argument {word[:-3]}: expected a value, got '--'")
        return super().parse_known_args(args, namespace)


def command_names() -> dict[str, str]:
    """Subcommand name → its module, found without importing any of them."""
    return {m.rsplit(".", 1)[1].removesuffix("_cmd"): m for m in subcommand_modules()}


def modules_for(args: Sequence[str]) -> list[str]:
    """The subcommand modules the parser needs for ``args``: the one command named, or
    every one for help and for an unknown word (its error lists them); none when only
    app-check flags are given (``--quit-after-show`` must not import pandas first)."""
    names = command_names()
    positional = None
    words = iter(args)
    for word in words:
        if word in GLOBAL_OPTIONS_WITH_VALUE:
            next(words, None)  # its value is not a command
        elif not word.startswith("-"):
            positional = word
            break
    if positional in names:
        return [names[positional]]
    if positional is None and not {"-h", "--help"} & set(args):
        return []
    return list(names.values())


def build_parser(modules: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The ``dlbox`` parser with the subcommands of ``modules`` (default: every one).
    A module imports its engines when registered, so only the needed ones are."""
    parser = _Parser(
        prog="dlbox",
        description="Plan a deep-learning workstation. Run without arguments to open the app.",
    )
    parser.add_argument("--version", action="version", version=f"dlbox {__version__}")
    gui = parser.add_argument_group("app checks (open the window without a user)")
    gui.add_argument(
        "--self-test",
        action="store_true",
        help="offscreen: open the window on an example build, run check, estimate and "
        "compare, render every chart; exit 0, or 1 after printing what failed",
    )
    gui.add_argument(
        "--screenshot",
        metavar="DIR",
        help="write PNGs of the main window, each chart tab and the compare view to DIR",
    )
    gui.add_argument(
        "--size",
        metavar="WxH",
        type=_window_size,
        help="with --screenshot: the window size to render every screen at, e.g. 1280x720 "
        "(dialogs are kept within it)",
    )
    gui.add_argument(
        "--quit-after-show",
        action="store_true",
        help="exit as soon as the main window has painted (start-up measurement)",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module_name in subcommand_modules() if modules is None else modules:
        importlib.import_module(module_name).register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if not args_list:
        from dlbox.ui.app import run_gui  # Qt only when the window is wanted

        return run_gui()
    parser = build_parser(modules_for(args_list))
    args = parser.parse_args(args_list)
    if args.command is None and (args.self_test or args.screenshot or args.quit_after_show):
        return _run_app_check(args)
    if args.command is None:
        parser.print_help()
        return EXIT_USAGE
    try:
        return int(args.handler(args))
    except BrokenPipeError:  # `dlbox catalogue | head` is fine
        return EXIT_OK
    except KeyboardInterrupt:
        return 130


def _run_app_check(args: argparse.Namespace) -> int:
    from pathlib import Path

    from dlbox.ui import selftest  # Qt only when one of these flags is given

    if args.self_test:
        return selftest.run_self_test()
    if args.screenshot:
        return selftest.write_screenshots(Path(args.screenshot), args.size)
    return selftest.quit_after_show()


def _window_size(text: str) -> tuple[int, int]:
    """``1280x720`` → (1280, 720); argparse turns the ValueError into a usage error."""
    width, sep, height = text.lower().partition("x")
    if not sep or not width.isdigit() or not height.isdigit():
        raise argparse.ArgumentTypeError(f"{text!r}: expected WIDTHxHEIGHT, e.g. 1280x720")
    size = int(width), int(height)
    if not (320 <= size[0] <= 10000 and 240 <= size[1] <= 10000):
        raise argparse.ArgumentTypeError(f"{text!r}: each side must be 320-10000 px")
    return size


def fail(message: str) -> int:
    """One clear line on stderr, exit status 2 — never a traceback."""
    print(f"dlbox: error: {short_quotes(message)}", file=sys.stderr)
    return EXIT_USAGE
