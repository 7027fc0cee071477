"""Compiled translations (package data: desktop_app_<lang>.qm, built by translations/update.py)."""
