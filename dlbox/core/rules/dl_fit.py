"""Rules 3, 4 and 17–21: does the box suit deep learning, beyond merely working."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from dlbox.core.messages import QT_TRANSLATE_NOOP, Message, count, msg
from dlbox.core.parts import GPU, Category, Storage
from dlbox.core.rig.view import BuildView
from dlbox.core.rules.findings import Finding, distinct, fix, gb, note, warning

# System RAM per GPU setup that practitioners use (COMPAT_RULES.md rule 3).
RAM_REFERENCE = QT_TRANSLATE_NOOP("Findings", "32 GB for 1 GPU, 64 for 2, 128 for 4, 256 ECC for 8")
COMFORTABLE_RAM_RATIO = 2.0
THREADS_PER_GPU_OK = 4
THREADS_PER_GPU_MIN = 2
PASCAL_FP16_RATE = 1 / 64  # GP102/GP104/GP106 run FP16 at 1/64 of FP32
# From 4 GPUs on, each GPU's training process leans on one CPU core (COMPAT_RULES.md
# rule 4: "at 4–8 GPUs single-thread speed matters").  Our threshold: current desktop
# and workstation CPUs boost to 4.5–6 GHz, server parts to 3.5–4 GHz.
MANY_GPUS_FOR_CLOCK = 4
FAST_BOOST_GHZ = 4.0


def ram_vs_vram(view: BuildView) -> Iterator[Finding]:
    if not view.gpus or not view.memory:
        return
    ram, total = view.memory_gb, view.total_vram_gb
    largest = max(view.gpus, key=lambda g: g.vram_gb)
    kits = distinct(view.memory)
    kits_bought = max(1, len(view.memory))
    more_ram = fix(
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "Add memory: at least %(total)s, ideally %(ideal)s (GPU speed and power stay the "
                "same; loading checkpoints and pinned-memory data loaders stop swapping)",
            ),
            total=gb(total),
            ideal=gb(COMFORTABLE_RAM_RATIO * total),
        ),
        Category.MEMORY,
        lambda t: t.num("capacity_gb") * kits_bought >= total,
        "capacity_gb",
    )
    if ram < largest.vram_gb:
        yield warning(
            "dl.ram_vs_vram",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(ram)s of system RAM is less than one %(gpu)s's %(vram)s of VRAM: loading "
                    "checkpoints and pinned-memory data loaders will swap (reference: %(ref)s)",
                ),
                ram=gb(ram),
                gpu=largest.name,
                vram=gb(largest.vram_gb),
                ref=msg(RAM_REFERENCE),
            ),
            *kits,
            largest,
            fix=more_ram,
        )
    elif ram < total:
        yield warning(
            "dl.ram_vs_vram",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(ram)s of system RAM for %(total)s of total VRAM: at least as much RAM as "
                    "VRAM is recommended (reference: %(ref)s)",
                ),
                ram=gb(ram),
                total=gb(total),
                ref=msg(RAM_REFERENCE),
            ),
            *kits,
            *distinct(view.gpus),
            fix=more_ram,
        )
    elif ram < COMFORTABLE_RAM_RATIO * total:
        yield note(
            "dl.ram_vs_vram",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(ram)s of system RAM for %(total)s of VRAM: enough; about %(ideal)s (2×) is "
                    "comfortable for large datasets and checkpoints",
                ),
                ram=gb(ram),
                total=gb(total),
                ideal=gb(COMFORTABLE_RAM_RATIO * total),
            ),
            *kits,
            *distinct(view.gpus),
        )


def cpu_threads(view: BuildView) -> Iterator[Finding]:
    cpu = view.cpu
    if cpu is None or not view.gpus:
        return
    if cpu.threads is None:
        yield note(
            "dl.cpu_threads",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(cpu)s's thread count is unknown: check it has at least %(need)s threads "
                    "(%(wanted)s per GPU for on-the-fly preprocessing)",
                ),
                cpu=cpu.name,
                need=str(THREADS_PER_GPU_OK * len(view.gpus)),
                wanted=str(THREADS_PER_GPU_OK),
            ),
            cpu,
        )
        return
    per_gpu = cpu.threads / len(view.gpus)
    if per_gpu >= THREADS_PER_GPU_OK:
        return
    facts: dict[str, str | Message] = {
        "cpu": cpu.name,
        "threads": str(cpu.threads),
        "gpus": count(
            len(view.gpus),
            QT_TRANSLATE_NOOP("Findings", "%(n)s GPU"),
            QT_TRANSLATE_NOOP("Findings", "%(n)s GPUs"),
        ),
        "per_gpu": f"{per_gpu:.1f}",
        "wanted": str(THREADS_PER_GPU_OK),
    }
    need = THREADS_PER_GPU_OK * len(view.gpus)
    remedy = fix(
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "Pick a CPU with at least %(need)s threads, or preprocess the dataset ahead of time",
            ),
            need=str(need),
        ),
        Category.CPU,
        lambda t: t.num("threads") >= need,
        "threads",
    )
    # Below the minimum the GPUs starve: a warning; below the wish, a note.
    starves = per_gpu < THREADS_PER_GPU_MIN
    template = (
        QT_TRANSLATE_NOOP(
            "Findings",
            "%(cpu)s has %(threads)s threads for %(gpus)s (%(per_gpu)s per GPU); on-the-fly "
            "preprocessing wants ≥ %(wanted)s per GPU: data loading will starve the GPUs",
        )
        if starves
        else QT_TRANSLATE_NOOP(
            "Findings",
            "%(cpu)s has %(threads)s threads for %(gpus)s (%(per_gpu)s per GPU); on-the-fly "
            "preprocessing wants ≥ %(wanted)s per GPU",
        )
    )
    make = warning if starves else note
    yield make("dl.cpu_threads", msg(template, **facts), cpu, fix=remedy)


def cpu_clock(view: BuildView) -> Iterator[Finding]:
    cpu = view.cpu
    if cpu is None or len(view.gpus) < MANY_GPUS_FOR_CLOCK or cpu.boost_clock_ghz is None:
        return
    if cpu.boost_clock_ghz >= FAST_BOOST_GHZ:
        return
    yield note(
        "dl.cpu_clock",
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(cpu)s boosts to %(clock)s GHz: with %(gpus)s, each GPU's training process "
                "leans on one CPU core (Python, kernel launches, batch collation), so single-thread "
                "speed matters; CPUs that boost to %(fast)s GHz or more keep the GPUs busier",
            ),
            cpu=cpu.name,
            clock=f"{cpu.boost_clock_ghz:g}",
            gpus=count(
                len(view.gpus),
                QT_TRANSLATE_NOOP("Findings", "%(n)s GPU"),
                QT_TRANSLATE_NOOP("Findings", "%(n)s GPUs"),
            ),
            fast=f"{FAST_BOOST_GHZ:g}",
        ),
        cpu,
    )


def _spec(gpu: GPU) -> tuple[float, float, float | None]:
    return (gpu.vram_gb, gpu.fp32_tflops, gpu.fp16_tflops)


def _speed_metric(models: list[GPU]) -> tuple[str, Any]:
    """One throughput figure for every card, so that cards are compared like with like:
    FP16 tensor TFLOPS when every card lists it, else FP32 TFLOPS (units, not translated)."""
    if all(g.fp16_tflops for g in models):
        return "FP16 tensor TFLOPS", lambda g: g.fp16_tflops
    return "FP32 TFLOPS", lambda g: g.fp32_tflops


def mixed_gpus(view: BuildView) -> Iterator[Finding]:
    models = distinct(view.gpus)
    if len(models) < 2:
        return
    if len({_spec(g) for g in models}) == 1:
        yield note(
            "dl.mixed_gpus",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings", "%(gpus)s: different listings of the same chip; fine together"
                ),
                gpus=", ".join(g.name for g in models),
            ),
            *models,
        )
        return
    unit, rate = _speed_metric(models)
    slow = min(models, key=rate)
    fast = max(models, key=rate)
    small = min(models, key=lambda g: g.vram_gb)
    yield warning(
        "dl.mixed_gpus",
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "Mixed GPUs: a data-parallel job runs every card at the pace of %(slow)s "
                "(%(slow_rate)s vs %(fast_rate)s %(unit)s on %(fast)s; memory bandwidth "
                "%(slow_bw)s vs %(fast_bw)s GB/s) and the batch is limited by %(small)s's "
                "%(vram)s",
            ),
            slow=slow.name,
            slow_rate=f"{rate(slow):g}",
            fast_rate=f"{rate(fast):g}",
            unit=unit,
            fast=fast.name,
            slow_bw=f"{slow.mem_bw_gbs:,.0f}",
            fast_bw=f"{fast.mem_bw_gbs:,.0f}",
            small=small.name,
            vram=gb(small.vram_gb),
        ),
        *models,
        fix=fix(
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings", "Use identical GPUs, or run separate jobs per GPU model"
                )
            )
        ),
    )


def nvlink(view: BuildView) -> Iterator[Finding]:
    if len(view.gpus) < 2:
        return
    models = distinct(view.gpus)
    if len(models) == 1 and models[0].nvlink:
        gpu = models[0]
        bw = f" ({gpu.nvlink_bw_gbs:g} GB/s)" if gpu.nvlink_bw_gbs else ""
        yield note(
            "dl.nvlink",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(gpu)s supports an NVLink bridge%(bw)s: pairs of cards can use one; the "
                    "bridge must match the slot spacing",
                ),
                gpu=gpu.name,
                bw=bw,
            ),
            gpu,
        )
    elif all(g.p2p is False for g in models):
        yield note(
            "dl.nvlink",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(gpus)s: no NVLink and no PCIe peer-to-peer; GPU-to-GPU traffic goes through "
                    "system memory",
                ),
                gpus=", ".join(g.name for g in models),
            ),
            *models,
        )


def pascal_fp16(view: BuildView) -> Iterator[Finding]:
    for gpu in distinct(view.gpus):
        name = gpu.name.upper()
        if gpu.architecture == "Pascal" and ("GTX" in name or "TITAN X" in name):
            slow = gpu.fp32_tflops * PASCAL_FP16_RATE
            yield note(
                "dl.pascal_fp16",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "%(gpu)s (Pascal GeForce) runs FP16 at 1/64 of FP32 (%(fp32)s → %(fp16)s "
                        "TFLOPS): mixed precision saves memory but not time; train in FP32",
                    ),
                    gpu=gpu.name,
                    fp32=f"{gpu.fp32_tflops:g}",
                    fp16=f"{slow:.2f}",
                ),
                gpu,
                key=f"dl.pascal_fp16:{gpu.id}",
            )


def fp64(view: BuildView) -> Iterator[Finding]:
    wants = bool(view.setting("needs_fp64", False))
    if not wants:
        return
    for gpu in distinct(view.gpus):
        if gpu.fp64_tflops is None or gpu.fp64_tflops < gpu.fp32_tflops / 8:
            rate = (
                f"{gpu.fp64_tflops:g}"
                if gpu.fp64_tflops is not None
                else msg(QT_TRANSLATE_NOOP("Findings", "unknown"))
            )
            yield note(
                "dl.fp64",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "%(gpu)s does %(rate)s FP64 TFLOPS vs %(fp32)s FP32: slow for "
                        "double-precision scientific code",
                    ),
                    gpu=gpu.name,
                    rate=rate,
                    fp32=f"{gpu.fp32_tflops:g}",
                ),
                gpu,
                key=f"dl.fp64:{gpu.id}",
            )


def hdd_random_reads(drive: Storage) -> float | None:
    """Small-file reads per second: the published IOPS, else the rotational-latency bound."""
    if drive.random_read_iops is not None:
        return drive.random_read_iops
    if drive.rpm:
        return drive.rpm / 30.0  # half a revolution per random read, seek time ignored
    return None


def _dataset_gb(view: BuildView) -> float | None:
    workload = view.workload
    if workload is None:
        return None
    samples = view.setting("dataset_samples", None)
    size = getattr(workload, "dataset_size", None)
    per = getattr(workload, "units_per_sample", 1.0) or 1.0
    sample_bytes = getattr(workload, "sample_bytes", None)
    if samples is None and size is not None:
        samples = size / per
    if samples is None or sample_bytes is None:
        return None
    return float(samples) * float(sample_bytes) / 1e9


def data_loading(view: BuildView) -> Iterator[Finding]:
    if not view.gpus or not view.drives:
        return
    hdds = [d for d in view.drives if d.kind == "hdd"]
    fast = [d for d in view.drives if d.kind != "hdd"]
    if not hdds:
        return
    slowest = min(hdds, key=lambda d: hdd_random_reads(d) or float("inf"))
    ceiling = hdd_random_reads(slowest)
    limit = (
        msg(QT_TRANSLATE_NOOP("Findings", "≈ %(n)s small files/s"), n=f"{ceiling:,.0f}")
        if ceiling
        else msg(QT_TRANSLATE_NOOP("Findings", "a few hundred small files/s at best"))
    )
    dataset = _dataset_gb(view)
    fast_gb = sum(d.capacity_gb for d in fast)
    if fast and (dataset is None or dataset <= fast_gb):
        yield note(
            "dl.hdd_loading",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "Keep training data on %(fast)s: %(slow)s reads %(limit)s (random reads of "
                    "many small files)",
                ),
                fast=fast[0].name,
                slow=slowest.name,
                limit=limit,
            ),
            *distinct(hdds),
        )
        return
    where = (
        msg(
            QT_TRANSLATE_NOOP(
                "Findings", "the %(dataset)s dataset is larger than the %(ssd)s of SSD"
            ),
            dataset=gb(dataset),
            ssd=gb(fast_gb),
        )
        if fast and dataset is not None
        else msg(QT_TRANSLATE_NOOP("Findings", "the only storage is a hard disk"))
    )
    ram_note: str | Message = ""
    if dataset is not None and view.memory and dataset > view.memory_gb:
        ram_note = msg(
            QT_TRANSLATE_NOOP("Findings", " and does not fit in %(ram)s of RAM cache"),
            ram=gb(view.memory_gb),
        )
    yield warning(
        "dl.hdd_loading",
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(where)s%(ram_note)s: %(slow)s reads %(limit)s, while one modern GPU trains on "
                "thousands of images per second",
            ),
            where=where,
            ram_note=ram_note,
            slow=slowest.name,
            limit=limit,
        ),
        *distinct(hdds),
        fix=fix(
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "Add an NVMe SSD for the training set (or pack small files into large shards)",
                )
            ),
            Category.STORAGE,
            lambda t, need=(dataset or 0): (
                (t.col_equals("kind", "nvme")) & (t.num("capacity_gb") >= need)
            ),
            "nvme",
            mode="add",
        ),
    )


def displays(view: BuildView) -> Iterator[Finding]:
    cpu = view.cpu
    if cpu is None or cpu.integrated_graphics or not view.gpus:
        return
    outputs = [g for g in view.gpus if g.display_outputs]
    if not outputs:
        if cpu.integrated_graphics is None:
            template = QT_TRANSLATE_NOOP(
                "Findings",
                "%(cpu)s's integrated graphics is unknown and no GPU in the build has a "
                "display connector: check the box has a display output, or run it "
                "headless (SSH)",
            )
        elif len(view.gpus) > 1:
            template = QT_TRANSLATE_NOOP(
                "Findings",
                "No display output: %(cpu)s has no integrated graphics and the GPUs have no "
                "display connectors; install and run the machine headless (SSH)",
            )
        else:
            template = QT_TRANSLATE_NOOP(
                "Findings",
                "No display output: %(cpu)s has no integrated graphics and the GPU has no "
                "display connector; install and run the machine headless (SSH)",
            )
        yield note("dl.display", msg(template, cpu=cpu.name), cpu)
        return
    if cpu.integrated_graphics is None:
        return  # a GPU has a display connector: fine either way
    gpu = outputs[-1]
    yield note(
        "dl.display",
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(cpu)s has no integrated graphics, so %(gpu)s also drives the displays: the "
                "desktop takes some of its VRAM and GPU time — connect monitors to the last GPU "
                "and train on the others",
            )
            if len(view.gpus) > 1
            else QT_TRANSLATE_NOOP(
                "Findings",
                "%(cpu)s has no integrated graphics, so %(gpu)s also drives the displays: the "
                "desktop takes some of its VRAM and GPU time",
            ),
            cpu=cpu.name,
            gpu=gpu.name,
        ),
        cpu,
        gpu,
    )


RULES = (
    ram_vs_vram,
    cpu_threads,
    cpu_clock,
    mixed_gpus,
    nvlink,
    pascal_fp16,
    fp64,
    data_loading,
    displays,
)
