"""The LAN host's numbers: time-outs, rates, the limits before the welcome (docs/protocol.md §2)."""

from __future__ import annotations

#: A connection that has not completed the handshake by then is closed.
HANDSHAKE_TIMEOUT_S = 10.0


#: A frame begun but not finished by then closes the connection (a stalled sender).
FRAME_TIMEOUT_S = 30.0


#: Every joined connection is pinged this often ...
PING_INTERVAL_S = 5.0


#: ... and counts as gone after this long without a byte from it.
SILENCE_LIMIT_S = 25.0


#: Bad frames (and actions for another seat) before a connection is closed.
MAX_STRIKES = 8


#: Frames per second a connection may send on average, and in a burst.
RATE_PER_S = 40.0


RATE_BURST = 120.0


#: Before the welcome: the largest frame (checked on its length header, before its body is
#: read: every hello within its fields' limits fits, even with every character escaped) ...
PRE_HELLO_FRAME = 16 * 1024


#: ... and frames in a burst, then per second (checked before decoding; beyond: closed).
PRE_HELLO_BURST = 8.0


PRE_HELLO_RATE_PER_S = 1.0


#: Connections waiting for their hello: from one address, and in all (beyond: closed at once).
PENDING_PER_ADDRESS = 16


PENDING_MAX = 64


#: New connections from one address: a burst, then so many a second (a token bucket per
#: address, checked on the bare descriptor before the connection becomes a socket: beyond,
#: closed at once, no frame). Several people at one PC coming back together fit the burst.
ACCEPT_BURST = 16
ACCEPT_PER_S = 4.0
#: A connection flood: when this many connections beyond the cap come within one pause,
#: the host stops taking new connections for ACCEPT_PAUSE_MS (the system's queue fills and
#: the flooder's connects wait in the kernel, costing neither it nor the host CPU; seated
#: players are not touched; a person joining meanwhile gets in when the pause ends).
ACCEPT_FLOOD = 64
ACCEPT_PAUSE_MS = 1000
#: Addresses the accept-rate cap remembers at most (idle ones are forgotten once a second).
ACCEPT_ADDRESSES_MAX = 4096
#: Bytes waiting to be written to a connection that does not read before it is dropped.
MAX_BACKLOG = 32 * 1024 * 1024


#: The bot level that plays for a person who dropped out.
STAND_IN_LEVEL = "normal"


#: How long the host waits for the seats' fair-deal nonces before dealing without them.
DEAL_NONCE_TIMEOUT_MS = 3000


#: Chat: at most this many lines in this many seconds per connection.
CHAT_RATE = (5, 10.0)


#: Hellos allowed per rejoin token, and per address, within a minute (reconnect churn).
HELLOS_PER_TOKEN = 8


HELLOS_PER_ADDRESS = 40


#: A room that closes after its last game sends the ``bye`` this long after the ``game_over``
#: (the tables show the game's end and the score first).
SCORE_SHOWN_MS = 5000
#: With a move log, the whole autosave is written at most this often during a game.
LOGGED_SAVE_DELAY_S = 1.0

