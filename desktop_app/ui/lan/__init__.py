"""LAN play in the window: hosting, joining, the waiting room and their words."""
