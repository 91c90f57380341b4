"""Rule 17 against a stand-in estimator with known answers (the real estimator has its own
tests; the last test here runs the real one)."""

from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace

from dlbox.core.rules import workload_fit
from tests.core.rules_parts import check, good_parts, of, replaced, severities

WORKLOAD = SimpleNamespace(id="llm", name="7B full fine-tune", usual_batch=8)


@dataclass
class FakeEstimate:
    fits: bool
    max_batch_per_gpu: int
    memory_gb: float


def _use(monkeypatch, estimate):
    calls = []

    def estimate_build(resolved, workload, settings=None):
        calls.append((resolved, workload, settings))
        return estimate

    monkeypatch.setattr(workload_fit, "_estimator", lambda: estimate_build)
    return calls


def test_workload_that_cannot_run_at_batch_1_is_an_error(monkeypatch):
    calls = _use(monkeypatch, FakeEstimate(fits=False, max_batch_per_gpu=0, memory_gb=112.0))
    result = check(replaced(good_parts()), workload=WORKLOAD)
    [finding] = of(result, "dl.workload_fit")
    assert finding.severity == "error"
    assert "112 GB" in finding.message and "24 GB" in finding.message
    assert "LoRA" in finding.fix.text and calls[0][1] is WORKLOAD


def test_batch_too_large_warns_with_the_largest_batch_that_fits(monkeypatch):
    _use(monkeypatch, FakeEstimate(fits=False, max_batch_per_gpu=3, memory_gb=30.5))
    result = check(replaced(good_parts()), workload=WORKLOAD)
    [finding] = of(result, "dl.workload_fit")
    assert finding.severity == "warning"
    assert "batch 8" in finding.message and "largest batch that fits is 3" in finding.message


def test_workload_that_fits_is_silent(monkeypatch):
    _use(monkeypatch, FakeEstimate(fits=True, max_batch_per_gpu=16, memory_gb=20.0))
    assert not of(check(replaced(good_parts()), workload=WORKLOAD), "dl.workload_fit")


def test_without_a_workload_the_fit_is_listed_as_not_checked(monkeypatch):
    calls = _use(monkeypatch, FakeEstimate(fits=False, max_batch_per_gpu=0, memory_gb=99.0))
    result = check(replaced(good_parts()))
    assert not of(result, "dl.workload_fit") and not calls
    assert any("workload" in item for item in result.not_checked)


def test_an_estimator_failure_becomes_a_note(monkeypatch):
    def broken(resolved, workload, settings=None):
        raise ValueError("unknown precision")

    monkeypatch.setattr(workload_fit, "_estimator", lambda: broken)
    result = check(replaced(good_parts()), workload=WORKLOAD)
    assert severities(result, "dl.workload_fit") == {"note"}


def test_real_estimator_on_shipped_workloads():
    from dlbox.core.estimate.workloads import load_workloads

    workloads = load_workloads()
    two_24gb_cards = replaced(good_parts())
    # 8 B parameters × 16 bytes (AMP weights, grads, AdamW state) ≈ 128 GB per GPU.
    full = check(two_24gb_cards, workload=workloads["llama3-8b-full"])
    assert severities(full, "dl.workload_fit") == {"error"}
    assert not of(check(two_24gb_cards, workload=workloads["resnet50"]), "dl.workload_fit")


def test_cpu_offload_that_overflows_system_ram_is_a_warning():
    from dlbox.core.estimate import TrainSettings
    from dlbox.core.estimate.workloads import load_workloads
    from tests.core.rules_parts import memory

    full = load_workloads()["llama3-8b-full"]
    settings = TrainSettings(offload="optimizer", zero_stage=2, checkpointing=True)
    roomy_ram = memory(module_gb=48)  # 96 GB of RAM
    roomy = check(replaced(good_parts(), roomy_ram), workload=full, settings=settings)
    assert not [f for f in of(roomy, "dl.workload_fit") if "system RAM" in f.message]
    small = check(replaced(good_parts(), memory(module_gb=16)), workload=full, settings=settings)
    [finding] = [f for f in of(small, "dl.workload_fit") if "system RAM" in f.message]
    assert finding.severity == "warning" and "32 GB" in finding.message
