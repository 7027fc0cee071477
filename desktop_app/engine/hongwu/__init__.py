"""红五 (Red Five): a 1-against-3 trump trick-taking game for four players with two decks.

Modules: :mod:`.cards_order` (the card order per trump suit), :mod:`.patterns`
(combinations, following, trick comparison, throws), :mod:`.game` (``HongwuGame``),
:mod:`.scoring` (points and settlement bands), :mod:`.levels` (the 20 career levels) and
:mod:`.referee` (the referee ops). Importing this package loads none of them.
"""
