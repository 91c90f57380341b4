"""The workload library: every id the issue names, with sources, and clear errors on bad rows."""

from __future__ import annotations

import pytest

from dlbox.core.catalogue import default_data_dir
from dlbox.core.estimate import WorkloadError, custom_workload, load_workloads, resolve_workload
from dlbox.core.estimate.workloads import read_workloads

REQUIRED = {
    "resnet50",
    "ssd300",
    "vgg16",
    "bert-base-squad",
    "bert-large-squad",
    "bert-large-pretrain-128",
    "bert-large-pretrain-512",
    "transformer-xl-base",
    "transformer-nmt",
    "gnmt",
    "gpt2-124m",
    "gpt2-1.5b",
    "llm-1b-pretrain",
    "llm-7b-pretrain",
    "llama3-8b-full",
    "llama3-8b-lora",
    "llama3-8b-qlora",
    "llama3-70b-qlora",
    "sd15-finetune",
    "sdxl-finetune",
    "llm-8b-decode",
    "llm-70b-decode",
}


def test_library_holds_every_required_workload_with_a_source():
    library = load_workloads()
    assert set(library) >= REQUIRED
    for workload in library.values():
        assert len(workload.source) > 20, workload.id
        assert workload.unit.endswith("/s")


def test_resnet50_counts_multiply_accumulates_as_two_flops():
    # ESTIMATOR.md: ResNet-50's "4.1 GFLOPs" are MACs: 8.2 GFLOP forward, ~24.6 per training image.
    resnet = load_workloads()["resnet50"]
    assert resnet.flops_train_per_sample("none", False) == pytest.approx(24.6e9, rel=0.01)


def test_transformer_flops_follow_six_n_plus_attention():
    bert = load_workloads()["bert-large-squad"]
    n, layers, s, d = bert.params_matmul, bert.layers, bert.seq_len, bert.hidden
    expected = s * (6 * n + 12 * layers * s * d)
    assert bert.flops_train_per_sample("none", False) == pytest.approx(expected)
    # LoRA: no weight gradients for the frozen layers, ~4·N instead of 6·N per token.
    assert bert.flops_train_per_sample("lora", False) < expected * 0.75


def test_unknown_workload_names_close_matches():
    with pytest.raises(WorkloadError, match="llama3-8b-qlora"):
        resolve_workload("qlora")


def test_bad_row_is_reported_with_file_line_and_field(tmp_path):
    good = (default_data_dir() / "workloads.csv").read_text(encoding="utf-8")
    header, first, *_ = good.splitlines()
    broken = first.replace(",cnn,", ",quantum,", 1)
    path = tmp_path / "workloads.csv"
    path.write_text(
        f"{header}\n{first}\n{broken.replace('resnet50', 'resnet50-copy', 1)}\n", encoding="utf-8"
    )
    with pytest.raises(WorkloadError) as info:
        read_workloads(path)
    message = str(info.value)
    assert "line 3" in message and "family" in message and "\n" not in message


def test_custom_workload_from_numbers_or_a_transformer_shape():
    cnn = custom_workload(
        "my net", params=5e6, flops_fwd_per_sample=1e9, act_mb_per_sample_16bit=20
    )
    assert cnn.flops_train_per_sample("none", False) == pytest.approx(3e9)
    llm = custom_workload(
        "tiny lm", params=1e8, layers=8, hidden=512, heads=8, seq_len=512, unit="tokens/s"
    )
    assert llm.units_per_sample == 512
    assert llm.activation_bytes_per_sample(2.0, False) > 0
    with pytest.raises(WorkloadError, match="custom workload"):
        custom_workload("nothing", params=1e6)
