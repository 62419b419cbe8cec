"""The one `daoyan` command: play in the terminal, simulate bot games, run scenarios, read the rules."""

from __future__ import annotations

import json
import os
import random
import time
from pathlib import Path
from typing import Any

import typer
import yaml
from rich.console import Console
from rich.markup import escape
from rich.progress import Progress
from rich.table import Table

from .bots import BotPlan, make_bot
from .core.ask import HOST_SEAT, Ask, describe
from .core.bots import Agent, DefaultBot
from .core.errors import DaoyanError, IllegalAnswer
from .core.game import Game, replay
from .core.log import Entry
from .core.view import viewer
from .games import GAMES, get_rules
from .i18n import LANGS, term

app = typer.Typer(help="daoyan (导演): hosts Chinese hidden-role games: 《仙妖斗法:封妖》 (xianyao), "
                       "《三國殺×大富翁》 (fuweng), 《亡灵低语2.x》 (wangling), 版杀 (langren).",
                  no_args_is_help=True, add_completion=False)
scenario_app = typer.Typer(help="Scripted games that settle rule questions (docs/scenarios.md).")
app.add_typer(scenario_app, name="scenario")
forum_app = typer.Typer(help="Forum tools for 版杀: the official count of a day's 投票帖 (docs/forum.md).")
app.add_typer(forum_app, name="forum")
console = Console(highlight=False)

KIND_STYLE = {"line": "cyan", "info": "bold yellow", "result": "bold magenta", "claim": "bold green",
              "answer": "white", "speech": "green", "host": "dim", "chance": "dim"}


LANG = {"value": "zh"}  # the language of this run's output (--lang)
LANG_HELP = "zh (中文, default) or en (English)"


def t(zh: str, en: str) -> str:
    """A string of the command's own, in the chosen language."""
    return zh if LANG["value"] == "zh" else en


def _set_lang(lang: str) -> str:
    if lang not in LANGS:
        raise typer.BadParameter(f"--lang must be one of {', '.join(LANGS)}")
    LANG["value"] = lang
    return lang


def _title_en(rules: Any) -> str:
    """The game's title in English when the game gives one (`title_en`), else the book's."""
    return str(getattr(rules, "title_en", rules.title))


def _rules(game: str) -> Any:
    try:
        return get_rules(game)
    except DaoyanError as e:
        raise typer.BadParameter(str(e)) from None


def _print_entry(e: Entry) -> None:
    lang = LANG["value"]
    who = "" if e.audience.kind == "all" else t("(仅你可见) ", "(only you) ") if e.audience.kind == "seats" \
        else t("(源尊) ", "(host) ")
    console.print(f"[dim]{e.round}·{term(e.phase, lang)}[/] {who}[{KIND_STYLE.get(e.kind, 'white')}]"
                  f"{e.render(lang)}[/]")


def _show_you(g: Game, seat: int) -> None:
    fn = getattr(g.rules, "describe_you", None)
    text = fn(g, seat, LANG["value"]) if fn else ""
    if text:
        console.print(text)


def _label(rules: Any, ask: Ask, o: dict[str, Any], lang: str | None = None, game: Game | None = None) -> str:
    """An option in words; with `game`, a game's `describe_option_in` may name what the option stands for now (a
    building's surname and holders, a dead seat)."""
    within = getattr(rules, "describe_option_in", None) if game is not None else None
    if within is not None:
        return str(within(game, ask, o, lang or LANG["value"]))
    fn = getattr(rules, "describe_option", None)
    return fn(ask.skill, o, lang or LANG["value"]) if fn else describe(o)


def _words(text: str) -> str:
    return " ".join(text.replace(",", " ").replace("号", " ").replace("+", " ").replace("→", " ").split())


_NUMBERED: dict[str, Any] = {"game": None, "numbers": {}}  # the game being played and its options' numbers


def numbering(g: Game, ask: Ask) -> list[int]:
    """The number shown before each option of `ask`. Stable within a phase: an option keeps the number it was first
    shown with in the asks of the same seat, skill, round and phase (a card keeps its number while it is offered);
    an option gone leaves a gap, a new one takes the next free number — so a number typed from the last screen
    never picks something else (issue 21, item 15). Games whose rules set `stable_option_numbers` (三國殺×大富翁);
    the others number each ask 1, 2, …."""
    if not getattr(g.rules, "stable_option_numbers", False):
        return list(range(1, len(ask.options) + 1))
    if _NUMBERED["game"] is not g:
        _NUMBERED.update(game=g, numbers={})
    table: dict[str, int] = _NUMBERED["numbers"].setdefault((ask.seat, ask.skill, ask.round, ask.phase), {})
    out = []
    for o in ask.options:
        key = json.dumps(o, sort_keys=True, ensure_ascii=False, default=str)
        if key not in table:
            table[key] = max(table.values(), default=0) + 1
        out.append(table[key])
    return out


