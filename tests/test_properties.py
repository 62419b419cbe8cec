"""Properties of whole games of 《仙妖斗法:封妖》 (seed 000_21ded97409bf0f89.txt) played by random bots.

For every player count 5..12, 1,000 games with distinct seeds with every identity enabled (身份配置 完整: the generals
drawn at random from the whole table), and 250 with the base cards (基础, a subset of 完整's deals): every game ends (a winner, or the
documented no-winner end after 最多轮数) without error; replaying its record gives a byte-identical
snapshot; no seat's view ever holds what is not addressed to it (checked during the game, not only
at the end); the public view holds only entries addressed to everybody.
"""

from __future__ import annotations

import json
import operator
import random
import sys
import weakref
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from textscan import occurring

from daoyan.core.bots import RandomBot
from daoyan.core.game import Game, replay
from daoyan.core.view import public_view, seat_view
from daoyan.games import get_rules
from daoyan.games.xianyao.identities import IDENTITIES
from daoyan.i18n import term

RULES = get_rules("xianyao")
GAMES_PER_COUNT = 1000
CARD_NAMES = [i.name for i in IDENTITIES]
WINNERS = {"星空仙人", "深渊妖魔"}
YOU_KEYS = {"cards", "state", "dawn", "used_jianxiantu"}


class _LogScan:
    """A game's log as `check_views` reads it: who may read each entry, computed here from the entries' audiences
    (independently of the engine's filter), each entry's text, and the searches already made in the views' JSON.

    Kept per game between the checks of a Chinese game (`_scan`): entries are only ever appended, an entry's
    audience never changes, its Chinese text is rendered once and kept (`Entry.text`) and its JSON is built once
    and kept (`Entry.to_json`), so a check reads only the entries logged since the last one and gets exactly what
    reading the whole log again would give. An English check scans the whole log afresh (`Entry.render` renders
    anew at each call)."""

    def __init__(self, g: Game, lang: str) -> None:
        self.entries = g.log.entries
        self.lang = lang
        self.n = 0  # entries read
        self.public_idx: list[int] = []
        self.public_texts: set[str] = set()
        self.public_json: list[dict[str, Any]] = []  # each public entry as views send it
        self.told: dict[int, list[dict[str, Any]]] = {seat: [] for seat in g.seats}  # entries addressed to listed seats
        self.own: dict[int, list[str]] = {seat: [] for seat in g.seats}  # … and their texts
        self.log: dict[int, list[dict[str, Any]]] = {seat: [] for seat in g.seats}  # what each seat's log must be
        self.hidden_anywhere: set[str] = set()
        self.plain: list[str] = []  # the hidden texts without a brace, in the order first read
        self.braced: list[str] = []  # those with one
        self.found: dict[str, tuple[int, frozenset[str] | set[str]]] = {}  # a piece of a view's JSON: (texts of `plain` searched, found)
        self.last: Any = None  # the last entry read

    def read(self, g: Game) -> None:
        entries = self.entries
        lang = self.lang
        for e in entries[self.n:]:
            a = e.audience
            text = e.text if lang == "zh" else e.render(lang)
            if a.kind == "all":
                self.public_idx.append(e.index)
                self.public_texts.add(text)
                j = e.to_json(lang, index=False)
                self.public_json.append(j)
                for seat in g.seats:
                    self.log[seat].append(j)
            else:
                if text not in self.hidden_anywhere:
                    self.hidden_anywhere.add(text)
                    (self.braced if "{" in text or "}" in text else self.plain).append(text)
                if a.kind == "seats":
                    j = e.to_json(lang, index=False)
                    for seat in a.seats:
                        self.told[seat].append(j)
                        self.own[seat].append(text)
                        self.log[seat].append(j)
        self.n = len(entries)
        self.last = entries[-1] if entries else None

    def hidden_in(self, texts: list[str]) -> list[set[str]]:
        """For each of `texts`, the hidden texts (`hidden_anywhere`) that are substrings of it.

        A text without a brace lies, wherever it occurs, inside one of the maximal pieces without a brace; the views'
        JSON repeats most pieces (from seat to seat, from check to check), so each piece is searched once for each
        text, and the pieces not yet searched are joined by a brace for a single search of each text. A text with a
        brace is searched in each of `texts` whole."""
        plain = self.plain
        k = len(plain)
        found = self.found
        split = [text.replace("}", "{").split("{") for text in texts]
        new: dict[str, None] = {}  # pieces not searched yet
        stale: dict[str, int] = {}  # pieces searched for the texts of `plain` before the given place only
        for pieces in split:
            for piece in pieces:
                done = found.get(piece)
                if done is None:
                    new[piece] = None
                elif done[0] < k:
                    stale[piece] = done[0]
        for fresh, first in ((list(new), 0), (list(stale), min(stale.values(), default=k))):
            if not fresh:
                continue
            joined = "{".join(fresh)
            hits = [t for t in plain[first:] if t in joined]
            for piece in fresh:
                done = found.get(piece)
                got = done[1] if done is not None else _NOTHING
                add = {t for t in hits if t in piece} if hits else None
                found[piece] = (k, got | add if add else got)
        out = []
        for text, pieces in zip(texts, split, strict=True):
            hidden = {t for t in self.braced if t in text}
            for piece in pieces:
                got = found[piece][1]
                if got:
                    hidden |= got
            out.append(hidden)
        return out


