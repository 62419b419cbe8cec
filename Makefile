# Two commands set everything up on a fresh machine:
#   make play   — the web app (daoyan serve): open the address it prints, play with friends or bots
#   make terminal — (not needed) a game of 仙妖斗法 in the terminal against bots (you are seat 1 of 7)
#   make test   — lint, types and the whole test suite
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

$(STAMP): pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $(STAMP)

.PHONY: play play-lan terminal test check bench
play: $(STAMP)
	$(VENV)/bin/daoyan serve

play-lan: $(STAMP)
	$(VENV)/bin/daoyan serve --lan

terminal: $(STAMP)
	$(VENV)/bin/daoyan play xianyao --players 7 --seat 1

check: $(STAMP)
	$(VENV)/bin/ruff check daoyan tests bench
	$(VENV)/bin/mypy

test: check
	$(VENV)/bin/pytest -n 2 --dist worksteal

bench: $(STAMP)
	$(PY) bench/sim.py