def parse_choice(ask: Ask, text: str, rules: Any = None, game: Game | None = None,
                 numbers: list[int] | None = None) -> dict[str, Any]:
    """Turn what a person typed into an answer: an option's number (as shown: `numbers`, else 1, 2, …), its label
    (in any of the UI's languages, whatever --lang is), or its words ('5 5' for two votes on seat 5, '鉴仙图 1 3',
    '放弃')."""
    shown = [(o, [_label(rules, ask, o, lang, g) for lang in LANGS for g in {None, game}]) for o in ask.options]
    exact = "".join(text.split())
    for o, labels in shown:  # a label exactly as shown ('1号' is seat 1, not option number 1)
        if exact in {"".join(label.split()) for label in labels}:
            return o
    typed = _words(text)
    if typed.isdigit() and len(ask.options) <= 40:
        shown_numbers = numbers or list(range(1, len(ask.options) + 1))
        if int(typed) in shown_numbers:
            return ask.options[shown_numbers.index(int(typed))]
    for o, labels in shown:
        plain = {k: v for k, v in o.items() if k != "skill"}
        if typed in {_words(label) for label in (describe(o), describe(plain), *labels)}:
            return o
    raise IllegalAnswer(t(f"'{text}' 不是合法选择 ([{ask.skill}])", f"'{text}' is not a legal choice "
                                                                 f"([{term(ask.skill, 'en')}])"))


def _prompt(g: Game, ask: Ask) -> dict[str, Any]:
    _show_you(g, ask.seat)
    lang = LANG["value"]
    console.print(f"[bold reverse] {term(ask.skill, lang)} [/] {ask.prompt_text(lang)}")
    default = t("  (默认)", "  (default)")
    numbers = numbering(g, ask) if len(ask.options) <= 40 else None
    if numbers is not None:
        for i, o in zip(numbers, ask.options, strict=True):
            console.print(f"  [bold]{i}[/]. {_label(g.rules, ask, o, game=g)}" + (default if o == ask.default else ""))
    else:
        console.print(t("  输入号码,如: ", "  Type seat numbers, e.g.: ")
                      + f"{_label(g.rules, ask, ask.options[1], game=g)} / "
                      f"{_label(g.rules, ask, ask.default, game=g)}{default}")
    say = None
    if ask.speech:
        said = console.input(t("[green]你的发言 (回车跳过): [/]", "[green]Your speech (Enter to skip): [/]"))
        say = said.strip() or None
    while True:
        raw = console.input(t("[bold]你的选择 (回车=默认): [/]", "[bold]Your choice (Enter = default): [/]")).strip()
        try:
            ans = dict(ask.default) if not raw else parse_choice(ask, raw, g.rules, g, numbers)
        except IllegalAnswer as e:
            console.print(f"[red]{e}[/]")
            continue
        if say:
            ans = dict(ans, say=say)
        return ans


def game_options(identities: str | None, option: list[str] | None) -> dict[str, Any]:
    """--identities 仙子,妖首,妖首,妖众,… and --option KEY=VALUE (VALUE read as JSON when it parses; KEY=@FILE takes the
    file's text, e.g. a 版杀 board: --option 板子=@my_board.yaml)."""
    out: dict[str, Any] = {}
    if identities:
        out["identities"] = [n.strip() for n in identities.replace("，", ",").split(",") if n.strip()]
    for item in option or []:
        key, sep, value = item.partition("=")
        if not sep:
            raise typer.BadParameter(f"--option {item!r}: expected KEY=VALUE")
        if value.startswith("@"):
            try:
                out[key.strip()] = Path(value[1:]).read_text(encoding="utf-8")
            except OSError as e:
                raise typer.BadParameter(f"--option {item!r}: cannot read {value[1:]!r}: {e.strerror}") from None
            continue
        try:
            out[key.strip()] = json.loads(value)
        except json.JSONDecodeError:
            out[key.strip()] = value
    return out


IDENTITIES_HELP = "enabled identities, comma-separated book names (default: the configuration for the player count)"
OPTION_HELP = "a room setting KEY=VALUE (docs/rulings), e.g. 第二轮发言=false; repeatable"


BOTS_HELP = ("which bots play: random, heuristic, search or llm (a language model: llm@MODEL names one; docs/llm.md) "
             "for every seat, or per seat and per side with a default, e.g. 'random,3=search,狼人=heuristic' "
             "(short: 'heuristic:狼人', that side heuristic, others random)")
LLM_BUDGET_HELP = "tokens the model seats (--bots llm) of one game may spend together; then the heuristic bot plays"
PLAYOUTS_HELP = "a search bot's playouts per decision"
SECONDS_HELP = "a search bot's time limit per decision, in seconds (none: playouts only)"


