"""The Qt layer. Import PySide6 before pyqtgraph so pyqtgraph binds to it."""

import os

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
