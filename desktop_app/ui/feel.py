"""The table's feel: its sounds (:mod:`.sound`) and celebrations (:mod:`.table.celebrate`),
and their menu entries and settings.

:class:`TableFeel` belongs to the table page, which tells it what it shows (a game's start,
events, the player's turn, a timer, the game's end, Finish quickly). :func:`install` gives
the main window View ▸ Sound (mute, volume), View ▸ Reduce motion and View ▸ Side panel
(F9: the log and card counter fold away and the table takes the whole window), kept in
the settings (``sound_volume``, ``sound_muted``, ``reduce_motion``, ``side_panel``)::

    self.feel = install_feel(self)  # from .feel import install as install_feel
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from ..engine.core import Event
from .sound import SoundBoard, big_play, event_cue, outcome_cue
from .table.animations import SPEEDS
from .table.celebrate import Celebrations
from .table.state import PASS_KINDS, PLAY_KINDS, event_reading

__all__ = ["VOLUMES", "FeelInstaller", "TableFeel", "install"]

# The volumes View ▸ Sound offers (per cent).
VOLUMES: tuple[int, ...] = (25, 50, 70, 100)
# The key that folds the side panel away and brings it back.
SIDE_PANEL_KEY = "F9"
# A timer's last seconds tick (the player's own turn).
TICK_SECONDS = 5
# Events that celebrate a special hand or win at the seat (天牌, 人牌, 地牌, 抢地).
_SPECIAL_KINDS = frozenset({"sky", "man", "earth", "grab_earth"})


class TableFeel(QObject):
    """The sounds and celebrations of one table (``scene``: its TableScene)."""

    def __init__(self, scene: Any, parent: QObject | None = None, sound_factory: Any = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.sound = SoundBoard(self, sound_factory)
        self.celebrations = Celebrations(scene, self)
        self._ticked: int | None = None
        # seat -> its player's 红五 career level number (None: none), set by the table page
        self.level_of: Any = None
        self._levels: dict[int, int | None] = {}  # each seat's level when the game started
        scene.installEventFilter(self)  # a click or a key at the table skips the celebrations

    _SKIP_EVENTS = (QEvent.Type.GraphicsSceneMousePress, QEvent.Type.KeyPress)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.scene and event.type() in self._SKIP_EVENTS and self.celebrations.running():
            self.celebrations.clear()  # skipped; the click or key still does what it does
        return False

    def set_speed(self, name: str) -> None:
        self.celebrations.factor = SPEEDS.get(name, 1.0)
        if self.celebrations.factor <= 0:
            self.celebrations.clear()  # instant: nothing shows, nothing waits

    def set_reduce_motion(self, on: bool) -> None:
        self.celebrations.reduce_motion = bool(on)
        if on:
            self.celebrations.clear()

    # ---- what the table shows
    def game_started(self, events: Sequence[Event], viewer: int | None) -> None:
        """A game is at the table: the deal's sound and the start's celebrations, unless it
        is taken up in its middle (Continue, a rejoin)."""
        self.celebrations.clear()
        self.celebrations.rushing = False
        self._ticked = None
        self._levels = self._seat_levels()
        if any(e.kind in PLAY_KINDS | PASS_KINDS and e.seat is not None for e in events):
            return
        shown = [e for e in events if e.visible(viewer)]
        cue = self.sound.play_events(shown)
        if cue is None and any(event_cue(e) == "deal" for e in shown):
            self.sound.play("deal")
        self._celebrate(shown)

    def events(self, events: Iterable[Event], viewer: int | None) -> None:
        """Events just shown at the table (those the viewer may see)."""
        shown = [e for e in events if e.visible(viewer)]
        self.sound.play_events(shown)
        self._celebrate(shown)

    def turn(self, mine: bool) -> None:
        """A turn starts; ``mine``: the player at this table is to move."""
        self._ticked = None
        if mine:
            self.sound.play("turn")

    def timer(self, mine: bool, left: int) -> None:
        """A timer shows ``left`` seconds: its last seconds tick on the player's own turn."""
        if mine and 0 < left <= TICK_SECONDS and left != self._ticked:
            self._ticked = left
            self.sound.play("tick")

    def game_finished(self, outcome: Any, viewer: int | None) -> None:
        cue = outcome_cue(outcome, viewer)
        self.sound.play(cue)
        if cue == "win" and viewer is not None:
            self.celebrations.celebrate("win", self.scene.seat_pos(viewer), 160.0, viewer)
        now = self._seat_levels()
        for seat, level in now.items():  # the game was counted in the profiles: a level up?
            before = self._levels.get(seat)
            if level is not None and before is not None and level > before:
                self.celebrations.celebrate("level_up", self.scene.seat_pos(seat), 120.0, seat)
                if seat == viewer:
                    self.sound.play("special")
        self._levels = now

    def _seat_levels(self) -> dict[int, int | None]:
        if not callable(self.level_of):
            return {}
        out: dict[int, int | None] = {}
        for seat in self.scene.seats:
            try:
                out[seat] = self.level_of(seat)
            except Exception:
                out[seat] = None
        return out

    def rush(self, viewer: int | None = None) -> None:
        """Finish quickly: no more celebrations for this game; of those up or waiting only
        the player's own special hand (天牌) stays, as its banner does."""
        self.celebrations.rushing = True
        self.celebrations.keep(lambda kind, seat: kind == "special" and seat is not None and seat == viewer)

    def reset(self) -> None:
        """A jump in the game (a replay's seek): what was celebrating belongs elsewhere."""
        self.celebrations.clear()

    def _celebrate(self, events: Sequence[Event]) -> None:
        scene = self.scene
        for e in events:
            if e.kind in PLAY_KINDS and e.seat is not None and big_play(event_reading(e)):
                pile = scene.piles.get(e.seat)
                at = pile.pos() if pile is not None else scene.seat_pos(e.seat)
                self.celebrations.celebrate("bomb", at, 140.0, e.seat)
            elif e.kind == "spring":
                self.celebrations.celebrate("spring", QPointF(*scene._centre()))
            elif e.kind in _SPECIAL_KINDS:
                at = scene.seat_pos(e.seat) if e.seat is not None else QPointF(*scene._centre())
                self.celebrations.celebrate("special", at, 130.0, e.seat)
            elif e.kind == "half_over" and isinstance(e.data, dict) and e.data.get("double_clip"):
                self.celebrations.celebrate("double_clip", QPointF(*scene._centre()), 160.0)


