"""Rules 3, 4 and 18–21: RAM vs VRAM, CPU threads, mixed GPUs, NVLink, Pascal FP16, FP64,
data loading from hard disks, displays on the compute GPU."""

from __future__ import annotations

from types import SimpleNamespace

from tests.core.rules_parts import (
    board,
    check,
    cpu,
    good_parts,
    gpu,
    hdd,
    memory,
    of,
    replaced,
    resolved,
    severities,
    storage,
)


def test_less_ram_than_one_gpus_vram_warns():
    result = check(replaced(good_parts(), memory(modules=1, module_gb=16)))
    [finding] = of(result, "dl.ram_vs_vram")
    assert finding.severity == "warning"
    assert "16 GB" in finding.message and "24 GB" in finding.message


def test_ram_below_total_vram_warns_and_2x_is_silent():
    [finding] = of(check(replaced(good_parts(), memory(module_gb=16))), "dl.ram_vs_vram")
    assert finding.severity == "warning"
    assert "32 GB" in finding.message and "48 GB" in finding.message
    assert finding.fix is not None and "96 GB" in finding.fix.text  # the 2x guidance
    assert not of(check(replaced(good_parts(), memory(module_gb=48))), "dl.ram_vs_vram")


def test_fewer_than_two_threads_per_gpu_warns_and_fewer_than_four_notes():
    assert severities(check(replaced(good_parts(), cpu(cores=2, threads=2))), "dl.cpu_threads") == {
        "warning"
    }
    assert severities(check(replaced(good_parts(), cpu(cores=4, threads=6))), "dl.cpu_threads") == {
        "note"
    }
    assert not of(check(replaced(good_parts(), cpu(cores=4, threads=8))), "dl.cpu_threads")


def test_mixed_gpu_models_warn_that_the_slowest_sets_the_pace():
    parts = [p for p in good_parts() if p[0].category.value != "gpu"]
    slow = gpu("slow", name="Slow card", fp16_tflops=80, vram_gb=16)
    fast = gpu("fast", name="Fast card", fp16_tflops=160)
    result = check(resolved(*parts, slow, fast))
    [finding] = of(result, "dl.mixed_gpus")
    assert finding.severity == "warning"
    assert "Slow card" in finding.message and "80" in finding.message and "160" in finding.message
    assert not of(check(replaced(good_parts())), "dl.mixed_gpus")


def test_nvlink_only_suggested_for_cards_that_have_it():
    bridged = check(replaced(good_parts(), (gpu(nvlink=True, nvlink_bw_gbs=112.5), 2)))
    assert "NVLink bridge" in of(bridged, "dl.nvlink")[0].message
    lonely = check(replaced(good_parts(), (gpu(nvlink=False, p2p=False), 2)))
    assert "no NVLink" in of(lonely, "dl.nvlink")[0].message
    assert not of(check(replaced(good_parts(), (gpu(nvlink=False, p2p=True), 2))), "dl.nvlink")


def test_pascal_geforce_fp16_note():
    pascal = gpu(
        name="GeForce GTX 1080 Ti", architecture="Pascal", fp16_tflops=None, fp32_tflops=11.3
    )
    result = check(replaced(good_parts(), (pascal, 1)))
    [finding] = of(result, "dl.pascal_fp16")
    assert finding.severity == "note" and "1/64" in finding.message
    p100 = gpu(name="Tesla P100", architecture="Pascal", fp16_tflops=None)
    assert not of(check(replaced(good_parts(), (p100, 1))), "dl.pascal_fp16")


def test_fp64_note_only_when_the_user_needs_double_precision():
    parts = replaced(good_parts(), (gpu(fp64_tflops=1.3), 1))
    assert not of(check(parts), "dl.fp64")
    assert severities(check(parts, site={"needs_fp64": True}), "dl.fp64") == {"note"}


def test_hard_disk_as_the_only_storage_warns_with_the_random_read_ceiling():
    rest = [p for p in good_parts() if p[0].category.value != "storage"]
    result = check(resolved(*rest, hdd(rpm=7200)))
    [finding] = of(result, "dl.hdd_loading")
    assert finding.severity == "warning" and "240 small files/s" in finding.message


def test_hard_disk_next_to_an_ssd_is_a_note():
    rest = [p for p in good_parts() if p[0].category.value != "storage"]
    assert severities(check(resolved(*rest, storage(), hdd())), "dl.hdd_loading") == {"note"}
    assert not of(check(resolved(*rest, storage())), "dl.hdd_loading")


def test_dataset_bigger_than_the_ssd_warns():
    rest = [p for p in good_parts() if p[0].category.value != "storage"]
    workload = SimpleNamespace(dataset_size=10_000_000, units_per_sample=1.0, sample_bytes=1e6)
    result = check(resolved(*rest, storage(capacity_gb=1000), hdd()), workload=workload)
    [finding] = of(result, "dl.hdd_loading")
    assert finding.severity == "warning" and "10,000 GB" in finding.message


def test_gpu_driving_displays_without_cpu_graphics_gets_a_note():
    result = check(replaced(good_parts(), cpu(integrated_graphics=False)))
    assert severities(result, "dl.display") == {"note"}
    assert not of(check(replaced(good_parts())), "dl.display")


def test_mixed_gpus_compare_the_same_figure_for_both_cards():
    """A Pascal TITAN X lists no FP16 tensor rate: both cards are compared in FP32."""
    parts = [p for p in good_parts() if p[0].category.value != "gpu"]
    titan = gpu("titan", name="TITAN X", fp16_tflops=None, fp32_tflops=10.97, mem_bw_gbs=480)
    ampere = gpu("3090", name="RTX 3090", fp16_tflops=71.2, fp32_tflops=35.58, mem_bw_gbs=936)
    [finding] = of(check(resolved(*parts, titan, ampere)), "dl.mixed_gpus")
    assert "10.97 vs 35.58 FP32 TFLOPS on RTX 3090" in finding.message
    assert "FP16" not in finding.message and "71.2" not in finding.message
    assert "480 vs 936 GB/s" in finding.message
    # With both tensor rates known, both are tensor rates.
    tensor = gpu("tensor", name="RTX A", fp16_tflops=40.0)
    [both] = of(check(resolved(*parts, tensor, ampere)), "dl.mixed_gpus")
    assert "40 vs 71.2 FP16 tensor TFLOPS" in both.message


def test_four_gpus_on_a_slow_clocked_cpu_get_a_single_thread_note():
    slots = "1:x16:x16:g5:cpu;3:x16:x16:g5:cpu;5:x16:x16:g5:cpu;7:x16:x16:g5:cpu"
    four = [(gpu(), 4), board(pcie_slots=slots), cpu(cores=64, threads=128)]
    slow = check(replaced(good_parts(), *four[:2], cpu(cores=64, threads=128, boost_clock_ghz=3.7)))
    [finding] = of(slow, "dl.cpu_clock")
    assert finding.severity == "note" and "3.7 GHz" in finding.message
    assert "4 GPUs" in finding.message
    fast = check(replaced(good_parts(), *four[:2], cpu(cores=64, threads=128, boost_clock_ghz=5.3)))
    assert not of(fast, "dl.cpu_clock")
    two = check(replaced(good_parts(), cpu(boost_clock_ghz=3.7)))
    assert not of(two, "dl.cpu_clock")
    assert not of(check(replaced(good_parts(), *four)), "dl.cpu_clock")  # clock unknown
