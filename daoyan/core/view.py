"""Views: what one seat knows, what everybody knows, what the host knows.

Every path that reaches a player (state, log, asks, errors, replays) goes through `seat_view`."""

from __future__ import annotations

from typing import Any

from ..i18n import term
from .ask import HOST_SEAT, Ask
from .game import Game
from .glossary import ask_term, option_terms


def ask_json(g: Game, ask: Ask, lang: str, cache: dict[Any, tuple[Ask, dict[str, Any]]] | None = None,
             labels: bool = True) -> dict[str, Any]:
    """An ask as a seat receives it: its prompt and, for each option, the words a person reads (`labels`; a bot,
    which holds the Ask itself, goes without). `cache` (a server sending the same open ask to many clients, view
    after view) keeps each ask's JSON per language while that ask is open — or, in a game that names options by the
    game as it stands (`describe_option_in`), for one step."""
    if cache is not None and labels:
        per_step = getattr(g.rules, "describe_option_in", None) is not None
        key = (g.ask_no if per_step else id(ask), ask.seat, lang)
        hit = cache.get(key)
        if hit is None or hit[0] is not ask:
            if len(cache) > 4 * len(g.pending) + 8:  # the asks no longer open (or, per step, of a past step) go
                live = {id(a) for a in g.pending.values()}
                for k in [k for k, (a, _) in cache.items() if id(a) not in live or (per_step and k[0] != g.ask_no)]:
                    del cache[k]
            hit = cache[key] = (ask, ask_json(g, ask, lang))
        return hit[1]
    out = ask.to_json(lang)
    within = getattr(g.rules, "describe_option_in", None)  # words naming what an option stands for in this game now
    describe_option = getattr(g.rules, "describe_option", None)
    if within is not None and labels:
        out["labels"] = [within(g, ask, o, lang) for o in ask.options]
    elif describe_option is not None and labels:
        out["labels"] = [describe_option(ask.skill, o, lang) for o in ask.options]
    if labels:  # the glossary entries the ask and each option name (`daoyan.core.glossary`): shown on tap
        out["term"] = ask_term(g, ask, lang)
        out["terms"] = option_terms(g, ask, lang)
    return out


def public_waiting(g: Game) -> list[int]:
    """The seats everybody may know are being asked (`Ask.public`). Never the host's own ask (`HOST_SEAT`): it is no
    seat's (a room says "the host" in its own words where that step is public: `server.rooms.Room.clock`)."""
    return sorted(seat for seat, a in g.pending.items() if a.public and seat != HOST_SEAT)


def seat_view(g: Game, seat: int, lang: str = "zh", since: int = 0,
              cache: dict[Any, Any] | None = None, labels: bool = True) -> dict[str, Any]:
    """`since`: only the entries from that place of the seat's own log on (a client that holds the earlier ones);
    `log_next` is where the next call should start. Places count the lines this seat may read, never the whole log's
    (whose count would tell how many lines were hidden from it), and entries carry no index of the whole log.
    `labels=False`: the open ask without its options' words (a bot's view: it holds the Ask)."""
    ask = g.pending.get(seat) if seat != HOST_SEAT else None  # (the host's own ask is in `host_view` alone)
    seen = g.log.readable_json(seat, lang)
    return {
        "game": g.rules.name,
        "seat": seat,
        "round": g.round,
        "phase": term(g.phase, lang),
        "you": g.rules.seat_view(g, seat),
        "table": g.rules.public_table(g),
        "log": seen[since:],
        "log_from": since,
        "log_next": len(seen),
        "ask": ask_json(g, ask, lang, cache, labels) if ask else None,
        "outcome": g.outcome.to_json(lang) if g.outcome else None,
    }


def bot_view(g: Game, seat: int, known: bool = False) -> dict[str, Any]:
    """What a bot of `seat` is given: its seat's view (`seat_view`), the open ask without its options' words; with
    `known`, also `known` (see `known`)."""
    v = seat_view(g, seat, labels=False)
    if known:
        v["known"] = known_to(g, seat)
    return v


