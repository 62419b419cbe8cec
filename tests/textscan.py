"""Searching views' JSON for texts that must not be there (the secrecy property tests of every game)."""

from __future__ import annotations

from collections.abc import Iterable


def occurring(texts: Iterable[str], text: str) -> list[str]:
    """The `texts` that are substrings of `text`. A text occurs only where its first three characters do: the texts are
    grouped by them, and a group is searched for only where they occur (many hidden lines open alike: 「随机 …」, 「你…」).

    >>> occurring(["随机 x = 1", "随机 y = 2", "你的起始手牌", "A"], "... 随机 y = 2 ...A")
    ['随机 y = 2', 'A']
    >>> occurring(["3号玩家"], "4号玩家")
    []
    """
    groups: dict[str, list[str]] = {}
    for t in texts:
        groups.setdefault(t[:3], []).append(t)
    return [t for head, group in groups.items() if head in text for t in group if t in text]
