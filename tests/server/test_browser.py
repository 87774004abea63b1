"""The browser client, end to end in Debian's chromium (Playwright drives it): a person
creates a game in the lobby, plays several turns by clicking, and the page never holds
another seat's hidden information. Screenshots go to $WOODLAND_SCREENSHOTS (or the
test's temporary directory).

Needs chromium (``apt-get install chromium``) and Playwright; without them the tests are
skipped, unless WOODLAND_BROWSER_TESTS=1 (set by .ci/run), which makes them required.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

REQUIRED = os.environ.get("WOODLAND_BROWSER_TESTS") == "1"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
try:
    from playwright.sync_api import Page, Response, sync_playwright
except ImportError:  # pragma: no cover - depends on the machine
    if REQUIRED:
        raise
    pytest.skip("Playwright is not installed", allow_module_level=True)
if CHROMIUM is None:
    if REQUIRED:
        raise RuntimeError("chromium is not installed (apt-get install chromium)")
    pytest.skip("chromium is not installed", allow_module_level=True)

import uvicorn  # noqa: E402

from woodland.server.app import create_app  # noqa: E402


def wait_step(page: Page, op: str, n: int) -> None:
    """Wait until the page shows a step ``op`` ``n`` (the step is on <body data-step>). Asked
    right after a click that opens another page, the new document may have no body yet."""
    page.wait_for_function(f"document.body !== null && Number(document.body.dataset.step) {op} {n}")


def open_game(page: Page, url: str, seed: int) -> dict[str, Any]:
    """A new game (the Marquise for the person, a random Eyrie) opened at the Marquise's seat."""
    g: dict[str, Any] = page.request.post(url + "/api/games", data={
        "factions": ["marquise", "eyrie"], "seed": seed, "players": {"eyrie": "random"}}).json()
    page.goto(f"{url}/play/{g['id']}?token={g['seats']['marquise']}")
    return g


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[str, Any]]:
    """A real server on a free loopback port, in a thread."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    app = create_app(f"sqlite:///{tmp_path / 'games.sqlite'}", keepalive=1.0)
    srv = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    t = threading.Thread(target=srv.run, daemon=True)
    t.start()
    for _ in range(200):
        if srv.started:
            break
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}", app
    srv.should_exit = True
    t.join(10)


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    d = Path(os.environ.get("WOODLAND_SCREENSHOTS") or tmp_path / "shots")
    d.mkdir(parents=True, exist_ok=True)
    return d


@pytest.fixture
def page() -> Iterator[Page]:
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM)
        pg = browser.new_page(viewport={"width": 1400, "height": 1000})
        # other seats' steps are shown at once unless a test asks for a pace (animate.js)
        pg.add_init_script("localStorage.setItem('woodland-pace', '0')")
        errors: list[str] = []
        pg.on("pageerror", lambda e: errors.append(str(e)))
        yield pg
        browser.close()
        assert not errors, errors


def test_a_person_creates_a_game_and_plays_turns_by_clicking(server: tuple[str, Any], page: Page,
                                                             shots: Path) -> None:
    url, app = server
    seen: list[Any] = []

    def keep(r: Response) -> None:
        if "/api/games" in r.url and r.headers.get("content-type", "").startswith("application/json"):
            seen.append(r.json())

    page.on("response", keep)
    page.goto(url + "/")
    page.select_option("select[data-faction=marquise]", "human")
    page.select_option("select[data-faction=eyrie]", "heuristic")
    page.fill("input[name=seed]", "11")
    page.screenshot(path=str(shots / "lobby.png"))
    page.click("button[type=submit]")
    page.click("a[data-seat=marquise]")
    page.wait_for_selector("#options button")
    assert page.locator("g.clearing").count() == 12
    gid = page.url.split("/play/")[1].split("?")[0]
    live = app.state.games.get(gid)
    # the keep: the corners are the targets on the map; a click on one narrows the choices
    page.click("g.clearing[data-clearing='1']")
    assert page.locator("#options button:not(.dim)").all_inner_texts() == ["keep 1"]
    page.click("#options button:not(.dim)")
    clicks = 1
    while live.game.turn < 4 and clicks < 150:
        page.wait_for_function("document.querySelectorAll('#options button').length > 0 || "
                               "!document.querySelector('#prompt').textContent.startsWith('Your')")
        buttons = page.locator("#options button")
        if not buttons.count():
            page.wait_for_timeout(200)
            continue
        labels = buttons.all_inner_texts()
        # a player who ends phases early: "end" when offered, otherwise the first choice
        pick = labels.index("end") if "end" in labels else 0
        step = live.steps
        buttons.nth(pick).click()
        wait_step(page, ">", step)
        clicks += 1
    assert live.game.turn >= 4, "four turns were played by clicking"
    page.screenshot(path=str(shots / "game.png"), full_page=True)
    # the log tells the turns in words, the bot's included
    log = page.locator("#log li").all_inner_texts()
    assert any("eyrie" in line for line in log) and any("marquise" in line for line in log)
    # hidden information never reached the page: no Eyrie hand, no seed, in any answer
    for body in seen:
        text = json.dumps(body)
        assert '"seed"' not in text
        for p in body.get("players", []) if isinstance(body, dict) else []:
            assert p["faction"] == "marquise" or "hand" not in p
    g = live.game
    eyrie, mine = g.seat_of("eyrie"), g.seat_of("marquise")
    labels = {g.deckdef.cards[c].label for c in g.factions[eyrie].hand}
    public = {g.deckdef.cards[c].label for c in g.factions[mine].hand + g.discard + g.available}
    html = page.content()
    assert not [lb for lb in labels - public if lb in html]


def test_why_not_explains_an_illegal_action_on_the_page(server: tuple[str, Any], page: Page, shots: Path) -> None:
    open_game(page, server[0], seed=5)
    page.wait_for_selector("#options button")
    page.fill("#action", "keep 5")
    page.click("#why")
    page.wait_for_function("document.querySelector('#error').textContent.length > 0")
    assert "corner" in page.inner_text("#error") and "6.3.2" in page.inner_text("#error")
    page.click("#typed button[type=submit]")
    page.wait_for_timeout(300)
    assert "6.3.2" in page.inner_text("#error")
    assert page.locator("#options button").count() == 4  # nothing changed: still the four corners
    page.screenshot(path=str(shots / "why-not.png"))


def test_a_move_is_chosen_on_the_map_and_undone(server: tuple[str, Any], page: Page, shots: Path) -> None:
    """Clicking a path narrows the choices to the moves along it; undo takes a move back."""
    url, app = server
    g = open_game(page, url, seed=5)
    live = app.state.games.get(g["id"])
    for _ in range(40):  # through the setup, to the Marquise's first Daylight
        page.wait_for_selector("#options button")
        labels = page.locator("#options button").all_inner_texts()
        if "march" in labels:
            break
        step = live.steps
        page.locator("#options button").first.click()
        wait_step(page, ">", step)
    page.click("#options button[data-option=march]")
    page.wait_for_selector("line.path.target")
    path = page.locator("line.path.target").first
    a, b = path.get_attribute("data-path").split("-")
    path.dispatch_event("click")
    shown = page.locator("#options button:not(.dim)").all_inner_texts()
    assert shown and all(a in s and b in s for s in shown)
    page.screenshot(path=str(shots / "move-on-map.png"))
    before = live.steps
    page.locator("#options button:not(.dim)").first.click()
    wait_step(page, ">", before)
    assert page.is_enabled("#undo")
    page.click("#undo")
    wait_step(page, "==", before)
    assert live.steps == before


def test_a_game_is_replayed_step_by_step(server: tuple[str, Any], page: Page, shots: Path) -> None:
    url, _app = server
    g = open_game(page, url, seed=2)
    tok = g["seats"]["marquise"]
    page.request.post(f"{url}/api/games/{g['id']}/actions?token={tok}", data={"action": "keep 1"})
    page.goto(f"{url}/play/{g['id']}?token={tok}&step=0")
    wait_step(page, "==", 0)
    assert page.inner_text("#prompt").startswith("Replay")
    warriors = ("[...document.querySelectorAll('g.clearing .piece title')]"
                ".filter(t => t.textContent.includes('warrior')).length")
    assert page.evaluate(warriors) == 0  # before the setup: no warrior on the map
    page.click("button[data-step='1']")
    wait_step(page, "==", 1)
    assert page.evaluate(warriors) == 11  # the keep: a warrior everywhere but the opposite corner (6.3.3)
    assert "step=1" in page.url
    page.screenshot(path=str(shots / "replay.png"))


def test_hot_seat_passes_the_screen_to_the_seat_that_decides(server: tuple[str, Any], page: Page,
                                                             shots: Path) -> None:
    """Two people at one screen: the page shows the seat that decides, behind a cover that
    hides the other seat's hand until the next person says they are there."""
    url, app = server
    page.goto(url + "/")
    page.select_option("select[data-faction=marquise]", "human")
    page.select_option("select[data-faction=eyrie]", "human")
    page.fill("input[name=seed]", "4")
    page.click("button[type=submit]")
    page.click("a[data-seat=hot-seat]")
    page.wait_for_selector("#cover-go")
    assert "Marquise de Cat" in page.inner_text("#cover-text")
    assert not page.is_visible("#hand")  # covered: nothing of the seat shows
    page.click("#cover-go")
    gid = page.url.split("/play/")[1].split("?")[0]
    live = app.state.games.get(gid)
    eyrie = live.game.seat_of("eyrie")
    for _ in range(6):  # the Marquise's setup (6.3), then the Eyrie's turn to decide
        if live.game.pending.seat == eyrie:
            break
        step = live.steps
        page.locator("#options button").first.click()
        page.wait_for_function(f"Number(document.body.dataset.step) > {step}")
    assert live.game.pending.seat == eyrie
    page.wait_for_function("document.body.classList.contains('covered')")
    assert "Eyrie Dynasties" in page.inner_text("#cover-text")
    page.screenshot(path=str(shots / "hot-seat-cover.png"))
    page.click("#cover-go")
    page.wait_for_function("document.querySelector('#status').textContent.includes('Eyrie Dynasties')")
    labels = {live.game.deckdef.cards[c].label for c in live.game.factions[eyrie].hand}
    assert set(page.locator("#hand .card").all_inner_texts()) == labels