@app.command()
def play(
    game: str = typer.Argument("xianyao", help="game module: " + ", ".join(GAMES)),
    players: int | None = typer.Option(None, help="number of players (default: 7 in xianyao, 6 in fuweng)"),
    seat: int = typer.Option(1, help="your seat; bots play the others (--bots)"),
    seed: int | None = typer.Option(None, help="game seed (random if omitted)"),
    save: Path | None = typer.Option(None, help="write the game record here after every answer"),
    resume: Path | None = typer.Option(None, help="continue a game saved with --save"),
    identities: str | None = typer.Option(None, help=IDENTITIES_HELP),
    option: list[str] | None = typer.Option(None, help=OPTION_HELP),
    bots_kind: str = typer.Option("random", "--bots", help=BOTS_HELP),
    search_playouts: int = typer.Option(24, "--search-playouts", min=1, help=PLAYOUTS_HELP),
    search_seconds: float | None = typer.Option(None, "--search-seconds", min=0.0, help=SECONDS_HELP),
    llm_budget: int | None = typer.Option(None, "--llm-budget", min=1, help=LLM_BUDGET_HELP),
    lang: str = typer.Option("zh", help=LANG_HELP),
) -> None:
    """Play a game in the terminal against bots: your seat's private view, asks as prompts, the public log."""
    _set_lang(lang)
    rules = _rules(game)
    try:
        plan = BotPlan.parse(bots_kind)
        plan.check(game)
    except DaoyanError as e:
        raise typer.BadParameter(str(e)) from None
    if resume is not None:
        try:
            g = replay(rules, json.loads(resume.read_text(encoding="utf-8")))
        except OSError as e:
            raise typer.BadParameter(f"--resume {resume}: {e.strerror}") from None
        except (ValueError, KeyError, TypeError) as e:  # DaoyanError is a ValueError, so is bad JSON
            raise typer.BadParameter(f"--resume {resume}: not a saved game ({type(e).__name__}: {e})") from None
        players, seed, save = g.players, g.seed, save or resume
    else:
        seed = seed if seed is not None else random.SystemRandom().randrange(1 << 30)
        players = players if players is not None else getattr(rules, "default_players", {}).get("play", 7)
        try:
            g = Game(rules, players, seed, game_options(identities, option))
        except DaoyanError as e:
            raise typer.BadParameter(str(e)) from None
    if not 1 <= seat <= players:
        raise typer.BadParameter(f"seat must be 1..{players}")
    asks_host = getattr(rules, "asks_host", None)  # the terminal's player is a seat, the rest bots: no 导演 (W-MP4)
    why = asks_host(g.config) if asks_host is not None else None
    if why:
        host = getattr(rules, "host_title", "主持人")
        raise typer.BadParameter(t(f"终端对局没有{host} (你是{seat}号座位, 其余是机器人): {why}",
                                   f"the terminal game has no host (you are seat #{seat}, the others are bots): {why}"))
    try:
        plan.check(game, players)
    except DaoyanError as e:
        raise typer.BadParameter(str(e)) from None

    from .llm.usage import Budget, usage_record

    budget = Budget(llm_budget)
    bots: dict[int, Any] = {}

    def persist(_: Any) -> None:
        if save is not None:
            tmp = save.with_suffix(".tmp")
            cost = usage_record(bots, budget)  # the model seats' tokens and seconds (docs/llm.md), if any
            tmp.write_text(json.dumps({**g.record(), **({"llm": cost} if cost else {})}, ensure_ascii=False),
                           encoding="utf-8")
            tmp.replace(save)

    g.journal = persist
    persist(None)

    console.print(t(f"[bold]《{rules.title}》 {players}人局, 种子 {seed}, 你是{seat}号。[/]",
                    f"[bold]{_title_en(rules)}: {players} players, seed {seed}, you are seat #{seat}.[/]"))
    hook = getattr(rules, "seat_results", None)  # a per-side plan: the harness reads the deal, the bots never do
    sides = {r["seat"]: r["side"] for r in hook(g)} if plan.needs_sides and hook is not None else {}
    bots.update({s: make_bot(game, plan.kind_for(s, sides.get(s)), seed * 31 + s, playouts=search_playouts,
                             seconds=search_seconds, budget=budget, chat=True) for s in g.seats if s != seat})
    # the terminal has no 导演: a model writes his 晨报 (晨报 = 模型), or his asks take their defaults
    bots[HOST_SEAT] = stand = _host_stand_in(rules, g.config, lang, plan, budget)
    shown = 0
    try:
        while not g.finished and g.pending:
            visible = g.log.visible_to(seat)
            for entry in visible[shown:]:
                _print_entry(entry)
            shown = len(visible)
            for s, ask in list(g.pending.items()):
                ans = _prompt(g, ask) if s == seat else bots[s].decide(ask, viewer(bots[s], g, s))
                g.answer(s, ans)
                talk = getattr(bots.get(s), "talk", None)
                if talk:  # a model seat's table talk (docs/llm.md)
                    for line in talk:
                        console.print(f"[cyan]{s}号:[/] {escape(line)}")
                    talk.clear()
    except (EOFError, KeyboardInterrupt):
        console.print(t("\n[yellow]游戏暂停。[/]", "\n[yellow]Game paused.[/]")
                      + (t(" 继续: ", " Continue: ") + f"daoyan play {game} --resume {save}" if save else ""))
        raise typer.Exit(1) from None
    for entry in g.log.visible_to(seat)[shown:]:
        _print_entry(entry)
    o = g.outcome
    if o:
        out = o.to_json(lang)
        won = f"{out['winner']} win" if out["winner"] else "no winner"
        console.print(t(f"[bold magenta]结束: {o.winner or '无人'}获胜 — {o.reason}[/]",
                        f"[bold magenta]Over: {won} — {out['reason']}[/]"))
    reveal = getattr(g.rules, "reveal_all", None)
    if reveal:
        console.print(reveal(g, lang))
    _stand_in_usage(stand)


def _host_stand_in(rules: Any, config: dict[str, Any], lang: str, plan: BotPlan, budget: Any = None) -> Agent:
    """Who answers the host's own asks where there is no host (the terminal, a simulation): a model writing the
    晨报 from public facts (晨报 = 模型 with an endpoint configured — the environment's, or the one model seats use
    when the plan has any: daoyan.llm.paper.PaperHost), else the asks' defaults (no 晨报) — said once when the
    settings asked for a model and none is configured."""
    hook = getattr(rules, "model_host", None)
    if hook is None or not hook(config):
        return DefaultBot()
    from .llm.paper import plan_endpoint, stand_in

    try:
        agent, note = stand_in(rules, config, lang, endpoint=plan_endpoint(plan.kinds()), budget=budget)
    except DaoyanError as e:  # a bad DAOYAN_LLM_* value (ConfigError)
        raise typer.BadParameter(str(e)) from None
    if note:
        console.print(f"[yellow]{note}[/]")
    return agent if agent is not None else DefaultBot()


