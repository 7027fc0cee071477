"""dmgbuild settings of Paiju's disk image: the app and a link to /Applications.

    dmgbuild -s packaging/macos/dmg_settings.py -D app=dist/Paiju.app "Paiju 0.1.0" dist/Paiju-0.1.0.dmg

(``python packaging/build.py --dmg`` runs exactly this.) dmgbuild executes this file with
``defines`` holding the ``-D`` values.
"""

import os.path

defines = globals().get("defines", {})  # given by dmgbuild

application = defines.get("app", "dist/Paiju.app")
appname = os.path.basename(application)

format = "UDZO"  # zlib-compressed, read-only
filesystem = "HFS+"
size = None  # computed from the contents
files = [application]
symlinks = {"Applications": "/Applications"}
icon = os.path.join(os.path.dirname(os.path.abspath(application)), appname, "Contents", "Resources", "paiju.icns")
if not os.path.exists(icon):
    icon = None
default_view = "icon-view"
show_status_bar = False
show_toolbar = False
window_rect = ((200, 200), (560, 300))
icon_size = 96
icon_locations = {appname: (140, 130), "Applications": (420, 130)}
