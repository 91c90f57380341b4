"""Limits outside the GPUs: the CPU input pipeline and the storage the dataset lives on.

ESTIMATOR.md: JPEG decode + augment ≈ 140 images/s per core with PIL, ≈ 275
with tf.data / DALI on the CPU, scaled by image area; GPU decode (DALI/nvJPEG)
lifts the CPU ceiling.  Storage delivers min(sequential MB/s ÷ file size,
random-read IOPS) unless the dataset fits in ~80 % of RAM (page cache after
the first epoch); a hard disk manages ≈ 100–200 random reads per second.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from dlbox.core.estimate.notes import QT_TRANSLATE_NOOP, note
from dlbox.core.estimate.workloads import Workload

REFERENCE_PX = 224
CPU_IMAGES_PER_CORE = {"eager": 140.0, "compiled": 275.0}  # "vendor": GPU decode
HDD_RANDOM_IOPS = 150.0  # ESTIMATOR.md: 100–200
PAGE_CACHE_FRACTION = 0.8


@dataclass(frozen=True)
class DriveSpec:
    """What the estimator needs of one drive (from a Storage part or given by hand)."""

    kind: str  # 'nvme' | 'sata_ssd' | 'hdd'
    seq_read_mbs: float | None = None
    random_read_iops: float | None = None
    capacity_gb: float | None = None
    name: str = ""

    @classmethod
    def from_part(cls, part: object) -> DriveSpec:
        return cls(
            kind=str(getattr(part, "kind", "nvme")),
            seq_read_mbs=getattr(part, "seq_read_mbs", None),
            random_read_iops=getattr(part, "random_read_iops", None),
            capacity_gb=getattr(part, "capacity_gb", None),
            name=str(getattr(part, "name", "")),
        )


def cpu_ceiling(workload: Workload, usable_cores: float | None, tier: str) -> float | None:
    """Samples per second the CPU can decode and augment; None when not a limit."""
    if workload.input_kind != "jpeg" or usable_cores is None or tier not in CPU_IMAGES_PER_CORE:
        return None
    px = workload.image_px or REFERENCE_PX
    per_core = CPU_IMAGES_PER_CORE[tier] * (REFERENCE_PX / px) ** 2
    return max(usable_cores, 1.0) * per_core


def dataset_bytes(workload: Workload, dataset_units: float | None) -> float | None:
    if dataset_units is None or workload.sample_bytes is None:
        return None
    return dataset_units / workload.units_per_sample * workload.sample_bytes


def drive_rate(workload: Workload, drive: DriveSpec) -> float | None:
    """Samples per second one drive can feed."""
    if workload.sample_bytes is None or workload.input_kind == "none":
        return None
    rates = []
    if drive.seq_read_mbs:
        rates.append(drive.seq_read_mbs * 1e6 / workload.sample_bytes)
    if workload.input_kind == "jpeg":  # one random read per image
        iops = drive.random_read_iops or (HDD_RANDOM_IOPS if drive.kind == "hdd" else None)
        if iops:
            rates.append(iops)
    return min(rates) if rates else None


def storage_ceiling(
    workload: Workload,
    drives: Iterable[DriveSpec],
    ram_gb: float | None,
    dataset_units: float | None,
) -> tuple[float | None, str]:
    """(samples/s the storage can feed or None, why) — the best drive that holds the data."""
    size = dataset_bytes(workload, dataset_units)
    if size is not None and ram_gb is not None and size <= PAGE_CACHE_FRACTION * ram_gb * 1e9:
        return None, note(
            QT_TRANSLATE_NOOP(
                "Estimate", "dataset fits in the page cache (80 %% of RAM) after the first epoch"
            )
        )
    drives = list(drives)
    if not drives:
        return None, note(QT_TRANSLATE_NOOP("Estimate", "no storage given"))
    holding = [
        d for d in drives if size is None or d.capacity_gb is None or d.capacity_gb * 1e9 >= size
    ]
    candidates = holding or drives
    rated = [(drive_rate(workload, d), d) for d in candidates]
    rated = [(r, d) for r, d in rated if r is not None]
    if not rated:
        return None, note(QT_TRANSLATE_NOOP("Estimate", "drive speed unknown"))
    best, drive = max(rated, key=lambda item: item[0])
    return best, note(
        QT_TRANSLATE_NOOP("Estimate", "reading from %(drive)s"), drive=str(drive.name or drive.kind)
    )