def _stand_in_usage(agent: Any) -> None:
    """What the model writing the 晨报 cost, and what it failed at (`PaperHost.usage`)."""
    u = getattr(agent, "usage", None)
    if u is None or not u.decisions:
        return
    console.print(t(f"晨报 (模型 {agent.model}): {u.calls}次回复, {u.errors}次出错, {u.prompt_tokens}+"
                    f"{u.completion_tokens} tokens, {u.seconds:.1f}秒, 重试{u.retries}次, 未成稿{u.fallbacks}次",
                    f"Morning paper (model {agent.model}): {u.calls} replies, {u.errors} errors, {u.prompt_tokens}+"
                    f"{u.completion_tokens} tokens, {u.seconds:.1f} s, {u.retries} retries, {u.fallbacks} not written"))
    for note in u.notes:
        console.print(f"[yellow]{note}[/]")


@app.command()
def host(
    game: str = typer.Argument("xianyao", help="game module, e.g. xianyao"),
    players: int = typer.Option(9, help="number of players at the table"),
    seed: int | None = typer.Option(None, help="seed of daoyan's dice and draws (random if omitted)"),
    cards: str | None = typer.Option(None, help="cards dealt by hand: '1=妖众/仙子;2=妖首/妖众;…' (top/bottom); "
                                     "omit to let daoyan deal and show each seat its cards"),
    huaxing: str | None = typer.Option(None, "--huaxing", help="with --cards: the two [化形] cards, e.g. 影妖,血俑"),
    identities: str | None = typer.Option(None, help=IDENTITIES_HELP),
    option: list[str] | None = typer.Option(None, help=OPTION_HELP),
    save: Path | None = typer.Option(None, help="write the game record here after every answer"),
    lang: str = typer.Option("zh", help=LANG_HELP),
) -> None:
    """Host-assistant mode for a real table: daoyan shows each line to speak, what to gesture to whom,
    asks for the gestures received, and keeps all the bookkeeping. Type `undo` to take back an answer."""
    from .host import HostAssistant

    _set_lang(lang)
    rules = _rules(game)
    if game != "xianyao":  # the deal round the table and the gestures are 《仙妖斗法》's
        raise typer.BadParameter(f"host-assistant mode is built for xianyao only, not {game!r}")
    opts = game_options(identities, option)
    if cards:
        try:
            opts["cards"] = {int(k): v.split("/") for k, v in (item.split("=") for item in cards.split(";") if item)}
        except ValueError:
            raise typer.BadParameter("--cards: write seat=top/bottom separated by ';', e.g. 1=妖众/仙子;2=妖首/妖众") \
                from None
        if huaxing:
            opts["化形"] = [n.strip() for n in huaxing.replace("，", ",").split(",")]
    seed = seed if seed is not None else random.SystemRandom().randrange(1 << 30)
    try:
        g = Game(rules, players, seed, opts)
    except DaoyanError as e:
        raise typer.BadParameter(str(e)) from None
    if save is not None:
        path = save

        def persist(_: Any) -> None:
            tmp = path.with_suffix(".tmp")
            tmp.write_text(json.dumps(g.record(), ensure_ascii=False), encoding="utf-8")
            tmp.replace(path)

        g.journal = persist
    console.print(t(f"[bold]《{rules.title}》 {players}人局, 主持辅助模式, 种子 {seed}[/]",
                    f"[bold]{_title_en(rules)}: {players} players, host assistant, seed {seed}[/]"))
    assistant = HostAssistant(g, read=lambda prompt: console.input(prompt), write=lambda s: console.print(s),
                              lang=lang, parse=lambda ask, raw: parse_choice(ask, raw, g.rules, g),
                              label=lambda ask, o: _label(g.rules, ask, o, game=g), clear=console.clear)
    try:
        assistant.run()
    except (EOFError, KeyboardInterrupt):
        console.print(t("\n[yellow]已暂停。[/]", "\n[yellow]Paused.[/]"))
        raise typer.Exit(1) from None