@pytest.mark.law("M.3.2", "M.4.2", "M.4.4", "M.3.5")
@pytest.mark.parametrize("map_name", ["winter", "lake", "mountain"])
def test_the_lake_and_mountain_maps_are_drawn_with_their_marks(server: tuple[str, Any], page: Page, shots: Path,
                                                                map_name: str) -> None:
    """The lake between the coastal clearings, closed paths dashed, the Ferry and the Tower;
    Winter's rivers (and no landmark)."""
    url, _app = server
    g: dict[str, Any] = page.request.post(url + "/api/games", data={
        "map": map_name, "factions": ["marquise", "eyrie"], "seed": 3, "players": {"eyrie": "random"}}).json()
    page.goto(f"{url}/play/{g['id']}?token={g['seats']['marquise']}")
    page.wait_for_selector("#options button")
    assert page.locator("g.clearing").count() == 12
    if map_name == "winter":
        assert page.locator("g.landmark").count() == 0 and page.locator("line.path.closed").count() == 0
    elif map_name == "lake":
        assert page.locator("polygon.lake").count() == 1
        assert page.locator("g.landmark[data-landmark=ferry]").count() == 1
    else:
        assert page.locator("line.path.closed").count() == 6
        assert page.locator("g.landmark[data-landmark=tower]").count() == 1
    page.screenshot(path=str(shots / f"map-{map_name}.png"))


