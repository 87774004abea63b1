"""Position tests kept as data: one position per JSON file in tests/positions/valid/.

Each file is a position in the format of docs/position-format.md (so ``woodland explain
FILE`` loads it as it is) plus an ``"expect"`` section, which the position loader ignores
and this runner checks. A ``"note"`` explains, from the Law, why the expectations hold.
The file name starts with the first rule id it checks, dots as underscores
(``4_3_1_foil_offered_to_attacker.json``).

The ``expect`` section
----------------------
``rules``      required: the Law rule ids the file checks (each must be in
               woodland/data/law/rule_ids.tsv). The generated test is marked
               ``pytest.mark.law(*rules)`` and ``woodland law-coverage`` counts them
               (woodland/lawcov.py reads this array from files under ``positions``).
``dice``       scripted random draws from the moment the position is built (see
               ``woodland.testing.position``): a battle rolls two values 0-3, high one to
               the attacker. Every scripted value must be used by the end of the test.

Checks made at the position (after its own ``play`` actions):

``decision``   ``{"faction": key, "kind": kind}``: who decides what now.
``legal``      the EXACT list of legal actions (order does not matter).
``includes``   actions that must be legal; ``excludes``: actions that must not be.
``legal_of_kind``  ``{"move": [...]}``: the exact legal actions whose first word is the
               key (for long menus where only one kind of action matters).
``illegal``    ``{"action": text, "rules": [ids]}`` or a list of them: the rules oracle
               (``woodland.explain``) must call the action illegal and cite (at least) these
               rule ids (a cited leaf such as 6.5.4.II counts for 6.5.4).
``state``      checks of the board, see below.
``result``     ``null`` (the game goes on) or ``{"winners": [keys], "reason": "score"|"dominance"}``.

``after``      ``{"play": [action texts], ...}``: apply the actions in order, then make
               any of the checks above (``decision``, ``legal``, ``includes``, ``excludes``,
               ``legal_of_kind``, ``illegal``, ``state``, ``result``) on the new situation.
               ``dice`` may be written here instead of at the top of ``expect``.

``state`` (every part optional; only what is named is checked):

``pieces``     ``{clearing: {faction: warriors | {"warriors": n, "buildings": [...],
               "tokens": [...], "pawn": bool}, "ruin": bool}}``; buildings and tokens are
               compared as sorted lists (exactly); a bare number checks warriors only.
``ruler``      ``{clearing: faction key, an uncontrolled hireling's side key (H.3.1) or null}``
               (2.5, 7.2.2).
``scores``     ``{faction: points}``.   ``supply``: ``{faction: warriors in supply}``.
``hands``      ``{faction: [card labels] | count}`` (labels compared as sorted lists).
``items``      ``{faction: [items]}``: the Crafted Items box.  ``item_supply``: ``{item: n}``.
``play_area``  ``{faction: [card labels]}``.
``discard`` / ``available``: card labels (sorted, exact); ``discard_count``, ``deck_count``.
``eyrie``      ``{"leader", "leaders_face_up", "decree": {column: [labels]}}``.
``alliance``   ``{"supporters": [labels] | count, "officers": n}``.
``vagabond``   ``{"items": [item strings], "relationships": {faction: 0..3 | "hostile"},
               "clearing": n, "forest": "F3", "removed_items": [...], "completed": [quest
               labels]}`` (items compared as sorted lists).
``current``, ``phase``: whose turn and which phase.
``landmarks``  ``{landmark: clearing}``: where every landmark stands (exactly, appendix L).
``closed_paths``  ``[[clearing, clearing], ...]``: the paths still closed (exactly, M.4.2).

Expectations must follow from the Law (and components.md for the printed numbers), never
be copied from what the engine happens to do.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from woodland import explain
from woodland.core.actions import parse_action
from woodland.core.game import Game
from woodland.lawcov import rule_ids
from woodland.testing import labels, options, position

HERE = Path(__file__).parent / "positions" / "valid"
FILES = sorted(HERE.glob("*.json"))
KNOWN_IDS = {rid for rid, _ in rule_ids()}

CHECKS = {"decision", "legal", "includes", "excludes", "legal_of_kind", "illegal", "state", "result"}
EXPECT_KEYS = CHECKS | {"rules", "dice", "after"}
AFTER_KEYS = CHECKS | {"play", "dice"}
STATE_KEYS = {"pieces", "ruler", "scores", "supply", "hands", "items", "item_supply", "play_area", "discard",
              "available", "discard_count", "deck_count", "eyrie", "alliance", "vagabond", "current", "phase",
              "landmarks", "closed_paths"}


def _rules_of(path: Path) -> list[str]:
    try:
        data = json.loads(path.read_text())
        return list(data["expect"]["rules"])
    except Exception:  # a broken file still becomes a (failing) test
        return []


def _params() -> list[Any]:
    return [pytest.param(p, id=p.stem, marks=pytest.mark.law(*_rules_of(p))) for p in FILES]


# ----------------------------------------------------------------------------- helpers
def norm(text: str) -> str:
    """One spelling per action (quotes, spacing) so that texts compare reliably."""
    return str(parse_action(text))


def norm_all(texts: list[str]) -> list[str]:
    return sorted(norm(t) for t in texts)


def key_or_none(g: Game, seat: int) -> str | None:
    """A ruler's faction key, an uncontrolled hireling's side key (H.3.1), or None."""
    from woodland.rules.board import owner_title

    return None if seat == -1 else owner_title(g, seat)


def check_state(g: Game, st: dict[str, Any], where: str) -> None:
    unknown = set(st) - STATE_KEYS
    assert not unknown, f"{where}: unknown state checks {sorted(unknown)}"
    n = g.n
    for cname, entry in st.get("pieces", {}).items():
        c = g.map.index(cname)
        for key, want in entry.items():
            at = f"{where}.pieces.{cname}.{key}"
            if key == "ruin":
                assert ((-1, "ruin") in g.buildings[c]) == want, at
                continue
            s = g.seat_of(key)
            if isinstance(want, int):
                want = {"warriors": want}
            if "warriors" in want:
                assert g.warriors[c * n + s] == want["warriors"], at
            if "buildings" in want:
                assert sorted(k for o, k in g.buildings[c] if o == s) == sorted(want["buildings"]), at
            if "tokens" in want:
                assert sorted(k for o, k in g.tokens[c] if o == s) == sorted(want["tokens"]), at
            if "pawn" in want:
                assert g.factions[s].pawn_in(g, c) == want["pawn"], at
    if "ruler" in st:
        from woodland.rules.board import ruler

        got = {c: key_or_none(g, ruler(g, g.map.index(c))) for c in st["ruler"]}
        assert got == st["ruler"], f"{where}.ruler"
    for key, want in st.get("scores", {}).items():
        assert g.factions[g.seat_of(key)].score == want, f"{where}.scores.{key}"
    for key, want in st.get("supply", {}).items():
        assert g.factions[g.seat_of(key)].supply == want, f"{where}.supply.{key}"
    for key, want in st.get("hands", {}).items():
        hand = g.factions[g.seat_of(key)].hand
        if isinstance(want, int):
            assert len(hand) == want, f"{where}.hands.{key}"
        else:
            assert labels(g, hand) == sorted(want), f"{where}.hands.{key}"
    for key, want in st.get("items", {}).items():
        assert sorted(g.factions[g.seat_of(key)].items) == sorted(want), f"{where}.items.{key}"
    for it, want in st.get("item_supply", {}).items():
        assert g.items.get(it, 0) == want, f"{where}.item_supply.{it}"
    for key, want in st.get("play_area", {}).items():
        assert labels(g, g.factions[g.seat_of(key)].play_area) == sorted(want), f"{where}.play_area.{key}"
    if "discard" in st:
        assert labels(g, g.discard) == sorted(st["discard"]), f"{where}.discard"
    if "available" in st:
        assert labels(g, g.available) == sorted(st["available"]), f"{where}.available"
    if "discard_count" in st:
        assert len(g.discard) == st["discard_count"], f"{where}.discard_count"
    if "deck_count" in st:
        assert len(g.deck) == st["deck_count"], f"{where}.deck_count"
    if "current" in st:
        assert g.factions[g.current].key == st["current"], f"{where}.current"
    if "phase" in st:
        assert g.phase == st["phase"], f"{where}.phase"
    if "landmarks" in st:
        want_at = {k: g.map.index(c) for k, c in st["landmarks"].items()}
        assert g.landmarks == want_at, f"{where}.landmarks"
    if "closed_paths" in st:
        want = {tuple(sorted(g.map.index(x) for x in p)) for p in st["closed_paths"]}
        assert set(g.map.closed) == want, f"{where}.closed_paths"
    if "eyrie" in st:
        board = g.factions[g.seat_of("eyrie")].public_board(g)
        for k, want in st["eyrie"].items():
            got = board[k]
            if k == "leaders_face_up":
                got, want = sorted(got), sorted(want)
            elif k == "decree":
                got = {col: sorted(v) for col, v in got.items()}
                want = {col: sorted(want.get(col, [])) for col in got}
            assert got == want, f"{where}.eyrie.{k}"
    if "alliance" in st:
        f = g.factions[g.seat_of("alliance")]
        for k, want in st["alliance"].items():
            if k == "supporters":
                got: Any = len(f.supporters) if isinstance(want, int) else labels(g, f.supporters)
                assert got == (want if isinstance(want, int) else sorted(want)), f"{where}.alliance.supporters"
            elif k == "officers":
                assert f.officers == want, f"{where}.alliance.officers"
            else:
                raise AssertionError(f"{where}.alliance: unknown check {k!r}")
    if "vagabond" in st:
        board = g.factions[g.seat_of("vagabond")].public_board(g)
        for k, want in st["vagabond"].items():
            got = board["completed_quests" if k == "completed" else k]
            if k in ("items", "removed_items", "completed"):
                got, want = sorted(got), sorted(want)
            assert got == want, f"{where}.vagabond.{k}: {got!r} != {want!r}"


def check(g: Game, exp: dict[str, Any], where: str, spec: dict[str, Any] | None) -> None:
    if "result" in exp:
        want = exp["result"]
        if want is None:
            assert g.result is None, f"{where}: the game ended: {g.result}"
        else:
            assert g.result is not None, f"{where}: the game is not over"
            got = {k: g.result[k] for k in want}
            if "winners" in got:
                got["winners"] = sorted(got["winners"])
                want = {**want, "winners": sorted(want["winners"])}
            assert got == want, f"{where}.result"
    if "decision" in exp:
        p = g.pending
        assert p is not None, f"{where}: no decision pending (result {g.result})"
        got = {"faction": g.factions[p.seat].key, "kind": p.kind}
        want = {k: exp["decision"][k] for k in ("faction", "kind") if k in exp["decision"]}
        assert {k: got[k] for k in want} == want, f"{where}.decision: {got} (options {options(g)})"
    legal = sorted(norm(o) for o in options(g))
    if "legal" in exp:
        assert legal == norm_all(exp["legal"]), f"{where}.legal"
    for a in exp.get("includes", []):
        assert norm(a) in legal, f"{where}.includes: {a!r} not in {legal}"
    for a in exp.get("excludes", []):
        assert norm(a) not in legal, f"{where}.excludes: {a!r} is legal"
    for kind, want in exp.get("legal_of_kind", {}).items():
        got = sorted(o for o in legal if o.split()[0] == kind)
        assert got == norm_all(want), f"{where}.legal_of_kind.{kind}"
    ill = exp.get("illegal", [])
    for item in ([ill] if isinstance(ill, dict) else ill):
        e = explain(spec if spec is not None else g, item["action"])
        assert e.legal is False, f"{where}.illegal: {item['action']!r} is legal"
        # a leaf of a rule (6.5.4.II, a Roman-numbered part of 6.5.4) cites that rule
        missing = {r for r in item.get("rules", []) if not any(c == r or c.startswith(r + ".") for c in e.rules)}
        assert not missing, (f"{where}.illegal: {item['action']!r}: the reason cites {e.rules}, "
                             f"not {sorted(missing)} ({e.reason})")
    if "state" in exp:
        check_state(g, exp["state"], f"{where}.state")


# ----------------------------------------------------------------------------- the test
@pytest.mark.parametrize("path", _params())
def test_position(path: Path) -> None:
    data = json.loads(path.read_text())
    exp = data.get("expect")
    assert isinstance(exp, dict), "the file needs an 'expect' section"
    assert not set(exp) - EXPECT_KEYS, f"unknown expect fields {sorted(set(exp) - EXPECT_KEYS)}"
    ids = exp.get("rules")
    assert isinstance(ids, list) and ids, "expect.rules must name the rule ids checked"
    assert not set(ids) - KNOWN_IDS, f"unknown rule ids {sorted(set(ids) - KNOWN_IDS)}"
    assert any(path.stem.startswith(r.replace(".", "_") + "_") for r in ids), \
        "the file name starts with a rule id it checks (dots as underscores)"
    assert isinstance(data.get("note"), str) and data["note"], "a note explains the expectations from the Law"
    after = exp.get("after")
    assert after is None or not set(after) - AFTER_KEYS, f"unknown after fields {sorted(set(after) - AFTER_KEYS)}"
    dice = exp.get("dice", (after or {}).get("dice"))
    spec = {k: v for k, v in data.items() if k not in ("expect", "note")}
    g = position(data, dice=dice)
    check(g, exp, "expect", spec if dice is None else None)
    if after is not None:
        for text in after.get("play", []):
            g.apply(text)
        check(g, after, "expect.after", None)
    if dice is not None:
        assert not g.rng.script, f"scripted values {g.rng.script} were never used"  # type: ignore[attr-defined]


# ----------------------------------------------------------------------------- hands as counts
@pytest.mark.law("1.5.1")
@pytest.mark.parametrize("seed", range(5))
def test_a_hand_given_as_a_count_is_dealt_after_every_named_card(seed: int) -> None:
    """docs/position-format.md (Cards): named cards are taken from the pool first, counts are
    dealt from what is left — whatever the order of the fields. The Marquise's 30 random cards
    come before the named ones in the file; the single copies named later (a hand, the
    Alliance's supporters, the Eyrie's Decree, the discard pile, the deck top) must still be
    found, and no card is in two places."""
    named = {"alliance": ["Bake Sale", "Anvil"], "supporters": ["Sword", "Royal Claim"],
             "decree": ["Mouse-in-a-Sack"], "discard": ["Investments"], "deck_top": ["Arms Trader"]}
    g = position({"seed": seed, "factions": ["marquise", "eyrie", "alliance"],
                  "hands": {"marquise": 30, "alliance": named["alliance"]},
                  "alliance": {"supporters": named["supporters"]},
                  "eyrie": {"decree": {"recruit": named["decree"]}},
                  "discard": named["discard"], "deck_top": named["deck_top"]})
    al, ey = g.factions[2], g.factions[1]
    assert len(g.factions[0].hand) == 30
    assert labels(g, al.hand) == sorted(named["alliance"])
    assert labels(g, al.supporters) == sorted(named["supporters"])  # type: ignore[attr-defined]
    assert labels(g, ey.decree["recruit"]) == named["decree"]  # type: ignore[attr-defined]
    assert labels(g, g.discard) == named["discard"] and labels(g, g.deck[-1:]) == named["deck_top"]
    every = g.factions[0].hand + al.hand + al.supporters + ey.decree["recruit"] + g.discard + g.deck  # type: ignore[attr-defined]
    assert len(every) == len(set(every))