_NOTHING: frozenset[str] = frozenset()
_SCANS: weakref.WeakKeyDictionary[Game, _LogScan] = weakref.WeakKeyDictionary()


def _scan(g: Game, lang: str) -> _LogScan:
    """The game's log read up to its end (see `_LogScan`); a Chinese game's scan is kept for its next check."""
    scan = _SCANS.get(g) if lang == "zh" else None
    entries = g.log.entries
    if (scan is None or scan.entries is not entries or len(entries) < scan.n
            or (scan.n and entries[scan.n - 1] is not scan.last)):  # a new game, or its log rebuilt (undo)
        scan = _LogScan(g, lang)
        if lang == "zh":
            _SCANS[g] = scan
    scan.read(g)
    return scan




def check_views(g: Game, full: bool = True, lang: str = "zh") -> None:
    """No seat's view holds another seat's cards or an entry not addressed to it (in language `lang`).

    A seat's view is the public view's entries plus its private part (own cards, the entries told to
    it, the open ask): texts are searched in the private part of every seat at every check, and in
    the public log at the end (`full`; the log only grows)."""
    host = g.rules.host_state(g)
    scan = _scan(g, lang)  # who may read each entry (computed here, not by the engine's filter), and its text
    public_idx = scan.public_idx
    hidden = scan.hidden_anywhere - scan.public_texts
    entries = g.log.entries
    announced = next((set(e.data["identities"]) for e in entries
                      if e.audience.kind == "all" and e.data and "identities" in e.data), set())
    # no entry any view may hold carries its place in the whole log (its gaps would count the hidden lines)
    assert not any("index" in j for j in scan.public_json)
    assert not any("index" in j for seat in g.seats for j in scan.told[seat])
    texts: list[str] = []  # each seat's view less its public log
    clean_tables: set[str] = set()  # the tables' texts already searched for card names (and none found)
    for seat in g.seats:
        v = seat_view(g, seat) if lang == "zh" else seat_view(g, seat, lang)
        # the log: exactly the public entries and those addressed to this seat (in the log's order); none host-only;
        # and no place in the whole log: the seat's own count only
        mine = scan.log[seat]
        assert v["log"] == mine and v["log_next"] == len(mine)
        if all(map(operator.is_, v["log"], mine)):  # the very entries (as the engine keeps them): its private ones
            private_log = scan.told[seat]
        else:
            private_log = [e for e in v["log"] if e["audience"] != "all"]
        assert all(isinstance(e["audience"], list) and seat in e["audience"] for e in private_log), private_log
        # "you": this seat's own cards only
        you = v["you"]
        own_cards = host["seats"][str(seat)]["cards"] if host["seats"] else []
        if you:
            assert set(you) <= YOU_KEYS
            assert [c["name"] for c in you["cards"]] == [c["name"] for c in own_cards]
        # the table names no card; the ask names only this seat's own cards (排序)
        table = json.dumps(v["table"], ensure_ascii=False)
        if table not in clean_tables:  # (the seats' tables are most often the same text: searched once)
            assert not any(n in table for n in CARD_NAMES), table
            clean_tables.add(table)
        options = v["ask"]["options"] if v["ask"] else []
        if v["ask"] and v["ask"]["skill"] in ("骨筹", term("骨筹", "en")):  # 「你选择【将领】牌或【妖众】牌作为[骨筹]首次发动计算的牌」: a kind, not a card
            options = [o for o in options if o.get("choice") not in ("将领", "妖众")]
        ask = json.dumps(v["ask"] and [[o for o in options if "skill" not in o], v["ask"]["default"]],
                         ensure_ascii=False)
        own_names = {c["name"] for c in own_cards}
        assert not any(n in ask for n in CARD_NAMES if n not in own_names), ask
        # a (夜行) claim may name the identities announced to all (「决定本局启用的身份并告知所有玩家」),
        # e.g. 【纸人】[招魂] names a 【将领】 that joined the game
        claims = json.dumps([o for o in options if "skill" in o], ensure_ascii=False)
        assert not any(n in claims for n in CARD_NAMES if n not in own_names | announced), claims
        assert v["ask"] is None or v["ask"]["seat"] == seat
        # no text addressed to others appears anywhere in the view (unless this seat was told it too): searched
        # below, every seat's view at once
        private = {k: x for k, x in v.items() if k != "log"}
        private["told"] = private_log
        texts.append(json.dumps(private, ensure_ascii=False))
    for seat, found in zip(g.seats, scan.hidden_in(texts), strict=True):
        own = scan.own[seat]
        told_texts = set(own)
        for t in found:
            if t in hidden and t not in told_texts:
                assert any(t in o for o in own), f"seat {seat} view contains hidden text {t!r}"
    pv = public_view(g) if lang == "zh" else public_view(g, lang)
    assert pv["log"] == scan.public_json
    assert pv["log_next"] == len(public_idx)
    assert all(e["audience"] == "all" for e in pv["log"])
    ptable = json.dumps(pv["table"], ensure_ascii=False)
    assert not any(n in ptable for n in CARD_NAMES)
    if full:
        ptext = json.dumps(pv, ensure_ascii=False)
        leaked = occurring(hidden, ptext)
        assert not leaked, leaked