@pytest.mark.law("M.5.1", "M.5.2", "M.6.1")
@pytest.mark.parametrize("map_name", ["marsh", "gorge"])
def test_the_homeland_maps_are_drawn_with_their_floods(server: tuple[str, Any], page: Page, shots: Path,
                                                       map_name: str) -> None:
    """The Marsh: 12 clearings, a flood marker where each of the three flooded clearings was
    and the paths through them bent over it; the Gorge: 12 clearings, its 19 paths."""
    url, app = server
    g: dict[str, Any] = page.request.post(url + "/api/games", data={
        "map": map_name, "factions": ["marquise", "eyrie"], "seed": 3, "players": {"eyrie": "random"}}).json()
    page.goto(f"{url}/play/{g['id']}?token={g['seats']['marquise']}")
    page.wait_for_selector("#options button")
    assert page.locator("g.clearing").count() == 12
    if map_name == "marsh":
        flooded = page.request.get(f"{url}/api/games/{g['id']}?token={g['seats']['marquise']}").json()["flooded"]
        shown = page.locator("g.flood").evaluate_all("(gs) => gs.map((g) => g.dataset.flooded)")
        assert len(flooded) == 3 and shown == flooded
        assert page.locator("polyline.path").count() >= 3  # at least one link through each flood
    else:
        assert page.locator("g.flood").count() == 0 and page.locator(".path").count() == 19
        assert page.locator("line.path.dam").count() == 1 and page.locator(".path.bridge").count() == 1
        # the bridge (Homestead-Lookout) is bent around Pueblo, which its straight line would cross
        assert page.locator("polyline.path.bridge[data-path='7-9']").count() == 1
        assert "separates the forests" in (page.locator(".path.dam title").text_content() or "")
    page.screenshot(path=str(shots / f"map-{map_name}.png"))


#: records, in the page, each step shown one by one (body[data-frame]) with its words, and
#: how many pieces were seen sliding along a path
WATCH_FRAMES = """() => { window.seen = []; window.moving = 0;
  new MutationObserver(() => { const f = document.body.dataset.frame;
    if (f) window.seen.push([Number(f), document.querySelector('#replay-line').textContent]); })
    .observe(document.body, {attributes: true, attributeFilter: ['data-frame']});
  new MutationObserver((ms) => { for (const m of ms) for (const n of m.addedNodes)
    if (n.classList && n.classList.contains('moving')) window.moving++; })
    .observe(document.querySelector('#map'), {childList: true, subtree: true}); }"""


