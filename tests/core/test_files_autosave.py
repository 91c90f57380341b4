"""Unsaved edits are autosaved at most every 30 s and offered back after a crash."""

from __future__ import annotations

import json
import os
import signal
import sys

import pytest

from dlbox.core.autosave import (
    Autosaver,
    autosave_dir,
    list_recoverable,
    read_autosave,
    write_autosave,
)
from dlbox.core.build import Build, Pick
from dlbox.core.files import write_build


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _build(name: str) -> Build:
    return Build(name=name, parts=(Pick(category="gpu", id="rtx-4090", quantity=2),))


def test_autosaves_live_in_the_user_data_dir_which_tests_isolate(tmp_path_factory):
    folder = autosave_dir()
    assert str(folder).startswith(os.environ["XDG_DATA_HOME"])
    assert folder.parts[-2:] == ("dlbox", "autosave")


def test_autosave_at_most_every_interval_and_only_on_change():
    clock = FakeClock()
    saver = Autosaver(interval_s=30, clock=clock)
    first = saver.update(_build("one"))
    assert first is not None and read_autosave(first).build == _build("one")
    clock.now += 10
    assert saver.update(_build("two")) is None  # too soon
    clock.now += 25
    assert saver.update(_build("two")) == first  # same file, new content
    assert read_autosave(first).build == _build("two")
    clock.now += 60
    assert saver.update(_build("two")) is None  # nothing changed since
    assert saver.update(_build("three"), saved=_build("three")) is None  # equals the saved file


def test_a_clean_save_discards_the_autosave(tmp_path):
    saver = Autosaver(clock=FakeClock())
    path = saver.update(_build("draft"))
    assert path is not None and path.exists()
    target = tmp_path / "draft.dlbox.json"
    write_build(target, _build("draft"))
    saver.saved_as(target)
    assert not path.exists()
    assert saver.source == target
    assert list_recoverable() == []


@pytest.mark.skipif(sys.platform == "win32", reason="needs fork and SIGKILL")
def test_after_a_kill_the_next_start_offers_the_unsaved_work(tmp_path):
    source = tmp_path / "box.dlbox.json"
    write_build(source, _build("as saved"))
    os.utime(source, (1_000_000, 1_000_000))  # saved long before the edits
    pid = os.fork()
    if pid == 0:  # the "app": edit, autosave, then die without cleaning up
        try:
            Autosaver(source).flush(_build("edited, never saved"))
            os.kill(os.getpid(), signal.SIGKILL)
        finally:
            os._exit(1)
    os.waitpid(pid, 0)
    offered = list_recoverable()
    assert len(offered) == 1
    assert offered[0].build == _build("edited, never saved")
    assert offered[0].source == source.resolve()
    assert "box.dlbox.json" in offered[0].title


def test_an_autosave_older_than_its_file_is_dropped(tmp_path):
    source = tmp_path / "box.dlbox.json"
    autosave = write_autosave(_build("old edits"), source, "s1")
    write_build(source, _build("saved later"))
    os.utime(autosave, (1_000_000, 1_000_000))
    assert list_recoverable() == []
    assert not autosave.exists()


def test_untitled_work_is_offered_and_a_corrupt_autosave_is_reported_not_raised():
    good = write_autosave(_build("untitled"), None, "s2")
    broken = autosave_dir() / "broken.autosave.json"
    broken.write_bytes(b'{"dlbox_autosave": 1, "build": {"parts": [{"category": "toaster"')
    offered = {item.path: item for item in list_recoverable()}
    assert offered[good].build == _build("untitled")
    assert offered[good].source is None
    assert offered[broken].build is None
    assert "not valid JSON" in (offered[broken].error or "")


@pytest.mark.skipif(os.name != "posix", reason="liveness check is POSIX only")
def test_autosaves_of_another_running_dlbox_are_left_alone():
    path = write_autosave(_build("other window"), None, "s3")
    text = path.read_text(encoding="utf-8").replace(
        f'"pid": {os.getpid()}', f'"pid": {os.getppid()}'
    )
    path.write_text(text, encoding="utf-8")
    assert list_recoverable() == []
    assert [r.build for r in list_recoverable(include_running=True)] == [_build("other window")]


def test_a_pid_from_before_a_reboot_does_not_hide_the_autosave():
    path = write_autosave(_build("before reboot"), None, "s4")
    data = json.loads(path.read_text(encoding="utf-8"))
    data.update(pid=os.getppid(), boot="a-previous-boot")  # that pid is alive again now
    path.write_text(json.dumps(data), encoding="utf-8")
    assert [r.build for r in list_recoverable()] == [_build("before reboot")]
