"""JSON export: a self-contained build file plus a summary for other programs.

Every pick carries the specs and price shown in the report, so a colleague
whose catalogue lacks or changed those parts opens exactly the same build.
The ``exported`` block (totals, lines, findings) is for readers other than
dlbox; ``read_build`` drops it.
"""

from __future__ import annotations

import json
from typing import Any

from dlbox.core.build import ResolvedBuild, snapshot_build
from dlbox.core.export.report import Report


def _summary(report: Report) -> dict[str, Any]:
    return {
        "generator": report.generator,
        "date": report.generated_on.isoformat(),
        # One total, in the export's currency (as the app shows it); the sums per
        # quoted currency and the rates used are beside it.
        "total": {"amount": round(report.total, 2), "currency": report.currency},
        "totals": {report.currency: round(report.total, 2)} if report.totals else {},
        "totals_by_quoted_currency": dict(sorted(report.totals.items())),
        "unconverted_currencies": list(report.unconverted),
        "rates": list(report.rate_notes),
        "unpriced_lines": report.unpriced,
        "lines": [
            {
                "category": line.category.value,
                "id": line.id,
                "name": line.name,
                "quantity": line.quantity,
                "unit_price": line.unit_price,
                "line_total": line.line_total,
                "currency": line.currency,
                "converted_total": line.converted_total,
                "price_date": line.price_date.isoformat() if line.price_date else None,
                "price_source": line.price_source,
                **({"price_searched": line.price_searched} if line.price_searched else {}),
                "origin": line.origin,
                "note": str(line.note),
            }
            for line in report.lines
        ],
        "findings": [
            {"severity": f.severity, "rule": f.rule, "message": f.message, "fix": f.fix}
            for f in report.findings
        ],
        "speed": [{"label": k, "value": v} for k, v in report.speed],
        "break_even": [{"label": k, "value": v} for k, v in report.break_even],
    }


def to_json(resolved: ResolvedBuild, report: Report) -> str:
    data = snapshot_build(resolved).to_dict()
    data["currency"] = report.currency  # the file opens in the currency it was exported in
    data["exported"] = _summary(report)
    return json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