def known_to(g: Game, seat: int) -> dict[str, Any]:
    """What else a seat knows, for a bot that searches (daoyan.bots.search): the set-up everybody knows (the players,
    the room's settings less those the rules keep secret: `public_options`), its own answers in order, and the
    answers everybody read (`open_answers`: the public asks whose answers the book makes public, e.g. forum votes),
    each seat's in order, and the random draws everybody saw (`public_chance`: the draws the host announces, e.g.
    仙妖斗法's 发言方向), each name's in order. Nothing else of the record."""
    mine: list[Any] = []
    seen: dict[str, list[Any]] = {}
    for (_, s, a), is_open in zip(g.history, open_flags(g), strict=True):
        if s == seat:
            mine.append(a)
        elif is_open:
            seen.setdefault(str(s), []).append(a)
    hide = getattr(g.rules, "public_options", None)
    shown: frozenset[str] = getattr(g.rules, "public_chance", frozenset())
    chance: dict[str, list[Any]] = {}
    for ev in g.chance.events:
        if ev["chance"] in shown:
            chance.setdefault(ev["chance"], []).append(ev["value"])
    return {"players": g.players, "options": hide(g.options) if hide is not None else None, "mine": mine,
            "open": seen, "chance": chance}


def open_flags(g: Game) -> list[bool]:
    """For each answer of the record: is it one everybody read? A public ask (`Ask.public`) whose skill the rules
    list in `open_answers` (版杀's 投票/改票: posts in the vote thread)."""
    open_skills: frozenset[str] = getattr(g.rules, "open_answers", frozenset())
    return [public and skill in open_skills for skill, public in g.asked]


def viewer(agent: Any, g: Game, seat: int) -> Any:
    """The view function a harness hands `agent` for `seat` (a searching bot, `wants_known`, gets `known` too; a
    model seat, `wants_labels`, the browser's view: the options' words and the game's glossary, the book's public
    text of every term); for the host's own asks (`HOST_SEAT`), `host_viewer`'s."""
    if seat == HOST_SEAT:
        return host_viewer(agent, g)
    if getattr(agent, "wants_labels", False):
        return lambda: labelled_view(g, seat)
    known = bool(getattr(agent, "wants_known", False))
    return lambda: bot_view(g, seat, known)


def host_viewer(agent: Any, g: Game) -> Any:
    """The view function a harness hands the agent answering the host's own asks: everything (`host_view`), or — for
    an agent standing in for the host on a public step that must be written from public facts only (`public_only`:
    a model writing the 晨报, daoyan.llm.paper) — `stand_in_view`."""
    if getattr(agent, "public_only", False):
        return lambda: stand_in_view(g)
    return lambda: host_view(g)


def stand_in_view(g: Game, lang: str = "zh") -> dict[str, Any]:
    """What a stand-in for the host is given on a public step of his (`public_only`): the public view (`public_view`)
    and the host's own open ask when it is public (`Ask.public`: everybody knows it is asked), its prompt as is — for
    亡灵低语's 晨报 the 公示 exactly as it is posted moments later (W-MP1), which a writer seat is shown as well.
    Nothing else: no seat's view, no host state, no secret ask."""
    v = public_view(g, lang)
    ask = g.pending.get(HOST_SEAT)
    v["ask"] = ask.to_json(lang) if ask is not None and ask.public else None
    return v


def labelled_view(g: Game, seat: int, lang: str = "zh") -> dict[str, Any]:
    """A seat's view as its page gets it (`seat_view` with the options' words) and the game's glossary (the same
    for every seat: `core.glossary`)."""
    from .glossary import of_game

    return {**seat_view(g, seat, lang), "glossary": of_game(g, lang)}


def public_view(g: Game, lang: str = "zh", since: int = 0) -> dict[str, Any]:
    """What everybody knows; `since` and `log_next` count public lines only (as `seat_view`'s count the seat's)."""
    seen = g.log.readable_json("public", lang)
    return {
        "game": g.rules.name,
        "round": g.round,
        "phase": term(g.phase, lang),
        "table": g.rules.public_table(g),
        "log": seen[since:],
        "log_from": since,
        "log_next": len(seen),
        "waiting": public_waiting(g),
        "outcome": g.outcome.to_json(lang) if g.outcome else None,
    }


def host_view(g: Game, lang: str = "zh", since: int = 0,
              cache: dict[Any, Any] | None = None, reader: int | None = None) -> dict[str, Any]:
    """Everything: the host's view, and everyone's once the game is over. A line told to seats reads with their
    numbers for anyone else (`Entry.told_json`); `reader`: the seat reading it at the end, whose own lines say "you"."""
    return {
        "game": g.rules.name,
        "round": g.round,
        "phase": term(g.phase, lang),
        "state": g.rules.host_state(g),
        "table": g.rules.public_table(g),
        "log": [e.to_json(lang) if reader is not None and e.audience.sees(reader) else e.told_json(lang)
                for e in g.log.entries[since:]],
        "log_from": since,
        "log_next": len(g.log.entries),
        "asks": [ask_json(g, a, lang, cache) for a in g.pending.values()],
        "outcome": g.outcome.to_json(lang) if g.outcome else None,
    }
view = seat_view  # the name the issue uses: view(game, seat)
