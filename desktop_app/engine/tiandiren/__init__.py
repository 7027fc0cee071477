"""天地人 (tiandiren, "Heaven, Earth & Man"): the seed author's N-player climbing game.

Modules: ``patterns`` (recognise and compare combinations, enumerate plays), ``referee``
(the referee ops), ``game`` (the state machine) and ``scoring`` (天牌 and 实赛 settlement).
Nothing is imported here, so loading the package stays cheap.
"""
