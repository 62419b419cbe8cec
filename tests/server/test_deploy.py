"""The deployment layout (deploy/, docs/web.md "Deployment: several processes"): behind a reverse proxy, the rate
limits count the client the proxy names in X-Forwarded-For — when the request comes from a trusted proxy
(`daoyan serve --trusted-proxies` / $DAOYAN_TRUSTED_PROXIES), never when it comes from anybody else; and compose.yaml
agrees with nginx.conf (the processes nginx spreads requests over are the services compose runs, each reachable at the
address it announces, trusting nginx's address)."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def serving(tmp: Path, *args: str, env: dict[str, str] | None = None) -> Iterator[str]:
    """`daoyan serve` on its own SQLite file, 1 request a second per client (bursts of 3)."""
    port = free_port()
    full = {k: v for k, v in os.environ.items() if k != "DAOYAN_TRUSTED_PROXIES"}
    full.update({"PYTHONPATH": str(ROOT), "DAOYAN_RATE": "1", **(env or {})})
    proc = subprocess.Popen([sys.executable, "-m", "daoyan.cli", "serve", "--port", str(port),
                             "--database", f"sqlite:///{tmp / f'd{port}.db'}", *args], env=full,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.time() + 30
        while True:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                    break
            except OSError:
                assert time.time() < deadline and proc.poll() is None, "the server did not start"
                time.sleep(0.1)
        yield f"http://127.0.0.1:{port}"
    finally:
        proc.terminate()
        proc.wait(10)


def statuses(base: str, forwarded_for: list[str]) -> list[int]:
    """GET /api/games once per address named in X-Forwarded-For, back to back."""
    out = []
    for who in forwarded_for:
        req = urllib.request.Request(base + "/api/games", headers={"X-Forwarded-For": who})
        try:
            with urllib.request.urlopen(req, timeout=10) as r:
                out.append(r.status)
        except urllib.error.HTTPError as e:
            out.append(e.code)
    return out


def test_a_trusted_proxys_forwarded_for_names_the_client_an_untrusted_ones_is_ignored(tmp_path: Path) -> None:
    clients = [f"203.0.113.{i}" for i in range(1, 9)]  # eight clients, one request each
    with serving(tmp_path, "--trusted-proxies", "127.0.0.1") as base:  # (this test is the proxy, on 127.0.0.1)
        assert statuses(base, clients) == [200] * 8  # each client its own budget
        assert statuses(base, ["198.51.100.7"] * 6).count(429) >= 2  # one client's burst is 3 (then 1 a second)
        # a client cannot pass for another through the proxy: nginx appends the address it saw
        assert statuses(base, ["203.0.113.99, 198.51.100.7"] * 2) == [429] * 2
    with serving(tmp_path, "--trusted-proxies", "192.0.2.1") as base:  # the requests come from elsewhere: untrusted
        assert statuses(base, clients).count(429) >= 4  # all counted as 127.0.0.1's: the header is ignored
    with serving(tmp_path, env={"DAOYAN_TRUSTED_PROXIES": "10.0.0.0/8"}) as base:  # the environment, a network
        assert statuses(base, clients).count(429) >= 4


def test_without_the_option_only_a_proxy_on_this_machine_is_trusted(tmp_path: Path) -> None:
    with serving(tmp_path) as base:  # (uvicorn's own default, unchanged: 127.0.0.1 and ::1)
        assert statuses(base, [f"203.0.113.{i}" for i in range(1, 9)]) == [200] * 8


def test_compose_runs_the_processes_nginx_spreads_requests_over() -> None:
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
    conf = (DEPLOY / "nginx.conf").read_text()
    services = compose["services"]
    upstream = re.search(r"upstream daoyan \{(.*?)\}", conf, re.S)
    assert upstream is not None
    servers = re.findall(r"^\s*server ([\w.-]+):(\d+)", upstream.group(1), re.M)
    nodes = {name: s for name, s in services.items() if name.startswith("daoyan")}
    assert len(nodes) >= 2 and sorted(servers) == sorted((name, "8000") for name in nodes)
    nginx = services["nginx"]
    nginx_ip = nginx["networks"]["daoyan"]["ipv4_address"]
    subnet = compose["networks"]["daoyan"]["ipam"]["config"][0]["subnet"]
    assert nginx_ip.rsplit(".", 1)[0] == subnet.split("/")[0].rsplit(".", 1)[0]
    assert any(v.startswith("./nginx.conf:") for v in nginx["volumes"]) and "8080:80" in nginx["ports"]
    assert re.search(r"^\s*listen 80;", conf, re.M)
    pg = services["postgres"]
    assert pg["image"].startswith("postgres:15") and pg["healthcheck"]["test"] and pg["volumes"]
    for name, s in nodes.items():
        env = s["environment"]
        assert env["DAOYAN_NODE_ADDRESS"] == f"http://{name}:8000"  # where the others reach it: its service name
        assert env["DAOYAN_DATABASE_URL"].startswith("postgresql+psycopg://") and "@postgres:5432/" in env[
            "DAOYAN_DATABASE_URL"]
        assert env["DAOYAN_TRUSTED_PROXIES"] == nginx_ip
        assert s["depends_on"]["postgres"]["condition"] == "service_healthy"
        assert s["networks"]["daoyan"]["ipv4_address"].rsplit(".", 1)[0] == nginx_ip.rsplit(".", 1)[0]
        assert s["build"]["dockerfile"] == "deploy/Dockerfile" and (DEPLOY / s["build"]["context"] / "pyproject.toml").exists()
    addresses = [s["networks"]["daoyan"]["ipv4_address"] for s in nodes.values()] + [nginx_ip]
    assert len(set(addresses)) == len(addresses)
    docker = (DEPLOY / "Dockerfile").read_text()
    assert "--port\", \"8000\"" in docker and "--host\", \"0.0.0.0\"" in docker
    # WebSockets pass through (upgrade headers) and the Host keeps its port (the Origin check compares them)
    ws = re.search(r"location /ws/ \{(.*?)\}", conf, re.S)
    assert ws is not None and "proxy_set_header Upgrade $http_upgrade" in ws.group(1)
    assert "proxy_set_header Connection $connection_upgrade" in ws.group(1)
    # (a location that sets a header inherits none from the server level: each sets them all)
    for block in re.findall(r"location [^{]*\{(.*?)\}", conf, re.S):
        assert "proxy_set_header Host $http_host" in block and "X-Forwarded-For $proxy_add_x_forwarded_for" in block
    assert not re.search(r"^    proxy_set_header", conf, re.M)
