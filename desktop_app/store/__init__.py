"""Persistence: settings, saves and replays (pure Python: no Qt here)."""
