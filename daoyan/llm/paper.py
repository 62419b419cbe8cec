"""The 晨报 written by a language model as the host's stand-in, from public facts only (issue 27).

亡灵低语's book (002_df7a4ea6bd54eb52.txt, lines 65–68): 「一般晨报由导演编写。导演可招聘晨报写手，每局版杀的晨报可由
多名写手来写。晨报在讨论帖开门时发布，可以起到增加版杀娱乐性的作用。」「原则上，晨报的要求是，契合剧本与当天公示的前日出局
玩家，以故事的形式阐述并展示给大家，但不能透露游戏流程相关信息。」 A room with no 导演 (a play room, `daoyan play`,
`daoyan sim`) may have a model write it: the setting 晨报 = 模型 (亡灵低语: W-MP5; 版杀: L-MP1) makes the flow ask the
host (`HOST_SEAT`) as for the 导演, and the harness answers that ask with `PaperHost`.

What the model is told is built from the PUBLIC view only (`paper_messages`): the harness hands a `public_only` agent
`core.view.stand_in_view` — the public view and the host's own public ask (亡灵低语: the 公示 as it is posted moments
later) — never the host's view. The model's text is checked as any answer (`Ask.check`: at most the ask's
`speech_max` characters, its `speech_check`); a failure (an endpoint error, a late, empty or too long reply) is retried
once, then the ask's default is played (no 晨报: 「晨报可以存在也可以不存在」) and noted in `usage`. The game never
waits on the model longer than two requests.
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ..core.ask import Answer, Ask
from ..core.bots import ViewFn
from ..core.errors import IllegalAnswer
from .client import Endpoint, LLMError, chat_text
from .usage import Budget, Usage

BOOK = "002_df7a4ea6bd54eb52.txt"
#: the book's words on the 晨报 (亡灵低语, lines 65–68), quoted to the model
BOOK_PAPER = ("一般晨报由导演编写。导演可招聘晨报写手，每局版杀的晨报可由多名写手来写。"
              "晨报在讨论帖开门时发布，可以起到增加版杀娱乐性的作用。")
BOOK_PRINCIPLE = ("原则上，晨报的要求是，契合剧本与当天公示的前日出局玩家，以故事的形式阐述并展示给大家，"
                  "但不能透露游戏流程相关信息。")
PAPER_MAX = 1000  # the 晨报's characters unless the ask says (both games' asks say 1,000: W-MP3, L-MP1)
WRITE: Answer = {"choice": "晨报"}
#: the environment that names a model endpoint (`Endpoint.from_env`, or a settings file of named endpoints:
#: daoyan.llm.settings): one of these set = configured
ENDPOINT_VARS = ("DAOYAN_LLM_BASE_URL", "DAOYAN_LLM_MODEL", "DAOYAN_LLM_CONFIG")


@dataclass(frozen=True)
class Script:
    """A game's 剧本 for the paper: its title and the world a story is set in (never an identity, a skill or a camp:
    the model must not be handed words that name what is secret)."""

    title_zh: str
    title_en: str
    world_zh: str
    world_en: str


SCRIPTS: dict[str, Script] = {
    "wangling": Script("亡灵低语", "Whispers of the Undead",
                       "一座被亡灵的低语笼罩的古老小镇：白天人们在广场上争论、投票，夜里有人在黑暗中低语，清晨总有人不再醒来。",
                       "an old town under the whispers of the undead: by day people argue and vote on the square, by "
                       "night someone whispers in the dark, and each morning someone does not wake."),
    # the 版杀 book has no 剧本 of its own (L-MP1): a forum town, as its boards are played
    "langren": Script("版杀", "Forum Werewolf",
                      "（书中没有剧本，由你化用）一座论坛上的小镇，白天大家在讨论帖里争论、投票，夜里有人失踪。",
                      "(the book gives none; make it yours) a town on a forum, where people argue and vote in the "
                      "day's thread and someone goes missing at night."),
}


def _post(public_view: Mapping[str, Any], game: str) -> tuple[int, list[str]]:
    """The day whose 公示 the paper goes with, and its public lines: 亡灵低语's host ask holds the 公示 exactly as it is
    posted (its prompt's lines after the first: W-MP1); 版杀's paper comes after the 白昼's 公示 (L-MP1), whose lines —
    and the 黄昏 公示 of the day before, with the last words — are in the public log."""
    ask = public_view.get("ask")
    if game == "wangling":
        if not ask:
            raise ValueError("亡灵低语's 晨报 is written from the host's public ask (the 公示 as posted): none is open")
        _, _, post = str(ask["prompt"]).partition("\n")
        return int(ask.get("round", public_view["round"])) + 1, post.splitlines()
    day = int(public_view["round"])
    lines = []
    for e in public_view["log"]:
        data = e.get("data") or {}
        if e.get("kind") not in ("announce", "speech") or not ("公示" in data or "遗言" in data):
            continue
        if e["round"] == day or (e["round"] == day - 1 and e["phase"] in ("黄昏", "Dusk")):
            lines.append(str(e["text"]))
    return day, lines


def paper_messages(public_view: Mapping[str, Any], game: str, lang: str = "zh",
                   limit: int = PAPER_MAX) -> list[dict[str, Any]]:
    """The chat messages asking a model for the 晨报 (a system and a user message), built from `public_view` — the
    public view with the host's own public ask (`core.view.stand_in_view`) — and nothing else: the 公示 of the day
    (the previous day's outs, their last words), the day, the game's 剧本 (`SCRIPTS`), the book's principle
    quoted, the limits (at most `limit` characters, no game-process information)."""
    if game not in SCRIPTS:
        raise ValueError(f"no 晨报 for {game!r}; games: {', '.join(SCRIPTS)}")
    script = SCRIPTS[game]
    day, lines = _post(public_view, game)
    post = "\n".join(lines) if lines else ("（公示为空）" if lang == "zh" else "(the bulletin is empty)")
    if lang == "zh":
        system = (
            f"你是论坛杀人游戏《{script.title_zh}》的晨报写手，代导演执笔。\n"
            f"规则书原文：「{BOOK_PAPER}」\n「{BOOK_PRINCIPLE}」\n"
            f"剧本：{script.world_zh}\n"
            "要求：\n"
            "1. 以故事的形式讲述当天公示的前日出局玩家，用座位号称呼他们（如「7号」）；"
            "公示中没有人出局时，写一个平静的清晨。\n"
            "2. 不能透露游戏流程相关信息：不写也不猜测任何人的身份、阵营、技能，谁投了谁、票数，夜里谁对谁做了什么；"
            "只用公示中写明的事实，遗言可以化用。\n"
            f"3. 不超过{limit}字。只输出晨报正文：不要标题、不要解释、不要代码格式。")
        user = f"第{day}天的公示：\n{post}\n\n请写第{day}天的晨报。"
    else:
        system = (
            f"You write the morning paper (晨报) of the forum game {script.title_en} ({script.title_zh}), as the "
            "host's stand-in.\n"
            f"The rule book says: 「{BOOK_PAPER}」\n「{BOOK_PRINCIPLE}」 (The paper is usually written by the host; "
            "it is posted when the day's thread opens; it tells the previous day's outs named in the day's bulletin "
            "as a story fitting the script, but must reveal nothing of the game's process.)\n"
            f"Script: {script.world_en}\n"
            "Rules:\n"
            "1. Tell of the previous day's outs named in the bulletin as a story, calling them by seat (\"#7\"); if "
            "nobody went out, write a quiet morning.\n"
            "2. Reveal nothing of the game's process: never write or guess anyone's identity, camp or skill, who voted "
            "for whom, vote counts, or what anyone did at night; use only the bulletin's facts (last words may be "
            "woven in).\n"
            f"3. At most {limit} characters. Write only the paper's text: no title, no explanation, no code block.")
        user = f"Day {day}'s bulletin:\n{post}\n\nWrite day {day}'s morning paper."
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]


_FENCE = re.compile(r"^```[^\n]*\n(.*?)\n?```$", re.S)
_HEAD = re.compile(r"^(【晨报】|【Morning paper】|晨报[:：]|Morning paper:)\s*")


def clean(text: str) -> str:
    """The paper's words from a model's reply: without surrounding blanks, a code fence, or a 【晨报】 heading (the
    post adds its own).

    >>> clean("  ```\\n【晨报】\\n雾散了。\\n```  "), clean("晨报：雾散了。"), clean("")
    ('雾散了。', '雾散了。', '')
    """
    t = text.strip()
    m = _FENCE.match(t)
    if m:
        t = m.group(1).strip()
    return _HEAD.sub("", t).strip()


class PaperHost:
    """An agent for the host's own 晨报 ask (`HOST_SEAT`) when a model writes it as his stand-in (晨报 = 模型: W-MP5,
    L-MP1). `public_only`: a harness hands it `core.view.stand_in_view` (the public facts), never `host_view`; it
    refuses a view that holds more. `slow`: a harness runs `decide` in a worker thread (the web app). It never raises
    for a model failure: the reply is checked as the ask checks any answer (`Ask.check`), retried once, and then the
    ask's default (no 晨报) is answered, noted in `usage` (the model seats' `Usage`: a record lists it as seat 0's,
    `daoyan.llm.usage_record`). `budget`: the tokens the game's model seats spend together (`Budget`); once spent,
    no 晨报."""

    public_only = True
    slow = True

    def __init__(self, endpoint: Endpoint, game: str, lang: str = "zh", budget: Budget | None = None) -> None:
        if game not in SCRIPTS:
            raise ValueError(f"no 晨报 for {game!r}; games: {', '.join(SCRIPTS)}")
        self.endpoint = endpoint
        self.game = game
        self.lang = lang
        self.model = endpoint.model
        self.budget = budget
        self.usage = Usage(model=endpoint.model)

    def decide(self, ask: Ask, view: ViewFn) -> Answer:
        if not ask.for_host or not ask.speech or WRITE not in ask.options:
            self.usage.notes.append(f"not a 晨报 ask ({ask.skill}): its default")
            return ask.default
        v = view()
        if "state" in v or "you" in v or "asks" in v:  # the host's or a seat's view: more than the public facts
            raise ValueError("PaperHost writes from the public facts only: hand it core.view.stand_in_view")
        self.usage.decisions += 1
        limit = ask.speech_max or PAPER_MAX
        messages = paper_messages(v, self.game, self.lang, limit)
        why = ""
        for attempt in range(2):
            if self.budget is not None and not self.budget.allows():
                why = f"the token budget is spent ({self.budget.spent} of {self.budget.limit})"
                break
            if attempt:
                self.usage.retries += 1
            t0 = time.monotonic()
            try:
                reply = chat_text(self.endpoint, messages)
            except LLMError as e:
                self.usage.failed(time.monotonic() - t0)
                why = f"{type(e).__name__}: {e}"
                continue
            self.usage.add(reply.prompt_tokens, reply.completion_tokens, reply.seconds, reply.usage_reported)
            if self.budget is not None:
                self.budget.spend(reply.prompt_tokens + reply.completion_tokens)
            text = clean(reply.text)
            if not text:
                why = "an empty reply"
                continue
            try:
                return ask.check({**WRITE, "say": text})
            except IllegalAnswer as e:
                why = str(e)
                if ask.speech_max is not None and len(text) > ask.speech_max:
                    why = f"{len(text)} characters, more than {ask.speech_max}"
                    more = (f"上一稿有{len(text)}字，超过了{ask.speech_max}字的上限。请重写，不超过{ask.speech_max}字。"
                            if self.lang == "zh" else
                            f"The last draft had {len(text)} characters, more than the {ask.speech_max} allowed. "
                            f"Write it again in at most {ask.speech_max} characters.")
                    messages = [*messages, {"role": "user", "content": more}]
        self.usage.fallbacks += 1
        twice = "" if why.startswith("the token budget") else " (twice)"
        self.usage.notes.append(f"晨报 ({ask.round} {ask.phase}): no 晨报, the ask's default — {why}{twice}")
        return ask.default


def configured_endpoint(environ: Mapping[str, str] = os.environ) -> Endpoint | None:
    """The model endpoint the environment names — plain `llm`'s (`daoyan.llm.settings.endpoint`: a settings file's
    default, else `Endpoint.from_env`) — or None when it names none (none of DAOYAN_LLM_BASE_URL, DAOYAN_LLM_MODEL,
    DAOYAN_LLM_CONFIG is set): a harness then plays the 晨报 ask's default, saying so once."""
    if not any(environ.get(k, "").strip() for k in ENDPOINT_VARS):
        return None
    from .settings import endpoint

    return endpoint(None, environ)


