"""原子 (yuanzi, "Atom"): four players in two partnerships, three decks, two halves.

``patterns`` recognises and compares combinations, ``game`` holds :class:`YuanziGame`,
``scoring`` settles halves and games and ``referee`` answers the referee's ops.
"""