def played(live: Any, step: int, bot: int) -> None:
    """Wait until the server took the person's decision after ``step`` and the bot's after it."""
    for _ in range(200):
        if live.steps > step and (live.game.pending is None or live.game.pending.seat != bot):
            return
        time.sleep(0.05)


def test_a_bots_decisions_are_shown_one_step_at_a_time(server: tuple[str, Any], page: Page, shots: Path) -> None:
    """After a person's decision the bot's steps are shown one by one (its warriors slide
    along the path, with the step's words), at the page's pace; skip shows the present."""
    url, app = server
    g = page.request.post(url + "/api/games", data={
        "factions": ["marquise", "eyrie"], "seed": 5, "players": {"eyrie": "random"}}).json()
    page.goto(f"{url}/play/{g['id']}?token={g['seats']['marquise']}&pace=300")
    page.wait_for_selector("#options button")
    page.evaluate(WATCH_FRAMES)
    live = app.state.games.get(g["id"])
    eyrie = live.game.seat_of("eyrie")
    shot = False
    while live.game.turn < 1:  # the Marquise's setup and first turn (ending each phase early)
        page.wait_for_function("document.querySelectorAll('#options button').length > 0"
                               " && !document.body.classList.contains('animating')")
        labels = page.locator("#options button").all_inner_texts()
        step = live.steps
        page.locator("#options button").nth(labels.index("end") if "end" in labels else 0).click()
        played(live, step, eyrie)
        if not shot and live.deciders[step:].count(eyrie) > 3:
            page.wait_for_selector(".ghost", timeout=5000)
            page.screenshot(path=str(shots / "bot-step-by-step.png"))
            shot = True
        wait_step(page, ">", step)
    page.wait_for_function("!document.body.classList.contains('animating')")
    seen = page.evaluate("window.seen")
    steps = [s for s, _ in seen]
    # each of the Eyrie's steps was on the screen by itself, in order, told in words
    eyries = [i + 1 for i, s in enumerate(live.deciders) if s == eyrie and i + 1 <= live.steps]
    assert len(steps) >= 10 and steps == sorted(steps) and set(steps) <= set(eyries)
    assert all(line.startswith("eyrie") for _, line in seen)
    assert any("move 3->7" in line for _, line in seen)
    assert page.evaluate("window.moving") >= 1  # the move slid along its path
    assert int(page.evaluate("document.body.dataset.step")) == live.steps
    # skip: the rest of a bot's turn at once (at a slow pace, which skip cuts short)
    page.goto(f"{url}/play/{g['id']}?token={g['seats']['marquise']}&pace=3000")
    while live.game.turn < 2:
        page.wait_for_function("document.querySelectorAll('#options button').length > 0"
                               " && !document.body.classList.contains('animating')")
        labels = page.locator("#options button").all_inner_texts()
        step = live.steps
        page.locator("#options button").nth(labels.index("end") if "end" in labels else 0).click()
        played(live, step, eyrie)
        if live.deciders[step:].count(eyrie) > 3:  # a bot's turn, now shown step by step
            page.wait_for_selector("body.animating")
            page.click("#skip")
            page.wait_for_function("!document.body.classList.contains('animating')", timeout=1500)
            wait_step(page, "==", live.steps)
            break
        wait_step(page, ">", step)
    else:
        pytest.fail("no bot turn to skip")


def test_a_spectator_follows_the_game_live_and_sees_nothing_hidden(server: tuple[str, Any], page: Page,
                                                                   shots: Path) -> None:
    url, app = server
    g = page.request.post(url + "/api/games", data={
        "factions": ["marquise", "eyrie"], "seed": 8, "players": {"eyrie": "random"}}).json()
    gid, tok = g["id"], g["seats"]["marquise"]
    seen: list[Any] = []
    page.on("response", lambda r: seen.append(r.json()) if "/api/games" in r.url and r.headers.get(
        "content-type", "").startswith("application/json") else None)
    page.goto(url + "/")  # the lobby lists the game with its spectators' link
    page.click(f"a[data-watch='{gid}']")
    wait_step(page, "==", 0)
    assert page.url.endswith(f"/watch/{gid}")
    assert "watching" in page.inner_text("#status") and not page.is_visible("#hand")
    live = app.state.games.get(gid)
    for _ in range(8):  # the Marquise plays elsewhere; the spectator's page follows
        v = page.request.get(f"{url}/api/games/{gid}?token={tok}").json()
        page.request.post(f"{url}/api/games/{gid}/actions?token={tok}", data={"action": v["pending"]["options"][-1]})
        wait_step(page, "==", live.steps)
    assert not page.locator("#options button").count()
    page.screenshot(path=str(shots / "spectator.png"), full_page=True)
    views = [b for b in seen if isinstance(b, dict) and "players" in b]  # not the lobby's list
    assert views and all(p.get("hand") is None for b in views for p in b["players"])
    assert all("options" not in (b.get("pending") or {}) for b in views)
    game = live.game
    hands = {game.deckdef.cards[c].label for f in game.factions for c in f.hand}
    public = {game.deckdef.cards[c].label for c in game.discard + game.available}
    html = page.content()
    assert hands and not [lb for lb in hands - public if lb in html]


