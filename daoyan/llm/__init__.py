"""Language-model seats: players that reason and speak, driven by any OpenAI-compatible endpoint.

`client.py` speaks the chat-completions protocol (structured answers by tool call, JSON schema or a strict parser of
plain text; streaming; timeouts; a concurrency limit per endpoint)."""