def install(window: Any) -> FeelInstaller:
    """Give ``window`` (a MainWindow) its Sound and Reduce motion entries in the View menu
    (once: a window that has them keeps them)."""
    for child in window.children():
        if isinstance(child, FeelInstaller):
            return child
    return FeelInstaller(window)


class FeelInstaller(QObject):
    """View ▸ Sound ▸ Mute / Volume, View ▸ Reduce motion, View ▸ Side panel: the settings,
    the table's feel and its side panel."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.w = window
        self.feel: TableFeel = window.table_page.feel
        menu = window.view_menu
        menu.addSeparator()
        self.sound_menu = menu.addMenu("")
        self.mute_action = QAction(window)
        self.mute_action.setCheckable(True)
        self.mute_action.toggled.connect(self.set_muted)
        self.sound_menu.addAction(self.mute_action)
        self.sound_menu.addSeparator()
        self.volume_group = QActionGroup(window)
        self.volume_actions: list[QAction] = []
        for v in VOLUMES:
            a = QAction(window)
            a.setCheckable(True)
            a.setData(v)
            a.triggered.connect(lambda _=False, value=v: self.set_volume(value))
            self.volume_group.addAction(a)
            self.sound_menu.addAction(a)
            self.volume_actions.append(a)
        self.motion_action = QAction(window)
        self.motion_action.setCheckable(True)
        self.motion_action.toggled.connect(self.set_reduce_motion)
        menu.addAction(self.motion_action)
        self.panel_action = QAction(window)
        self.panel_action.setCheckable(True)
        self.panel_action.setShortcut(QKeySequence(SIDE_PANEL_KEY))
        self.panel_action.toggled.connect(self.set_side_panel)
        menu.addAction(self.panel_action)
        self.apply_settings()
        window.installEventFilter(self)
        self.retranslate()
        QTimer.singleShot(800, self, self.feel.sound.prepare)  # the sounds loaded off the first deal

    def apply_settings(self) -> None:
        """The table and the menu follow the settings."""
        s = self.w.settings
        volume = int(getattr(s, "sound_volume", 70))
        muted = bool(getattr(s, "sound_muted", False))
        motion = bool(getattr(s, "reduce_motion", False))
        panel = bool(getattr(s, "side_panel", True))
        self.feel.sound.set_volume(volume)
        self.feel.sound.set_muted(muted)
        self.feel.set_reduce_motion(motion)
        self.w.table_page.side.setVisible(panel)
        for a, value in ((self.mute_action, muted), (self.motion_action, motion), (self.panel_action, panel)):
            a.blockSignals(True)
            a.setChecked(value)
            a.blockSignals(False)
        nearest = min(VOLUMES, key=lambda v: abs(v - volume))
        for a in self.volume_actions:
            a.setChecked(a.data() == nearest)

    def set_muted(self, on: bool) -> None:
        self.w._set(sound_muted=bool(on))
        self.feel.sound.set_muted(on)

    def set_volume(self, volume: int) -> None:
        self.w._set(sound_volume=int(volume))
        self.feel.sound.set_volume(volume)
        self.apply_settings()

    def set_reduce_motion(self, on: bool) -> None:
        self.w._set(reduce_motion=bool(on))
        self.feel.set_reduce_motion(on)

    def set_side_panel(self, on: bool) -> None:
        """Show the side panel (the log, the card counter) or fold it away: the table then
        has the whole window."""
        self.w._set(side_panel=bool(on))
        self.w.table_page.side.setVisible(bool(on))
        if not on:
            self.w.table_page.view.setFocus()  # the keys stay with the table

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.w and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def retranslate(self) -> None:
        translate = QCoreApplication.translate
        self.sound_menu.setTitle(translate("Feel", "S&ound"))
        self.mute_action.setText(translate("Feel", "&Mute sounds"))
        for a in self.volume_actions:
            a.setText(translate("Feel", "Volume {n} %").format(n=a.data()))
        self.motion_action.setText(translate("Feel", "&Reduce motion (no celebrations)"))
        self.panel_action.setText(translate("Feel", "Side &panel (log and card counter)"))
