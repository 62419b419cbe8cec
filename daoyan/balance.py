"""Balance simulation: many bot games of one set-up, spread over worker processes, summed up with confidence intervals.

Game *i* of a run plays with the seed `game_seed(master, i)`, derived from the run's one master seed, and its bots'
seeds from that; results are kept in game order, so a run gives the same numbers whatever the number of workers.
A game's rules may say who held what (`seat_results(game)`: each seat's identity — for 《仙妖斗法》 each layer's —, its
side and whether it won); the summary then gives the win rate when holding each identity and per seat.

>>> wilson(50, 100)
(0.4038, 0.5962)
>>> game_seed(1, 0) == game_seed(1, 0) != game_seed(1, 1)
True
"""

from __future__ import annotations

import csv
import hashlib
import html
import io
import json
import math
import multiprocessing
import os
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .bots import BotPlan, make_bot
from .core.ask import HOST_SEAT
from .core.bots import Agent, play_out
from .core.errors import ConfigError
from .core.game import Game
from .games import get_rules

NO_WINNER = "—"  # a game that ended with no winner (the side column)
PLOTTED = 30  # identities in the report's plot


def game_seed(master: int, index: int) -> int:
    """The seed of game `index` of a run: independent of how games are shared among workers."""
    digest = hashlib.sha256(f"daoyan-sim:{master}:{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def wilson(wins: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate (rounded to 4 places)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4))


@dataclass(frozen=True)
class SeatResult:
    seat: int
    identity: str  # the identity dealt (《仙妖斗法》: "top/bottom")
    side: str
    won: bool
    layers: tuple[str, ...] = ()  # 《仙妖斗法》: each layer's card, named with its layer: 「妖众 (顶层)」
    character: str = ""  # 三國殺×大富翁: the 人妖牌 played (its 稱號), when the game deals them
    kind: str = ""  # the bot kind that played the seat (`--bots`: random, heuristic, llm@MODEL …)
    llm: tuple[int, int, float, int] = (0, 0, 0.0, 0)  # a model seat's calls, tokens, seconds, fallbacks this game


@dataclass(frozen=True)
class GameResult:
    index: int
    seed: int
    winner: str | None
    rounds: int
    decisions: int
    seats: tuple[SeatResult, ...] = ()
    planned: tuple[str, ...] = ()  # the sides of the bot plan (`--bots SIDE=KIND`) some seat was dealt in this game
    llm: tuple[tuple[str, Any], ...] = ()  # the model seats' costs in this game (`daoyan.llm.usage_record`'s total)


@dataclass(frozen=True)
class Job:
    game: str
    players: int
    options: dict[str, Any]
    master: int
    bots: str = "random"  # a plan (daoyan.bots.BotPlan): a kind for every seat, or per seat / per side
    search: tuple[tuple[str, Any], ...] = ()  # a search bot's budget (playouts, seconds)
    llm_budget: int | None = None  # tokens the model seats of one game may spend together (none: no limit)


def play_one(job: Job, index: int) -> GameResult:
    """One random-bot game of a run (a worker's unit of work)."""
    rules = get_rules(job.game)
    seed = game_seed(job.master, index)
    g = Game(rules, job.players, seed, job.options)
    hook = getattr(rules, "seat_results", None)
    plan = BotPlan.parse(job.bots)
    # "狼人=heuristic": the harness (not the bot) reads the deal to seat one side's bots; each bot sees only its view
    sides = {r["seat"]: r["side"] for r in hook(g)} if plan.needs_sides and hook is not None else {}
    kinds = {s: plan.kind_for(s, sides.get(s)) for s in g.seats}
    extra: dict[str, Any] = dict(job.search)
    if any(k.startswith("llm") for k in kinds.values()):
        from .llm.usage import Budget

        extra["budget"] = Budget(job.llm_budget)
    agents = {s: make_bot(job.game, kinds[s], seed % (2**31) * 97 + s, **extra) for s in g.seats}
    host = host_stand_in(rules, g, plan, extra.get("budget"))
    play_out(g, agents, host=host)
    from .llm.usage import usage_record

    record = usage_record({**agents, **({HOST_SEAT: host} if host is not None else {})})
    spent = {int(s): (u["calls"], u["tokens"], u["seconds"], u["fallbacks"])
             for s, u in record.get("seats", {}).items()}
    seats = tuple(SeatResult(**r, kind=kinds[r["seat"]], llm=spent.get(r["seat"], (0, 0, 0.0, 0)))
                  for r in hook(g)) if hook is not None else ()
    o = g.outcome
    planned = tuple(sorted(set(sides.values()) & set(plan.sides)))
    cost = record.get("total", {})
    return GameResult(index, seed, o.winner if o else None, o.round if o else g.round, len(g.history), seats,
                      planned, tuple(sorted(cost.items())))


def host_stand_in(rules: Any, g: Game, plan: BotPlan, budget: Any = None) -> Agent | None:
    """The host's own asks in a simulation (there is no 导演): a model writing the 晨报 from public facts when the
    settings ask for one (晨报 = 模型) and an endpoint is configured — the environment's, or the model seats' when
    the plan has any (daoyan.llm.paper) — sharing the game's token budget; else their defaults (None: no 晨报; the
    command says so once). Its cost counts with the model seats' (`GameResult.llm`)."""
    hook = getattr(rules, "model_host", None)
    if hook is None or not hook(g.config):
        return None
    from .llm.paper import plan_endpoint, stand_in

    return stand_in(rules, g.config, endpoint=plan_endpoint(plan.kinds()), budget=budget)[0]


def _work(args: tuple[Job, int]) -> GameResult:
    return play_one(*args)


@dataclass
class Summary:
    game: str
    players: int
    options: dict[str, Any]
    master: int
    results: list[GameResult] = field(default_factory=list)

    @property
    def games(self) -> int:
        return len(self.results)

    def sides(self) -> list[tuple[str, int, float, float]]:
        """(side, wins, low, high) per winning side (a joint win counts for the joint name), most wins first."""
        n = self.games
        wins = Counter(r.winner or NO_WINNER for r in self.results)
        return [(side, k, *wilson(k, n)) for side, k in wins.most_common()]

    def identities(self) -> list[tuple[str, int, int, float, float]]:
        """(identity, games held, won, low, high): the win rate of a seat holding each identity (each layer's card
        counted on its own as well, for layered games)."""
        held: Counter[str] = Counter()
        won: Counter[str] = Counter()
        for r in self.results:
            for s in r.seats:
                for name in [s.identity, *s.layers]:
                    held[name] += 1
                    won[name] += s.won
        return [(k, held[k], won[k], *wilson(won[k], held[k])) for k in sorted(held, key=lambda k: (-held[k], k))]

    def characters(self) -> list[tuple[str, int, int, float, float]]:
        """(character, games played, won, low, high): the win rate of a seat playing each character (a game that
        deals characters: 三國殺×大富翁's 人妖牌), most played first."""
        return _rates(((s.character, s.won) for r in self.results for s in r.seats if s.character),
                      key=lambda k, n: (-n, k))

    def seats(self) -> list[tuple[int, int, int, float, float]]:
        """(seat, games, won, low, high)."""
        held: Counter[int] = Counter()
        won: Counter[int] = Counter()
        for r in self.results:
            for s in r.seats:
                held[s.seat] += 1
                won[s.seat] += s.won
        return [(x, held[x], won[x], *wilson(won[x], held[x])) for x in sorted(held)]

    def kinds(self) -> list[tuple[str, int, int, float, float]]:
        """(bot kind, seats played, won, low, high): how the seats each kind of bot played fared (`--bots
        'llm,狼人=heuristic'`: the model seats against the heuristic ones), most played first."""
        return _rates(((s.kind, s.won) for r in self.results for s in r.seats if s.kind), key=lambda k, n: (-n, k))

    def llm_cost(self) -> dict[str, Any]:
        """The model seats' costs over the run: calls, tokens, seconds, fallbacks in all and per game ({} if none)."""
        games = [dict(r.llm) for r in self.results if r.llm]
        if not games:
            return {}
        from .llm.usage import SUMMED

        total = {k: round(sum(g.get(k, 0) for g in games), 3) for k in (*SUMMED, "seconds")}
        return {"games": len(games), "total": total,
                "per_game": {k: round(v / len(games), 1) for k, v in total.items()}}

    def unseated(self, sides: Iterable[str]) -> list[str]:
        """Those of a bot plan's `sides` that no seat was dealt in any game of the run (so no seat played their kind:
        a side plan reads the deal, e.g. 亡灵低语's 亡灵 come by flips)."""
        seated = {x for r in self.results for x in r.planned}
        return [x for x in sides if x not in seated]

    def lengths(self) -> dict[int, int]:
        return dict(sorted(Counter(r.rounds for r in self.results).items()))

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, "options": self.options, "seed": self.master,
                "games": self.games,
                "sides": [{"side": s, "wins": k, "rate": round(k / self.games, 4), "ci95": [lo, hi]}
                          for s, k, lo, hi in self.sides()],
                "identities": [{"identity": i, "games": n, "won": k, "rate": round(k / n, 4), "ci95": [lo, hi]}
                               for i, n, k, lo, hi in self.identities()],
                "seats": [{"seat": x, "games": n, "won": k, "rate": round(k / n, 4), "ci95": [lo, hi]}
                          for x, n, k, lo, hi in self.seats()],
                **({"characters": [{"character": c, "games": n, "won": k, "rate": round(k / n, 4),
                                    "ci95": [lo, hi]} for c, n, k, lo, hi in chars]}
                   if (chars := self.characters()) else {}),
                **({"kinds": [{"kind": c, "seats": n, "won": k, "rate": round(k / n, 4), "ci95": [lo, hi]}
                              for c, n, k, lo, hi in kinds]} if len(kinds := self.kinds()) > 1 else {}),
                **({"llm": cost} if (cost := self.llm_cost()) else {}),
                "lengths": {str(k): v for k, v in self.lengths().items()},
                "decisions": sum(r.decisions for r in self.results)}


