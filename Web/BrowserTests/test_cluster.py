"""Several servers, one game: Web/cluster/run-local.sh's PostgreSQL, servers and HAProxy.

Needs Debian's postgresql and haproxy packages (.ci/run installs them).
"""
import hashlib
import os
import signal
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor

import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect
from prometheus_client.parser import text_string_to_metric_families
from websockets.exceptions import ConnectionClosed

from cluster import RUN_LOCAL, Cluster, SocketPage, wait_until
from pages import cell, open_desktop, shot, start_a_game

# A page reconnects by itself, its retries backing off to 5 s.
_RECONNECT_TIMEOUT = 60_000


@pytest.fixture()
def cluster():
    running = Cluster(nodes=2)
    yield running
    running.stop()


def test_a_game_in_the_browser_survives_kill_9_of_its_node(browser: Browser, cluster: Cluster):
    page = open_desktop(browser, cluster.page_url + "/")
    start_a_game(page, [(1, 1), (0, 0)])
    expect(cell(page, 0, 0)).to_contain_text("O")
    holder = cluster.holder()

    os.kill(holder.pid, signal.SIGKILL)
    killed_at = time.monotonic()
    expect(page.locator("#connection")).to_have_text("Connected (session resumed)", timeout=_RECONNECT_TIMEOUT)
    expect(cell(page, 1, 1)).to_contain_text("X")
    expect(cell(page, 0, 0)).to_contain_text("O")
    failover = time.monotonic() - killed_at
    print(f"\nfailover: {failover:.2f} s from kill -9 of {holder.name} to the board shown again")
    shot(page, "cluster-after-kill")

    survivor = next(node for node in cluster.nodes if node is not holder)
    assert survivor.sessions() == 1
    cell(page, 2, 2).click()
    expect(cell(page, 2, 2)).to_contain_text("X")
    page.reload()
    expect(cell(page, 2, 2)).to_contain_text("X")
    page.close()


def test_a_paused_database_is_told_to_the_pages_and_every_move_shown_is_kept(browser: Browser, cluster: Cluster):
    page = open_desktop(browser, cluster.page_url + "/")
    start_a_game(page, [(1, 1)])
    notice = page.locator("#page-notice-text")
    cluster.signal_database(signal.SIGSTOP)
    try:
        # Told within the store's deadline (5 s), the move shown; the next shown at once.
        cell(page, 0, 0).click()
        expect(notice).to_contain_text("cannot save sessions right now", timeout=15_000)
        expect(cell(page, 0, 0)).to_contain_text("O")
        cell(page, 2, 2).click()
        expect(cell(page, 2, 2)).to_contain_text("X")
        holder = cluster.holder()
        # A new page on the node that knows is told to come back, with a button to.
        other = open_desktop(browser, holder.url + "/")
        expect(other.locator("#notice-text")).to_contain_text("storage is not answering", timeout=15_000)
        expect(other.get_by_role("button", name="Try again")).to_be_visible()
        shot(other, "cluster-storage-unavailable")
        # Drained, not taken out: HAProxy sends it no new page while its store does not answer
        # (404, `http-check disable-on-404`), and the page it holds plays on.
        code, report = holder.health()
        assert (code, report["status"], report["store"]) == (404, "storeUnavailable", "unavailable")
        cluster.wait_for_proxy_log(f"servers/{holder.name} is stopping")
        cell(page, 2, 0).click()
        expect(cell(page, 2, 0)).to_contain_text("O")
    finally:
        cluster.signal_database(signal.SIGCONT)
    expect(notice).to_contain_text("saves sessions again", timeout=30_000)
    assert holder.health()[0] == 200
    shot(page, "cluster-storage-recovered")
    other.get_by_role("button", name="Try again").click()
    expect(other.get_by_label("Player 1 name")).to_be_visible(timeout=_RECONNECT_TIMEOUT)

    # Every move shown was stored: the node holding it killed, the game comes back whole.
    os.kill(holder.pid, signal.SIGKILL)
    expect(page.locator("#connection")).to_have_text("Connected (session resumed)", timeout=_RECONNECT_TIMEOUT)
    expect(cell(page, 1, 1)).to_contain_text("X")
    expect(cell(page, 0, 0)).to_contain_text("O")
    expect(cell(page, 2, 2)).to_contain_text("X")
    expect(cell(page, 2, 0)).to_contain_text("O")
    other.close()
    page.close()


