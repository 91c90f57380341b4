"""Saving can be killed at any moment and the file is still the old or the new build."""

from __future__ import annotations

import os
import random
import signal
import sys
import time

import pytest

from dlbox.core.atomic import backup_path
from dlbox.core.build import Build, Pick
from dlbox.core.files import BuildFileError, read_build, write_build
from tests.core.rules_parts import plain_gpu


def _large_build(tag: str) -> Build:
    """~300 kB on disk: 120 picks with bulky snapshots, so a write takes a while."""
    snapshot = {f"field_{i}": f"{tag} value {i} " + "x" * 40 for i in range(40)}
    picks = tuple(
        Pick(category="storage", id=f"{tag}-disk-{n}", quantity=1 + n % 4, snapshot=snapshot)
        for n in range(120)
    )
    return Build(name=f"build {tag}", parts=picks)


@pytest.mark.skipif(sys.platform == "win32", reason="needs fork and SIGKILL")
def test_killing_the_writer_never_leaves_a_corrupt_or_missing_file(tmp_path):
    path = tmp_path / "big.dlbox.json"
    old, new_a, new_b = _large_build("old"), _large_build("a"), _large_build("b")
    write_build(path, old)
    acceptable = {old.name: old, new_a.name: new_a, new_b.name: new_b}
    rng = random.Random(7)
    kills_mid_write = 0
    # At least 60 kills; on a busy machine keep going (up to 400) until a few landed mid-write.
    for _run in range(400):
        if _run >= 60 and kills_mid_write >= 3:
            break
        ready_r, ready_w = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: save alternately until killed
            try:
                os.close(ready_r)
                for n in range(10**6):
                    write_build(path, new_a if n % 2 else new_b)
                    if n == 0:  # tell the parent the saving loop is running
                        os.write(ready_w, b"1")
            finally:
                os._exit(0)
        os.close(ready_w)
        # Wait until the child really saves: on a loaded machine a forked child may not run
        # at all within the sleep below, and every kill would land before the first write.
        os.read(ready_r, 1)
        os.close(ready_r)
        time.sleep(rng.uniform(0.0, 0.02))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        litter = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
        kills_mid_write += bool(litter)
        for leftover in litter:
            assert leftover.name.startswith("."), leftover  # temp files are hidden
            leftover.unlink()
        loaded = read_build(path)  # raises if the file is missing or corrupt
        assert loaded == acceptable[loaded.name], f"run {_run}: {loaded.name} differs"
        if backup_path(path).exists():
            kept = read_build(backup_path(path))
            assert kept == acceptable[kept.name], f"run {_run}: backup {kept.name} differs"
    # The kills must really have landed during writes, or the test proves nothing.
    assert kills_mid_write > 0, "no kill landed while a temp file existed"


def test_save_keeps_the_previous_version_as_bak(tmp_path):
    path = tmp_path / "box.dlbox.json"
    write_build(path, Build(name="first"))
    assert not backup_path(path).exists()
    write_build(path, Build(name="second"))
    write_build(path, Build(name="third"))
    assert read_build(path).name == "third"
    assert read_build(backup_path(path)).name == "second"
    assert backup_path(path).name == "box.dlbox.json.bak"


def test_bak_is_a_copy_where_hard_links_are_refused(tmp_path, monkeypatch):
    path = tmp_path / "box.json"
    write_build(path, Build(name="first"))

    def no_links(*_args):
        raise OSError("links not supported")

    monkeypatch.setattr(os, "link", no_links)
    write_build(path, Build(name="second"))
    assert read_build(backup_path(path)).name == "first"
    assert read_build(path).name == "second"


def test_failed_write_keeps_the_old_file_and_leaves_no_litter(tmp_path, monkeypatch):
    path = tmp_path / "keep.json"
    write_build(path, Build(name="old"))

    def disk_full(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(OSError, match="No space left"):
        write_build(path, Build(name="new"))
    assert read_build(path).name == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["keep.json"]


def test_save_creates_missing_folders(tmp_path):
    path = tmp_path / "a" / "b" / "box.json"
    write_build(path, Build(name="deep"))
    assert read_build(path).name == "deep"


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_saved_files_get_normal_permissions_and_keep_their_own(tmp_path):
    old_umask = os.umask(0o022)
    try:
        path = tmp_path / "shared.dlbox.json"
        write_build(path, Build(name="one"))
        assert path.stat().st_mode & 0o777 == 0o644  # not mkstemp's private 0600
        path.chmod(0o640)
        write_build(path, Build(name="two"))
        assert path.stat().st_mode & 0o777 == 0o640
    finally:
        os.umask(old_umask)


@pytest.mark.skipif(os.name != "posix", reason="symlinks")
def test_saving_through_a_symlink_keeps_the_link(tmp_path):
    real = tmp_path / "real.dlbox.json"
    link = tmp_path / "link.dlbox.json"
    write_build(real, Build(name="one"))
    link.symlink_to(real)
    write_build(link, Build(name="two"))
    assert link.is_symlink()
    assert read_build(real).name == "two"
    assert read_build(backup_path(real)).name == "one"


def test_a_build_that_could_not_be_reopened_is_not_saved(tmp_path):
    path = tmp_path / "box.json"
    write_build(path, Build(name="good"))
    too_many = (
        Build().with_part(plain_gpu(), 60).with_part(plain_gpu(), 10)
    )  # edits do not validate
    with pytest.raises(BuildFileError, match=r"not saved: field parts\[0\].quantity: expected"):
        write_build(path, too_many)
    assert read_build(path).name == "good"
