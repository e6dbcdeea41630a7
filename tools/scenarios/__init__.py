"""Scenario files: reading and running them, the rulings report and per-card status."""
