"""A seat played by a language model through an OpenAI-compatible endpoint (`daoyan.llm.client`).

`LLMBot.decide(ask, view)` is the Agent protocol of every bot (daoyan/core/bots.py): the view is its seat's view as
the browser gets it (`wants_labels`: with the options' words and the glossary), the prompt is built from that view
alone (`daoyan.llm.prompt`), and the reply must name one of the ask's legal options (a number among them; in 版杀's
投票/改票, a vote post in the book's format, read by the project's own grammar). An invalid reply, a late one or an
endpoint's error is retried once; then the game's heuristic bot answers and `usage.notes` says so — a model never
stalls a game. Words the model says go into the answer where the ask allows speech (`say`: logged by the game), else,
on a public ask of a table with a chat (`chat=True`: the web app), into `talk` for the harness to post.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

from ..core.ask import Answer, Ask
from ..core.errors import IllegalAnswer
from . import posts
from .client import Endpoint, LLMError, LLMTimeout, Reply, complete
from .prompt import messages, schema, words_allowed
from .usage import Budget, Usage

LOG = logging.getLogger("daoyan.llm")
ViewFn = Callable[[], dict[str, Any]]

#: asks answered by a post in the book's format rather than an option's number (`daoyan.llm.posts`: `post_help`,
#: `read_post`)
POSTED = frozenset({("langren", "投票"), ("langren", "改票")})
RETRY_WORDS = "你上一次的回答无效: {why}。请重新回答,只输出一个JSON对象。"  # the retry's words (and why)


class Refused(Exception):
    """A reply that names no legal answer; the message says why (it is shown to the model on the retry)."""


class LLMBot:
    """A model seat. `seed` seeds its fallback heuristic bot; `budget` is shared by the room's (game's) model seats."""

    wants_labels = True  # its view is the browser's: option words and the glossary (core.view.viewer)
    slow = True  # a harness runs `decide` in a worker thread (the web app)

    def __init__(self, game: str, seed: int, endpoint: Endpoint, budget: Budget | None = None,
                 chat: bool = False) -> None:
        from ..bots import make_bot

        self.game = game
        self.endpoint = endpoint
        self.model = endpoint.model
        self.budget = budget
        self.chat = chat
        self.usage = Usage(model=endpoint.model)
        self.talk: list[str] = []
        self.talked: set[tuple[int, str]] = set()  # the (round, phase)s in which it said a line of table talk
        self.posts: list[dict[str, Any]] = []  # 版杀 vote posts as written: {round, seat, skill, text}
        self.fallback = make_bot(game, "heuristic", seed)

    @property
    def _r(self) -> Any:  # `bots.reseed` reseeds the fallback (a room seeds each decision from its step)
        return self.fallback._r

    @_r.setter
    def _r(self, value: Any) -> None:
        self.fallback._r = value

    def decide(self, ask: Ask, view: ViewFn) -> Answer:
        v = view()
        self.usage.decisions += 1
        why = ""
        for attempt in range(2):
            if self.budget is not None and not self.budget.allows():
                why = "预算用尽 (the room's token budget is spent)"
                break
            t0 = time.monotonic()
            try:
                return self._ask_model(ask, v, why if attempt else "")
            except LLMError as e:  # no reply (an error, a timeout): its time is counted, its tokens are unknown
                self.usage.failed(time.monotonic() - t0)
                why = f"超时 (timeout): {e}" if isinstance(e, LLMTimeout) else str(e)
            except Refused as e:
                why = str(e)
            except Exception as e:  # a fault of ours reading a reply must not stop the game either: logged, retried
                LOG.exception("seat %s: a model reply could not be read", ask.seat)
                why = f"{type(e).__name__}: {e}"
            if attempt == 0:
                self.usage.retries += 1
        self.usage.fallbacks += 1
        note = f"第{ask.round}轮 {ask.phase} [{ask.skill}]: 模型未给出有效回答, 由启发式机器人代答 ({why})"
        self.usage.notes.append(note)
        LOG.info("seat %s: %s", ask.seat, note)
        return self.fallback.decide(ask, lambda: v)  # type: ignore[no-any-return]

    def _ask_model(self, ask: Ask, v: dict[str, Any], retry_why: str) -> Answer:
        post = posts if (self.game, ask.skill) in POSTED else None
        say = words_allowed(ask, self.chat and (ask.round, ask.phase) not in self.talked)  # (talk: once a phase)
        msgs = messages(v, say, post.post_help(v, ask) if post is not None else "")
        if retry_why:
            msgs.append({"role": "user", "content": RETRY_WORDS.format(why=retry_why)})
        reply = complete(self.endpoint, msgs, schema(v.get("ask") or {}, say, post is not None))
        self._count(reply)
        data = reply.data
        if data is None:
            raise Refused(f"回答不是一个JSON对象 (the reply is not one JSON object): {reply.text[:80]!r}")
        if post is not None:
            text = data.get("post")
            if not isinstance(text, str):
                raise Refused("缺少 post (no vote post)")
            try:
                answer = post.read_post(text, ask, v)
            except IllegalAnswer as e:
                raise Refused(str(e)) from e
            self.posts.append({"round": ask.round, "seat": ask.seat, "skill": ask.skill, "text": text})
        else:
            k = data.get("option")
            if isinstance(k, str) and k.strip().isdigit():
                k = int(k)
            if not isinstance(k, int) or isinstance(k, bool) or not 0 <= k < len(ask.options):
                raise Refused(f"option 必须是 0–{len(ask.options) - 1} 之间的序号 (got {k!r})")
            answer = dict(ask.options[k])
        words = data.get("say")
        words = words.strip()[:say] if isinstance(words, str) and say else ""
        if words and ask.speech:
            answer["say"] = words
        try:
            try:
                checked = ask.check(answer)
            except IllegalAnswer:
                if "say" not in answer:
                    raise
                answer.pop("say")  # words the ask refuses (its own check, e.g. no Discuz! code): the choice stands
                checked = ask.check(answer)
        except IllegalAnswer as e:
            raise Refused(str(e)) from e
        if words and not ask.speech:  # table talk, said once the answer stands (at most one line a phase)
            self.talk.append(words)
            self.talked.add((ask.round, ask.phase))
        return checked

    def _count(self, reply: Reply) -> None:
        self.usage.add(reply.prompt_tokens, reply.completion_tokens, reply.seconds, reply.usage_reported)
        if self.budget is not None:
            self.budget.spend(reply.prompt_tokens + reply.completion_tokens)
