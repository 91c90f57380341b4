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
zero per group — 4 + 32/g bits: 5.0 at g = 32, 4.5 at g = 64, 4.25 at g = 128 — on every ``nn.Linear``,
the output head included; the embeddings stay BF16.  Its int8 (``WeightOnlyInt8QuantHandler``)
stores every ``nn.Linear`` at 8 bits with one BF16 scale per output row (16 / in_features
bits a weight: 0.004 at 4096, left out).
bitsandbytes' NF4 (``Linear4bit``: transformers' ``load_in_4bit``, LitGPT's ``--quantize
bnb.nf4``) packs two 4-bit codes a byte with one FP32 absmax per block of 64 weights — 4.5
bits — or, with double quantisation (``bnb.nf4-dq``, ``bnb_4bit_use_double_quant``), that
absmax quantised to 8 bits with an FP32 constant per 256 blocks: 4 + 8/64 + 32/16384 =
4.127 bits (Dettmers et al. 2023, §3).  It replaces linear layers only: the embeddings stay
16-bit, and transformers leaves the output head 16-bit too (``llm_int8_skip_modules``
defaults to it); Lightning Fabric, which LitGPT uses, quantises the head as well (the
``head_quantised`` stack quirk).
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
    # The eager linear casts the whole stored matrix to 16 bits before a plain matmul
    # (gpt-fast ``WeightOnlyInt8Linear.forward``: ``F.linear(input, self.weight.to(
    # dtype=input.dtype)) * self.scales``; torchao's int8 weight-only fallback
    # ``_linear_fp_act_int8_weight_impl`` the same): a 16-bit copy per matrix.
    eager_dequant: bool = False
    # A matmul over more than one token (a prompt's prefill) dequantises the whole stored
    # matrix to a 16-bit copy first (bitsandbytes ``MatMul4Bit.forward``:
    # ``F.linear(A, F.dequantize_4bit(B, quant_state).to(A.dtype).t(), bias)``); one token
    # at a time runs its fused GEMV (``gemv_4bit``) without a copy.
    prefill_dequant: bool = False


def _gptq(name: str, group: int) -> WeightFormat:
    return WeightFormat(name, 4.0 + 20.0 / group, 16.0, 16.0, family="gptq")


def _bnb(name: str, bits: float) -> WeightFormat:
    return WeightFormat(name, bits, 16.0, 16.0, family="bnb", prefill_dequant=True)


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
        WeightFormat("torchao-int8", 8.0, 8.0, 16.0, family="torchao", eager_dequant=True),
        _torchao("torchao-int4-g32", 32),
        _torchao("torchao-int4-g64", 64),
        _torchao("torchao-int4-g128", 128),
        _bnb("bnb-nf4", 4.0 + 32.0 / 64.0),
        _bnb("bnb-nf4-dq", 4.0 + 8.0 / 64.0 + 32.0 / (64.0 * 256.0)),
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


# ---------------------------------------------------------------------------------------
# Decode kernels: how a quantised GEMV turns its stored weights back into numbers.
#
# Every batch-1 quantised kernel spends integer work per weight (the fitted count
# ``decode_dequant_ops``: nibble masks and shifts, index arithmetic, and whatever latency
# the kernel fails to hide).  Some kernels also convert each weight with an integer-to-float
# instruction (I2F), which runs on its own pipe (XU: Nsight Compute Kernel Profiling Guide,
# "Pipelines") at 16 results per clock against 64 for 32-bit integer add, shift and logic on
# compute capability 7.x, 8.x and 9.0, and 32 against 128 on 6.1 (CUDA C++ Programming
# Guide, "Arithmetic Instructions"; data/instruction_rates.csv).  A conversion therefore
# occupies four integer slots, on the conversion pipe beside the integer work: a kernel is
# bound by whichever of the two takes longer (estimator), not by their sum.  Only I2F counts:
# a half-to-float cast compiles to HADD2.F32 (an FP16 add on the FMA pipes) and kernels that
# unpack with bit tricks (dp4a on masked nibbles, lop3 / magic-number half conversion)
# convert nothing per weight (tools/dequant_sass.py compiles each kernel's per-weight
# expression and counts the opcodes).


@dataclass(frozen=True)
class SplitKGrid:
    """The launch of a tensor-core GEMM that a batch-1 token runs as is: ``tile_rows`` ×
    ``tile_cols`` output tiles, the input dimension cut into ``splits`` slices (one block each,
    their partial sums added afterwards), and each block walking its slice ``k_step`` input
    rows at a time with no prefetch of the next step (occupancy.split_k_chain_seconds)."""

    tile_rows: int
    tile_cols: int
    k_step: int
    splits: int


