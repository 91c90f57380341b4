"""Named formats of serving weights: bits per weight from each format's storage layout.

``--bits 16|8|4`` only says F16, Q8_0 or Q4_0; a GGUF file or a GPTQ/AWQ checkpoint says
its format by name.  Each format stores three kinds of tensors at their own width:

==========  =================================================================
body        the transformer's matrices (and, for GGUF, the token embeddings)
head        the output projection (``output.weight`` / ``lm_head``)
embed       the token embeddings where a format keeps them apart (GPTQ/AWQ: FP16)
==========  =================================================================

Block layouts (ggml ``ggml-common.h``; ``ggml_half`` is 2 bytes, ``QK_K`` = 256):

* ``block_q4_0``: d + 16 B of nibbles per 32 weights = 18 B → 4.5 bits
* ``block_q4_1``: d, m + 16 B per 32 = 20 B → 5.0 bits
* ``block_q5_0``: d + 4 B high bits + 16 B per 32 = 22 B → 5.5 bits
* ``block_q5_1``: d, m + 4 B + 16 B per 32 = 24 B → 6.0 bits
* ``block_q8_0``: d + 32 B per 32 = 34 B → 8.5 bits
* ``block_q4_K``: d, dmin + 12 B scales + 128 B per 256 = 144 B → 4.5 bits
* ``block_q5_K``: d, dmin + 12 + 32 + 128 B per 256 = 176 B → 5.5 bits
* ``block_q6_K``: 128 B ql + 64 B qh + 16 B scales + d per 256 = 210 B → 6.5625 bits

llama.cpp's quantiser (``llama_tensor_get_type``) stores ``output.weight`` at Q6_K under
every quantised type except Q8_0, which keeps Q8_0.  The K-quant mixes (Q4_K_M, Q5_K_M)
put some tensors (half of ``ffn_down`` and ``attn_v``) at Q6_K: their body width is
backed out of the whole-file bits per weight llama.cpp reports for Llama 2 7B
(``tools/quantize/README.md``: Q4_K_M 4.84, Q5_K_M 5.68, Q6_K 6.56 BPW; the file counts
the Q6_K head), not guessed.

GPTQ and AWQ (AutoGPTQ / AutoAWQ ``qweight``, ``qzeros``, ``scales`` tensors) store 4-bit
weights with an FP16 scale and a packed 4-bit zero point per group of ``g`` input
weights: 4 + 20/g bits — 4.156 at g = 128, 4.625 at g = 32; ``embed_tokens`` and
``lm_head`` stay FP16.  torchao / gpt-fast int4 (tinygemm ``_weight_int4pack_mm``;
gpt-fast ``quantize.py`` ``WeightOnlyInt4QuantHandler``) keeps a BF16 scale *and* a BF16
zero per group — 4 + 32/g bits: 5.0 at g = 32, 4.25 at g = 128 — on every ``nn.Linear``,
the output head included; the embeddings stay BF16.  Its int8 (``WeightOnlyInt8QuantHandler``)
stores every ``nn.Linear`` at 8 bits with one BF16 scale per output row (16 / in_features
bits a weight: 0.004 at 4096, left out).
"""

from __future__ import annotations

from dataclasses import dataclass

# Llama 2 7B, the model llama.cpp's quantize README reports bits per weight for:
# params (config.json) and the head (vocab 32000 × hidden 4096), stored at Q6_K.
_LLAMA2_7B_PARAMS = 6_738_415_616
_LLAMA2_7B_HEAD = 32_000 * 4_096
Q6_K_BITS = 210 * 8 / 256


def _body_from_file(file_bpw: float) -> float:
    """Body bits of a K-quant mix whose Llama 2 7B file reports ``file_bpw`` overall."""
    total = file_bpw * _LLAMA2_7B_PARAMS - Q6_K_BITS * _LLAMA2_7B_HEAD
    return total / (_LLAMA2_7B_PARAMS - _LLAMA2_7B_HEAD)


@dataclass(frozen=True)
class WeightFormat:
    """Bits per weight of the body, the output head and (if apart) the token embeddings."""

    name: str
    body: float
    head: float
    embed: float | None = None  # None: the embeddings are stored like the body
    family: str = "gguf"


def _gptq(name: str, group: int) -> WeightFormat:
    return WeightFormat(name, 4.0 + 20.0 / group, 16.0, 16.0, family="gptq")


def _torchao(name: str, group: int) -> WeightFormat:
    return WeightFormat(name, 4.0 + 32.0 / group, 4.0 + 32.0 / group, 16.0, family="torchao")


WEIGHT_FORMATS: dict[str, WeightFormat] = {
    f.name: f
    for f in (
        WeightFormat("F16", 16.0, 16.0),
        WeightFormat("Q8_0", 34 * 8 / 32, 34 * 8 / 32),
        WeightFormat("Q6_K", Q6_K_BITS, Q6_K_BITS),
        WeightFormat("Q5_K_M", _body_from_file(5.68), Q6_K_BITS),
        WeightFormat("Q5_1", 24 * 8 / 32, Q6_K_BITS),
        WeightFormat("Q5_0", 22 * 8 / 32, Q6_K_BITS),
        WeightFormat("Q4_K_M", _body_from_file(4.84), Q6_K_BITS),
        WeightFormat("Q4_1", 20 * 8 / 32, Q6_K_BITS),
        WeightFormat("Q4_0", 18 * 8 / 32, Q6_K_BITS),
        _gptq("int4-g32", 32),
        _gptq("int4-g128", 128),
        WeightFormat("torchao-int8", 8.0, 8.0, 16.0, family="torchao"),
        _torchao("torchao-int4-g32", 32),
        _torchao("torchao-int4-g128", 128),
    )
}
# What ``--bits`` meant before formats had names.
FORMAT_OF_BITS: dict[int, str] = {16: "F16", 8: "Q8_0", 4: "Q4_0"}


def weight_format(name: str) -> WeightFormat:
    """The format called ``name`` (case-insensitive); ValueError listing the valid names."""
    key = {k.upper(): k for k in WEIGHT_FORMATS}.get(name.strip().upper())
    if key is None:
        raise ValueError(
            f"unknown weight format {name!r}: expected one of {', '.join(WEIGHT_FORMATS)}"
        )
    return WEIGHT_FORMATS[key]


def stored_bytes(fmt: WeightFormat, body: float, head: float, embed: float) -> float:
    """Bytes of ``body`` matrix weights, ``head`` output weights and ``embed`` embeddings."""
    embed_bits = fmt.body if fmt.embed is None else fmt.embed
    return (body * fmt.body + head * fmt.head + embed * embed_bits) / 8.0
