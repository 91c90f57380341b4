"""The training job a build is meant for, saved with the build.

A build file answers "will this box do *my* job?" only if the job travels with
it: the workload, the dataset size, the epochs, the precision and the adapter.
Fields left ``None`` follow the workload's usual choice (as ``TrainSettings``
does), so an old file without a job and a file with an empty job read the same.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, Strict

from dlbox.core.limits import DATASET_SAMPLES, EPOCHS

if TYPE_CHECKING:
    from dlbox.core.estimate.settings import TrainSettings

# The estimator's choices, spelled here because the estimator imports builds (a
# test keeps the two lists equal).
JobPrecision = Literal["fp32", "tf32", "amp", "fp16", "bf16", "fp8"]
JobAdapter = Literal["none", "lora", "qlora"]

# The workload the app and `dlbox compare` use when neither the user nor the file
# names one: ImageNet ResNet-50 is the benchmark every GPU review and cloud page quotes.
DEFAULT_WORKLOAD = "resnet50"


class Job(BaseModel):
    """What the build should run; saved as ``"job"`` in build files (schema 2+)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    workload: Annotated[str, Strict()] = Field(
        min_length=1, max_length=80, pattern=r"^[a-z0-9][a-z0-9._-]*$"
    )
    precision: JobPrecision | None = None
    # The ranges every other input of these uses (dlbox.core.limits).
    dataset_samples: Annotated[float, DATASET_SAMPLES] | None = None
    epochs: Annotated[float, EPOCHS] | None = None
    adapter: JobAdapter | None = None

    def train_settings(self) -> TrainSettings:
        """The estimator's settings for this job (unset fields follow the workload)."""
        from dlbox.core.estimate.settings import TrainSettings

        return TrainSettings(
            precision=self.precision,
            dataset_samples=self.dataset_samples,
            epochs=self.epochs,
            adapter=self.adapter,
        )