def test_moves_shown_while_the_database_is_stopped_come_back_when_their_node_dies(browser: Browser, cluster: Cluster):
    """Ten games on one node; PostgreSQL stopped, each page shown four moves it could not store;
    the node killed, PostgreSQL continued: every page resumes on the other node from the older
    stored state and sends the moves it showed again, and every one is on its board."""
    holder, other = cluster.nodes
    # Every new page to the holder: the other node, paused, is taken out by HAProxy meanwhile.
    os.kill(other.pid, signal.SIGSTOP)
    try:
        cluster.wait_for_proxy_log(f"servers/{other.name} is DOWN")
        pages = [open_desktop(browser, cluster.page_url + "/") for _ in range(10)]
        for page in pages:
            start_a_game(page, [(1, 1)])
    finally:
        os.kill(other.pid, signal.SIGCONT)
    assert holder.sessions() == 10
    cluster.wait_for_proxy_log(f"servers/{other.name} is UP")

    outage_moves = [(0, 0), (2, 2), (0, 2), (2, 0)]
    cluster.signal_database(signal.SIGSTOP)
    try:
        for row, column in outage_moves:
            for page in pages:
                cell(page, row, column).click()
            # The first waits for the store's deadline (5 s); the page is told, and shown it.
            for page in pages:
                expect(cell(page, row, column)).not_to_have_text("", timeout=15_000)
        for page in pages:
            expect(page.locator("#page-notice-text")).to_contain_text("cannot save sessions right now")
        os.kill(holder.pid, signal.SIGKILL)
    finally:
        cluster.signal_database(signal.SIGCONT)

    for page in pages:
        expect(page.locator("#connection")).to_have_text("Connected (session resumed)", timeout=_RECONNECT_TIMEOUT)
        for row, column in [(1, 1), *outage_moves]:
            expect(cell(page, row, column)).not_to_have_text("")
        # The other node saves: the failure the page was told of is no longer shown.
        expect(page.locator("#page-notice")).to_be_hidden()
    assert other.sessions() == 10
    shot(pages[0], "cluster-moves-replayed")
    # And stored: each session's row holds the change of the last input its page sent.
    for page in pages:
        token = page.evaluate("Object.entries(sessionStorage).find(([key]) => key.endsWith('.session'))[1]")
        last_input = page.evaluate("InputLog.state().counter")
        token_hash = hashlib.sha256(token.encode()).hexdigest()
        wait_until(lambda: cluster.query(f"SELECT applied_input FROM sessions WHERE token_hash = '{token_hash}'") == str(last_input),
                   f"the replayed moves were not stored (input {last_input})")
        page.close()


def test_two_nodes_resuming_one_session_at_once_leave_it_on_exactly_one(cluster: Cluster):
    first_node, second_node = cluster.nodes
    starter = SocketPage(first_node.url)
    starter.log_in_and_start()
    starter.close()
    wait_until(lambda: first_node.sessions() == 1, "the game did not stay on its node")

    # Two pages with the token at once, one straight to each node, each playing its own move.
    with ThreadPoolExecutor(2) as pool:
        pages = list(pool.map(lambda node: SocketPage(node.url, starter.token), [first_node, second_node]))
    outcomes = []
    for page, (row, column) in zip(pages, [(0, 0), (2, 2)]):
        try:
            outcomes.append(page.act(type="tapGridCell", grid="board", row=row, column=column)["type"])
        except ConnectionClosed:
            outcomes.append("closed")

    wait_until(lambda: first_node.sessions() + second_node.sessions() == 1,
               f"the session is not on exactly one node: {first_node.sessions()}, {second_node.sessions()}")
    # Both took the session over before either moved: one move was shown and stored, the
    # other page was told the game is open elsewhere (or closed), its move never applied.
    assert outcomes.count("screen") == 1, outcomes
    again = SocketPage(cluster.page_url, starter.token)
    assert again.resumed
    assert again.marks() == ["X"], again.marks()
    again.close()
    for page in pages:
        page.close()