@app.command()
def sim(
    game: str = typer.Argument("xianyao", help="game module: " + ", ".join(GAMES)),
    games: int = typer.Option(1000, help="number of games"),
    players: int | None = typer.Option(None, help="number of players (default: 9 in xianyao, 6 in fuweng)"),
    seed: int = typer.Option(1, help="master seed: game i's seed is derived from it (the same whatever --workers)"),
    identities: str | None = typer.Option(None, help=IDENTITIES_HELP),
    option: list[str] | None = typer.Option(None, help=OPTION_HELP),
    config: Path | None = typer.Option(None, "--config", help="a YAML or JSON file of room settings (docs/rulings)"),
    workers: int | None = typer.Option(None, "--workers", help="worker processes (default: every core)"),
    out: Path | None = typer.Option(None, "--out", help="a folder for summary.json, games.csv and report.html"),
    bots: str = typer.Option("random", "--bots", help=BOTS_HELP),
    search_playouts: int = typer.Option(24, "--search-playouts", min=1, help=PLAYOUTS_HELP),
    search_seconds: float | None = typer.Option(None, "--search-seconds", min=0.0, help=SECONDS_HELP),
    backend: str = typer.Option("local", "--backend", help="local (worker processes) or ray (a Ray cluster)"),
    address: str | None = typer.Option(None, "--address", help="the Ray cluster to join (default: start one here)"),
    llm_budget: int | None = typer.Option(None, "--llm-budget", min=1, help=LLM_BUDGET_HELP),
    lang: str = typer.Option("zh", help=LANG_HELP),
) -> None:
    """Bot games: win rates by side, by identity, by seat and by bot kind with 95% intervals, and game length."""
    from .balance import NO_WINNER, simulate, write_reports

    _set_lang(lang)
    rules = _rules(game)
    opts = game_options(identities, option)
    if config is not None:
        try:
            loaded = yaml.safe_load(config.read_text(encoding="utf-8"))
        except (OSError, yaml.YAMLError) as e:
            raise typer.BadParameter(f"--config {config}: {e}") from None
        if not isinstance(loaded, dict):
            raise typer.BadParameter(f"--config {config}: expected a mapping of settings, got {type(loaded).__name__}")
        opts = {**loaded, **opts}
    if workers is not None and workers < 1:
        raise typer.BadParameter("--workers must be at least 1")
    if backend not in ("local", "ray"):
        raise typer.BadParameter(f"--backend {backend!r}: use local or ray")
    if address is not None and backend != "ray":
        raise typer.BadParameter("--address is for --backend ray")
    players = players if players is not None else getattr(rules, "default_players", {}).get("sim", 9)
    try:
        BotPlan.parse(bots).check(game, players)
        probe = Game(rules, players, seed, opts)
    except DaoyanError as e:
        raise typer.BadParameter(str(e)) from None
    _host_stand_in(rules, probe.config, lang, BotPlan.parse(bots))  # 晨报 = 模型: each game's model (balance), or
    # said once: none
    t0 = time.perf_counter()
    with Progress(console=console, transient=True, auto_refresh=False) as progress:  # no refresh thread: workers fork
        task = progress.add_task(t(f"{players}人局", f"{players} players"), total=games)

        def step(n: int) -> None:
            progress.advance(task, n)
            progress.refresh()

        try:
            summary = simulate(game, games, players, opts, seed, workers, step, bots, backend, address,
                               {"playouts": search_playouts, "seconds": search_seconds}, llm_budget)
        except DaoyanError as e:
            raise typer.BadParameter(str(e)) from None
    dt = time.perf_counter() - t0
    side = getattr(rules, "side_name", None)

    def name(winner: str) -> str:
        if winner == NO_WINNER:
            return t("无人获胜", "no winner")
        return side(winner, lang) if side else term(winner, lang)

    def pct(x: float) -> str:
        return f"{100 * x:.1f}%"

    who = t("随机机器人", "random bots") if bots == "random" else f"--bots {bots}"
    table = Table(title=t(f"《{rules.title}》 {players}人 × {games}局 ({who})",
                          f"{_title_en(rules)}: {players} players × {games} games ({who})"))
    table.add_column(t("结果", "Result"))
    table.add_column(t("局数", "Games"), justify="right")
    table.add_column(t("胜率", "Share"), justify="right")
    table.add_column(t("95% 置信区间", "95% interval"), justify="right")
    for k, v, lo, hi in summary.sides():
        table.add_row(name(k), str(v), pct(v / games), f"{pct(lo)}–{pct(hi)}")
    console.print(table)
    for lone in summary.unseated(BotPlan.parse(bots).sides):
        console.print(t(f"注意: 没有一局发牌时有座位属于 --bots 的阵营「{lone}」(阵营按发牌), 没有座位由它的机器人来下",
                        f"Note: no seat was dealt to the side {term(lone, lang)} of --bots in any game (a side plan "
                        "reads the deal), so no seat played its kind of bot"))
    ids = summary.identities()
    if ids:
        held = Table(title=t("持有各身份时的胜率", "Win rate when holding each identity"))
        for head in (t("身份", "Identity"), t("局数", "Games"), t("获胜", "Won"), t("胜率", "Rate"),
                     t("95% 置信区间", "95% interval")):
            held.add_column(head, justify="left" if head in ("身份", "Identity") else "right")
        def ident(name: str) -> str:  # 「妖众/仙子」, 「妖众 (顶层)」 (a layer's card)
            if lang == "zh":
                return name
            base, sep, layer = name.partition(" (")
            return "/".join(term(x, lang) for x in base.split("/")) + (f" ({term(layer[:-1], lang)})" if sep else "")

        for name_, held_n, won_n, lo, hi in ids:
            held.add_row(ident(name_), str(held_n), str(won_n), pct(won_n / held_n), f"{pct(lo)}–{pct(hi)}")
        console.print(held)
        seats = Table(title=t("各座位胜率", "Win rate per seat"))
        for head in (t("座位", "Seat"), t("局数", "Games"), t("获胜", "Won"), t("胜率", "Rate"),
                     t("95% 置信区间", "95% interval")):
            seats.add_column(head, justify="right")
        for x, held_n, won_n, lo, hi in summary.seats():
            seats.add_row(str(x), str(held_n), str(won_n), pct(won_n / held_n), f"{pct(lo)}–{pct(hi)}")
        console.print(seats)
    kinds = summary.kinds()
    if len(kinds) > 1:  # a mixed plan ('llm,狼人=heuristic'): how each kind's seats fared
        by_kind = Table(title=t("各类机器人所下座位的胜率", "Win rate of the seats each kind of bot played"))
        for head in (t("机器人", "Bot"), t("座位局数", "Seat-games"), t("获胜", "Won"), t("胜率", "Rate"),
                     t("95% 置信区间", "95% interval")):
            by_kind.add_column(head, justify="left" if head in ("机器人", "Bot") else "right")
        for k, held_n, won_n, lo, hi in kinds:
            by_kind.add_row(k, str(held_n), str(won_n), pct(won_n / held_n), f"{pct(lo)}–{pct(hi)}")
        console.print(by_kind)
    cost = summary.llm_cost()
    if cost:
        pg, tot = cost["per_game"], cost["total"]
        console.print(t(f"语言模型: 每局 {pg['calls']:g} 次调用, {pg['tokens']:g} 个token "
                        f"(输入 {pg['prompt_tokens']:g}, 输出 {pg['completion_tokens']:g}), {pg['seconds']:g} 秒; "
                        f"共 {tot['fallbacks']:g} 次由启发式机器人代答",
                        f"Language model: per game {pg['calls']:g} calls, {pg['tokens']:g} tokens (prompt "
                        f"{pg['prompt_tokens']:g}, completion {pg['completion_tokens']:g}), {pg['seconds']:g} s; "
                        f"{tot['fallbacks']:g} decisions in all fell back to the heuristic bot"))
    chars = sorted(summary.characters(), key=lambda c: -c[2] / c[1])
    if chars:  # 三國殺×大富翁 with 人妖牌: the seat playing each character, best first
        played = Table(title=t("各人妖牌的胜率 (由高到低)", "Win rate of the seat playing each character (best first)"))
        for head in (t("人妖牌", "Character"), t("局数", "Games"), t("获胜", "Won"), t("胜率", "Rate"),
                     t("95% 置信区间", "95% interval")):
            played.add_column(head, justify="left" if head in ("人妖牌", "Character") else "right")
        for c, held_n, won_n, lo, hi in chars:
            played.add_row(term(c, lang), str(held_n), str(won_n), pct(won_n / held_n), f"{pct(lo)}–{pct(hi)}")
        console.print(played)
    lengths = summary.lengths()
    mean = sum(k * v for k, v in lengths.items()) / games
    console.print(t(f"轮数: 平均 {mean:.2f}, 分布 ", f"Rounds: mean {mean:.2f}, distribution ")
                  + ", ".join(f"{k}:{v}" for k, v in lengths.items()))
    if out is not None:
        title = t(f"《{rules.title}》 {players}人 × {games}局",
                  f"{_title_en(rules)}: {players} players × {games} games")
        for p in write_reports(summary, out, title):
            console.print(t(f"已写入 {p}", f"wrote {p}"))
    console.print(f"{games / dt:.0f} games/s ({summary.to_json()['decisions'] / dt:.0f} decisions/s)")


