"""The estimator's notes are translatable: every note an estimate shows (its explanation,
the band's source, the remedies' notes, offload's link and host RAM) carries a template the
.ts catalogues translate, and still reads as the English the CLI and JSON have always given.

A plain f-string note (English only, whatever the app's language) fails here."""

from __future__ import annotations

import ast
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from dlbox.core.build import resolve
from dlbox.core.build_estimate import estimate_build
from dlbox.core.estimate import TrainSettings, estimate_gpus
from dlbox.core.estimate.notes import CONTEXT, Note
from dlbox.core.files import read_build
from dlbox.core.messages import Message, placeholders
from dlbox.core.rules.remedy_text import remedy_message

ROOT = Path(__file__).resolve().parents[2]
ESTIMATE = ROOT / "dlbox" / "core" / "estimate"
# The notes of a saved build's estimate (its slots, CPU, stacked cards) live above the estimator.
NOTE_SOURCES = (*sorted(ESTIMATE.glob("*.py")), ROOT / "dlbox" / "core" / "build_estimate.py")
LANGUAGES = ("zh_TW", "zh_CN", "ko")

# (GPU, count, workload, settings): between them every kind of note — precision fallbacks,
# FP32 at TF32, tiers, batch norm, power limit, links and contention, tensor parallel, eager
# and compiled decoding, host-bound generation, offload, an AMD card, slot power, remedies.
CASES = [
    ("rtx-4090", 1, "resnet50", {"precision": "bf16"}),
    ("v100-sxm2-32gb", 1, "bert-large-squad", {"precision": "bf16"}),
    ("gtx-1080-ti", 1, "bert-base-squad", {"precision": "tf32"}),
    ("a100-sxm4-80gb", 1, "bert-large-squad", {"precision": "fp32"}),
    ("a100-sxm4-80gb", 1, "bert-large-squad", {"software_tier": "vendor"}),
    ("rtx-4090", 1, "bert-large-squad", {"power_limit_frac": 0.7}),
    ("rtx-4090", 4, "gpt2-1.5b", {}),
    ("h100-sxm", 8, "llm-7b-pretrain", {"zero_stage": 3, "training_stack": "composer"}),
    ("h100-sxm", 8, "llm-7b-pretrain", {}),
    ("rtx-4090", 1, "llm-8b-decode", {"inference_bits": 4, "serving_engine": "autoawq"}),
    ("rtx-4090", 2, "llm-8b-decode", {"software_tier": "compiled"}),
    ("a100-sxm4-40gb", 1, "sd15-generate", {"batch_per_gpu": 2}),
    ("a10", 1, "sd15-finetune", {}),
    ("rtx-4090", 1, "llama3-8b-full", {"offload": "all", "grad_accum": 4}),
    ("rtx-4090", 1, "llama3-8b-full", {}),
    ("rtx-4090", 2, "llama3-8b-full", {}),
    ("rtx-4090", 1, "llm-8b-decode", {"batch_per_gpu": 64, "context_tokens": 32768}),
    ("rtx-4090", 1, "llm-8b-decode", {"serving_engine": "vllm", "context_tokens": 131072}),
    ("rtx-4090", 1, "bert-large-squad", {"batch_per_gpu": 256, "grad_accum": 2}),
    ("radeon-rx-7900-xtx", 1, "resnet50", {}),
]


def _texts(est) -> list[str]:
    """Every text of an estimate a person reads, as the estimator gives it."""
    ex = est.explain
    texts = [*ex["notes"], ex["band"], ex["ceilings"]["storage_note"]]
    if "offload" in ex:
        texts += [ex["offload"]["link"], ex["offload"]["host_memory"]]
    texts += [r["note"] for r in est.memory.get("remedies", []) if r.get("note")]
    return texts


@pytest.fixture(scope="module")
def estimates(catalogue):
    out = [
        estimate_gpus(catalogue.get("gpu", gpu), n, workload, TrainSettings(**settings))
        for gpu, n, workload, settings in CASES
    ]
    # A whole build: its board's slots and its CPU's host speed.
    tower = resolve(read_build(ROOT / "data/examples/rtx-4090-tower.dlbox.json"), catalogue)
    out.append(estimate_build(tower, "llm-8b-decode"))
    return out


def test_every_text_an_estimate_shows_carries_its_template(estimates):
    seen = 0
    for est in estimates:
        for text in _texts(est):
            if text:  # "" where there is nothing to say (no storage note, no remedy note)
                assert isinstance(text, Note), f"{est.gpu} {est.workload}: not translatable: {text}"
                assert text == text.message.render()  # the English the CLI prints
                seen += 1
    assert seen > 60  # the cases above do show notes


def test_every_remedy_label_has_a_template(estimates):
    """Remedy labels are read back into templates by pattern (rules/remedy_text.py, the
    findings' mechanism): a label no pattern knows would show in English."""
    labels = {r["label"] for est in estimates for r in est.memory.get("remedies", [])}
    assert any(" + " in x for x in labels) and any("GPUs" in x for x in labels)
    assert any("concurrent stream" in x for x in labels)
    for label in labels:
        assert isinstance(remedy_message(label), Message), label


def test_notes_stay_plain_json(estimates):
    """``--json`` writes each note as the same English string (no new keys, no objects)."""
    for est in estimates:
        data = json.loads(json.dumps(est.to_dict()))
        assert data["explain"]["notes"] == [str(n) for n in est.explain["notes"]]


def _templates() -> set[str]:
    """Every ``QT_TRANSLATE_NOOP("Estimate", …)`` literal in the estimator's notes."""
    found = set()
    for path in NOTE_SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", "") == "QT_TRANSLATE_NOOP"
                and isinstance(node.args[0], ast.Constant)
                and node.args[0].value == CONTEXT
            ):
                assert isinstance(node.args[1], ast.Constant), f"{path.name}: not a literal"
                found.add(node.args[1].value)
    return found


def _catalogue(language: str) -> dict[str, tuple[str, bool]]:
    tree = ET.parse(ROOT / "resources" / "translations" / f"dlbox_{language}.ts")
    out = {}
    for context in tree.getroot().iter("context"):
        if context.findtext("name") == CONTEXT:
            for message in context.iter("message"):
                node = message.find("translation")
                finished = node is not None and node.get("type") != "unfinished"
                out[message.findtext("source")] = (message.findtext("translation") or "", finished)
    return out


def test_templates_are_well_formed():
    templates = _templates()
    assert len(templates) > 80
    for template in templates:
        # A literal percent sign is written %% (the message is filled with % params).
        assert not re.search(r"%(?!\(\w+\)s)", template.replace("%%", "")), template


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_template_is_translated_with_its_placeholders(language):
    catalogue = _catalogue(language)
    for template in _templates():
        assert template in catalogue, f"{language}: {template!r} not in the .ts (make translations)"
        text, finished = catalogue[template]
        assert finished and text, f"{language}: {template!r} has no translation"
        assert placeholders(text) == placeholders(template), (language, template, text)
        assert text.count("%%") == template.count("%%"), (language, template)
