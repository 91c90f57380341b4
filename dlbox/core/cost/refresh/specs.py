"""Which GPU an instance type carries, for feeds that price instances but do not name GPUs.

The shipped catalogue already knows every instance type it lists (GPU model,
count, vCPUs, RAM, with its source); a feed's row for a type it does not
know is matched by AWS instance family (the family fixes the GPU model, the
feed's ``gpu`` attribute gives the count).  Anything else is "GPU unknown"
and skipped, never guessed.
"""

from __future__ import annotations

from collections.abc import Iterable

from dlbox.core.cost.offers import Offer
from dlbox.core.cost.refresh.rows import GpuSpec

# AWS instance family → (accelerator as AWS names it, parts-catalogue id, kind).
AWS_FAMILIES: dict[str, tuple[str, str | None, str]] = {
    "p3": ("V100", "v100-sxm2-16gb", "gpu"),
    "p3dn": ("V100-32GB", "v100-sxm2-32gb", "gpu"),
    "p4d": ("A100", "a100-sxm4-40gb", "gpu"),
    "p4de": ("A100-80GB", "a100-sxm4-80gb", "gpu"),
    "p5": ("H100", "h100-sxm", "gpu"),
    "p5e": ("H200", "h200-sxm", "gpu"),
    "p5en": ("H200", "h200-sxm", "gpu"),
    "p6-b200": ("B200", "b200", "gpu"),
    "p6-b300": ("B300", None, "gpu"),
    "g4dn": ("T4", "tesla-t4", "gpu"),
    "g5": ("A10G", "a10g", "gpu"),
    "g5g": ("T4g", "tesla-t4", "gpu"),
    "g6": ("L4", "l4", "gpu"),
    "gr6": ("L4", "l4", "gpu"),
    "g6e": ("L40S", "l40s", "gpu"),
    "g7e": ("RTX PRO Server 6000", None, "gpu"),
    "trn1": ("Trainium", None, "neuron"),
    "trn1n": ("Trainium", None, "neuron"),
    "trn2": ("Trainium2", None, "neuron"),
    "inf2": ("Inferentia2", None, "neuron"),
}


class SpecBook:
    """Instance type → :class:`GpuSpec`, per provider."""

    def __init__(self, offers: Iterable[Offer]) -> None:
        self._known: dict[tuple[str, str], GpuSpec] = {}
        for offer in offers:
            if offer.gpu_count is None or not offer.gpu_name:
                continue
            self._known.setdefault(
                (offer.provider, offer.instance_type),
                GpuSpec(
                    offer.gpu_name,
                    offer.gpu_id,
                    offer.gpu_count,
                    offer.vcpus,
                    offer.ram_gb,
                    offer.accelerator_kind,
                ),
            )

    def get(self, provider: str, instance_type: str) -> GpuSpec | None:
        return self._known.get((provider, instance_type))

    def aws(
        self, instance_type: str, count: float | None, vcpus: float | None, ram: float | None
    ) -> GpuSpec | None:
        """An AWS type: the shipped spec, else its family's GPU with the feed's count."""
        known = self.get("AWS", instance_type)
        if known is not None:
            return known
        family = AWS_FAMILIES.get(instance_type.split(".")[0])
        if family is None or count is None or count < 1 or count != int(count):
            return None
        name, gpu_id, kind = family
        return GpuSpec(name, gpu_id, int(count), vcpus, ram, kind)