def play_checked(players: int, seed: int, options: dict[str, Any] | None = None,
                 check_every: int | None = None, lang: str = "zh") -> Game:
    """A random-bot game whose views are checked every `check_every` ask rounds (default 5·players:
    about twice a game, from a random first round, so over many games every step is seen) and at the end."""
    g = Game(RULES, players, seed, options)
    check_every = check_every or 5 * players
    bots = {s: RandomBot(seed * 131 + s) for s in g.seats}
    first_check = random.Random(seed).randrange(check_every)  # spread the checks over all steps
    n = 0
    while not g.finished and g.pending:
        if n % check_every == first_check:
            check_views(g, full=False, lang=lang)
        for seat, ask in list(g.pending.items()):
            g.answer(seat, bots[seat].decide(ask, lambda: {}))
        n += 1
    check_views(g, lang=lang)
    return g


def check_finished(g: Game) -> None:
    assert g.finished and g.pending == {}
    o = g.outcome
    assert o is not None
    if o.winner is None:  # the documented no-winner end
        assert o.round == g.config["最多轮数"] and "最多轮数" in o.reason
    else:
        assert o.winner in WINNERS
        final = g.log.entries[-1]
        assert final.kind == "result" and final.audience.kind == "all" and final.data["winner"] == o.winner


def check_replay(g: Game) -> None:
    record = json.loads(json.dumps(g.record(), ensure_ascii=False))  # as saved to disk
    again = replay(RULES, record)
    assert again.snapshot() == g.snapshot()


