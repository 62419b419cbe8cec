"""The event log: every entry carries its audience (all, listed seats, or the host only)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from ..i18n import render, term

Seat = int


@dataclass(frozen=True, slots=True)
class Audience:
    """Who may read a log entry.

    >>> Audience.seats_of([3, 1]).sees(1), Audience.host().sees(1), Audience.all().sees(1)
    (True, False, True)
    """

    kind: Literal["all", "seats", "host"]
    seats: tuple[Seat, ...] = ()
    label: str = ""  # e.g. the faction or role the seats were woken as

    @staticmethod
    def all() -> Audience:
        return _ALL

    @staticmethod
    def host() -> Audience:
        return _HOST

    @staticmethod
    def seats_of(seats: Any, label: str = "") -> Audience:
        return Audience("seats", tuple(sorted(set(seats))), label)

    def sees(self, seat: Seat | None) -> bool:
        """`seat=None` is the host, who sees everything."""
        if seat is None or self.kind == "all":
            return True
        return self.kind == "seats" and seat in self.seats

    def to_json(self) -> str | list[int]:
        return self.kind if self.kind != "seats" else list(self.seats)


_ALL = Audience("all")
_HOST = Audience("host")


class Entry:
    """One line of the log. Its Chinese text is rendered from the template when first read (most lines of a bot game
    are never read), and kept."""

    __slots__ = ("_json", "_text", "audience", "data", "index", "kind", "params", "phase", "round", "template")

    def __init__(self, index: int, round: int, phase: str, kind: str, audience: Audience, text: str | None,
                 data: dict[str, Any] | None = None, template: str | None = None,
                 params: dict[str, Any] | None = None) -> None:
        self.index = index
        self.round = round
        self.phase = phase
        self.kind = kind  # line (the host speaks), info (a private answer or shown card), chance, answer, result
        self.audience = audience
        self._text = text  # in Chinese, the books' language (None: not rendered yet)
        self.data: dict[str, Any] = data if data is not None else {}
        self.template = template  # the text's template and typed parameters, for other languages
        self.params = params
        self._json: dict[str, dict[str, Any]] | None = None  # `to_json`'s, per language (made when first read)

    @property
    def text(self) -> str:
        if self._text is None:
            self._text = render(self.template or "", self.params, "zh")
        return self._text

    def __repr__(self) -> str:
        return f"Entry({self.index}, {self.round}, {self.phase!r}, {self.kind!r}, {self.audience!r}, {self.text!r})"

    def render(self, lang: str = "zh") -> str:
        if lang == "zh" or self.template is None:
            return self.text if lang == "zh" else render(self.text, None, lang)
        return render(self.template, self.params, lang)

    def to_json(self, lang: str = "zh", index: bool = True) -> dict[str, Any]:
        """The entry as views send it (kept per language, the same object each time: read it, do not change it).
        `index=False`: without its place in the whole log, which a seat or the public must not see (the gaps would
        count the lines hidden from them)."""
        key = lang if index else lang + "/"
        kept = self._json
        if kept is None:
            kept = self._json = {}
        out = kept.get(key)
        if out is None:
            out = self._make_json(lang)
            if not index:
                del out["index"]
            kept[key] = out
        return out

    def told_json(self, lang: str = "zh") -> dict[str, Any]:
        """The entry as someone other than the seats it was told to reads it (the host, everyone at the end): a line
        told to seats reads with their numbers where it says "you" (「10号在今晚出局了」, not 「你在今晚出局了」)."""
        if self.audience.kind != "seats":
            return self.to_json(lang)
        kept = self._json
        if kept is None:
            kept = self._json = {}
        key = lang + "@"
        out = kept.get(key)
        if out is None:
            out = dict(self.to_json(lang))
            out["text"] = third_person(out["text"], self.audience.seats, lang)
            kept[key] = out
        return out

    def _make_json(self, lang: str) -> dict[str, Any]:
        out: dict[str, Any] = {
            "index": self.index,
            "round": self.round,
            "phase": self.phase if lang == "zh" else term(self.phase, lang),
            "kind": self.kind,
            "audience": self.audience.to_json(),
            "text": self.render(lang),
        }
        if self.audience.label:
            out["audience_label"] = self.audience.label
        if self.data:
            out["data"] = self.data
        return out


def third_person(text: str, seats: tuple[Seat, ...], lang: str = "zh") -> str:
    """A line told to `seats`, for another reader. In Chinese "you" becomes their seat numbers, which reads as the
    book's host writes; in English a word swap breaks the grammar ("#10 are out"), so the line is kept as the seats
    read it, addressed to them.

    >>> third_person("你在今晚出局了", (10,)), third_person("你们的同伴: 3号", (3, 5))
    ('10号在今晚出局了', '3号、5号的同伴: 3号')
    >>> third_person("Your identity card: X; you are out", (10,), "en")
    'To #10: Your identity card: X; you are out'
    >>> third_person("Your companions: #3", (3, 5), "en")
    'To #3 and #5: Your companions: #3'
    """
    if not seats:
        return text
    if lang == "zh":
        who = "、".join(f"{s}号" for s in seats)
        return text.replace("你们", who).replace("您", who).replace("你", who)
    names = [f"#{s}" for s in seats]
    who = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return f"To {who}: {text}"


class Log:
    def __init__(self) -> None:
        self.entries: list[Entry] = []
        # each reader's entries as views send them, kept as the log grows (`readable_json`)
        self._readable: dict[tuple[Seat | str | None, str], _Readable] = {}

    def add(
        self,
        round_: int,
        phase: str,
        kind: str,
        audience: Audience,
        text: str,
        data: dict[str, Any] | None = None,
        params: dict[str, Any] | None = None,
    ) -> Entry:
        """`text` is a template when `params` are given (rendered in Chinese when first read)."""
        entries = self.entries
        if params:
            e = Entry(len(entries), round_, phase, kind, audience, None, dict(data) if data else {}, text, params)
        else:
            e = Entry(len(entries), round_, phase, kind, audience, text, dict(data) if data else {})
        entries.append(e)
        return e

    def visible_to(self, seat: Seat | None) -> list[Entry]:
        return [e for e in self.entries if e.audience.sees(seat)]

    def public(self) -> list[Entry]:
        return [e for e in self.entries if e.audience.kind == "all"]

    def readable_json(self, reader: Seat | Literal["public"] | None, lang: str) -> list[dict[str, Any]]:
        """The entries `reader` may read — a seat's (`visible_to`), or those addressed to everybody (`"public"`) —
        as views send them (`Entry.to_json(lang, index=False)`), in the log's order. Kept between calls and read on
        from the entries added since (an entry's audience and JSON never change): the list is the log's own, copy
        what you keep or change (and, like the rest of a game, not for two threads at once)."""
        entries = self.entries
        key = (reader, lang)
        r = self._readable.get(key)
        if r is None or r.entries is not entries or r.n > len(entries) or (r.n and entries[r.n - 1] is not r.last):
            r = self._readable[key] = _Readable(entries)  # first call, or the entries were replaced or cut
        if r.n < len(entries):
            if isinstance(reader, str):  # "public"
                r.json.extend(e.to_json(lang, index=False) for e in entries[r.n:] if e.audience.kind == "all")
            else:
                r.json.extend(e.to_json(lang, index=False) for e in entries[r.n:] if e.audience.sees(reader))
            r.n = len(entries)
            r.last = entries[-1]
        return r.json


class _Readable:
    """One reader's entries as views send them, up to entry `n` of the log (`Log.readable_json`)."""

    __slots__ = ("entries", "json", "last", "n")

    def __init__(self, entries: list[Entry]) -> None:
        self.entries = entries  # the log's list they were read from
        self.n = 0  # entries read
        self.last: Entry | None = None  # the last entry read
        self.json: list[dict[str, Any]] = []
