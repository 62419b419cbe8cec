"""Forum tools for 版杀 (seed 003_6ab575b4f34e0846.txt, 投票规则): read a day's 投票帖 and give the official count.

Public API (stable; the game engine uses it too):

- `parse_vote(text, *, accept_traditional_labels=False, require_reason_text=False) -> Ballot | Malformed | None`:
  one post's own text against the A-LR-22 grammar;
- `resolve_target(raw, candidates, out=(), *, seats=None) -> Resolution`: the 对象 → a character (A-LR-23);
- `read_thread(path) -> Thread`, `parse_thread(text) -> Thread`: the JSON, plain-text and pasted-page forms;
- `tally(thread, settings=None) -> Tally`: the count, every post's judgement, yellow cards, 黄昏(1);
- `report(tally, lang)`, `publication(tally, lang)`, `to_json(tally, lang)`: what the command prints.

>>> from datetime import datetime
>>> th = parse_thread('''关门: 2023-05-01 21:00
... 存活: 阿甲, 阿乙, 阿丙
... ---
... @@ 2 | 阿甲 | 2023-05-01 10:00
... 投票对象：阿乙
... 投票理由：划水
... @@ 3 | 阿丙 | 2023-05-01 11:00
... 投票对象:阿乙 投票理由:跟
... ''')
>>> t = tally(th)
>>> t.dusk.outcome, t.dusk.name, t.yellow_cards
('投票出局', '阿乙', ('阿乙',))
"""

from .grammar import ABSTAIN, Ballot, Malformed, Resolution, normalize, parse_vote, resolve_target, split_proxy
from .post import publication, report, to_json
from .tally import Dusk, Event, Judgement, Settings, Standing, Tally, tally
from .thread import Character, Header, Out, Post, Thread, ThreadError, parse_thread, read_thread

__all__ = ["ABSTAIN", "Ballot", "Character", "Dusk", "Event", "Header", "Judgement", "Malformed", "Out", "Post",
           "Resolution", "Settings", "Standing", "Tally", "Thread", "ThreadError", "normalize", "parse_thread",
           "parse_vote", "publication", "read_thread", "report", "resolve_target", "split_proxy", "tally", "to_json"]