PARTS = 4  # each player count's games run as 4 tests of 250, so `pytest -n 2` can share them out


@pytest.mark.parametrize("players", range(5, 13))
@pytest.mark.parametrize(("config", "part"), [*(("完整", p) for p in range(PARTS)), ("基础", 0)])
def test_a_thousand_random_games(config: str, players: int, part: int) -> None:
    """身份配置 完整 (every identity enabled: the generals drawn from the whole table), 1,000 games per count; 基础
    (the base cards only), one part of 250 per count (its deals are 完整's without the generals)."""
    winners: dict[str | None, int] = {}
    per_part = GAMES_PER_COUNT // PARTS
    for i in range(part * per_part, (part + 1) * per_part):
        seed = players * 1_000_003 + i + (0 if config == "完整" else 500_000)
        g = play_checked(players, seed, {"身份配置": config})
        check_finished(g)
        check_replay(g)
        o = g.outcome
        assert o is not None
        winners[o.winner] = winners.get(o.winner, 0) + 1
    # random bots win on both sides (a sanity check on the end conditions, not a balance claim)
    assert winners.get("星空仙人", 0) > per_part // 10
    assert winners.get("深渊妖魔", 0) > per_part // 10


def test_the_no_winner_end_after_the_most_rounds() -> None:
    """Nobody ever seals anybody (every ask takes its default): the game stops at 最多轮数."""
    g = Game(RULES, 6, 5, {"最多轮数": 3})
    while g.pending:
        for seat in list(g.pending):
            g.timeout(seat)
    check_finished(g)
    assert g.outcome is not None and g.outcome.winner is None and g.outcome.round == 3
    check_replay(g)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(5, 12),
    seed=st.integers(0, 2**63 - 1),
    public_answers=st.booleans(),
    second_round=st.booleans(),
    check_every=st.integers(1, 40),
    lang=st.sampled_from(["zh", "en"]),
)
def test_any_seed_any_player_count(players: int, seed: int, public_answers: bool, second_round: bool,
                                   check_every: int, lang: str) -> None:
    options = {"鉴仙图答案": "公开" if public_answers else "本人", "第二轮发言": second_round}
    g = play_checked(players, seed, options, check_every, lang)
    check_finished(g)
    check_replay(g)


# ---- the checker itself catches leaks (so the properties above can fail) ------------------------

def leaky_game() -> Game:
    g = Game(RULES, 7, 99)
    bots = {s: RandomBot(s) for s in g.seats}
    for _ in range(30):
        for seat, ask in list(g.pending.items()):
            g.answer(seat, bots[seat].decide(ask, lambda: {}))
    return g


def test_the_checker_catches_a_log_entry_shown_to_the_wrong_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    g = leaky_game()
    check_views(g)

    real = seat_view

    def shows_everything(game: Game, seat: int) -> dict[str, Any]:
        v = real(game, seat)
        v["log"] = [e.to_json() for e in game.log.entries]
        return v

    monkeypatch.setattr(sys.modules[__name__], "seat_view", shows_everything)
    with pytest.raises(AssertionError):
        check_views(g)


def test_the_checker_catches_a_secret_in_the_table(monkeypatch: pytest.MonkeyPatch) -> None:
    g = leaky_game()
    real = RULES.public_table

    def table_with_a_note(game: Game) -> dict[str, Any]:
        secret = next(e for e in game.log.entries
                      if e.audience.kind == "host" and not any(n in e.text for n in CARD_NAMES))
        return {**real(game), "note": secret.text}

    monkeypatch.setattr(RULES, "public_table", table_with_a_note)
    with pytest.raises(AssertionError, match="hidden text"):
        check_views(g, full=False)


def test_the_checker_catches_another_seat_s_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    g = leaky_game()
    real = RULES.seat_view
    monkeypatch.setattr(RULES, "seat_view", lambda game, seat: real(game, seat % 7 + 1))
    with pytest.raises(AssertionError, match=r"仙子|妖首"):
        check_views(g, full=False)