def plan_endpoint(kinds: Iterable[str], environ: Mapping[str, str] = os.environ) -> Endpoint | None:
    """The endpoint of plain `llm` (`daoyan.llm.settings.endpoint`: a settings file's default, else `Endpoint.from_env`,
    its defaults included) when any kind of a harness's plan is a model's (`--bots llm…`); else None (the stand-in
    then needs the environment to name one).

    >>> plan_endpoint({"random", "heuristic"}) is None, plan_endpoint({"llm@m"}, {}).base_url
    (True, 'http://127.0.0.1:11434/v1')
    """
    if not any(str(k).partition("@")[0] == "llm" for k in kinds):
        return None
    from .settings import endpoint

    return endpoint(None, environ)


def no_model_note(lang: str = "zh") -> str:
    """What a harness says, once, when the settings want a model's 晨报 and no endpoint is configured."""
    if lang == "zh":
        return ("晨报 = 模型, 但没有配置模型 (DAOYAN_LLM_BASE_URL / DAOYAN_LLM_MODEL / DAOYAN_LLM_CONFIG): "
                "本局没有晨报。")
    return ("晨报 = 模型 (a model writes the morning paper), but no model endpoint is configured "
            "(DAOYAN_LLM_BASE_URL / DAOYAN_LLM_MODEL / DAOYAN_LLM_CONFIG): this game has no morning paper.")


def stand_in(rules: Any, config: Mapping[str, Any], lang: str = "zh", environ: Mapping[str, str] = os.environ,
             endpoint: Endpoint | None = None, budget: Budget | None = None) -> tuple[PaperHost | None, str | None]:
    """The host's stand-in a harness answers the host's asks with (`play_out(host=…)`): a `PaperHost` when the
    settings ask for a model (the rules' `model_host`: 晨报 = 模型) and an endpoint is configured — `endpoint` (the
    harness's: the one its model seats use), else the environment's (`configured_endpoint`); else None (the asks'
    defaults: no 晨报) and, when the settings asked for a model, the note to say once (`no_model_note`)."""
    wants = getattr(rules, "model_host", None)
    if wants is None or not wants(config):
        return None, None
    ep = endpoint if endpoint is not None else configured_endpoint(environ)
    if ep is None:
        return None, no_model_note(lang)
    return PaperHost(ep, str(rules.name), lang, budget), None
