"""How many instructions torchao's tinygemm int4 kernel issues per weight at batch 1, by pipe.

The decode estimate charges a quantised kernel's unpacking as integer operations per weight
at the card's INT32 rate, one shared count fitted over every quantised stack (7.5,
calibration.json ``decode_dequant_ops``), and gpt-fast's int4 rows on an A100 come out 26 %
and 33 % too slow with it (issue 18; tests/core/test_estimate_decode_layers.py's strict
xfail).  This tool compiles a stand-in -- written here -- of one warp's pass through the
main loop of ``tinygemm_m16n8k16_chunk_kernel`` as read in pytorch/pytorch
aten/src/ATen/native/cuda/int4mm.cu (m = 1 padded to the 16-row MMA tile; eight k-tiles per
pass, the B fragment of eight k-tiles in one 16-byte load; group 32, one bf16 scale and zero
per group and column; ``convert_i4x8_to_bf16x2x4``: a LOP3 per weight pair after a shift,
then a bf16x2 FMA removing the magic bias and one applying scale and zero;
``mma.sync.m16n8k16`` per k-tile, its four sums added into the accumulator) for sm_80, and
counts the SASS opcodes of the loop body per weight:

    python tools/tinygemm_sass.py        # needs nvcc and cuobjdump on PATH (no GPU)

Read on 2026-11-27 with nvcc 13.0 and cuobjdump 13.5 (pip nvidia-cuda-cuobjdump): 251
instructions per warp pass of 32 weights a lane, 7.8 a weight: integer-pipe (SHF, LOP3,
LEA, IADD3, PRMT, ISETP) 2.6, FMA-pipe (IMAD, HFMA2, FADD) 3.25, loads (LDG) 1.2, HMMA 0.25.
An SM issues four warp instructions a clock (128 lane-instructions) against 64 INT32 lanes,
so issuing them takes about 3.9 INT32 slots a weight: below the shared 7.5, and below the
5.2 the two gpt-fast rows would need (their measured tokens/s against the estimate's other
terms), so the kernel runs under its instruction roofline, not on it.
"""

from __future__ import annotations

import collections
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ARCH = "80"
WEIGHTS_PER_LANE = 32  # one pass: 8 k-tiles × 16 k × 8 n = 1,024 weights over 32 lanes

STANDIN = r"""
#include <cuda_bf16.h>
#include <stdint.h>
__device__ __forceinline__ uint32_t pair(uint32_t v) {
  uint32_t h;
  asm volatile("lop3.b32 %0, %1, %2, %3, %4;" : "=r"(h)
               : "r"(v), "n"(0x000f000f), "n"(0x43004300), "n"((0xf0 & 0xcc) | 0xaa));
  return h;
}
__device__ __forceinline__ uint32_t fma2(uint32_t a, uint32_t b, uint32_t c) {
  uint32_t d;
  asm("fma.rn.bf16x2 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c));
  return d;
}
extern "C" __global__ void __launch_bounds__(256) pass(
    const uint32_t* __restrict__ A, const int4* __restrict__ B, const uint32_t* __restrict__ SZ,
    float* C, int m, int k, int kTiles, int nTiles) {
  int lane = threadIdx.x, warp = threadIdx.y, nTile = blockIdx.y;
  float4 c = {0, 0, 0, 0};
  int row = lane / 4;
  bool r0 = row < m, r1 = row + 8 < m;
  for (int kt = warp * 8; kt < kTiles; kt += 64) {
    uint32_t a[8][4];
#pragma unroll
    for (int i = 0; i < 8; ++i) {
      const uint32_t* p = A + (row * k + (kt + i) * 16 + (lane % 4) * 2) / 2;
      a[i][0] = r0 ? p[0] : 0u;
      a[i][1] = r1 ? p[4 * k] : 0u;
      a[i][2] = r0 ? p[4] : 0u;
      a[i][3] = r1 ? p[4 * k + 4] : 0u;
    }
    int4 q = B[(nTile * (kTiles / 8) + kt / 8) * 32 + lane];
    uint32_t w[4] = {(uint32_t)q.x, (uint32_t)q.y, (uint32_t)q.z, (uint32_t)q.w};
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      uint32_t sz = SZ[((kt + 2 * j) / 2) * nTiles * 8 + nTile * 8 + lane / 4];
      uint32_t s = __byte_perm(sz, sz, 0x1010), z = __byte_perm(sz, sz, 0x3232);
      uint32_t h[4];
      uint32_t v = w[j];
      h[0] = pair(v);
#pragma unroll
      for (int t = 1; t < 4; ++t) {
        v >>= 4;
        h[t] = pair(v);
      }
#pragma unroll
      for (int t = 0; t < 4; ++t) h[t] = fma2(fma2(h[t], 0x3F803F80u, 0xC308C308u), s, z);
#pragma unroll
      for (int t2 = 0; t2 < 2; ++t2) {
        float4 d = {0, 0, 0, 0};
        const uint32_t* f = a[2 * j + t2];
        asm volatile(
            "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, "
            "{%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
            : "=f"(d.x), "=f"(d.y), "=f"(d.z), "=f"(d.w)
            : "r"(f[0]), "r"(f[1]), "r"(f[2]), "r"(f[3]), "r"(h[2 * t2]), "r"(h[2 * t2 + 1]),
              "f"(d.x), "f"(d.y), "f"(d.z), "f"(d.w));
        c.x += d.x; c.y += d.y; c.z += d.z; c.w += d.w;
      }
    }
  }
  C[(warp * 32 + lane) * 4] = c.x + c.y + c.z + c.w;
}
"""

