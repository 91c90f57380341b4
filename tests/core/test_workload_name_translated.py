"""A library model's workload name in a finding: the model's name as published, the words
around it ("decoding", "training (seq N)") in the user's language."""

from __future__ import annotations

from dlbox.core.messages import Message, render
from dlbox.core.rules.workload_fit import workload_name

ZH_TW = {
    "%(model)s decoding": "%(model)s 解碼",
    "%(model)s training (seq %(seq)s)": "%(model)s 訓練（序列 %(seq)s）",
}


def _zh(context: str, text: str) -> str:
    assert context == "Findings"
    return ZH_TW.get(text, text)


def test_decoding_and_training_names_follow_the_language():
    decoding = workload_name("Llama 3.1 8B decoding")
    assert isinstance(decoding, Message)
    assert render(decoding) == "Llama 3.1 8B decoding"
    assert render(decoding, _zh) == "Llama 3.1 8B 解碼"
    training = workload_name("Qwen2.5 7B training (seq 2048)")
    assert render(training, _zh) == "Qwen2.5 7B 訓練（序列 2048）"


def test_a_benchmark_workload_keeps_its_name():
    assert workload_name("ResNet-50 v1.5, ImageNet 224²") == "ResNet-50 v1.5, ImageNet 224²"
