"""dlbox — plan a deep-learning workstation: parts, fit, speed and cost vs the cloud."""

__version__ = "0.1.0"