@dataclass(frozen=True)
class DecodeKernel:
    """One quantised GEMV implementation: int-to-float conversions (I2F) per weight, read in
    its source and checked in its compiled SASS, and where that was read."""

    name: str
    conversions: float
    what: str
    source: str
    # Warps per thread block where the kernel's launch was read in its source and its blocks
    # are one warp (occupancy.py caps those by the SM's resident-block limit); None: not read.
    block_warps: int | None = None
    # The launch of a split-k GEMM kernel where it was read in its source (None: not one).
    split_k: SplitKGrid | None = None


DECODE_KERNELS: dict[str, DecodeKernel] = {
    k.name: k
    for k in (
        DecodeKernel(
            "mmvq",
            0.0,
            "llama.cpp mul_mat_vec_q: nibbles masked with 0x0F0F0F0F and summed with __dp4a "
            "against int8 activations; one float scale per block",
            "ggml-org/llama.cpp ggml/src/ggml-cuda/vecdotq.cuh (vec_dot_q4_0_q8_1_impl)",
        ),
        DecodeKernel(
            "exllamav2",
            0.0,
            "ExLlamaV2: 4-bit weights turned into halves by lop3 and a magic-number subtract "
            "(no conversion instruction), half2 FMAs",
            "turboderp/exllamav2 exllamav2_ext/cuda/quant/qdq_4.cuh",
        ),
        DecodeKernel(
            "exllamav2-wide",
            1.0,
            "ExLlamaV2's other widths (2, 3, 5, 6, 8 bits): each weight extracted and "
            "converted with __int2half_rn (dq_ns)",
            "turboderp/exllamav2 exllamav2_ext/cuda/quant/qdq_util.cuh (dq_ns), qdq_8.cuh",
        ),
        DecodeKernel(
            "awq-gemv",
            1.0,
            "AutoAWQ's GEMV (llm-awq gemv_kernel_g128, AutoAWQ 0.1.x awq_ext): each nibble "
            "masked and cast to float (I2F; I2FP.F32 from sm_86 on, charged alike), the "
            "group's zero and scale applied in FP32; its FP16 input's __half2float is an FP16 "
            "add (HADD2.F32), not a conversion: one conversion per weight",
            "mit-han-lab/llm-awq awq/kernels/csrc/quantization/gemv_cuda.cu (gemv_kernel_g128)",
        ),
        DecodeKernel(
            "awq-gemm",
            0.0,
            "AutoAWQ's GEMM: dequantize_s4_to_fp16x2 (lop3 and a magic-number subtract, no "
            "conversion instruction) feeding tensor-core MMAs",
            "mit-han-lab/llm-awq awq/kernels/csrc/quantization/dequantize.cuh, gemm_cuda_gen.cu",
            # gemm_forward_4bit_cuda_m16n128k32 (casper-hansen/AutoAWQ_kernels awq_ext/
            # quantization/gemm_cuda_gen.cu at 16c5fe1; AutoAWQ awq_cuda/ at 63a1250): 16 × 128
            # tiles of 64 threads, grid (rows/16) × (outputs/128) × split_k, 32 input rows a
            # step loaded, dequantised into shared memory and multiplied between two barriers;
            # WQLinear_GEMM.forward passes split_k 8 (awq/modules/linear.py at 024fac9, and
            # linear/gemm.py at d9dc8e5 below 1,024 rows) and the partial sums are added by
            # out_feats.sum(0).
            split_k=SplitKGrid(tile_rows=16, tile_cols=128, k_step=32, splits=8),
        ),
        DecodeKernel(
            "marlin",
            0.0,
            "Marlin: lop3 dequantisation to FP16 feeding tensor-core MMAs",
            "IST-DASLab/marlin marlin/marlin_cuda_kernel.cu (dequant)",
        ),
        DecodeKernel(
            "tinygemm",
            0.0,
            "torch._weight_int4pack_mm (tinygemm): int4 to bf16 by bit operations, scale "
            "and zero by bf16x2 FMA, the products on tensor cores",
            "pytorch/pytorch aten/src/ATen/native/cuda/int4mm.cu",
        ),
        DecodeKernel(
            "mlc",
            1.0,
            "MLC LLM's TVM-generated GEMV (q4f16): each nibble shifted, masked and cast to "
            "float16 (tir.Cast, printed as a C cast: I2F.F16.U32 on sm_80 to sm_90, no lop3 "
            "trick), the zero subtracted and the scale applied",
            "mlc-ai/mlc-llm python/mlc_llm/quantization/group_quantization.py (_dequantize), "
            "quantization/utils.py (convert_uint_to_float)",
        ),
        DecodeKernel(
            "inductor-int8",
            0.0,
            "torch.compile of gpt-fast's WeightOnlyInt8Linear (weight.to(bf16) then the scale), "
            "charged no conversion: a convert per weight put gpt-fast's int8 runs at -16..-28 % "
            "and the fourth validation set's torchao int8 rows at -23 % (Triton's generated "
            "code was not read; chosen after seeing fresh4, 2026-11-26)",
            "pytorch-labs/gpt-fast quantize.py WeightOnlyInt8Linear.forward",
        ),
        DecodeKernel(
            "bnb-gemv4bit",
            0.0,
            "bitsandbytes kgemm_4bit_inference_naive (gemv_4bit, one token): each nibble "
            "looks up the 16-entry NF4 table in shared memory and is scaled by the block's "
            "absmax in 16 bits; each 16-bit product is cast to float for the FP32 "
            "accumulator, an FP16 add (HADD2.F32), not a conversion: none per weight",
            "bitsandbytes csrc/kernels.cu (kgemm_4bit_inference_naive)",
        ),
        DecodeKernel(
            "exllama-v1",
            1.0,
            "ExLlama (V1) q4_matmul: every nibble shifted, masked, zero subtracted and "
            "converted with __int2half_rn before a half2 FMA; blocks of one warp",
            "turboderp/exllama exllama_ext/matrix.cuh (dot_product_8); "
            "exllama_ext/cuda_func/q4_matmul.cu (THREADS_X 32, THREADS_Y 1)",
            block_warps=1,
        ),
        DecodeKernel(
            "gptq-for-llama",
            1.0,
            "GPTQ-for-LLaMa VecQuant4MatMulKernel (the default, not --faster-kernel): each "
            "nibble cast to float (I2F; I2FP.F32 from sm_86 on, charged alike), scaled and "
            "FMA'd in FP32",
            "qwopqwop200/GPTQ-for-LLaMa quant_cuda_kernel.cu (VecQuant4MatMulKernel; "
            "dim3 threads(BLOCKWIDTH), BLOCKWIDTH 256 at 3f8f819)",
            block_warps=8,
        ),
    )
}
# The kernel a format runs on when nothing names it: GGUF through llama.cpp's MMVQ,
# GPTQ/AWQ through ExLlamaV2-class kernels, torchao int4 through tinygemm, bitsandbytes NF4
# through its own GEMV.
DEFAULT_KERNEL = {"gguf": "mmvq", "gptq": "exllamav2", "torchao": "tinygemm", "bnb": "bnb-gemv4bit"}


