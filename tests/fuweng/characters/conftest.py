"""The character tests share the 三國殺×大富翁 helpers one directory up (fuweng_scripts.py)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
