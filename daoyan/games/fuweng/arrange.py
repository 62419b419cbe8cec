"""A scenario's 局面 (arrangement) for 三國殺×大富翁: the table as a rules question needs it, laid over a normal set-up.

A scenario (docs/scenarios.md, section 三國殺×大富翁) deals a normal game from its seed, then sets what it names:
each seat's hand, equipment, 判定區, bank, HP, place on the map, marks, commands and shares, the top of the 牌堆
and of the 判定牌堆, and the NPCs. Everything it does not name stays as dealt. Cards are named by the book's
names; each is taken from the 牌堆 (or, when the 牌堆 has no more of that name, from a seat whose hand the
scenario leaves as dealt, which draws a replacement from the top). The arrangement is a room option (`局面`), so
it is part of the game's record and replays exactly.

`check(value)` validates the option's shape (a `ConfigError` naming the entry); `apply(g, s, value)` sets it.

>>> check({"seats": {1: {"hp": 2, "hand": ["狗", "家貓"]}}, "deck": ["無懈可擊"]})
>>> check({"seats": {1: {"hpp": 2}}})
Traceback (most recent call last):
...
daoyan.core.errors.ConfigError: 局面.seats.1: unknown key(s) ['hpp']; known: bank, character, charges, commands, ...
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.errors import ConfigError
from ...core.game import Game
from ...i18n import Listing, Seat, Term
from . import skills, words
from .board import Direction, Kind, Point
from .cards import ANIMAL, KIND_BY_NAME
from .characters import character
from .commands import ORDER as COMMAND_NAMES
from .identities import starting_max_hp
from .skills import _base as skill_base
from .state import NPCS, FState, Player

CARD_ZONES = ("hand", "equips", "judging", "bank")
NUMBERS = ("hp", "max_hp", "money", "debt", "stays", "hospital", "prison")
SEAT_KEYS = (*CARD_ZONES, *NUMBERS, "dead", "position", "heading", "commands", "dice_control", "shares", "character",
             "marks", "charges", "used", "陰陽", "records", "npc_zone")
TOP_KEYS = ("seats", "deck", "judgement", "npcs", "society", "adoption", "discard")


def _fail(where: str, what: str) -> ConfigError:
    return ConfigError(f"局面.{where}: {what}")


def _int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def check(value: Any) -> None:
    """The shape of a 局面: known keys, card names, numbers; places and buildings are checked by `apply`."""
    if not isinstance(value, Mapping):
        raise _fail("", "a mapping with seats/deck/judgement/npcs")
    unknown = sorted(set(value) - set(TOP_KEYS))
    if unknown:
        raise _fail("", f"unknown key(s) {unknown}; known: {', '.join(TOP_KEYS)}")
    for seat, spec in _seats(value).items():
        where = f"seats.{seat}"
        if not isinstance(spec, Mapping):
            raise _fail(where, "maps hand/hp/position/… to values")
        bad = sorted(set(spec) - set(SEAT_KEYS))
        if bad:
            raise _fail(where, f"unknown key(s) {bad}; known: {', '.join(sorted(SEAT_KEYS))}")
        for zone in CARD_ZONES:
            _card_names(spec.get(zone, []), f"{where}.{zone}")
        for k in NUMBERS:
            if k in spec and not (_int(spec[k]) and (spec[k] >= 0 or k == "hp")):
                raise _fail(f"{where}.{k}", f"a whole number (≥ 0 except hp), got {spec[k]!r}")
        if "character" in spec:
            try:
                card = character(str(spec["character"]))
            except ConfigError as e:
                raise _fail(f"{where}.character", f"{e} (an id such as SK, a 稱號 such as 審判官, or 黑桃K / 大王)") \
                    from None
            if card.id not in skills.playable():  # never a character whose skill would silently do nothing
                raise _fail(f"{where}.character", f"{card.title} ({card.label}): its skill 【{card.skill}】 is not "
                                                  f"built yet; playable: {', '.join(skills.playable()) or 'none'}")
        marks = spec.get("marks") or {}
        if not isinstance(marks, Mapping) or not all(isinstance(k, str) and _int(n) and n >= 0
                                                      for k, n in marks.items()):
            raise _fail(f"{where}.marks", "maps a mark (喪鐘, …) to a number ≥ 0")
        charges = spec.get("charges") or {}
        if not isinstance(charges, Mapping) or not all(isinstance(k, str) and _int(n) and n >= 0
                                                        for k, n in charges.items()):
            raise _fail(f"{where}.charges", "maps a skill (潛伏, …) to its charge, a number ≥ 0")
        _check_kinds(spec, where)
        if "dead" in spec and not isinstance(spec["dead"], bool):
            raise _fail(f"{where}.dead", "true or false")
        if "heading" in spec and spec["heading"] not in [str(d) for d in Direction]:
            raise _fail(f"{where}.heading", f"one of 東/西/南/北, got {spec['heading']!r}")
        if "position" in spec and not _point(spec["position"]):
            raise _fail(f"{where}.position", f"a cell [x, y], got {spec['position']!r}")
        for c in spec.get("commands") or []:
            if c not in COMMAND_NAMES:
                raise _fail(f"{where}.commands", f"unknown 指令 {c!r}; known: {', '.join(COMMAND_NAMES)}")
        if not all(_int(d) and 1 <= d <= 6 for d in spec.get("dice_control") or []):
            raise _fail(f"{where}.dice_control", "d6 results 1–6")
        shares = spec.get("shares") or {}
        if not isinstance(shares, Mapping) or not all(_int(n) and n >= 0 for n in shares.values()):
            raise _fail(f"{where}.shares", "maps a building (狗舍1, 貓舍2, …) to a number of shares ≥ 0")
    picked = [character(str(spec["character"])).id for spec in _seats(value).values()
              if isinstance(spec, Mapping) and "character" in spec]
    if len(set(picked)) != len(picked):
        raise _fail("seats", f"a 人妖牌 is played by one character at most: {sorted(picked)}")
    _card_names(value.get("deck", []), "deck")
    _card_names(value.get("discard", []), "discard")
    if "society" in value:
        from .skills.lingzhu import SOCIETIES

        if value["society"] not in SOCIETIES:
            raise _fail("society", f"one of {', '.join(SOCIETIES)} (領主's 改朝), got {value['society']!r}")
    if not isinstance(value.get("judgement", []), list):
        raise _fail("judgement", "a list of 人妖牌 (黑桃A, 紅桃K, 大王, …), top first")
    npcs = value.get("npcs") or {}
    if not isinstance(npcs, Mapping):
        raise _fail("npcs", "maps an NPC to its cell [x, y] (or null: off the map)")
    for npc, at in npcs.items():
        if npc not in NPCS:
            raise _fail("npcs", f"unknown NPC {npc!r}; known: {', '.join(NPCS)}")
        if at is not None and not _point(at):
            raise _fail(f"npcs.{npc}", f"a cell [x, y] or null, got {at!r}")
    _check_areas(value, npcs)


def _check_areas(value: Mapping[str, Any], npcs: Mapping[str, Any]) -> None:
    """`adoption:` — 動物牌 of different names (「若領養區無同名牌」 keeps one of each); a seat's `npc_zone:` — NPCs
    face up (正面) or down (背面), each in one place: one area, not also on the map (`npcs:`)."""
    adopted = value.get("adoption") or []
    _card_names(adopted, "adoption")
    if any(KIND_BY_NAME[n].category != ANIMAL for n in adopted) or len(set(adopted)) != len(adopted):
        raise _fail("adoption", f"the 領養區 holds 動物牌, one of each name, got {adopted}")
    held: dict[str, int] = {}
    for seat, spec in _seats(value).items():
        zone = spec.get("npc_zone") if isinstance(spec, Mapping) else None
        if zone is None:
            continue
        if not isinstance(zone, Mapping) or not all(n in NPCS and f in ("正面", "背面") for n, f in zone.items()):
            raise _fail(f"seats.{seat}.npc_zone", f"maps an NPC ({', '.join(NPCS)}) to 正面 or 背面, got {zone!r}")
        for npc in zone:
            if npc in held or npc in npcs:
                where = f"seat {held[npc]}'s NPC area" if npc in held else "the map (npcs:)"
                raise _fail(f"seats.{seat}.npc_zone", f"《{npc}》 is in {where} already: an NPC is in one place")
            held[npc] = seat


def _check_kinds(spec: Mapping[str, Any], where: str) -> None:
    """`used: [囂攘]` (a 限定技 already used) and `陰陽: {引燃: 陰}` (a 轉換技's side) name a skill of the seat's own
    character, of that kind (「①限定技。」, 「轉換技。」 in its text): anything else is a state the rules cannot
    reach."""
    if "used" not in spec and "陰陽" not in spec and "records" not in spec:
        return
    if "character" not in spec:
        raise _fail(where, "used / 陰陽 / records need the seat's character")
    card = character(str(spec["character"]))
    if "records" in spec:
        _check_records(spec["records"], card, f"{where}.records")
    used, sides = spec.get("used") or [], spec.get("陰陽") or {}
    if "used" in spec and (not isinstance(used, list) or not all(u == card.skill for u in used)
                           or "限定技" not in card.skill_text):
        raise _fail(f"{where}.used", f"lists the seat's 限定技 already used; {card.title}'s 【{card.skill}】 "
                                     f"{'is one' if '限定技' in card.skill_text else 'is no 限定技'}")
    if "陰陽" in spec and (not isinstance(sides, Mapping) or "轉換技" not in card.skill_text
                         or not all(k == card.skill and v in ("陽", "陰") for k, v in sides.items())):
        raise _fail(f"{where}.陰陽", f"maps the seat's 轉換技 to 陽 or 陰; {card.title}'s 【{card.skill}】 "
                                     f"{'is one' if '轉換技' in card.skill_text else 'is no 轉換技'}")


def _check_records(records: Any, card: Any, where: str) -> None:
    """`records: {歷練: [狗, 家貓]}`: the card names the seat's own skill has recorded (凡爾賽's 歷練 keeps them,
    public: `RECORDS` of its module) — each a name of the book, none twice, fewer than the count that would have
    ended the game (歷練's 22: 「若此技能記錄數不小于22，你的陣營獲勝」)."""
    mod = skills.modules().get(card.id)
    if not getattr(mod, "RECORDS", False):
        keeping = [m.SKILL for m in skills.modules().values() if getattr(m, "RECORDS", False)]
        raise _fail(where, f"{card.title}'s 【{card.skill}】 keeps no records of card names (those that do: "
                           f"{', '.join(keeping)})")
    if not isinstance(records, Mapping) or set(records) - {card.skill}:
        raise _fail(where, f"maps the seat's skill 【{card.skill}】 to the card names it has recorded")
    for names in records.values():
        _card_names(names, where)
        if len(set(names)) != len(names):
            raise _fail(where, "each name is recorded once")
        win = getattr(mod, "WIN", None)
        if win is not None and len(names) >= win:
            raise _fail(where, f"{len(names)} names: at {win} 【{card.skill}】 has ended the game already")


def _seats(value: Mapping[str, Any]) -> dict[int, Mapping[str, Any]]:
    """`seats` by seat number (a record read back from JSON has the numbers as text)."""
    seats = value.get("seats") or {}
    if not isinstance(seats, Mapping):
        raise _fail("seats", "maps a seat number to what it holds")
    out = {}
    for seat, spec in seats.items():
        if not (_int(seat) or (isinstance(seat, str) and seat.isdigit())):
            raise _fail(f"seats.{seat}", "a seat is a whole number")
        out[int(seat)] = spec
    return out


def _point(v: Any) -> bool:
    return isinstance(v, list) and len(v) == 2 and all(_int(x) for x in v)


def _card_names(names: Any, where: str) -> None:
    if not isinstance(names, list):
        raise _fail(where, "a list of card names")
    for n in names:
        if n not in KIND_BY_NAME:
            raise _fail(where, f"unknown card {n!r} (the book's names: 狗, 流浪貓, 無懈可擊, 唐傘, …)")


class _Cards:
    """Takes named cards out of the 牌堆, or out of the hands the scenario leaves as dealt."""

    def __init__(self, s: FState, spare_hands: list[Player]) -> None:
        self.s = s
        self.spare = spare_hands

    def take(self, name: str, where: str) -> int:
        s = self.s
        for c in s.deck:
            if s.cards[c].name == name:
                s.deck.remove(c)
                return c
        for q in self.spare:
            for c in q.hand:
                if s.cards[c].name == name and s.deck:
                    q.hand[q.hand.index(c)] = s.deck.pop(0)
                    return c
        total = sum(1 for c in s.cards.values() if c.name == name)
        raise _fail(where, f"no {name} left to take (the game has {total}; the others are placed already)")


def apply(g: Game, s: FState, value: Mapping[str, Any]) -> None:
    """Lay the arrangement over the dealt state, and note it for the host."""
    seats = _seats(value)
    for seat in seats:
        if seat not in s.players:
            raise _fail(f"seats.{seat}", f"no such seat (players 1–{len(s.players)})")
    for seat, spec in seats.items():  # the hands a scenario names go back to the 牌堆 first
        if "hand" in spec:
            s.deck.extend(s.players[seat].hand)
            s.players[seat].hand = []
    cards = _Cards(s, [p for p in s.players.values() if "hand" not in seats.get(p.seat, {})])
    for seat, spec in sorted(seats.items()):
        p = s.players[seat]
        for zone in CARD_ZONES:
            if zone in spec:
                setattr(p, zone, [*([] if zone == "hand" else getattr(p, zone)),
                                  *(cards.take(n, f"seats.{seat}.{zone}") for n in spec[zone])])
        _seat(s, p, spec, f"seats.{seat}")
    top = [cards.take(n, "deck") for n in value.get("deck") or []]
    s.deck[:0] = top
    if value.get("judgement"):
        try:
            s.judgement.put_on_top(list(value["judgement"]))
        except ConfigError as e:
            raise _fail("judgement", str(e)) from None
    for npc, at in (value.get("npcs") or {}).items():
        s.npcs[npc] = _cell(s, at, f"npcs.{npc}") if at is not None else None
    for seat, spec in sorted(seats.items()):  # NPCs in an NPC area leave the map (and the set-aside list)
        for npc, face in (spec.get("npc_zone") or {}).items():
            s.npcs[npc] = None
            if npc in s.aside:
                s.aside.remove(npc)
            s.players[seat].npc_zone.append((npc, face == "正面"))
            g.say("劇本局面: {seat}的NPC區: 《{npc}》{face}朝上。",
                  {"seat": seat, "npc_zone": npc, "face_up": face == "正面"}, seat=words.seat(seat), npc=Term(npc),
                  face=Term(face))
    if "discard" in value:  # the 棄牌堆 (face up: public), the last named on top
        s.discard.extend(cards.take(n, "discard") for n in value["discard"])
        g.say("劇本局面: 棄牌堆: {cards}。", {"discard": list(s.discard)}, cards=words.cards(s, s.discard, words.NONE))
    if "adoption" in value:  # the 領養區, public
        s.adoption.extend(cards.take(n, "adoption") for n in value["adoption"])
        g.say("劇本局面: 領養區: {cards}。", {"adoption": list(s.adoption)},
              cards=words.cards(s, s.adoption, words.NONE))
    if "society" in value:  # the society in force (領主's 改朝): only with the 領主 at the table
        from .skills import lingzhu

        if not any(p.character == lingzhu.CHARACTER for p in s.players.values()):
            raise _fail("society", "a society needs the 領主 at the table (a seat with character: 領主)")
        s.society = value["society"]
    for npc, at in (value.get("npcs") or {}).items():
        other = next((n for n, where in s.npcs.items() if n != npc and at is not None and where == tuple(at)), None)
        if other is not None:
            raise _fail(f"npcs.{npc}", f"《{other}》 stands on {tuple(at)} already: move it too "
                                       f"(npcs: {{{other}: [x, y]}}, or null to set it aside)")
    g.note("劇本局面已佈置 (the scenario's arrangement is laid out)。", {"局面": _plain(value)})
    for seat in sorted(seats):
        _announce(g, s, s.players[seat])
    if s.society is not None:
        g.say("劇本局面: 當前的社會為【{society}】。", {"society": s.society}, society=Term(s.society))


def _announce(g: Game, s: FState, p: Player) -> None:
    """What the table sees of an arranged seat (its hand, bank and commands are counted, not shown), and what the
    seat itself is told."""
    def names(ids: list[int]) -> Listing:
        return words.cards(s, ids, words.NONE)

    if p.character is not None:
        g.say("{seat}的人妖牌: {who}，體力上限{n}。", {"seat": p.seat, "character": p.character, "max_hp": p.max_hp,
                                                 "attribute": p.attribute},
              seat=Seat(p.seat), who=words.character(character(p.character)), n=p.max_hp)

    where = words.cell(s.board.cell(p.position)) if p.position else Term("入院" if p.hospital is not None else "入獄")
    g.say("劇本局面: {seat}體力{hp}/{max}{dead}，位置{at}，裝備{equips}，判定區{judging}，手牌{n}張，銀行區{b}張。",
          {"seat": p.seat, "hp": p.hp, "max_hp": p.max_hp, "dead": p.dead, "position": list(p.position or ()),
           "equips": list(p.equips), "judging": list(p.judging), "hand_count": len(p.hand),
           "bank_count": len(p.bank), "money": p.money, "debt": p.debt, "command_count": len(p.commands),
           "charges": dict(p.charges)},
          seat=Seat(p.seat), hp=p.hp, max=p.max_hp, dead=Term("(已陣亡)") if p.dead else "", at=where,
          equips=names(p.equips), judging=names(p.judging), n=len(p.hand), b=len(p.bank))
    for skill, recorded in p.records.items():  # (public: 歷練's names are said as they come)
        g.say("劇本局面: {seat}的【{skill}】已記錄{n}個牌名: {names}。", {"seat": p.seat, "records": {skill: recorded}},
              seat=Seat(p.seat), skill=Term(skill), n=len(recorded), names=Listing(Term(x) for x in recorded))
    g.tell([p.seat], "劇本局面: 你的手牌: {hand}；銀行區: {bank}；指令: {commands}",
           {"hand": list(p.hand), "bank": list(p.bank), "commands": list(p.commands)},
           hand=names(p.hand), bank=names(p.bank), commands=Listing((Term(c) for c in p.commands), words.NONE))


def _seat(s: FState, p: Player, spec: Mapping[str, Any], where: str) -> None:
    if "marks" in spec:  # marks others' skills put on a character (夜鶯's “喪鐘” …): public
        p.marks = {k: int(n) for k, n in spec["marks"].items() if n}
    if "charges" in spec:  # a skill's 充能 (臥底's 潛伏 …): public
        p.charges = {k: int(n) for k, n in spec["charges"].items()}
    for skill in spec.get("used") or []:  # a 限定技 already used (二人轉's 囂攘 …): public
        p.flags[str(skill)] = skill_base.USED
    for skill, side in (spec.get("陰陽") or {}).items():  # a 轉換技's side (預言家's 引燃 …): public
        p.flags[str(skill)] = str(side)
    for skill, names in (spec.get("records") or {}).items():  # the card names a skill recorded (凡爾賽's 歷練): public
        p.records[str(skill)] = [str(n) for n in names]
    if "character" in spec:  # the card's 體力上限 (蒼鷺 +1) and 屬性, unless hp / max_hp say otherwise
        card = character(str(spec["character"]))
        p.character, p.attribute = card.id, card.attribute
        p.max_hp = p.hp = starting_max_hp(p.identity, card.max_hp)
        s.judgement.remove([card.id])  # (a chosen card is not in the 判定牌堆)
    for k in NUMBERS:
        if k in spec:
            setattr(p, k, spec[k])
    if "dead" in spec:
        p.dead = spec["dead"]
        p.revealed = p.revealed or p.dead
    if "hospital" in spec or "prison" in spec:
        p.position = None
    if "position" in spec:  # placed as a teleport places (R-M7) unless the heading is given
        step = s.board.teleport(_cell(s, spec["position"], f"{where}.position"), p.heading or Direction.EAST)
        p.position, p.heading = step.position, step.heading
    if "heading" in spec:
        p.heading = Direction(spec["heading"])
    if "commands" in spec:
        p.commands = list(spec["commands"])
    if "dice_control" in spec:
        p.dice_control = list(spec["dice_control"])
    for building, n in (spec.get("shares") or {}).items():
        h = s.holdings.get(building)
        if h is None:
            raise _fail(f"{where}.shares", f"no building {building!r}; the map's: {', '.join(s.holdings)}")
        if n != h.shares.get(p.seat, 0):
            h.change(p.seat, n - h.shares.get(p.seat, 0))


def _cell(s: FState, at: list[int], where: str) -> Point:
    point = (at[0], at[1])
    if point not in s.board:
        raise _fail(where, f"{point} is not a cell of the map")
    if where.startswith("npcs") and s.board.cell(point).kind != Kind.YEWAI:
        raise _fail(where, f"an NPC stands on a 《野外》, {point} is a 《{s.board.cell(point).kind}》")
    return point


def _plain(v: Any) -> Any:
    if isinstance(v, Mapping):
        return {str(k): _plain(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_plain(x) for x in v]
    return v
