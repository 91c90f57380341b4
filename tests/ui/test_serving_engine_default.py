"""Serving a model opens on llama.cpp, the stack people serve with, so the speed chart ranks
cards by what limits them; a token bound by the host's per-token overhead says so and its
bar is marked; a file saved before llama.cpp was the default keeps Hugging Face generate
(issue 18, items 4 and 7).

The shipped catalogue and the RTX 4090 tower (Ryzen 9 7950X), as a new user opens them."""

from __future__ import annotations

import json

from dlbox.core.files import read_build
from dlbox.core.job import Job
from dlbox.core.parts import Category

from .typing_helpers import TOWER_EXAMPLE, fresh_chart, open_window, type_number


def _row(chart, label: str):  # type: ignore[no-untyped-def]
    return next(r for r in chart._rows if r.label == label)


def _pick(combo, key: str) -> None:
    index = combo.findData(key)
    assert index >= 0, key
    combo.setCurrentIndex(index)  # as a user picks it in the box


def test_a_5090_serves_far_faster_than_a_4060_ti_on_the_default_stack(qtbot, catalogue, answers):
    """The same tower with an RTX 4060 Ti 16 GB: Llama 3.2 3B picked for inference opens on
    llama.cpp, where the 5090's 6.2× the bandwidth (1,792 against 288 GB/s) shows; on Hugging
    Face generate the 5090 (on the build's CPU, as this build's bar is) waits on the CPU and
    is marked host-bound."""
    tower = read_build(TOWER_EXAMPLE).without(Category.GPU, "rtx-4090")
    build = tower.with_part(catalogue.get("gpu", "rtx-4060-ti-16gb"))
    window = open_window(qtbot, catalogue, build)
    qtbot.waitUntil(lambda: window.analysis.is_ready)
    bar = window.workload_bar
    assert bar.pick("llama-3.2-3b", "decode")
    assert bar.engine.currentData() == "llama.cpp"
    assert window.document.build.job.engine == "llama.cpp"  # saved named, not implied
    chart = fresh_chart(window, "speed")
    assert not chart.engine.isHidden()  # the panel names the stack it assumes
    assert chart.engine.currentData() == "llama.cpp"
    assert "with llama.cpp" in chart.caption_for_report()
    mine = _row(chart, "This build")
    rtx5090 = _row(chart, "NVIDIA GeForce RTX 5090")
    assert rtx5090.throughput > 3.0 * mine.throughput
    assert (mine.bottleneck, rtx5090.bottleneck) == ("memory_bandwidth", "memory_bandwidth")
    _pick(bar.engine, "generic")
    chart = fresh_chart(window, "speed")
    rtx5090 = _row(chart, "NVIDIA GeForce RTX 5090")
    assert rtx5090.bottleneck == "host_dispatch"
    frame = chart.data_frame()
    assert frame.loc[frame.label == "NVIDIA GeForce RTX 5090", "bottleneck"].item() == (
        "host_dispatch"
    )
    assert "hatched: the host CPU or kernel launches" in chart.caption_for_report()


def test_a_host_bound_token_says_host_overhead_not_memory_bandwidth(tower_window, qtbot):
    """Llama 3.2 1B chatting (1,024 tokens of context) on the 4090 through Hugging Face
    generate, picked in the speed panel: the 7950X issues each token's ~970 Python calls in
    longer than the card reads 2.5 GB, so the caption, the bar, the CSV and the report name
    the host's per-token overhead."""
    bar = tower_window.workload_bar
    assert bar.pick("llama-3.2-1b", "decode")
    type_number(qtbot, bar.context, 1024)
    chart = fresh_chart(tower_window, "speed")
    served = tower_window.analysis.estimate()
    assert served.bottleneck != "host_dispatch"  # llama.cpp: the card's own limit
    _pick(chart.engine, "generic")  # one click in the speed panel
    assert bar.engine.currentData() == "generic"  # the workload bar follows
    assert tower_window.document.build.job.engine == "generic"
    estimate = tower_window.analysis.estimate()
    assert estimate.bottleneck == "host_dispatch"
    assert estimate.throughput < served.throughput
    chart = fresh_chart(tower_window, "speed")
    text = chart.caption_for_report()
    assert "bound by host: per-token overhead (CPU)" in text
    assert "memory bandwidth" not in text
    build_row = chart.shown_rows().index(_row(chart, "This build"))
    assert chart.values[build_row].toPlainText().endswith("(host-bound)")
    assert chart.hatch.isVisible()
    frame = chart.data_frame()
    assert frame.loc[frame.kind == "build", "bottleneck"].item() == "host_dispatch"
    report = {str(k): str(v) for k, v in tower_window.analysis.speed_summary()}
    (line,) = [v for k, v in report.items() if k.startswith("Llama 3.2 1B decoding")]
    assert "bound by host: per-token overhead (CPU)" in line
    assert "Hugging Face generate (eager)" in next(k for k in report if "Llama 3.2 1B" in k)


def test_other_cards_are_charged_on_this_builds_cpu_not_a_slower_reference_host(
    tower_window, qtbot
):
    """Host-bound serving (Llama 3.2 1B on Hugging Face generate): the other cards' bars stand
    for this tower with that card, so they wait on its Ryzen 9 7950X as this build's RTX 4090
    does.  Charged on the estimator's slower reference host, an RTX 5090 came out at about
    half the 4090's speed in the same box."""
    bar = tower_window.workload_bar
    assert bar.pick("llama-3.2-1b", "decode")
    type_number(qtbot, bar.context, 1024)
    chart = fresh_chart(tower_window, "speed")
    _pick(chart.engine, "generic")
    chart = fresh_chart(tower_window, "speed")
    mine = _row(chart, "This build")
    rtx5090 = _row(chart, "NVIDIA GeForce RTX 5090")
    assert (mine.bottleneck, rtx5090.bottleneck) == ("host_dispatch", "host_dispatch")
    assert rtx5090.throughput >= 0.95 * mine.throughput


def test_an_old_serving_file_keeps_hugging_face_generate(qtbot, catalogue, answers, tmp_path):
    """A build saved before llama.cpp became the default names no engine: it opens on Hugging
    Face generate (what it was estimated with), unmodified; a new serving job gets llama.cpp."""
    job = Job(
        workload="llama-3.1-8b-decode",
        model="llama-3.1-8b",
        task="decode",
        precision="bf16",
        context_tokens=4096,
        concurrency=2,
    )
    saved = json.loads(TOWER_EXAMPLE.read_text(encoding="utf-8"))
    saved["job"] = job.model_dump(exclude_none=True)
    assert "engine" not in saved["job"]
    path = tmp_path / "old-server.dlbox.json"
    path.write_text(json.dumps(saved), encoding="utf-8")
    window = open_window(qtbot, catalogue, read_build(path))
    qtbot.waitUntil(lambda: window.analysis.is_ready)
    bar = window.workload_bar
    assert bar.engine.currentData() == "generic"
    assert window.analysis.estimate().explain["inference"]["engine"] == "generic"
    assert fresh_chart(window, "speed").engine.currentData() == "generic"
    assert window.document.undo_stack.isClean()  # opening it changed nothing
    assert bar.pick("llama-3.2-3b", "decode")  # another model: a new serving job
    assert bar.engine.currentData() == "llama.cpp"
