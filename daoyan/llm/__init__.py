"""Language-model seats (issue 27; docs/llm.md): a player that reasons and speaks, driven by any OpenAI-compatible
chat-completions endpoint (Ollama, vLLM, llama.cpp's server, a hosted API).

- `client`: the endpoint (`Endpoint.from_env`), one structured call (`complete`: a tool call, a JSON schema or plain
  text read by a strict parser), streaming, timeouts, a concurrency limit per endpoint;
- `prompt`: what a seat is told, from its view alone;
- `agent`: `LLMBot`, the seat (retry once, then the heuristic bot; table talk);
- `usage`: calls, tokens and seconds per seat, a token budget per room or game.
"""

from .usage import Budget, Usage, usage_record

__all__ = ["Budget", "Usage", "usage_record"]