def test_every_factions_board_is_drawn_from_its_view(server: tuple[str, Any], page: Page, shots: Path) -> None:
    """Tracks with the pieces left on them, the Decree's columns, the Vagabond's items and
    relationships, piles and cards: each board drawn (one screenshot per board)."""
    url, app = server
    factions = ["marquise", "eyrie", "alliance", "vagabond", "riverfolk", "lizard"]
    g = page.request.post(url + "/api/games", data={
        "factions": factions, "seed": 3, "players": {k: "random" for k in factions[1:]}}).json()
    gid, tok = g["id"], g["seats"]["marquise"]
    for _ in range(10):  # the Marquise plays on; the bots fill their boards
        v = page.request.get(f"{url}/api/games/{gid}?token={tok}").json()
        page.request.post(f"{url}/api/games/{gid}/actions?token={tok}", data={"action": v["pending"]["options"][-1]})
    page.goto(f"{url}/play/{gid}?token={tok}")
    page.wait_for_selector(".board-picture")
    v = page.request.get(f"{url}/api/games/{gid}?token={tok}").json()
    for p in v["players"]:
        box = page.locator(f".board-picture[data-board={p['faction']}]")
        assert box.locator(".part").count() >= len(p["board"]) > 0, p["faction"]
        if os.environ.get("WOODLAND_SCREENSHOTS"):  # one picture per board, when asked for
            box.screenshot(path=str(shots / f"board-{p['faction']}.png"))
    board = {p["faction"]: p["board"] for p in v["players"]}
    pic = lambda k, part: page.locator(f".board-picture[data-board={k}] [data-part='{part}']")  # noqa: E731
    # the Marquise's tracks: six spaces each, the buildings left on the track cover the last ones
    for row, (kind, left) in zip(pic("marquise", "buildings tracks").locator("svg.track").all(),
                                 board["marquise"]["buildings_on_track"].items()):
        assert row.locator(".space").count() == 6 and row.locator(".space.covered").count() == left, kind
    assert pic("eyrie", "roosts track").locator(".space").count() == 7
    assert pic("eyrie", "decree").locator(".column").count() == 4
    assert pic("alliance", "sympathy track").locator(".space.covered").count() == board["alliance"]["sympathy_on_track"]
    # the Vagabond's items as he holds them (face down: exhausted), and one marker per relationship
    items = pic("vagabond", "items").locator("g.item")
    assert items.count() == len(board["vagabond"]["items"])
    assert pic("vagabond", "items").locator("g.item.exhausted").count() == sum(
        it.endswith("_x") for it in board["vagabond"]["items"])
    assert pic("vagabond", "relationships").locator("[data-marker]").count() == len(board["vagabond"]["relationships"])
    assert pic("lizard", "gardens tracks").locator("svg.track").count() == 3
    assert pic("riverfolk", "trade posts tracks").locator(".space").count() == 9
    page.locator("#players").screenshot(path=str(shots / "boards.png"))


@pytest.mark.law("H.3.2")
def test_a_hirelings_pieces_are_drawn_in_their_own_style_and_named(server: tuple[str, Any], page: Page,
                                                                   shots: Path) -> None:
    """The Forest Patrol's warrior in every clearing: dashed, in the grey of an uncontrolled
    hireling, named by its card (not its key) and said to be uncontrolled."""
    url, _app = server
    g: dict[str, Any] = page.request.post(url + "/api/games", data={
        "factions": ["eyrie", "alliance"], "seed": 3, "players": {"alliance": "random"},
        "hirelings": ["forest_patrol"]}).json()
    page.goto(f"{url}/play/{g['id']}?token={g['seats']['eyrie']}")
    page.wait_for_selector("#options button")
    pieces = page.locator("g.piece.hireling")
    assert pieces.count() == 12
    assert pieces.first.locator("title").text_content() == "1 Forest Patrol (hireling, uncontrolled) warrior(s)"
    fills = set(pieces.locator("rect").evaluate_all("(rs) => rs.map((r) => r.getAttribute('fill'))"))
    assert fills == {"#7d8590"}
    assert page.locator("#table .hirelings").text_content().startswith("Hirelings: Forest Patrol (supply)")
    page.screenshot(path=str(shots / "hirelings.png"))


