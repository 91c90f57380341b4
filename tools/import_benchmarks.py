"""Copy the measured training throughputs the estimator calibrates on into data/benchmarks/.

Reads ../shared/reference/lambda_*_tidy.csv (see SOURCES.md there) and keeps
the rows of the models the workload library calibrates against, every column
as published (source, container, platform).  Run from the repository root:

    .venv/bin/python tools/import_benchmarks.py [REFERENCE_DIR]

The shipped copies are what the calibration and tests read; nothing in dlbox
reads ../shared.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pandas as pd

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "data" / "benchmarks"

PYTORCH_MODELS = (
    "resnet50",
    "ssd",
    "bert_base_squad",
    "bert_large_squad",
    "gnmt",
    "transformerxlbase",
    "transformerxllarge",
)
TF_MODELS = ("resnet50", "vgg16")


def main(argv: list[str]) -> int:
    reference = Path(argv[1]) if len(argv) > 1 else ROOT.parent / "shared" / "reference"
    pytorch = pd.read_csv(reference / "lambda_pytorch_training_tidy.csv", dtype=str)
    pytorch = pytorch[pytorch["model"].isin(PYTORCH_MODELS)]
    pytorch.to_csv(OUT / "lambda_pytorch_training.csv", index=False)
    tf = pd.read_csv(reference / "lambda_tf_cnn_training_tidy.csv", dtype=str)
    tf = tf[tf["model"].isin(TF_MODELS)]
    tf.to_csv(OUT / "lambda_tf_cnn_training.csv", index=False)
    print(f"wrote {len(pytorch)} PyTorch rows and {len(tf)} TensorFlow rows to {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