# Which pipe each opcode issues to on sm_80 (Nsight Compute Kernel Profiling Guide,
# "Pipelines": ALU for bit and integer logic, FMA for FP32 and IMAD, FP16 on the FMA pipes).
PIPES = {
    "ALU": ("SHF", "LOP3", "LEA", "IADD3", "PRMT", "ISETP", "MOV", "SEL"),
    "FMA": ("IMAD", "HFMA2", "FADD", "FFMA", "FMUL"),
    "LSU": ("LDG", "LDS", "STG"),
    "tensor": ("HMMA",),
}


def loop_body(sass: str) -> list[str]:
    """Opcodes between the main loop's first instruction and its backward branch."""
    ops: list[tuple[int, str, str]] = []
    for m in re.finditer(r"/\*([0-9a-f]{4})\*/\s+(?:@!?U?P\w+\s+)?([A-Z0-9_.]+)([^;]*);", sass):
        ops.append((int(m.group(1), 16), m.group(2), m.group(3)))
    back = [
        (off, int(t.group(1), 16))
        for off, op, rest in ops
        if op == "BRA" and (t := re.search(r"0x([0-9a-f]+)", rest)) and int(t.group(1), 16) < off
    ]
    if not back:
        raise SystemExit("tinygemm_sass: no backward branch (loop) in the listing")
    end, start = back[0]
    return [op.split(".")[0] for off, op, _ in ops if start <= off <= end]


def main() -> int:
    for tool in ("nvcc", "cuobjdump"):
        if shutil.which(tool) is None:
            print(f"tinygemm_sass: {tool} not found on PATH", file=sys.stderr)
            return 2
    with tempfile.TemporaryDirectory() as tmp:
        src, cubin = Path(tmp) / "pass.cu", Path(tmp) / "pass.cubin"
        src.write_text(STANDIN)
        subprocess.run(
            ["nvcc", f"-arch=sm_{ARCH}", "-cubin", "-O3", "-o", str(cubin), str(src)], check=True
        )
        sass = subprocess.run(
            ["cuobjdump", "-sass", str(cubin)], check=True, capture_output=True, text=True
        ).stdout
    body = loop_body(sass)
    counts = collections.Counter(body)
    print(
        f"sm_{ARCH}: {len(body)} instructions a warp pass, {len(body) / WEIGHTS_PER_LANE:.2f} a weight"
    )
    for pipe, names in PIPES.items():
        n = sum(counts[o] for o in names)
        print(
            f"  {pipe:6s} {n / WEIGHTS_PER_LANE:5.2f} a weight ({', '.join(o for o in names if counts[o])})"
        )
    # Four schedulers issue one warp instruction a clock each (128 lanes) against 64 INT32
    # lanes per SM on GA100 (data/instruction_rates.csv): issue time in INT32 slots.
    print(f"  issue-bound: {len(body) / WEIGHTS_PER_LANE / 2:.2f} INT32 slots a weight")
    return 0


if __name__ == "__main__":
    sys.exit(main())
