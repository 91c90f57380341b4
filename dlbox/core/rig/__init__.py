"""What a build is, physically, before any rule judges it: where each GPU sits (placement),
what each PSU carries (load, spikes), which M.2 slots the drives take (m2), where the box
runs (site), gathered once per build in :class:`~dlbox.core.rig.view.BuildView`.

The rules read these facts and judge them; the estimator reads them too (stacked open-air
cards run slower).  Nothing here imports a rule or the estimator, so both can import it
without a circle (pyproject.toml's import-linter contracts keep it so).
"""