def test_a_rolling_restart_of_every_node_loses_no_game(cluster: Cluster):
    games = [SocketPage(cluster.page_url) for _ in range(6)]
    for game in games:
        game.log_in_and_start()
        game.act(type="tapGridCell", grid="board", row=1, column=1)
    tokens = [game.token for game in games]
    for game in games:
        game.close()

    # Each node in turn stops as a deploy stops it and comes back; the games are played on
    # between the restarts, through HAProxy, wherever they land.
    for index, node in enumerate(list(cluster.nodes)):
        cluster.restart(node)
        for game_number, token in enumerate(tokens):
            page = SocketPage(cluster.page_url, token)
            assert page.resumed, f"game {game_number} did not come back after restarting {node.name}"
            assert len(page.marks()) == 1 + index, (game_number, page.marks())
            page.act(type="tapGridCell", grid="board", row=0, column=index)
            assert len(page.marks()) == 2 + index, (game_number, page.marks())
            page.close()

    # X in the centre, then O top left after the first restart, X top centre after the second.
    for token in tokens:
        page = SocketPage(cluster.page_url, token)
        assert page.marks() == ["O", "X", "X"], page.marks()
        page.close()

    # Every server's /metrics parses as Prometheus' text format. Both servers are restarted
    # processes, counting from their start: between them they brought the games back from the
    # store, played at least the last round's six moves and stored them.
    samples = {}
    for node in cluster.nodes:
        with urllib.request.urlopen(node.url + "/metrics", timeout=10) as response:
            for family in text_string_to_metric_families(response.read().decode()):
                for sample in family.samples:
                    samples[sample.name] = samples.get(sample.name, 0) + sample.value
    assert samples["ribs_web_sessions_restored_total"] >= 6, samples
    assert samples["tictactoe_moves_total"] >= 6, samples
    assert samples["ribs_web_store_writes_total"] > 0, samples
    assert samples["ribs_web_store_write_failures_total"] == 0, samples


def test_run_local_says_what_it_needs_and_what_it_takes():
    # No haproxy on the PATH (Debian puts it in /usr/sbin): one line naming the packages,
    # nothing started.
    missing = subprocess.run([str(RUN_LOCAL)], env={"PATH": "/usr/bin:/bin"}, capture_output=True, text=True, timeout=60)
    assert missing.returncode == 69, missing
    assert missing.stderr == "run-local.sh needs PostgreSQL and HAProxy: apt-get install postgresql haproxy\n", missing.stderr

    for arguments, message in [(["--nodes", "0"], "--nodes takes 1 to 16"), (["--port", "x"], "--port takes 0 to 65535"),
                               (["--frobnicate"], "unknown argument '--frobnicate'")]:
        refused = subprocess.run([str(RUN_LOCAL), *arguments], capture_output=True, text=True, timeout=60)
        assert refused.returncode == 64 and message in refused.stderr, refused

    usage = subprocess.run([str(RUN_LOCAL), "--help"], capture_output=True, text=True, timeout=60)
    assert usage.returncode == 0 and "apt-get install postgresql haproxy" in usage.stdout, usage


def _new_session(base_url: str, source: str, headers: dict | None = None) -> bool:
    """Whether a page from `source` is given a new session (not refused, not closed)."""
    try:
        page = SocketPage(base_url, source=source, headers=headers)
    except (ConnectionClosed, OSError, TimeoutError):
        return False
    page.close()
    return True