@pytest.mark.law("G.18", "A.6.3")
def test_a_hirelings_pawn_is_drawn_in_its_clearing(server: tuple[str, Any], page: Page, shots: Path) -> None:
    """The Furious Protector's pawn, once set up (here by the Marquise's bot), is drawn in its
    clearing as a hireling's piece (the view lists it among the clearing's pawns)."""
    url, _app = server
    g: dict[str, Any] = page.request.post(url + "/api/games", data={
        "factions": ["marquise", "eyrie"], "seed": 2, "players": {"marquise": "random"},
        "hirelings": ["furious_protector"]}).json()
    tok = g["seats"]["eyrie"]
    v = page.request.get(f"{url}/api/games/{g['id']}?token={tok}").json()
    at = v["hirelings"]["cards"][0]["pawn"]
    assert at and [c["number"] for c in v["clearings"] if "furious_protector" in c["pawns"]] == [at]
    page.goto(f"{url}/play/{g['id']}?token={tok}")
    page.wait_for_selector("#options button")
    pawn = page.locator(f'g.clearing[data-clearing="{at}"] g.piece.hireling title')
    assert pawn.all_text_contents() == ["Furious Protector (hireling, uncontrolled)'s pawn"]
    page.screenshot(path=str(shots / "hireling-pawn.png"))


@pytest.mark.law("L", "2.2.3")
def test_the_landmark_cards_are_drawn_with_their_marks_and_the_treetops_slot(server: tuple[str, Any], page: Page,
                                                                           shots: Path) -> None:
    """The Elder Treetop, the Legendary Forge and the Black Market each get a mark (its title
    saying what lies on its card, the market's cards only counted: the server's words for
    it, ``landmark_words``, as the terminal's legend says it); the Treetop's clearing shows
    one more building slot."""
    url, app = server
    g: dict[str, Any] = page.request.post(url + "/api/games", data={
        "factions": ["marquise", "eyrie"], "seed": 3, "players": {"eyrie": "random"}}).json()
    live = app.state.games.get(g["id"])
    game = live.game
    game.landmarks.update({"elder_treetop": 0, "legendary_forge": 7, "black_market": 3})
    from woodland.core.landmark import LANDMARKS

    for key, c in game.landmarks.items():
        LANDMARKS[key].set_up(game, c)
    game.abilities_changed()
    page.goto(f"{url}/play/{g['id']}?token={g['seats']['marquise']}")
    page.wait_for_selector("#options button")
    tips = {k: page.locator(f"g.landmark[data-landmark={k}] title").text_content()
            for k in ("elder_treetop", "legendary_forge", "black_market")}
    assert "one more building slot; removing an enemy building from it scores 1 more" in (tips["elder_treetop"] or "")
    assert "sword, sword, crossbow, hammer" in (tips["legendary_forge"] or "")
    assert "3 face-down card" in (tips["black_market"] or "")
    from woodland.cli.render import landmark_words

    seen = game.view(game.seat_of("marquise"))
    assert tips == {k: landmark_words(k, seen) for k in tips}
    slots = page.locator('g.clearing[data-clearing="1"] g.piece title').evaluate_all(
        "(ts) => ts.filter((t) => t.textContent === 'an open building slot').length")
    assert slots == 2  # Hill's printed slot and the Treetop's (the map is empty at setup)
    page.screenshot(path=str(shots / "landmark-cards.png"))


@pytest.mark.law("A.6.3", "H.2.4")
def test_the_highway_bandits_are_placed_on_paths_by_clicking_and_drawn_there(server: tuple[str, Any], page: Page,
                                                                               shots: Path) -> None:
    """The setup's bandits (R289) go on a path clicked on the map, then are drawn on it."""
    url, app = server
    g: dict[str, Any] = page.request.post(url + "/api/games", data={
        "factions": ["marquise", "eyrie"], "seed": 3, "players": {"marquise": "random"},
        "hirelings": ["highway_bandits"]}).json()
    page.goto(f"{url}/play/{g['id']}?token={g['seats']['eyrie']}")
    live = app.state.games.get(g["id"])
    clicked = False
    for _ in range(40):  # the setup: the Eyrie places the bandits (A.6.3: the last player)
        page.wait_for_selector("#options button")
        if page.locator("g.bandit").count() == 2:
            break
        step = live.steps
        if page.locator("line.path.target").count():
            clicked = True
            path = page.locator("line.path.target").first
            path.dispatch_event("click")
            shown = page.locator("#options button:not(.dim)").all_inner_texts()
            assert len(shown) == 1 and shown[0] == "bandit_path " + path.get_attribute("data-path").replace("-", " ")
            page.locator("#options button:not(.dim)").first.click()
        else:
            page.locator("#options button").first.click()
        wait_step(page, ">", step)
    assert page.locator("g.bandit").count() == 2 and clicked
    page.screenshot(path=str(shots / "bandits.png"))