@scenario_app.command("run")
def scenario_run(
    file: Path = typer.Argument(..., help="scenario YAML"),
    as_json: bool = typer.Option(False, "--json", help="print the result as one JSON object"),
    lang: str = typer.Option("zh", help=LANG_HELP + " (the printed log; --json stays in the book's words)"),
) -> None:
    """Run a scripted scenario and print what happened (or --json)."""
    from .scenario import build_and_run, load

    _set_lang(lang)
    try:
        g, result = build_and_run(load(file))
    except DaoyanError as e:
        console.print(t(f"[red]错误 (error): {e}[/]", f"[red]error: {e}[/]"))
        raise typer.Exit(2) from None
    if as_json:
        print(json.dumps(result, ensure_ascii=False, indent=1))
    else:
        for entry in g.log.entries:
            aud = entry.audience
            host = getattr(g.rules, "host_title", "主持")
            who = t("所有人", "everyone") if aud.kind == "all" else t(host, "host") if aud.kind == "host" \
                else ("、" if lang == "zh" else ", ").join(t(f"{s}号", f"#{s}") for s in aud.seats)
            console.print(f"[dim]{entry.round}·{term(entry.phase, lang)} → {who}:[/] "
                          f"[{KIND_STYLE.get(entry.kind, 'white')}]{entry.render(lang)}[/]")
        winner = term(result["winner"], lang) if result["winner"] else t("无人获胜", "no winner")
        done = result["finished"]
        console.print(t(f"[bold]winner: {winner}  finished: 第{done['round']}轮 {done['phase']}[/]",
                        f"[bold]winner: {winner}  finished: round {done['round']} {term(done['phase'], lang)}[/]"))
    fails = result.get("expect_failures") or []
    for f in fails:
        console.print(f"[red]expect failed: {f}[/]")
    if fails:
        raise typer.Exit(1)


@app.command()
def rules(game: str = typer.Argument("xianyao", help="game module: " + ", ".join(GAMES)),
          lang: str = typer.Option("zh", help=LANG_HELP)) -> None:
    """List the identities with their skill text (and the game cards, in fuweng)."""
    _set_lang(lang)
    table = getattr(_rules(game), "rules_table", None)
    for part in table(lang) if table else []:
        console.print(part)


def serve_host(host: str, lan: bool) -> str:
    """The address `serve` listens on: all interfaces with --lan, else --host (127.0.0.1 by default)."""
    return "0.0.0.0" if lan else host


def lan_addresses() -> list[str]:
    """This machine's non-loopback IPv4 addresses (the ones friends' phones on the network can open)."""
    import socket

    found: set[str] = set()
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.add(str(info[4][0]))
    except OSError:
        pass
    try:  # the address of the default route's interface (no packet is sent: UDP connect only picks a route)
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))
            found.add(str(s.getsockname()[0]))
    except OSError:
        pass
    return sorted(a for a in found if not a.startswith("127.") and a != "0.0.0.0")


