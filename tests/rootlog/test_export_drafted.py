"""Rootlog export and import of games of the Advanced Setup (docs/rootlog.md): a drafted game
(A.8) is written as the specification writes a draft -- ``Pool:`` with the faction setup
cards dealt, the player lines and the setup lines in the order the players chose -- and the
landmarks and hirelings (A.5, A.6) as V2.8's ``Landmarks:`` and ``Hirelings:`` header lines;
the import reads them back."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.rootlog.test_rootlog import SOAK, _same
from woodland.core.errors import BadInput
from woodland.core.game import Game
from woodland.core.record import Recorder, replay
from woodland.rootlog.codes import faction_letter
from woodland.rootlog.export import export_record
from woodland.rootlog.importer import ImportError_, import_text
from woodland.rootlog.notation import parse
from woodland.rules import advanced
from woodland.sim import play_game

#: factions with a Rootlog letter (the Homeland ones have none yet)
POOL = ["marquise", "eyrie", "alliance", "vagabond", "duchy", "corvid", "riverfolk", "lizard", "hundreds", "keepers"]


@pytest.mark.law("A.8.2", "A.8.3")
def test_a_drafted_game_is_written_with_its_pool_and_the_players_in_draft_order() -> None:
    setup = {"map": "lake", "draft": POOL, "players": 4, "landmarks": 1, "hirelings": "random"}
    rec = play_game(setup, 3, ["heuristic"], max_turns=6)
    g = Game.new(rec["setup"], rec["seed"])
    order = []
    for a in rec["actions"]:
        if g.pending is not None and g.pending.kind == "draft_faction":
            order.append(g.pending.seat)
        g.apply(g.parse(a))
    assert order == [3, 2, 1, 0]  # A.8.3: from the last player, counterclockwise
    letters = [faction_letter(g.factions[s].key) for s in order]
    lines = export_record(json.loads(json.dumps(rec))).splitlines()
    pool = next(ln for ln in lines if ln.startswith("Pool: "))[len("Pool: "):]
    assert len(pool) == 5 and set(letters) <= set(pool)  # one militant card, then one per player (A.8.2)
    heads = [ln.split(":")[0] for ln in lines if ln[:1].isupper() and ln[1:3] == ": "]
    assert heads == letters  # the player lines, in draft order (Rootlog V2)
    firsts = [ln[0] for ln in lines if ln[:1].isupper() and ln[1:2] == ":" and ln[2:3] != " "][:4]
    assert firsts == letters  # each faction's setup line, in the order they chose
    assert any(ln.startswith("Hirelings: ") for ln in lines) and any(ln.startswith("Landmarks: ") for ln in lines)
    game = parse("\n".join(lines))  # the header and the lines read back
    assert game.players == letters and game.map == "lake"


def test_a_record_that_ends_during_the_draft_is_refused_in_one_line() -> None:
    rec = Recorder({"map": "autumn", "draft": POOL, "players": 3}, 1)
    g = rec.game
    while g.pending is not None and g.pending.kind != "draft_faction":
        rec.apply(g.legal_actions()[0])
    assert any(isinstance(fr, advanced.Draft) for fr in g.stack)
    with pytest.raises(BadInput, match="draft .* is not over"):
        export_record(json.loads(json.dumps(rec.record())))


@pytest.mark.law("A.5.2", "A.5.3")
@pytest.mark.parametrize("factions,map_,seed", [
    (["marquise", "eyrie", "alliance"], "autumn", 3),
    (["marquise", "eyrie", "riverfolk"], "lake", 4),  # the map's own ferry, and the Lost City
])
def test_a_game_with_landmarks_survives_the_round_trip(factions: list[str], map_: str, seed: int) -> None:
    """The ``Landmarks:`` line (V2.8: ``city->10/tower->12``) is read: the import deals those
    landmark cards and sets each up where it says (before, it was ignored, and the game came
    back without them)."""
    # the two landmarks whose cards hold nothing (the Forge's items, the Black Market's cards
    # have no Rootlog form: docs/rootlog.md "Limits")
    landmarks = {"count": 2, "cards": ["lost_city", "tower"]}
    rec = play_game({"factions": factions, "map": map_, "mode": "advanced", "landmarks": landmarks}, seed,
                    max_turns=12)
    text = export_record(rec)
    assert re.search(r"\nLandmarks: city->\d+", text)
    back = import_text(text)
    _same(rec, back)  # the landmarks where they were, among the rest
    assert replay(back).landmarks == replay(rec).landmarks


@pytest.mark.law("A.5.3")
def test_a_landmark_set_up_where_its_card_does_not_allow_is_rejected() -> None:
    """The Lost City stands in a clearing on the river (its card; components.md §7)."""
    rec = play_game({"factions": ["marquise", "eyrie"], "mode": "advanced",
                     "landmarks": {"count": 1, "cards": ["lost_city"]}}, 1, max_turns=2)
    text = re.sub(r"\nLandmarks: city->\d+", "\nLandmarks: city->1", export_record(rec))
    with pytest.raises(ImportError_) as e:
        import_text(text)
    assert e.value.line == 4 and "the Lost City in 1" in str(e.value) and e.value.rules == ["A.5.3"]


@pytest.mark.law("A.8.2", "A.8.2.III", "A.8.3")
@pytest.mark.parametrize("setup,seed", [
    ({"map": "autumn", "players": 2}, 1),
    # with a landmark and hirelings (A.5, A.6); the Vagabond dealt the Ronin (A.8.2.III),
    # a character of a box no faction dealt brings (the pool beyond the cards dealt is not written)
    ({"map": "lake", "players": 4, "landmarks": 1, "hirelings": "random"}, 2),
    # the first player's card chosen by itself (the only one of the two left it may choose,
    # A.8.3, R299): the export lost that player's setup line and stopped (seed 68: three
    # draft decisions for four players; the hirelings dealt have Rootlog codes, R377)
    ({"map": "lake", "players": 4, "landmarks": 1, "hirelings": "random"}, 68),
])
def test_a_drafted_game_survives_the_round_trip(setup: dict, seed: int) -> None:
    """The import deals the faction setup cards of the ``Pool:`` line (the militant card
    first, A.8.2), each player chooses the faction of its setup line (A.8.3, the last player
    first), and what is dealt beside a card is what the setup lines name (the Vagabond's
    character). Before, the import ignored the Pool and could not play the draft."""
    pool = POOL + ["lilypad", "council"]
    rec = play_game({"draft": pool, **setup}, seed, max_turns=12)
    text = export_record(rec)
    assert "\nPool: " in text
    _same(rec, import_text(text))


@pytest.mark.law("15.3.4", "16.5", "17.4", "16.3.4", "8.3.4")
@pytest.mark.parametrize("setup,seed,turns", [
    # the Keepers' relics dealt in a step of the search, after their warriors (15.3.4): every
    # order of the far forests matches the setup line (types, not values), and the one planned
    # from the later lines (the tablet delved at 2 is the 2-point one, line 24) is tried first
    ({"map": "autumn", "players": 3}, 7, 12),
    # the Diaspora's Daylight ended at once (16.5), then a Retaliate battle (16.6.1): the search
    # had met the same place first after three Settles that did nothing, too late to go on from
    # it, and did not search it again when the Daylight's end came to it sooner (line 28)
    ({"map": "mountain", "players": 6}, 4, 9),
    # the Council's Birdsong (17.4): which card it revealed for each action is not written; the
    # search revealed the Arms Trader (a bird, wild) for a move before the Assembly whose discard
    # names it (17.4.3, line 28: ``B#armstraderT->/t_c->11``), and ran out of budget below that
    # choice. Now a step that moves nothing and names a card the line takes from the hand later
    # (not next) is tried after the others
    # (Winter, four players, seed 3, line 24, failed so too: in the soak list below)
    ({"map": "mountain", "players": 4}, 10, 14),
    # the Council's Evening (17.6.1): which revealed card it returns first is not written; the
    # line discards three for Agitate (17.6.1.II) before two Empowers score (line 33:
    # ``R#bakesaleT->/t_c11->/t_g->11/w->$/R#bankT->/...``), and the search returned a bird card
    # first, empowering where nothing shows, and ran out of budget below it. Now a step that
    # moves nothing and names the card the line's next atom takes from the hand is tried first
    ({"map": "mountain", "players": 6}, 6, 14),
    # the Diaspora chosen fifth, the Alliance's card left to the first player, chosen by itself
    # (A.8.3, R299): one step sets both up, the Diaspora's shuffling the frog cards into the
    # deck (16.3.4) before the Alliance draws its supporters (8.3.4, line 18). The cards the
    # line after the next names as drawn were not wished on top, nor any in a deck shuffled
    # with cards added to it (only a new deck's, after the old one's cards): the supporters
    # drawn were others
    ({"map": "mountain", "players": 6}, 1, 14),
])
def test_a_drafted_game_found_failing_in_the_soak_survives_the_round_trip(setup: dict, seed: int, turns: int) -> None:
    pool = POOL + ["lilypad", "council"]
    rec = play_game({"draft": pool, **setup}, seed, ["heuristic"], max_turns=turns)
    _same(rec, import_text(export_record(rec)))


@pytest.mark.law("A.5.3", "L")
@pytest.mark.parametrize("landmark,seed,written", [
    # the Forge's items on its card (``2%s~->_forge``), one crafted from there (``%h_forge->A$``)
    ("legendary_forge", 2, [r"\nLandmarks: forge->\d+/.*2%s~->_forge", r"/Z%h/.*%h_forge->A\$"]),
    # the Market's three cards beside it, a card from hand swapped for one of them
    ("black_market", 1, [r"\nLandmarks: market->\d+/[A-Z]#\w+->_market/[A-Z]#\w+->_market/[A-Z]#\w+->_market",
                         r"[A-Z]#\w+[A-Z]->_market/[A-Z]#\w+_market->[A-Z]/"]),
])
def test_what_lies_on_the_forge_and_the_market_is_written_and_read_back(landmark: str, seed: int,
                                                                         written: list[str]) -> None:
    """An extension (R401, R402): the items on the Legendary Forge's card and the cards beside
    the Black Market are at ``_forge`` and ``_market`` (their V2.8 names), set up on the
    ``Landmarks:`` line; a swap at the Market is a card from hand placed there and one taken.
    Before, they were not written: the Market's cards were drawn from nowhere, and the import
    stopped at the first line that took one. A line without the Forge's item (V2.8's ``Z%h``
    alone), and the Market's cards unnamed at setup (``3#->_market``: the lines say which
    were taken), read the same."""
    rec = play_game({"factions": ["marquise", "eyrie", "alliance"], "map": "autumn", "deck": "standard",
                     "mode": "advanced", "landmarks": {"count": 1, "cards": [landmark]},
                     "hirelings": "otter_divers,vault_keepers,sunward_expedition"}, seed, max_turns=40)
    text = export_record(rec)
    for pattern in written:
        assert re.search(pattern, text), pattern
    back = import_text(text)
    _same(rec, back)  # the snapshot holds what lies on the landmarks' cards
    assert replay(back).landmark_cards.keys() == replay(rec).landmark_cards.keys()
    short = re.sub(r"/%[a-z]_forge->[A-Z]\$", "", text)  # V2.8's ``Z%h`` alone
    # the Market's cards unnamed at setup, as a player who did not see them writes them (R402)
    short = re.sub(r"(/[A-Z]#\w+->_market){3}", "/3#->_market", short)
    assert short != text
    _same(rec, import_text(short))


@pytest.mark.law("17.4", "17.4.2", "17.6.1.II", "2.1.1")
def test_a_councils_revealed_cards_are_chosen_by_the_clearing_of_each_action() -> None:
    """The Council's line 24 (the Mountain, four players, seed 6): eight cards revealed for
    eight Birdsong actions (17.4), none written, and all returned in the Evening, four of
    them spent by Agitate (17.6.1.II). Smuggler's Trail, the only rabbit card, is the only one
    left for the Assembly in the rabbit clearing 4 once the bird cards serve elsewhere, and the
    Codebreakers the only mouse card for the recruit in 6. The search revealed a bird card
    (wild, 2.1.1) for that Assembly first, since the line spends Smuggler's Trail later; every
    order of the other cards then failed only at the last action, each failure followed by the
    Evening's steps that move nothing (the Birdsong ended early), and the budget ran out (43 s
    of CPU). Now a card that matches the clearing of the line's next atom is revealed first,
    the one matching fewest of the line's later atoms first (a bird card last).
    The game, played by the bots on the code of that day, is kept as a file (the bots' games
    change with the engine)."""
    text = (Path(__file__).parent / "games" / "council_mountain6.rootlog").read_text(encoding="utf-8")
    assert "\nT:t_c->4/2w$->/2w->4/2w->12/2w12->10/2w->12/w->6/w->12/R#smugglerstrailT->/w->$/F#standT->/" in text
    assert "/M#codebT->/" in text
    _rebuilt(text)



@pytest.mark.law("17.6.1.III", "17.6.1")
def test_an_empower_rolling_zero_is_found_before_the_point_it_scores() -> None:
    """The Council's line 16 of the drafted soak (Fall, three players, seed 3; line 17 of the
    file): three cards returned for Empowers (17.6.1.III), the last at the assembly in 10
    rolling 0, which removes nothing and scores a point (``w10->/++/w6->/++2``). The exact
    search did not search below a step that moves nothing about a clearing none of the
    line's next atoms name, and a point names none: ``empower 10`` was cut off, the budget
    ran out below ``pass``, and the import stopped at Inspire (17.6.2), 27 s of CPU. Now a
    point scored next does not cut such a step off. The game, played by the bots on the
    code of that day, is kept as a file (the bots' games change with the engine)."""
    text = (Path(__file__).parent / "games" / "council_fall3.rootlog").read_text(encoding="utf-8")
    assert "\nT:w->10/t_c->6/F#foxfolksteelT->/w$->/3w->6/t_g2->/t_c->2/w->6/XC10/Cw10->1/w10->/++/w6->/++2/" in text
    _rebuilt(text)


@pytest.mark.law("V.10.2", "9.5.5")
def test_a_quest_conned_back_into_the_quest_deck_leaves_the_lines_quests_on_top() -> None:
    """The Cheat's line 16 of the drafted soak (Fall, three players, seed 6; line 17 of the
    file): a Con (V.10.2) completes the Fundraising quest, a new quest is drawn, and the
    completed one is shuffled into the quest deck (``F#fundsV$->qdeck/F#logs->Q``); a quest
    completed later in the line draws Give a Speech (``R#speech->Q``). The import took that
    shuffle for one of the card deck (only the quest deck's first shuffle, 9.3.3, was told
    apart, by its size), so the quests the line draws after it were not put on top, and
    another came up: "the game asks 'discard' now" (9.6.3). Now a shuffle of a quest deck is
    known by the list shuffled, and puts the line's quests on top. The game is kept as a
    file (the bots' games change with the engine)."""
    text = (Path(__file__).parent / "games" / "cheat_fall6.rootlog").read_text(encoding="utf-8")
    assert "/F#fundsQ->V$/%fV$sr->se/%xV$sr->se/F#fundsV$->qdeck/F#logs->Q/++/F#logsQ->V$/" in text
    assert "/R#speech->Q/" in text and "#cheat->$" in text
    _rebuilt(text)

def _rebuilt(text: str) -> None:
    """``text`` (a file woodland exported) is imported, and exported again line for line."""
    def turns(t: str) -> list[str]:
        return [ln for ln in t.splitlines() if not ln.startswith("//")]
    assert turns(export_record(import_text(text))) == turns(text)


#: drafted games of the soak that do not come back (docs/rootlog.md, Limits): none of the 43
#: on the code of 2026-11-27 (the Council's seeds 1, 4 and 6 of the four-player Mountain, and
#: the six-player Mountain's seed 1, were fixed: tests above; so were, later that day, Fall's seeds
#: 3 and 6, the Empower rolling 0 and the quest conned back into the quest deck)
FAILING: set[tuple[str, int, int]] = set()


def _drafted(m: str, n: int, s: int) -> Any:
    fails = pytest.mark.xfail(reason="a line the search does not find (docs/rootlog.md, Limits)")
    return pytest.param({"map": m, "players": n}, s, marks=[fails] if (m, n, s) in FAILING else [])


@pytest.mark.skipif(not SOAK, reason="long: WOODLAND_SOAK=1")
@pytest.mark.parametrize("setup,seed", [
    # the drafted games of the Council found failing (docs/rootlog.md, Limits), heuristic bots
    *[_drafted(m, n, s) for m, n, s in (("mountain", 4, 10), ("mountain", 6, 6), ("winter", 4, 3))],
    *[_drafted(m, n, s) for m, n in (("autumn", 3), ("mountain", 4), ("winter", 4), ("mountain", 6))
      for s in range(1, 11)],
])
def test_soak_drafted_round_trips(setup: dict, seed: int) -> None:
    rec = play_game({"draft": POOL + ["lilypad", "council"], **setup}, seed, ["heuristic"], max_turns=14)
    _same(rec, import_text(export_record(rec)))


@pytest.mark.skipif(not SOAK, reason="long: WOODLAND_SOAK=1")
@pytest.mark.parametrize("seed", range(20, 30))
@pytest.mark.parametrize("hirelings,landmarks", [
    ("highway_bandits,the_exile,sunward_expedition", ["legendary_forge", "black_market"]),
    ("highway_bandits,the_exile,vault_keepers", ["black_market", "lost_city"]),
])
def test_soak_what_lies_on_hirelings_and_landmarks_round_trips(hirelings: str, landmarks: list[str], seed: int) -> None:
    rec = play_game({"factions": ["marquise", "eyrie", "alliance"], "map": "autumn", "deck": "standard",
                     "mode": "advanced", "landmarks": {"count": len(landmarks), "cards": landmarks},
                     "hirelings": hirelings}, seed, max_turns=30)
    _same(rec, import_text(export_record(rec)))


@pytest.mark.law("H.2.2", "4.2")
def test_a_warrior_lost_to_a_toll_and_one_recruited_are_not_read_as_a_move() -> None:
    """The Alliance's line 30 (the Highway Bandits, the Legendary Forge and the Black Market,
    seed 26 of the soak above; kept as a file, the bots' games change): the Alliance decline
    Cobbler's move and move 12->7 with an officer (``w12->7``), then recruit twice. The import
    took Cobbler's move along the Bandits' path 12->10, the warrior removed by the toll, as
    the start of ``w12->7`` (read as Field Hospitals are, 6.2.3) and a recruit at 7 as its end:
    the same pieces, but not the same line (``w12->/w->7``). The exact search no longer reads a
    removal so. The file is woodland's export of its own import."""
    text = (Path(__file__).parent / "games" / "bandits_autumn26.rootlog").read_text(encoding="utf-8")
    assert "/Zcob/F#gentlyusedknapsackA->/w->$/w12->7/XE7/" in text and "h_Tt->10_12" in text
    back = export_record(import_text(text))
    assert back.splitlines()[1:] == text.splitlines()[1:]


def test_the_cards_beside_the_black_market_come_back_in_the_same_order() -> None:
    """The export writes what lies on the landmarks' cards in one order (sorted), however the
    cards were dealt: the import deals the Market's cards in its plan's order (R402), which
    had written them back reversed at each round trip."""
    text = (Path(__file__).parent / "games" / "bandits_autumn26.rootlog").read_text(encoding="utf-8")
    dealt = [ln for ln in text.splitlines() if ln.startswith("Landmarks:")][0]
    assert dealt.startswith("Landmarks: market->3/forge->9/")
    # the file as exported: its cards beside the Market were dealt by the import's plan
    again = [ln for ln in export_record(import_text(text)).splitlines() if ln.startswith("Landmarks:")]
    assert again == [dealt]


@pytest.mark.law("L")
def test_a_card_taken_from_the_market_unnamed_is_planned_from_the_lines_that_name_it() -> None:
    """R402: ``#_market->C`` (a card taken from beside the Black Market, unnamed) is the card
    a later line takes from that hand by name, that no line brought there by name (returned
    to the Market: ``R#bankC->_market``); with the Market's cards unnamed at setup too. Before,
    it was any card, and the line naming it later could not be played."""
    rec = play_game({"factions": ["marquise", "eyrie", "alliance"], "map": "autumn", "deck": "standard",
                     "mode": "advanced", "landmarks": {"count": 1, "cards": ["black_market"]},
                     "hirelings": "otter_divers,vault_keepers,sunward_expedition"}, 51, max_turns=40)
    text = export_record(rec)
    short = re.sub(r"(/[A-Z]#\w+->_market){3}", "/3#->_market", text)
    taken = re.findall(r"/[A-Z]#\w+_market->([A-Z])", short)
    assert len(taken) >= 4  # the Marquise's and the Eyrie's swaps
    unnamed = re.sub(r"/[A-Z]#\w+_market->([A-Z])", r"/#_market->\1", short)
    assert "/#_market->C/" in unnamed and "/#_market->E/" in unnamed
    _same(rec, import_text(unnamed))


@pytest.mark.law("L")
@pytest.mark.parametrize(("name", "taken"), [
    # line 20: Root Tea, put back on line 17, taken again; line 23: the Bank, dealt there, put
    # back on line 26 (the Bank is taken again on line 29 and spent in that line)
    ("market_autumn16", {20: "/M#roottea_market->C/", 23: "/R#bank_market->C/", 29: "/R#bank_market->C/"}),
    # line 21: the Favor, put back in the swap of line 24, which took another card
    ("market_autumn29", {21: "/R#favor_market->C/"}),
    # lines 26 and 29: the Crossbow, then the Scout put back on line 26, both named on line 29
    ("market_autumn12", {26: "/M#crossbow_market->A/", 29: "/M#scout_market->A/"}),
    # line 50: the Favor, no line names it later; not the Arms Trader placed in that swap
    ("market_autumn10", {50: "/R#favor_market->A/"}),
    # line 39: the Cobbler, spent on line 45 after that line's take, the Dominance, which a
    # later line names and no take but line 45's may be (line 39's swap put one back)
    ("market_autumn30", {39: "/R#cob_market->C/", 45: "/R#dom_market->C/"}),
])
def test_cards_taken_from_the_market_unnamed_by_two_swaps_before_a_line_names_one(
        name: str, taken: dict[int, str]) -> None:
    """R402: two cards taken unnamed from the Market (``#_market->C``) before a later line names
    either (the Marquise's swaps, Fall, seeds 16 and 29 of the recipe above). The first card
    named was planned as the first take, in the order taken: on seed 16 the Bank, which the
    Marquise took on line 23 (and spent on line 29, a take of its own), was planned for line
    20, which took Root Tea, and Root Tea was then not there to be put back; on seed 29 the
    Favor put back in line 24's swap was planned as the card that swap took; on seed 12 the
    Alliance's two takes are named in one line (line 29), the Scout only after line 26 put it
    there; on seed 10 the Favor taken on line 50 is named by no later line, and the search
    took the Arms Trader that swap placed. Now the takes the lines name are planned, over the
    whole game, the card with fewest takes it may be first, each the latest take after the last atom that named
    it and never the swap that put it back; and a take no later line names is, while every
    card lying there is known, one that no later line takes from there and not the one its
    swap placed (where the log does not tell which, the first such). Seeds 10, 16 and 29
    failed before; seeds 12 and 30 did not (the first take in order was right there), but
    fail when the latest take is chosen without the fewest-first order over the whole game.
    The games are kept as files (the bots' games change)."""
    text = (Path(__file__).parent / "games" / f"{name}.rootlog").read_text(encoding="utf-8")
    back = export_record(import_text(text))
    # every line was played (the import stops at a line it cannot play); the takes named:
    for line, atom in taken.items():
        assert atom in back.splitlines()[line - 1], line


@pytest.mark.law("L", "8.3.4")
@pytest.mark.parametrize(("name", "line", "atom"), [
    # the Alliance's setup line: Protection Racket drawn as a supporter
    ("market_autumn13", 12, "/F#protectionracket->A$/"),
    # the Marquise's Evening draw
    ("market_autumn14", 21, "/F#protectionracket->C/"),
])
def test_a_card_dealt_beside_the_market_unnamed_is_not_one_a_line_draws(name: str, line: int, atom: str) -> None:
    """R402: of the Market's three cards dealt unnamed (``3#->_market``), those the lines take
    from there are planned; the others were the cards the deal's order left there, here
    Protection Racket, which a later line draws from the deck (the recipe of
    ``test_a_card_taken_from_the_market_unnamed_is_planned_from_the_lines_that_name_it``,
    Fall, seeds 13 and 14: the Alliance's setup line could not be played, nor the Marquise's
    line 21). Now such a card is one no line names, else (every card of the deck named, as
    in a long game) one of which the lines never hold every copy at once."""
    text = (Path(__file__).parent / "games" / f"{name}.rootlog").read_text(encoding="utf-8")
    assert "\nLandmarks: market->" in text and "/3#->_market" in text and atom in text.splitlines()[line - 1]
    back = export_record(import_text(text))
    assert atom in back.splitlines()[line - 1]


@pytest.mark.law("L")
def test_a_card_named_last_in_another_hand_may_be_another_copy_of_it() -> None:
    """R402: the Marquise takes unnamed from the Market on line 27 the Bank (one of its two
    copies), which it spends on line 48, after the Eyrie drew and spent the other copy (lines
    40 and 46); on line 48 it takes the Dominance, put there on line 47 and spent on line 50
    (Fall, seed 18 of the recipe above). Only line 48's take lies after both cards were last
    named; the Bank was planned for it (the earlier line), the Dominance for line 27, and line
    32's draw of the Dominance could not be played. Now, of cards with as many takes they may
    be, one whose takes a naming elsewhere narrowed is planned after the others if the deck
    holds several copies of it."""
    text = (Path(__file__).parent / "games" / "market_autumn18.rootlog").read_text(encoding="utf-8")
    assert "/B#dom->A" in text.splitlines()[31]
    back = export_record(import_text(text)).splitlines()
    assert "/R#bank_market->C/" in back[26] and "/B#dom_market->C/" in back[47]