def test_behind_the_proxy_each_client_has_its_own_new_session_budget(cluster: Cluster):
    # Each node lets one client open 20 new sessions a minute, 40 at once; HAProxy spreads them
    # over both nodes. HAProxy names each client, so a greedy one is refused alone.
    greedy, other = "127.0.0.3", "127.0.0.4"
    welcomed = 0
    while _new_session(cluster.page_url, greedy):
        welcomed += 1
        assert welcomed <= 200, "the greedy client was never refused"
    assert welcomed >= 40, welcomed
    assert all(_new_session(cluster.page_url, other) for _ in range(10)), "another client was refused too"
    # Straight to a node, once the greedy client has used its budget there, forwarding headers
    # naming someone else gain it nothing: it is still itself.
    forged = {"X-Forwarded-For": "198.51.100.7", "Forwarded": "for=198.51.100.7", "X-Real-IP": "198.51.100.7"}
    for node in cluster.nodes:
        for _ in range(41):
            if not _new_session(node.url, greedy):
                break
        assert not _new_session(node.url, greedy, forged), node.name


# Eight moves in which neither player completes a line.
_MOVES_WITHOUT_A_WIN = [(0, 0), (1, 1), (2, 2), (0, 2), (2, 0), (1, 0), (1, 2), (2, 1)]


def _board(page: SocketPage) -> dict:
    """The marks on the grid the page was shown last, by (row, column)."""
    grids = [element for element in page.screen["content"]["screen"]["elements"] if element["type"] == "grid"]
    return {(row, column): cell["symbol"] for row, cells in enumerate(grids[0]["cells"] if grids else [])
            for column, cell in enumerate(cells) if cell and cell.get("symbol")}


@pytest.mark.parametrize("run", range(10))
def test_a_token_bounced_between_nodes_mid_save_leaves_every_store_available(cluster: Cluster, run: int):
    """Each move's save held up (its table locked), its page displaced on the same node meanwhile
    (which cancels the task writing the save), then the token opened on the other node (which
    takes the session over), in turns: no node finds its store failing, PostgreSQL refuses no
    statement, and a kill -9 of the node holding the game loses no move a page was shown."""
    nodes = [cluster.nodes[run % 2], cluster.nodes[(run + 1) % 2]]
    page = SocketPage(nodes[0].url)
    page.log_in_and_start()
    token, shown = page.token, {}
    for turn, (row, column) in enumerate(_MOVES_WITHOUT_A_WIN[:4]):
        holder = nodes[turn % 2]
        with cluster.table_locked() as lock, ThreadPoolExecutor(1) as pool:
            page.send(type="tapGridCell", grid="board", row=row, column=column)
            lock.wait_until_a_statement_waits()
            opening = pool.submit(SocketPage, holder.url, token)
            try:
                page.receive(lambda message: message["type"] == "openedElsewhere")
            except ConnectionClosed:
                pass
            page.close()
            lock.release()
            page = opening.result()
        assert page.resumed
        assert shown.items() < _board(page).items(), (turn, shown, _board(page))
        # Bounced to the other node, which takes the session over from the store.
        shown = _board(page)
        page.close()
        holder = nodes[(turn + 1) % 2]
        page = SocketPage(holder.url, token)
        assert page.resumed and _board(page) == shown, (turn, shown, _board(page))
        assert (row, column) in shown, (turn, shown)

    for node in cluster.nodes:
        assert node.health()[0] == 200, node.health()
        log = (Path(cluster.logs) / f"{node.name}.log").read_text(errors="replace")
        assert "The session store fails" not in log, log
    postgres_log = (Path(cluster.logs) / "postgres.log").read_text(errors="replace")
    assert "ERROR:" not in postgres_log, postgres_log

    page.close()
    os.kill(holder.pid, signal.SIGKILL)
    wait_until(lambda: not Path(f"/proc/{holder.pid}").exists(), "the killed node did not exit")
    again = SocketPage(cluster.page_url, token)
    assert again.resumed
    assert _board(again) == shown, (_board(again), shown)
    again.close()
