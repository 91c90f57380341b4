"""Which SASS instructions a quantised GEMV's per-weight unpacking compiles to, per GPU arch.

weight_formats.DECODE_KERNELS charges a kernel for each weight it turns into a float with a
conversion-pipe instruction (I2F: CUDA C++ Programming Guide, "All other type conversions",
a quarter of the 32-bit integer rate).  Which instruction a source line becomes is the
compiler's choice, so this tool compiles small stand-ins -- written here, one per kernel's
per-weight expression as read in its source (the source is named beside each) -- for
sm_75 to sm_90 and counts the conversion-class opcodes in the disassembly:

    python tools/dequant_sass.py            # needs nvcc and cuobjdump (+ nvdisasm) on PATH

Read on 2026-11-27 with nvcc 13.0.88 and cuobjdump 13.2 (pip nvidia-cuda-cuobjdump,
nvidia-cuda-nvdisasm): a cast of a masked nibble to half is I2F.F16(.U32) on every arch; to
float it is I2F(.U32) up to sm_80 and I2FP.F32 from sm_86 on; half to float is HADD2.F32
(an FP16 add on the FMA pipes, not a conversion).  No GPU is needed.
"""

from __future__ import annotations

import collections
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ARCHS = ("75", "80", "86", "89", "90")
OPCODES = ("I2F", "I2FP", "F2F", "HADD2.F32", "LOP3", "PRMT")

# Each stand-in unpacks 8 nibbles of one 32-bit word into the accumulator ``acc``; the names
# say whose per-weight expression it repeats.
STANDINS = {
    # mlc-ai/mlc-llm quantization/utils.py convert_uint_to_float: ((w >> 4i) & 15).astype(
    # float16), then (x - 7) * scale (group_quantization._dequantize); TVM prints a scalar
    # tir.Cast as a C cast.
    "mlc q4f16_1 (TVM cast)": """
        half w = (((half)((q >> (unsigned)(4 * i)) & 15u)) - (half)7) * s;
        acc = acc + w * x[i];""",
    # turboderp/exllama exllama_ext/matrix.cuh dot_product_8: __int2half_rn(nibble - zero).
    "exllama v1 (__int2half_rn)": """
        half w = __int2half_rn((int)((q >> (4 * i)) & 15u) - (int)z) * s;
        acc = acc + w * x[i];""",
    # mit-han-lab/llm-awq gemv_cuda.cu gemv_kernel_g128: (float)(w & 0xF), FP32 scale and
    # zero, the FP16 input through __half2float.
    "awq gemv (float cast, __half2float)": """
        float w = fs * ((float)((q >> (4 * i)) & 0xFu) - fz);
        facc += w * __half2float(x[i]);""",
    # qwopqwop200/GPTQ-for-LLaMa quant_cuda_kernel.cu VecQuant4MatMulKernel (float scalar_t).
    "gptq-for-llama (float cast)": """
        facc += (fs * (float)((q >> (4 * i)) & 0xFu) - fz) * __half2float(x[i]);""",
    # bitsandbytes kgemm_4bit_inference_naive: a 16-entry table, a half product, the product
    # cast to float for the FP32 accumulator.
    "bitsandbytes gemv_4bit (half to float)": """
        half w = lut[(q >> (4 * i)) & 15u] * s;
        facc += (float)(w * x[i]);""",
    # FasterTransformer / llm-awq dequantize.cuh, ExLlamaV2 qdq_4.cuh: the nibble OR'd into an
    # FP16 mantissa (lop3) and the magic number subtracted: no conversion instruction.
    "lop3 magic number (ExLlamaV2 4-bit, AWQ GEMM)": """
        unsigned h;
        asm("lop3.b32 %0, %1, %2, %3, 0xea;" : "=r"(h) : "r"(q >> (4 * (i / 2))),
            "n"(0x000f000f), "n"(0x64006400));
        half2 w2 = __hsub2(*reinterpret_cast<half2*>(&h), __float2half2_rn(1024.0f));
        acc = acc + __low2half(w2) * s * x[i];""",
}

TEMPLATE = """
#include <cuda_fp16.h>
extern "C" __global__ void k(const unsigned* __restrict__ W, const half* __restrict__ X,
                             const half* __restrict__ lut, float* out, half s, unsigned z,
                             float fs, float fz) {
  unsigned q = W[threadIdx.x];
  const half* x = X + 8 * threadIdx.x;
  half acc = __float2half(0.f);
  float facc = 0.f;
#pragma unroll
  for (int i = 0; i < 8; ++i) {
%s
  }
  out[threadIdx.x] = facc + __half2float(acc);
}
"""


def _opcodes(sass: str) -> collections.Counter[str]:
    """Opcode counts of a cuobjdump -sass listing (predicates dropped)."""
    found: collections.Counter[str] = collections.Counter()
    for m in re.finditer(r"/\*[0-9a-f]{4}\*/\s+(?:@!?U?P\w+\s+)?([A-Z0-9_.]+)", sass):
        op = m.group(1)
        for name in OPCODES:
            if op == name or op.startswith(name + "."):
                # I2FP.F32 must not count as I2F, nor HADD2 as HADD2.F32.
                if name == "I2F" and op.startswith("I2FP"):
                    continue
                found[name] += 1
    return found


def main() -> int:
    for tool in ("nvcc", "cuobjdump"):
        if shutil.which(tool) is None:
            print(f"dequant_sass: {tool} not found on PATH", file=sys.stderr)
            return 2
    print("per 8 weights: " + ", ".join(OPCODES))
    with tempfile.TemporaryDirectory() as tmp:
        for name, body in STANDINS.items():
            src = Path(tmp) / "k.cu"
            src.write_text(TEMPLATE % body)
            row = []
            for arch in ARCHS:
                cubin = Path(tmp) / f"k{arch}.cubin"
                subprocess.run(
                    ["nvcc", f"-arch=sm_{arch}", "-cubin", "-O3", "-o", str(cubin), str(src)],
                    check=True,
                )
                sass = subprocess.run(
                    ["cuobjdump", "-sass", str(cubin)], check=True, capture_output=True, text=True
                ).stdout
                counts = _opcodes(sass)
                row.append(f"sm_{arch} " + " ".join(str(counts[o]) for o in OPCODES))
            print(f"{name:44s} | " + " | ".join(row))
    return 0


if __name__ == "__main__":
    sys.exit(main())