@app.command()
def serve(
    host: str = typer.Option("127.0.0.1", "--host", help="address to listen on"),
    port: int = typer.Option(8000, "--port", help="port"),
    lan: bool = typer.Option(False, "--lan", help="listen on all interfaces (0.0.0.0) so that phones on your "
                             "network can open it; prints the addresses to give them"),
    database: str = typer.Option("", "--database", help="SQLAlchemy URL (default: $DAOYAN_DATABASE_URL, "
                                 "else sqlite:///daoyan.db)"),
    address: str = typer.Option("", "--address", help="with PostgreSQL, several servers may share the database: "
                                "where the others reach this one (default: $DAOYAN_NODE_ADDRESS, else "
                                "http://127.0.0.1:PORT; docs/web.md, \"Several processes\")"),
    trusted_proxies: str = typer.Option("", "--trusted-proxies", help="the reverse proxies whose X-Forwarded-For "
                                        "and X-Forwarded-Proto are believed (the client's address for the rate "
                                        "limits, the scheme for links): comma-separated addresses or networks, "
                                        "e.g. 172.28.0.10 or 10.0.0.0/8, * for any (default: "
                                        "$DAOYAN_TRUSTED_PROXIES, else 127.0.0.1,::1)"),
) -> None:
    """The web app: lobby, rooms, seat pages, host page, spectators, replays (docs/web.md).

    Language-model seats (docs/web.md): the endpoint from DAOYAN_LLM_BASE_URL, DAOYAN_LLM_MODEL, DAOYAN_LLM_API_KEY
    (and the other DAOYAN_LLM_* settings of docs/llm.md); DAOYAN_LLM_MODELS, the models a room's creator may pick
    (comma-separated; default: DAOYAN_LLM_MODEL's); DAOYAN_LLM_ROOM_BUDGET, tokens per room (default 2000000, 0 = no
    limit). Without DAOYAN_LLM_BASE_URL, DAOYAN_LLM_MODEL and DAOYAN_LLM_MODELS no model seats are offered.
    """
    import uvicorn
    from rich.markup import escape
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import SQLAlchemyError

    from .server.app import create_app
    from .server.llm_seats import shown_url
    from .server.store import DEFAULT_URL

    url = make_url(database or os.environ.get("DAOYAN_DATABASE_URL") or DEFAULT_URL)
    try:
        pace = os.environ.get("DAOYAN_PACE")  # every room's 暗步 in seconds (docs/security.md); unset: each room's own
        web = create_app(database or None, bot_delay=float(os.environ.get("DAOYAN_BOT_DELAY", "0.3")), tune_gc=True,
                         pace=float(pace) if pace else None,
                         rate=float(os.environ.get("DAOYAN_RATE", "20")) or None,  # requests a second per address
                         fails=float(os.environ.get("DAOYAN_FAILS", "10")),  # failed tries a minute per address
                         address=address or os.environ.get("DAOYAN_NODE_ADDRESS") or f"http://127.0.0.1:{port}")
    except SQLAlchemyError as e:  # a database that cannot be reached or opened: say which and why, no traceback
        why = str(getattr(e, "orig", None) or e).splitlines()[0]
        console.print(f"[red]数据库无法使用 (cannot use the database)[/] "
                      f"{escape(url.render_as_string(hide_password=True))}: {escape(why)}")
        raise typer.Exit(2) from None
    except DaoyanError as e:  # a bad DAOYAN_LLM_* setting: which and why (never the key)
        console.print(f"[red]设置有误 (a bad setting)[/]: {escape(str(e))}")
        raise typer.Exit(2) from None
    llm = web.state.rooms.llm
    if llm is not None:  # (the operator's console: the endpoint's address and models, never its key)
        console.print(f"语言模型座位 (model seats): {escape(', '.join(llm.models))} @ "
                      f"{escape(shown_url(next(iter(llm.endpoints.values())).base_url))}; "
                      f"{'每个房间 (per room) ' + str(llm.budget) + ' tokens' if llm.budget else '不限 (no limit)'}")
    host = serve_host(host, lan)
    shown = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    if lan:
        for addr in lan_addresses():
            console.print(f"局域网地址 (on your network): [bold]http://{addr}:{port}/[/]")
        console.print("[yellow]注意: 同一网络上的任何人都能访问本服务 (warning: anyone on this network can reach this "
                      "server)[/]")
    console.print(f"daoyan 导演: 请在浏览器中打开 (open in a browser) [bold]http://{shown}:{port}/[/]  —  Ctrl+C 停止 "
                  f"(stops); 数据库 (database): {escape(url.render_as_string(hide_password=True))}")
    # views are small increments: compressing each costs more CPU than the bytes it saves
    # a request from a trusted proxy is the client's it names in X-Forwarded-For (the rightmost address not itself
    # a trusted proxy); from anybody else that header is ignored (docs/web.md, "Deployment: several processes")
    proxies = [x.strip() for x in (trusted_proxies or os.environ.get("DAOYAN_TRUSTED_PROXIES")
                                   or "127.0.0.1,::1").split(",") if x.strip()]
    uvicorn.run(web, host=host, port=port, log_level="warning", ws_per_message_deflate=False,
                proxy_headers=True, forwarded_allow_ips=proxies)