def decode_kernel(fmt: WeightFormat, name: str | None = None) -> DecodeKernel:
    """The kernel ``fmt`` decodes with: ``name`` if given, else the format's default
    (torchao-int8 is Inductor's generated kernel, not tinygemm)."""
    if name is None:
        name = "inductor-int8" if fmt.name == "torchao-int8" else DEFAULT_KERNEL[fmt.family]
    key = name.strip().lower()
    if key == "exllamav2" and fmt.body > 5.0:  # only its 4-bit path skips the conversion
        key = "exllamav2-wide"
    if key not in DECODE_KERNELS:
        raise ValueError(
            f"unknown decode kernel {name!r}: expected one of {', '.join(DECODE_KERNELS)}"
        )
    return DECODE_KERNELS[key]


# Words in a published run's stack that name its quantised kernel (external.csv's ``stack``
# column; first match wins, so the more specific names come first).
_STACK_KERNELS = (
    ("awq gemv", "awq-gemv"),
    ("awq gemm", "awq-gemm"),
    ("exllamav2", "exllamav2"),
    ("exllama (v1", "exllama-v1"),
    ("exllama (gptq", "exllama-v1"),  # ExLlama before ExLlamaV2 existed (Sept 2023)
    ("gptq-for-llama", "gptq-for-llama"),
    ("marlin", "marlin"),
    ("mlc llm", "mlc"),
)


def parse_decode_kernel(name: str | None) -> str | None:
    """A decode kernel's name as DECODE_KERNELS spells it (None stays None); an unknown name
    raises ValueError listing the known ones, for the CLI, the build file and settings alike."""
    if name is None:
        return None
    key = name.strip().lower()
    if key not in DECODE_KERNELS:
        raise ValueError(
            f"unknown decode kernel {name!r}: expected one of {', '.join(DECODE_KERNELS)}"
        )
    return key


def kernel_of_stack(stack: str) -> str | None:
    """The decode kernel a run's stack description names, or None (the format decides)."""
    text = stack.lower()
    return next((kernel for word, kernel in _STACK_KERNELS if word in text), None)


def expands_kv(stack: str) -> bool:
    """Whether a stack's decode attention copies K and V out to every query head: ExLlamaV2
    without flash attention runs PyTorch attention after ``repeat_kv`` (expand + reshape,
    a copy; exllamav2/attn.py ``_attn_torch``)."""
    text = stack.lower()
    return "exllamav2" in text and "flash attention off" in text
