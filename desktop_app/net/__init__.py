"""LAN play: the wire protocol (``protocol``, pure Python), the authoritative host
(``host``), the client (``client``), the headless server (``server``) and the
loopback-only safety switch (``safety``).

Only :mod:`.protocol` and :mod:`.safety` are free of Qt; the rest use QtNetwork and
load on first use.
"""
