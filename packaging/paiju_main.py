"""The frozen app's entry script: PyInstaller needs a file, the app has an entry point.

Same as the installed ``paiju`` command (``desktop_app.__main__:main``).
"""

import sys

from desktop_app.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
