"""三國殺×大富翁's map in the book's words (seed 001_ea231be5ab83fae4.txt, sections 地圖 … 建筑, the NPCs of
起始配置): each kind of 格, the choices a cell offers (打工, 購股, 存款 …), 《機會》's 20 events, the mechanisms
the cells name (負債機制, 銀行機制 …) and the ten NPCs — `data/map_text.yaml`, the book's lines with the scraped
pinyin removed. The glossary (`glossary.py`) shows them on tap (issue 25); the rules themselves are `tiles.py`,
`chance_events.py`, `npcs.py`.

>>> CELLS["野外"]
'野外\\n若該格沒有NPC停留，檢索一張動物牌；否則執行其上的NPC事件。'
>>> EVENTS[15]
'15，琪露諾\\n獲得【停留】指令。'
>>> [cell for cell, _ in ACTIONS["打工"]]
['狗舍', '貓舍']
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml

_DATA: dict[str, Any] = yaml.safe_load((Path(__file__).parent / "data" / "map_text.yaml").read_text(encoding="utf-8"))

#: each kind of 格 → its section (the head line first, then the event and the choices it names)
CELLS: Mapping[str, str] = _DATA["cells"]
#: a choice a cell offers → [(the cell, its text)] (打工 and 購股 are in two cells, each its own text)
ACTIONS: Mapping[str, list[tuple[str, str]]] = {k: [(x["cell"], x["text"]) for x in v]
                                               for k, v in _DATA["actions"].items()}
#: 《機會》's events by number (「*1，家犬」 …): the number and name, then the text
EVENTS: Mapping[int, str] = _DATA["events"]
#: 負債機制, 銀行機制, 領養機制, 控股機制, 建筑
MECHANISMS: Mapping[str, str] = _DATA["mechanisms"]
#: an NPC's event (「*財神」), and for 財神/窮神/福神/衰神 its effect in a character's NPC區 (「*財神NPC」)
NPCS: Mapping[str, str] = _DATA["npcs"]
NPC_AREA: str = _DATA["npc_area"]  # NPC區機制
NPC_START: str = _DATA["npc_start"]  # 起始配置: the ten NPCs on random 《野外》

#: The same in English (`data/map_text_en.yaml`, a translation line for line): the glossary's English text.
_EN: dict[str, Any] = yaml.safe_load((Path(__file__).parent / "data" / "map_text_en.yaml").read_text(encoding="utf-8"))
CELLS_EN: Mapping[str, str] = _EN["cells"]
ACTIONS_EN: Mapping[str, list[str]] = _EN["actions"]  # in the order of ACTIONS' cells
EVENTS_EN: Mapping[int, str] = _EN["events"]
MECHANISMS_EN: Mapping[str, str] = _EN["mechanisms"]
NPCS_EN: Mapping[str, str] = _EN["npcs"]
NPC_AREA_EN: str = _EN["npc_area"]
NPC_START_EN: str = _EN["npc_start"]
