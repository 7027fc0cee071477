"""Hints, the hand planner and the bots: pure Python, no Qt (a test enforces it)."""
