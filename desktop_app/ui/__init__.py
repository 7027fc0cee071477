"""The Qt Widgets user interface."""