@pytest.mark.law("16.2.1", "16.3.2", "17.2.1")
def test_a_frog_clearing_is_drawn_and_named_with_its_suits(server: tuple[str, Any], page: Page,
                                                           shots: Path) -> None:
    """The Diaspora's Peaceful enclave adds the frog suit to its clearing: the map names the
    clearing `fox/frog` (as the terminal does); a count in an option (`dismiss 1`) marks no
    clearing to click."""
    url, app = server
    g: dict[str, Any] = page.request.post(url + "/api/games", data={
        "map": "marsh", "factions": ["lilypad", "marquise", "eyrie"], "seed": 3,
        "players": {"marquise": "random", "eyrie": "random"}}).json()
    page.goto(f"{url}/play/{g['id']}?token={g['seats']['lilypad']}")
    page.wait_for_selector("#options button")
    # no one has a turn in setup: the table names the faction setting up (5.1)
    assert "setup · Lilypad Diaspora's setup" in (page.locator("#table").text_content() or "")
    page.locator("#options button", has_text="place 11").click()
    page.wait_for_selector("g.clearing[data-clearing='11'].frog")
    name = page.locator("g.clearing[data-clearing='11'] text.name").text_content() or ""
    v = page.request.get(f"{url}/api/games/{g['id']}?token={g['seats']['lilypad']}").json()
    suits = v["clearings"][10]["suits"]
    assert "frog" in suits and name.endswith(f"({'/'.join(suits)})"), name
    page.screenshot(path=str(shots / "lilypad-marsh.png"))
    # the Council: `dismiss 1` (a Loyalist to the supply, 17.2.1) marks no clearing 1
    g = page.request.post(url + "/api/games", data={
        "map": "gorge", "factions": ["council", "marquise"], "seed": 5, "players": {"marquise": "random"}}).json()
    api, tok = f"{url}/api/games/{g['id']}", g["seats"]["council"]
    for _ in range(40):
        opts = page.request.get(f"{api}?token={tok}").json()["pending"]["options"]
        if "dismiss 1" in opts:
            break
        pick = next((o for w in ("agitate", "assemble", "convene", "reveal", "place") for o in opts
                     if o.startswith(w)), opts[-1])
        page.request.post(f"{api}/actions?token={tok}", data={"action": pick})
    assert "dismiss 1" in opts
    page.goto(f"{url}/play/{g['id']}?token={tok}")
    page.wait_for_selector("#options button")
    targets = page.locator("g.clearing.target").evaluate_all("(gs) => gs.map((g) => Number(g.dataset.clearing))")
    named = page.request.get(f"{api}?token={tok}").json()["pending"]["option_clearings"]
    assert sorted(targets) == sorted({n for nums in named for n in nums})
    assert 1 not in targets or any(1 in nums for nums in named)


@pytest.mark.law("18.3.3", "2.4")
def test_a_click_on_a_forest_narrows_the_choices_to_it(server: tuple[str, Any], page: Page, shots: Path) -> None:
    """The Knaves place their captains in forests (18.3.3): the forests the options name are
    marked, and clicking one leaves only its options lit."""
    url, app = server
    g: dict[str, Any] = page.request.post(url + "/api/games", data={
        "map": "marsh", "factions": ["knaves", "marquise"], "seed": 7, "players": {"marquise": "random"}}).json()
    tok = g["seats"]["knaves"]
    for a in ("captain ranger", "captain thief", "captain harrier"):
        page.request.post(f"{url}/api/games/{g['id']}/actions?token={tok}", data={"action": a})
    page.goto(f"{url}/play/{g['id']}?token={tok}")
    page.wait_for_selector("#options button[data-option='forest F2']")
    assert page.locator("g.forest.target").count() == page.locator("#options button[data-option^='forest F']").count()
    page.locator("g.forest[data-forest='F2'] circle").click()
    lit = page.locator("#options button:not(.dim)").evaluate_all("(bs) => bs.map((b) => b.dataset.option)")
    assert lit == ["forest F2"] and page.locator("g.forest.chosen[data-forest='F2']").count() == 1
    page.screenshot(path=str(shots / "knaves-forest.png"))


