"""《亡灵低语2.x》 (seed 002_df7a4ea6bd54eb52.txt) — in progress (issue 6): the identities, camps, skills and special
marks as data (`identities.py`, `data/identities.yaml`). The game is not registered in `daoyan.games` yet: its
flow (day, night, settlement) is still to come, and no part of it is playable."""
