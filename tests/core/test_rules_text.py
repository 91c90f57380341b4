"""Finding texts as translatable templates: English unchanged, placeholders filled."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from dlbox.core.build import resolve
from dlbox.core.files import read_build
from dlbox.core.messages import QT_TRANSLATE_NOOP, Message, msg, placeholders
from dlbox.core.parts import Category
from dlbox.core.rules import check_build
from dlbox.core.rules.findings import Finding, Fix
from tests.core.rules_parts import board, check, good_parts, memory, of, psu, replaced, resolved
from tests.core.rules_synthetic import random_parts

BUILDS = Path(__file__).resolve().parents[1] / "data" / "builds"
# Every rule module: each finding and fix is a template (the UI translates them).
TRANSLATED_RULES = (
    "power.",
    "physical.",
    "platform.",
    "memory.",
    "pcie.",
    "storage.",
    "cooler.",
    "dl.",
    "build.",
)


def test_english_message_and_fix_read_as_before():
    result = check(replaced(good_parts(), memory(modules=6, module_gb=16), board(memory_slots=4)))
    finding = of(result, "memory.slots")[0]
    assert finding.message == "6 memory modules; Board board-a has 4 slots"
    assert finding.fix.text == "Use at most 4 modules: fewer, larger modules"
    assert finding.template == "%(n)s memory modules; %(board)s has %(slots)s slots"
    assert finding.params == {"n": "6", "board": "Board board-a", "slots": "4"}
    assert finding.fix.params == {"slots": "4"}
    # The exports and `dlbox check --json` keep every key they had (fixes gained effects).
    assert set(finding.to_dict()) == {"rule", "severity", "message", "parts", "fix"}
    assert set(finding.fix.to_dict()) == {"text", "category", "parts", "effects"}


def test_nested_parts_and_translator_fill_the_template():
    inner = msg(QT_TRANSLATE_NOOP("Findings", "%(n)s card"), n="1")
    outer = msg(QT_TRANSLATE_NOOP("Findings", "only %(seated)s fits"), seated=inner)
    finding = Finding("x", "error", outer)  # type: ignore[arg-type]
    assert finding.message == "Only 1 card fits"
    table = {"%(n)s card": "%(n)s 張卡", "only %(seated)s fits": "只放得下 %(seated)s"}
    assert finding.render(lambda _c, t: table.get(t, t)) == "只放得下 1 張卡"
    plain = Finding("x", "note", "plain text")
    assert plain.template == "" and plain.render(lambda _c, t: "?") == "Plain text"
    assert Fix("Do this").render(lambda _c, t: "?") == "Do this"


def _walk(text: Message):  # type: ignore[no-untyped-def]
    yield text
    for value in text.params.values():
        if isinstance(value, Message):
            yield from _walk(value)


def _findings(catalogue) -> list[Finding]:  # type: ignore[no-untyped-def]
    found: list[Finding] = []
    if catalogue.in_category(Category.GPU):
        for path in sorted(BUILDS.glob("*.dlbox.json")):
            found += check_build(resolve(read_build(path), catalogue), catalogue).findings
    # The rule tests' parts, in random combinations (unknown fields included).
    categories = (Category.GPU, Category.CPU, Category.MOTHERBOARD, Category.MEMORY)
    categories += (Category.STORAGE, Category.PSU, Category.CASE, Category.COOLER)
    pools = {c: random_parts(c, 12, seed=3) for c in categories}
    r = random.Random(5)
    for _ in range(150):
        items = []
        for category, pool in pools.items():
            if r.random() < 0.9:
                many = category in (Category.GPU, Category.MEMORY, Category.STORAGE)
                items.append((r.choice(pool), r.choice([1, 2, 4]) if many else 1))
        found += check(resolved(*items)).findings
    found += check(replaced(good_parts(), psu(wattage_w=450))).findings
    return found


@pytest.fixture(scope="module")
def findings(catalogue) -> list[Finding]:  # type: ignore[no-untyped-def]
    return _findings(catalogue)


def test_every_template_has_the_placeholders_its_parameters_fill(findings):
    assert {f.rule.split(".")[0] + "." for f in findings} >= set(TRANSLATED_RULES)
    problems = []
    for finding in findings:
        for text in (finding.source, finding.fix.source if finding.fix else None):
            for part in _walk(text) if text is not None else ():
                if placeholders(part.template) != set(part.params):
                    problems.append(f"{finding.rule}: {part.template!r} vs {sorted(part.params)}")
        # The English text is the template filled in, as the CLI prints it.
        if finding.source is not None:
            assert finding.render(lambda _c, t: t) == finding.message
    assert not problems, "\n".join(sorted(set(problems)))


def test_findings_of_translated_rules_all_carry_templates(findings):
    plain = {
        f"{f.rule}: {f.message}" if f.source is None else f"{f.rule} fix: {f.fix.text}"
        for f in findings
        if f.rule.startswith(TRANSLATED_RULES)
        and (f.source is None or (f.fix is not None and f.fix.source is None))
    }
    assert not plain, sorted(plain)[:5]


@pytest.mark.parametrize("code", ["zh_TW", "zh_CN", "ko"])
def test_each_translated_template_fills_with_its_parameters(code):
    """A stray % or a renamed field in a translation would raise when the UI fills it."""
    ts = Path(__file__).resolve().parents[2] / "resources" / "translations" / f"dlbox_{code}.ts"
    contexts = [
        c for c in ET.parse(ts).getroot().iter("context") if c.findtext("name") == "Findings"
    ]
    assert contexts, "no Findings context: run `make translations`"
    for message in contexts[0].iter("message"):
        source = message.findtext("source") or ""
        values = {name: "<v>" for name in placeholders(source)}
        text = message.findtext("translation") or ""
        assert (text % values).count("<v>") >= len(values) or not values, source


# The article "a"/"an" (not the unit A in "15 A", nor "psu-a"), then a word by its sound.
A_BEFORE_VOWEL_SOUND = re.compile(
    r"(?:^A|(?<![\w-])a) (?:x\d|[AEIOaeio]|AM\d|LGA|SFX|SXM|OAM|8\b|11\b|18\b)"
)
AN_BEFORE_CONSONANT = re.compile(r"(?:^An|(?<![\w-])an) (?:[bcdfghjklmnpqrstvwz]|[1-79]|PCIe|TFX)")
ONE_IN_PLURAL = re.compile(
    r"\b1 (?:cards|slots|modules|8-pins|PCIe 8-pins|drives|bays|positions)\b"
)


def test_english_texts_use_a_and_an_and_plurals_correctly(findings):
    bad = []
    for finding in findings:
        texts = [finding.message] + ([finding.fix.text] if finding.fix else [])
        for text in texts:
            for pattern in (A_BEFORE_VOWEL_SOUND, AN_BEFORE_CONSONANT, ONE_IN_PLURAL):
                if pattern.search(text):
                    bad.append(f"{finding.rule}: {text}")
            if re.search(r"positions \d+(?![\d,])", text):
                bad.append(f"{finding.rule}: {text}")
    assert not bad, "\n".join(sorted(set(bad))[:10])


def test_one_x16_slot_is_named_in_the_singular():
    two_cards_one_slot = board(pcie_slots="2:x16:x16:g5:cpu")
    result = check(replaced(good_parts(), two_cards_one_slot))
    [finding] = of(result, "physical.gpu_slots")
    assert "its only x16 slot is at position 2" in finding.message
    assert "positions 2" not in finding.message


def test_every_warning_fix_that_names_parts_states_what_the_part_must_have(findings):
    """Without an extra condition a warning's fix would list any compatible part, most of
    which leave the warning in place."""
    loose = {
        f.rule
        for f in findings
        if f.severity == "warning"
        and f.fix is not None
        and f.fix.suggest is not None
        and f.fix.suggest.extra is None
    }
    assert not loose, sorted(loose)