@pytest.mark.law("2.1", "16.2.2")
@pytest.mark.parametrize("deck", ["standard", "exiles", "squires"])
def test_a_hand_card_is_bordered_in_its_suit_whatever_its_name(server: tuple[str, Any], page: Page, shots: Path,
                                                               deck: str) -> None:
    """Each card in the hand has the border of its suit, read from the card data (the
    server's ``hand_suits``): `Birdy Bindle` and the frog cards say no suit in their name."""
    url, app = server
    g: dict[str, Any] = page.request.post(url + "/api/games", data={
        "factions": ["lilypad", "marquise"], "deck": deck, "seed": 3, "players": {"marquise": "random"}}).json()
    game = app.state.games.get(g["id"]).game
    seat = game.seat_of("lilypad")
    # a card of every suit, the name saying none where the deck has one (as the Diaspora may hold them)
    by_suit: dict[str, int] = {}
    cards = game.deckdef.cards
    for c in cards:
        if c.kind != "dominance" and (c.suit not in by_suit or f"({c.suit})" in cards[by_suit[c.suit]].label):
            by_suit[c.suit] = c.id
    game.factions[seat].hand = list(by_suit.values())
    page.goto(f"{url}/play/{g['id']}?token={g['seats']['lilypad']}")
    page.wait_for_selector("#hand .card")
    chips = page.locator("#hand .card").evaluate_all("""(cs) => cs.map((c) => [c.dataset.card, c.dataset.suit,
        getComputedStyle(c).borderLeftColor, getComputedStyle(c).borderLeftWidth])""")
    colours = page.evaluate("""() => { const out = {}, probe = document.createElement('span');
        document.body.append(probe);
        for (const s of ['fox', 'rabbit', 'mouse', 'bird', 'frog']) {
          probe.style.color = `var(--${s})`; out[s] = getComputedStyle(probe).color; }
        probe.remove(); return out; }""")
    assert {suit for _card, suit, _c, _w in chips} == {"fox", "rabbit", "mouse", "bird", "frog"}
    for card, suit, border, width in chips:
        assert game.deckdef.types[game.deckdef.type_of(card)].suit == suit, card
        assert border == colours[suit] and width == "7px", (card, border)
    assert len(set(colours.values())) == 5  # five suits, five colours
    page.locator("#hand-panel").screenshot(path=str(shots / f"hand-{deck}.png"))


@pytest.mark.law("L.1.1", "M.5.1")
def test_the_homeland_landmarks_are_drawn_by_name_in_their_suit(server: tuple[str, Any], page: Page,
                                                                shots: Path) -> None:
    """On the Marsh with five players the three Homeland landmarks stand on the map
    (M.5.1.II): each is a badge under its clearing with its name, ringed in the colour of the
    suit its card adds, its tooltip the server's words for it."""
    url, app = server
    factions = ["lilypad", "knaves", "council", "marquise", "eyrie"]
    g: dict[str, Any] = page.request.post(url + "/api/games", data={
        "map": "marsh", "factions": factions, "seed": 11, "players": {k: "random" for k in factions[1:]}}).json()
    game = app.state.games.get(g["id"]).game
    assert set(game.landmarks) == {"mousehold", "foxburrow", "rabbittown"}
    page.goto(f"{url}/play/{g['id']}?token={g['seats']['lilypad']}")
    page.wait_for_selector("g.landmark")
    from woodland.cli.render import landmark_words

    seen = game.view(game.seat_of("lilypad"))
    for key, suit, name in (("mousehold", "mouse", "Mousehold"), ("foxburrow", "fox", "Foxburrow"),
                            ("rabbittown", "rabbit", "Rabbittown")):
        mark = page.locator(f"g.landmark[data-landmark={key}]")
        assert mark.locator("text.mark").text_content() == name
        assert mark.locator("title").text_content() == landmark_words(key, seen)
        ring, suit_colour = page.evaluate(f"""() => {{ const p = document.createElement('span');
            document.body.append(p); p.style.color = 'var(--{suit})'; const c = getComputedStyle(p).color; p.remove();
            const badge = document.querySelector('g.landmark[data-landmark={key}] rect.badge');
            return [getComputedStyle(badge).stroke, c]; }}""")
        assert ring == suit_colour, (key, ring, suit_colour)
        # under its own clearing: the badge's centre below the clearing's circle
        box, body = mark.locator("rect.badge").bounding_box(), page.locator(
            f"g.clearing[data-clearing='{game.landmarks[key] + 1}'] circle.body").bounding_box()
        assert box and body and abs(box["x"] + box["width"] / 2 - (body["x"] + body["width"] / 2)) < 2
        bottom = body["y"] + body["height"]  # the circle's outline included (wider on a target)
        assert bottom - 4 <= box["y"] <= bottom + 10, (key, bottom, box)
        # the name fits in its badge
        text = mark.locator("text.mark").bounding_box()
        assert text and text["x"] + text["width"] <= box["x"] + box["width"]
    page.locator("#map").screenshot(path=str(shots / "homeland-marsh-landmarks.png"))
