"""Faults around files: stray temp files after a kill, imports that fail half-way,
pipes and devices named as input, and hand-edited user files that must survive."""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

import pytest

from dlbox.cli import main
from dlbox.core.atomic import STALE_TEMP_S, atomic_write_many, atomic_write_text, remove_stale_temps
from dlbox.core.importers import (
    ImportFileError,
    catalogue_with_user_layer,
    import_price_overrides,
    remove_user_parts,
    save_user_parts,
)
from dlbox.core.importers.user_layer import price_overrides_path, user_parts_path
from dlbox.core.parts import Category

# As a spreadsheet saves it: CRLF line ends and a thousands separator in quotes.
HAND_EDITED = (
    b"id,price,currency,price_date,price_source\r\n"
    b'rtx-4090,"1,299.00",USD,2025-06-01,my shop receipt\r\n'
    b"not-loadable,abc,USD,2025-01-01,typed by hand\r\n"
)


@pytest.fixture()
def user_home(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return tmp_path


def _tree(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*") if p.is_file()}


# ------------------------------------------------------------- transactions
def test_an_import_that_takes_nothing_leaves_a_hand_edited_price_list_byte_for_byte(
    user_home, capsys
):
    stored = price_overrides_path()
    stored.parent.mkdir(parents=True)
    stored.write_bytes(HAND_EDITED)
    listing = user_home / "mine.csv"
    listing.write_text("id,price,currency,price_date\nno-such-part,100,USD,2025-01-01\n")
    assert main(["import", str(listing)]) == 1
    assert "Took 0 row" in capsys.readouterr().out
    assert stored.read_bytes() == HAND_EDITED
    assert not [p for p in stored.parent.iterdir() if p.name != "prices.csv"]


def test_a_successful_import_keeps_every_stored_row_it_does_not_replace(user_home, catalogue):
    stored = price_overrides_path()
    stored.parent.mkdir(parents=True)
    stored.write_bytes(HAND_EDITED)
    listing = user_home / "mine.csv"
    listing.write_text("id,price,currency,price_date\nrtx-3090,800,USD,2025-01-01\n")
    summary = import_price_overrides(listing, catalogue)
    assert summary.rows_taken == 1
    text = stored.read_text()
    assert '"1,299.00"' in text and "not-loadable,abc" in text and "rtx-3090,800" in text
    # The grouped price a spreadsheet writes is read as 1299, not dropped.
    merged = catalogue_with_user_layer(catalogue)
    assert merged.get(Category.GPU, "rtx-4090").price == 1299.0


def test_an_unreadable_stored_list_is_never_overwritten(user_home, catalogue):
    stored = price_overrides_path()
    stored.parent.mkdir(parents=True)
    stored.write_bytes(b"\xff\xfe binary junk")
    listing = user_home / "mine.csv"
    listing.write_text("id,price,currency,price_date\nrtx-3090,800,USD,2025-01-01\n")
    with pytest.raises(ImportFileError, match="left unchanged"):
        import_price_overrides(listing, catalogue)
    assert stored.read_bytes() == b"\xff\xfe binary junk"


def test_saving_parts_keeps_hand_edited_rows_and_fails_whole(user_home, catalogue):
    gpu = catalogue.get(Category.GPU, "rtx-4090").model_copy(update={"id": "my-4090"})
    cpu = next(iter(catalogue.in_category(Category.CPU))).model_copy(update={"id": "my-cpu"})
    gpu_file = user_parts_path(Category.GPU)
    gpu_file.parent.mkdir(parents=True)
    # A row the loader refuses (every cell "x") is still the user's: it must survive.
    header = ",".join(type(gpu).model_fields)
    gpu_file.write_text(f"{header}\nhand-row,{'x,' * (len(type(gpu).model_fields) - 2)}x\n")
    # The CPU file is unreadable: neither file may change.
    cpu_file = user_parts_path(Category.CPU)
    cpu_file.write_bytes(b"\x00\x01")
    before = _tree(user_home)
    with pytest.raises(ImportFileError):
        save_user_parts([gpu, cpu])
    assert _tree(user_home) == before
    cpu_file.unlink()
    save_user_parts([gpu, cpu])
    assert "hand-row" in gpu_file.read_text() and "my-4090" in gpu_file.read_text()
    assert remove_user_parts(["my-4090"]) == 1
    assert "hand-row" in gpu_file.read_text() and "my-4090" not in gpu_file.read_text()


def test_a_write_of_many_files_that_fails_midway_changes_none(tmp_path, monkeypatch):
    a, b = tmp_path / "a.csv", tmp_path / "b.csv"
    a.write_text("old a")
    b.write_text("old b")
    real_fsync = os.fsync
    calls = []

    def failing_fsync(fd: int) -> None:
        calls.append(fd)
        if len(calls) == 2:
            raise OSError(28, "No space left on device")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", failing_fsync)
    with pytest.raises(OSError, match="No space"):
        atomic_write_many({a: b"new a", b: b"new b"})
    monkeypatch.setattr(os, "fsync", real_fsync)
    assert (a.read_text(), b.read_text()) == ("old a", "old b")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.csv", "b.csv"]


# -------------------------------------------------------------- temp files
def test_a_save_removes_what_a_killed_save_left_behind(tmp_path):
    target = tmp_path / "box.dlbox.json"
    atomic_write_text(target, "{}")
    dead_pid = 2**22 + 12345  # above Linux's pid_max default: never a live process
    leftovers = [
        tmp_path / f".box.dlbox.json.{dead_pid}-0123abcd.tmp",
        tmp_path / f".box.dlbox.json.bak.{dead_pid}.tmp",
        tmp_path / ".box.dlbox.json.deadbeef.tmp",  # the naming before pids were added
    ]
    for path in leftovers:
        path.write_text("half a save")
    old = time.time() - STALE_TEMP_S - 5
    os.utime(leftovers[2], (old, old))
    someone_elses = tmp_path / ".notes.txt.deadbeef.tmp"
    someone_elses.write_text("not ours to judge")
    os.utime(someone_elses, (old, old))
    atomic_write_text(target, '{"a": 1}', backup=True)
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == [".notes.txt.deadbeef.tmp", "box.dlbox.json", "box.dlbox.json.bak"]
    assert remove_stale_temps(folder=tmp_path) == 1  # at start: any name of ours, when stale


def test_a_young_temp_of_a_live_writer_is_left_alone(tmp_path):
    target = tmp_path / "box.json"
    busy = tmp_path / f".box.json.{os.getppid()}-0123abcd.tmp"
    busy.write_text("being written")
    atomic_write_text(target, "{}")
    assert busy.exists()


def test_a_hard_linked_backup_leaks_no_temp(tmp_path):
    target = tmp_path / "b.json"
    atomic_write_text(target, "1")
    os.link(target, tmp_path / "b.json.bak")
    atomic_write_text(target, "2", backup=True)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["b.json", "b.json.bak"]
    assert (tmp_path / "b.json.bak").read_text() == "1"


# --------------------------------------------------------- pipes, devices
def _finishes(argv: list[str], seconds: float = 10.0) -> int | None:
    result: list[int] = []
    thread = threading.Thread(target=lambda: result.append(main(argv)), daemon=True)
    thread.start()
    thread.join(seconds)
    return result[0] if result else None


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
@pytest.mark.parametrize("command", ["import", "check"])
def test_a_named_pipe_is_refused_at_once(user_home, capsys, command):
    fifo = user_home / "pipe.csv"
    os.mkfifo(fifo)
    assert _finishes([command, str(fifo)]) == 2
    assert "not a regular file" in capsys.readouterr().err


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_dev_zero_is_refused_without_reading_it(user_home, capsys):
    assert _finishes(["import", "/dev/zero"]) == 2
    assert "not a regular file" in capsys.readouterr().err


def test_loading_the_user_layer_removes_temps_of_a_killed_import(user_home, catalogue):
    parts = user_parts_path(Category.GPU).parent
    parts.mkdir(parents=True)
    dead_pid = 2**22 + 999
    left = [
        parts / f".gpu.csv.{dead_pid}-00ff00ff.tmp",
        parts.parent / f".prices.csv.{dead_pid}-0a0b0c0d.tmp",
    ]
    for path in left:
        path.write_text("half")
    catalogue_with_user_layer(catalogue)
    assert not any(path.exists() for path in left)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_price_refresh_refuses_a_pipe_in_its_folder_and_stores_nothing(tmp_path):
    from dlbox.core.cost.refresh import FeedError, refresh
    from dlbox.core.cost.refresh.store import PriceStore

    (tmp_path / "aws").mkdir()
    os.mkfifo(tmp_path / "aws" / "offers.json")
    store_path = tmp_path / "store.sqlite"
    result: list[BaseException] = []

    def attempt() -> None:
        try:
            refresh(tmp_path, store=PriceStore(store_path))
        except FeedError as exc:
            result.append(exc)

    thread = threading.Thread(target=attempt, daemon=True)
    thread.start()
    thread.join(20)
    assert result and "not a regular file" in str(result[0])
    assert not store_path.exists()
