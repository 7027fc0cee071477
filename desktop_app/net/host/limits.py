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


#: With a move log, the whole autosave is written at most this often during a game.
LOGGED_SAVE_DELAY_S = 1.0