@forum_app.command("tally")
def forum_tally(
    thread: Path | None = typer.Argument(None, help="the 投票帖 file: JSON, the plain-text export or a pasted page "
                                         "(docs/forum.md); optional with --process / --opens (the day's 关门 only)"),
    lang: str = typer.Option("zh", help=LANG_HELP),
    as_json: bool = typer.Option(False, "--json", help="print the tally as one JSON object"),
    close: str | None = typer.Option(None, "--close", help="关门 time T, e.g. '2023-05-01 21:00' (overrides the "
                                     "header)"),
    alive: str | None = typer.Option(None, "--alive", help="the living characters at 开门, comma-separated, "
                                     "name=account when the account differs (overrides the header)"),
    director: str | None = typer.Option(None, "--director", help="the 导演's forum account"),
    accelerated: str | None = typer.Option(None, "--accelerated", help="when 执行加速 began, e.g. "
                                           "'2023-05-01 00:00'"),
    acceleration_end: str | None = typer.Option(None, "--acceleration-end", help="when a 延时 ended the "
                                                "执行加速 state"),
    out: list[str] | None = typer.Option(None, "--out", help="a character out during the day: 'NAME "
                                         "2023-05-01 15:30' (repeatable; replaces the header's outs)"),
    scapegoat: str | None = typer.Option(None, "--scapegoat", help="the 替罪羊's character name"),
    setting: list[str] | None = typer.Option(None, "--setting", help="a setting NAME=VALUE, e.g. "
                                             "yellow_basis=valid_vote (repeatable)"),
    day: int | None = typer.Option(None, "--day", help="the day's number, for the 公示 title"),
    process: Path | None = typer.Option(None, "--process", help="the 进程帖 file (its 申请加速 / 申请延时 posts), in "
                                        "the same forms as the 投票帖: the day's 关门 is computed from it"),
    board: str | None = typer.Option(None, "--board", help="the board: a shipped name (standard) or a board file; "
                                     "its auto_accelerate_at decides the automatic 加速"),
    sheriff: str | None = typer.Option(None, "--sheriff", help="the 警长 at 开门: a living character's name or "
                                       "account"),
    opens: str | None = typer.Option(None, "--opens", help="开门 of the day, e.g. '2023-05-01 00:00' (overrides the "
                                     "headers)"),
    calendar: list[str] | None = typer.Option(None, "--calendar", help="a calendar setting NAME=VALUE: day_length, "
                                              "open_hour, close_hour, check_hour, max_delays, holiday=YYYY-MM-DD "
                                              "(repeatable)"),
) -> None:
    """The official count of a 投票帖: every post with its reason, the votes, yellow cards, 黄昏(1), the 公示; with
    --process / --opens / --board / --sheriff also the day's 关门 from the 进程帖: accelerated or delayed, and why."""
    from .games.langren.board import BoardError, load_board
    from .games.langren.forum import ThreadError, read_thread
    from .games.langren.forum.thread import parse_time
    from .games.langren.forum.tool import changes_from, json_of, run, text_of

    _set_lang(lang)
    planned = any(x is not None for x in (process, board, sheriff, opens)) or bool(calendar)
    where = str(thread or process or "forum tally")
    try:
        th = read_thread(thread) if thread is not None else None
        where = str(process or thread)
        pr = read_thread(process) if process is not None else None
        where = str(thread or process or "forum tally")
        changes = changes_from(close=close, alive=alive, director=director, scapegoat=scapegoat, day=day, opens=opens,
                               sheriff=sheriff, outs=out or ())
        if accelerated is not None:
            changes["accelerated"] = parse_time(accelerated, None, "加速时间")
        if acceleration_end is not None:
            changes["acceleration_end"] = parse_time(acceleration_end, None, "加速时间")
        dc, result = run(th, pr, changes, settings=setting or (), board=load_board(board) if board else None,
                         calendar=calendar or (), planned=planned,
                         names=(str(thread) if thread else "投票帖", str(process) if process else "进程帖"))
    except (ThreadError, BoardError) as e:
        typer.echo(f"{where}: {e}", err=True)
        raise typer.Exit(2) from None
    if as_json:
        print(json.dumps(json_of(dc, result, lang), ensure_ascii=False, indent=1))
    else:
        print(text_of(dc, result, lang))


@forum_app.command("export")
def forum_export(
    record: Path = typer.Argument(..., help="a 版杀 game's record (JSON, as `daoyan play --save` writes it)"),
    day: int | None = typer.Option(None, "--day", help="only this day's 投票帖 (printed)"),
    out: Path | None = typer.Option(None, "--out", help="a directory: one file dayN.txt per day (else printed)"),
) -> None:
    """A recorded game's day votes as 投票帖 in the plain-text export that `daoyan forum tally` reads, one thread per
    day (docs/forum.md, "Generated threads")."""
    from .core.errors import DaoyanError
    from .core.game import replay
    from .games import get_rules
    from .games.langren.forum.compose import threads_of

    try:
        try:
            data = json.loads(record.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
            raise ValueError(f"无法读取记录 (cannot read the record): {e}") from None
        if not isinstance(data, dict) or data.get("game") != "langren":
            raise ValueError("不是版杀的对局记录 (not a record of a langren game)")
        threads = threads_of(replay(get_rules("langren"), data))
        if day is not None and day not in threads:
            raise ValueError(f"没有第{day}日的投票 (no vote on day {day}); days: "
                             f"{', '.join(map(str, sorted(threads))) or '-'}")
    except (DaoyanError, ValueError, KeyError, TypeError) as e:
        typer.echo(f"{record}: {e}", err=True)
        raise typer.Exit(2) from None
    chosen = {day: threads[day]} if day is not None else threads
    if out is None:
        print("\n".join(chosen.values()), end="")
        return
    out.mkdir(parents=True, exist_ok=True)
    for d, text in chosen.items():
        (out / f"day{d}.txt").write_text(text, encoding="utf-8")
        typer.echo(str(out / f"day{d}.txt"))


def main() -> None:  # pragma: no cover
    app()


if __name__ == "__main__":  # python -m daoyan.cli
    main()