def simulate(game: str, games: int, players: int, options: dict[str, Any] | None = None, seed: int = 1,
             workers: int | None = None, progress: Callable[[int], None] | None = None,
             bots: str = "random", backend: str = "local", address: str | None = None,
             search: dict[str, Any] | None = None, llm_budget: int | None = None) -> Summary:
    """Play `games` bot games over `workers` processes (default: every core); the same seed gives the same summary
    whatever `workers` is, and whatever the backend. `progress` is called with the number of games just finished.
    `backend="ray"` spreads the games over a Ray cluster (`address`; none: the running one, or a new local one).
    `search`: the search bots' budget per ask (`playouts`, `seconds`; a time budget makes results depend on speed).
    `llm_budget`: the tokens the model seats of each game may spend (`--bots llm`; docs/llm.md)."""
    job = Job(game, players, dict(options or {}), seed, bots, tuple(sorted((search or {}).items())), llm_budget)
    BotPlan.parse(bots).check(game, players)  # an unknown kind or seat fails here
    Game(get_rules(game), players, game_seed(seed, 0), job.options)  # a bad set-up fails here, in this process
    if backend not in ("local", "ray"):
        raise ConfigError(f"unknown backend {backend!r}; backends: local, ray")
    out = Summary(game, players, job.options, seed)
    tasks = [(job, i) for i in range(games)]
    if backend == "ray":
        out.results.extend(_on_ray(tasks, address, workers, progress))
        return out
    workers = max(1, workers or os.cpu_count() or 1)
    if workers == 1 or games < 2:
        for t in tasks:
            out.results.append(_work(t))
            if progress:
                progress(1)
        return out
    ctx = multiprocessing.get_context("fork" if hasattr(os, "fork") else "spawn")
    with ctx.Pool(workers) as pool:
        for r in pool.imap(_work, tasks, chunksize=max(1, min(50, games // (workers * 8) or 1))):
            out.results.append(r)
            if progress:
                progress(1)
    return out


def _work_chunk(chunk: list[tuple[Job, int]]) -> list[GameResult]:
    return [_work(t) for t in chunk]


def _on_ray(tasks: list[tuple[Job, int]], address: str | None, workers: int | None,
            progress: Callable[[int], None] | None) -> list[GameResult]:
    """The games as Ray tasks (chunks of games, so a task is worth its overhead), results back in game order. The
    cluster's nodes need daoyan installed (the same version); a local cluster shares this machine's."""
    try:
        import ray
    except ImportError:
        raise ConfigError("--backend ray needs Ray: pip install 'daoyan[ray]'") from None
    if not ray.is_initialized():
        ray.init(address=address, num_cpus=workers if address is None else None, include_dashboard=False,
                 log_to_driver=False, configure_logging=False)
    slots = max(1, int(ray.cluster_resources().get("CPU", 1)))  # type: ignore[no-untyped-call]
    size = max(1, min(50, len(tasks) // (slots * 8) or 1))
    remote = ray.remote(_work_chunk)
    pending = {remote.remote(tasks[i:i + size]): i for i in range(0, len(tasks), size)}
    done: dict[int, list[GameResult]] = {}
    while pending:
        ready, _ = ray.wait(list(pending), num_returns=1)
        for ref in ready:
            rs = ray.get(ref)
            done[pending.pop(ref)] = rs
            if progress:
                progress(len(rs))
    return [r for i in sorted(done) for r in done[i]]


# -- reports ---------------------------------------------------------------------------------------------------------
def _rates(played: Iterable[tuple[Any, bool]], key: Callable[[Any, int], Any]) -> list[tuple[Any, int, int, float,
                                                                                           float]]:
    """(thing, times, won, low, high) for each thing of (thing, won) pairs, ordered by `key(thing, times)`."""
    held: Counter[Any] = Counter()
    won: Counter[Any] = Counter()
    for thing, w in played:
        held[thing] += 1
        won[thing] += w
    return [(k, held[k], won[k], *wilson(won[k], held[k])) for k in sorted(held, key=lambda k: key(k, held[k]))]


def _rows(summary: Summary) -> Iterator[list[Any]]:
    yield ["index", "seed", "winner", "rounds", "decisions", "seat", "identity", "side", "won", "character", "kind",
           "llm_calls", "llm_tokens", "llm_seconds", "llm_fallbacks"]
    for r in summary.results:
        for s in r.seats or (SeatResult(0, "", "", False),):
            yield [r.index, r.seed, r.winner or "", r.rounds, r.decisions, s.seat or "", s.identity, s.side,
                   int(s.won) if s.seat else "", s.character, s.kind, *s.llm]


def _svg(draw: Callable[[Any], None], title: str) -> str:
    """A matplotlib figure as an inline SVG (base64) whose words are text, not drawn glyphs: the browser writes the
    Chinese names with its own fonts, so they read right on a machine with no Chinese font (matplotlib's own fonts
    have none: a PNG would show empty boxes)."""
    import base64
    import warnings

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    with plt.rc_context({"svg.fonttype": "none", "svg.hashsalt": "daoyan",
                         "font.sans-serif": [*CJK_FONTS, "DejaVu Sans"]}), warnings.catch_warnings():
        # (matplotlib sizes the words with its fonts, which lack the Chinese glyphs; it never draws them here)
        warnings.filterwarnings("ignore", message="Glyph .* missing from font")
        warnings.filterwarnings("ignore", message="findfont: Font family .* not found")
        fig, ax = plt.subplots(figsize=(7, 3.6), dpi=100)
        draw(ax)
        ax.set_title(title)
        fig.tight_layout()
        buf = io.BytesIO()
        fig.savefig(buf, format="svg", metadata={"Date": None})
        plt.close(fig)
    return "data:image/svg+xml;base64," + base64.b64encode(buf.getvalue()).decode()


CJK_FONTS = ["Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "WenQuanYi Micro Hei", "Microsoft YaHei",
             "PingFang SC", "SimHei"]  # the plots' words, in the first of these the reader's machine has


def html_report(summary: Summary, title: str) -> str:
    """A standalone HTML page: the tables and three plots (win rates with their intervals, the identities, the
    game lengths)."""
    sides = summary.sides()
    ids = summary.identities()
    lengths = summary.lengths()

    def bars(ax: Any, labels: list[str], rates: list[float], lows: list[float], highs: list[float]) -> None:
        err = [[r - lo for r, lo in zip(rates, lows, strict=True)],
               [hi - r for r, hi in zip(rates, highs, strict=True)]]
        ax.bar(range(len(labels)), rates, yerr=err, capsize=4, color="#5b7bb2")
        ax.set_xticks(range(len(labels)), labels, rotation=30, ha="right", fontsize=8)
        ax.set_ylim(0, 1)
        ax.set_ylabel("win rate (95% CI)")

    n = summary.games
    plots = [_svg(lambda ax: bars(ax, [s for s, *_ in sides], [k / n for _, k, _, _ in sides],
                                  [lo for *_, lo, _ in sides], [hi for *_, hi in sides]), "sides")]
    if ids:
        top = ids[:PLOTTED]  # the most held (the table lists them all)
        plots.append(_svg(lambda ax: bars(ax, [i for i, *_ in top], [k / m for _, m, k, _, _ in top],
                                          [lo for *_, lo, _ in top], [hi for *_, hi in top]),
                          f"identities (the {len(top)} most held)"))
    def histogram(ax: Any) -> None:
        ax.bar(list(lengths), list(lengths.values()), color="#8a6bb2")
        ax.set_xlabel("rounds")
        ax.set_ylabel("games")

    plots.append(_svg(histogram, "game length"))

    def table(head: list[str], rows: list[list[Any]]) -> str:
        h = "".join(f"<th>{html.escape(str(x))}</th>" for x in head)
        body = "".join("<tr>" + "".join(f"<td>{html.escape(str(x))}</td>" for x in r) + "</tr>" for r in rows)
        return f"<table><tr>{h}</tr>{body}</table>"

    def pct(x: float) -> str:
        return f"{100 * x:.1f}%"

    parts = [f"<h1>{html.escape(title)}</h1>",
             f"<p>{n} games, master seed {summary.master}, settings "
             f"{html.escape(json.dumps(summary.options, ensure_ascii=False))}</p>",
             table(["side", "wins", "rate", "95% CI"], [[s, k, pct(k / n), f"{pct(lo)}–{pct(hi)}"]
                                                         for s, k, lo, hi in sides])]
    if ids:
        parts.append(table(["identity", "games", "won", "rate", "95% CI"],
                           [[i, m, k, pct(k / m), f"{pct(lo)}–{pct(hi)}"] for i, m, k, lo, hi in ids]))
        parts.append(table(["seat", "games", "won", "rate", "95% CI"],
                           [[x, m, k, pct(k / m), f"{pct(lo)}–{pct(hi)}"] for x, m, k, lo, hi in summary.seats()]))
    chars = sorted(summary.characters(), key=lambda c: -c[2] / c[1])
    if chars:
        parts.append(table(["character", "games", "won", "rate", "95% CI"],
                           [[c, m, k, pct(k / m), f"{pct(lo)}–{pct(hi)}"] for c, m, k, lo, hi in chars]))
        plots.append(_svg(lambda ax: bars(ax, [c for c, *_ in chars], [k / m for _, m, k, _, _ in chars],
                                          [lo for *_, lo, _ in chars], [hi for *_, hi in chars]),
                          "characters (win rate of the seat playing each)"))
    parts.append(table(["rounds", "games"], [[k, v] for k, v in lengths.items()]))
    parts += [f'<p><img alt="plot" src="{p}"></p>' for p in plots]
    style = "body{font-family:sans-serif;margin:2em}table{border-collapse:collapse;margin:1em 0}" \
            "td,th{border:1px solid #ccc;padding:2px 8px;text-align:right}"
    return (f"<!doctype html><html><head><meta charset='utf-8'><title>{html.escape(title)}</title>"
            f"<style>{style}</style></head><body>{''.join(parts)}</body></html>")


def write_reports(summary: Summary, out: Path, title: str) -> list[Path]:
    """summary.json, games.csv (a row per seat per game) and report.html in `out`."""
    out.mkdir(parents=True, exist_ok=True)
    paths = [out / "summary.json", out / "games.csv", out / "report.html"]
    paths[0].write_text(json.dumps(summary.to_json(), ensure_ascii=False, indent=1), encoding="utf-8")
    with paths[1].open("w", newline="", encoding="utf-8") as f:
        csv.writer(f).writerows(_rows(summary))
    paths[2].write_text(html_report(summary, title), encoding="utf-8")
    return paths


__all__ = ["GameResult", "SeatResult", "Summary", "game_seed", "simulate", "wilson", "write_reports"]
