"""The codes of Rootlog V2.8 (github.com/Vagabottos/Rootlog, Rootlog_V2.md at 35d3d80) for
the factions it defines late -- the Lord of the Hundreds and the Keepers in Iron -- and
woodland's documented extensions for what it lacks (docs/rootlog.md, docs/rulings.md
R273, R375-R379): written by the export, read by the import, round trips.
"""

from __future__ import annotations

import re

import pytest

from tests.rootlog.test_rootlog import _same
from woodland.core.record import replay
from woodland.rootlog.export import export_record
from woodland.rootlog.importer import import_text
from woodland.rootlog.notation import parse
from woodland.rootlog.text import ANY_DST, ANY_SRC
from woodland.sim import play_game


def _lines(text: str, letter: str) -> list[str]:
    return [ln[2:] for ln in text.splitlines() if ln.startswith(letter + ":") and ln[2:3] != " "]


def _atoms(body: str, letter: str, factions: str) -> list[tuple[object, ...]]:
    text = "Map: Fall\nDeck: Standard\n" + "".join(f"{x}: p{i}\n" for i, x in enumerate(factions))
    return parse(text + f"{letter}:{body}\n").turns[0].atoms


@pytest.mark.law("14.2.2", "15.5.2", "15.6.2")
def test_the_examples_of_the_specification_are_read() -> None:
    """V2.8's own example sequences for the Hundreds and the Keepers."""
    assert _atoms("w12->/w_w->12", "H", "HC") == [("p", "H", "w", "12", ""), ("p", "H", "w_w", "", "12")]
    assert _atoms("t_t7_10_11->10/t10^t_2_t/#faith$_2->", "K", "KC") == [
        ("p", "K", "t_t", "7_10_11", "10"), ("f", "K", "t", "10", "t_2_t"), ("c", "", "faith", "K$_2", ANY_DST)]
    assert _atoms("t_3_f5->$/++5", "K", "KC")[0] == ("p", "K", "t_3_f", "5", "K$")
    assert _atoms("b_j_t->12", "K", "KC") == [("p", "K", "b_j_t", "", "12")]
    assert _atoms("XK9/2Kw9->/Kt_f9->2_3_7_12", "V", "VK")[-1] == ("p", "K", "t_f", "9", "2_3_7_12")
    assert _atoms("B#faith->$_1", "K", "KC") == [("c", "B", "faith", ANY_SRC, "K$_1")]


@pytest.fixture(scope="module")
def hundreds_keepers() -> tuple[dict, str]:
    rec = play_game({"factions": ["keepers", "hundreds", "vagabond"], "map": "autumn", "deck": "standard"}, 1,
                    max_turns=12)
    return rec, export_record(rec)


@pytest.mark.law("14.2.2", "14.4.3")
def test_the_warlord_is_written_as_the_specification_writes_it(hundreds_keepers: tuple[dict, str]) -> None:
    """V2.8: the warlord is the warrior ``w_w`` (not counted in ``w``); no pawn."""
    _, text = hundreds_keepers
    setup, *turns = _lines(text, "H")
    assert "4w->1/w_w->1" in setup  # 14.3.2: the warlord and four warriors
    assert any(re.search(r"w_w\d+->\d+", t) for t in turns)  # the warlord moved with its warriors
    assert not any(re.search(r"(^|/)p(\d|->)", t) for t in [setup, *turns])


@pytest.mark.law("15.2.1", "15.2.2", "15.3.5", "15.5.2")
def test_the_keepers_are_written_as_the_specification_writes_them(hundreds_keepers: tuple[dict, str]) -> None:
    """V2.8: Retinue columns ``$_1``-``$_3``, the Faithful Retainers as cards ``B#faith``,
    waystations ``b_<up>_<down>``, a relic delved moved out of its forest then flipped
    (``t_t4_7_8_12->7/t7^t_3_t``)."""
    _, text = hundreds_keepers
    setup, *turns = _lines(text, "K")
    assert all(f"B#faith->K$_{i}" in setup for i in (1, 2, 3))
    assert "$_m" not in text and "t_retainer" not in text
    body = "/".join(turns)
    assert re.search(r"(^|/)b_[tjf]_[tjf]->\d+", body)
    delve = re.search(r"t_([tjf])(\d+(?:_\d+)+)->(\d+)/t(\d+)\^t_(\d)_([tjf])", body)
    assert delve and delve.group(3) == delve.group(4) and delve.group(1) == delve.group(6)
    assert re.search(r"K\$_[123]", body)


def test_a_game_of_the_hundreds_and_the_keepers_survives_the_round_trip(
        hundreds_keepers: tuple[dict, str]) -> None:
    rec, text = hundreds_keepers
    _same(rec, import_text(text))


@pytest.mark.law("15.5.2")
def test_a_relic_may_be_written_without_its_value() -> None:
    """V2.8's optional relic notation: a face-up relic may be written ``t_f`` where no other
    relic of its type could be meant; the import reads it as the relic there."""
    rec = play_game({"factions": ["keepers", "marquise"], "map": "autumn", "deck": "standard"}, 1, max_turns=10)
    text = export_record(rec)
    short, n = re.subn(r"(?<![\^_])t_\d_([tjf])(\d+->)", r"t_\1\2", text)  # a relic moved from a clearing
    assert n  # the game moves a face-up relic (carried or recovered)
    _same(rec, import_text(short))


@pytest.mark.law("M.3.5")
def test_the_ferry_is_written_f_and_read_as_r_too() -> None:
    """V2.8 writes the Lake's ferry ``f`` (its changelog: a breaking change from ``r``), moved as
    one piece (``f1->11``); a line in the former ``r`` (woodland's exports before) reads the same."""
    rec = play_game({"factions": ["marquise", "eyrie", "riverfolk"], "map": "lake", "deck": "standard"}, 3,
                    max_turns=14)
    text = export_record(rec)
    assert "/f1->11" in text and not re.search(r"/r\d*->", text)
    _same(rec, import_text(text.replace("/f1->11", "/r1->11")))


KNAVES_GAMES = [
    (["knaves", "marquise"], "autumn", "standard", 2, 20),
    (["knaves", "hundreds", "keepers"], "lake", "standard", 1, 20),
]


@pytest.mark.law("18.2.4", "18.2.6", "18.3")
@pytest.mark.parametrize("factions,map_,deck,seed,turns", KNAVES_GAMES)
def test_a_game_of_the_knaves_survives_the_round_trip(factions: list[str], map_: str, deck: str, seed: int,
                                                      turns: int) -> None:
    """An extension (R376): the Knaves ``N``; before it, the export refused their games."""
    rec = play_game({"factions": factions, "map": map_, "deck": deck}, seed, max_turns=turns)
    text = export_record(rec)
    setup = _lines(text, "N")[0]
    assert re.search(r"w_[a-z]+->\d+(_\d+)+", setup)  # 18.3.3: each Captain with a Skunk in a forest
    assert re.search(r"\$_[a-z]+->up", setup) and "->N$sr" in setup  # the cards face up, the Stash (18.3.4)
    assert any("->acting" in t for t in _lines(text, "N")[1:])  # 18.4 Ready
    _same(rec, import_text(text))


@pytest.mark.law("H.1.1", "H.1.2", "H.3")
def test_the_hireling_examples_of_the_specification_are_read() -> None:
    """V2.8: a hireling is written as a faction ``h_<type>``: hired with its control markers
    (``h_E->A$4``), its pieces and battles (``h_Op->4/h_OXD4``)."""
    head = "Map: Fall\nDeck: Standard\nHirelings: h_E, h_O, h_Cd\nA: a\nD: b\n"
    log = parse(head + "A:h_E->A$4\nD:h_Op->4/h_OXD4/3Dw4->/h_E->\n")
    assert log.hirelings == ["last_dynasty", "riverfolk_flotilla", "feline_physicians"]
    assert log.turns[0].atoms == [("s", "h_E", "hire", "A$4")]
    assert log.turns[1].atoms[:2] == [("p", "h_O", "p", "", "4"), ("x", "h_O", "D", "4")]
    assert log.turns[1].atoms[-1] == ("s", "h_E", "hire", "")
    former = parse("Map: Fall\nDeck: Standard\nHirelings: Forest Patrol, Bluebird Nobles\nA: a\nD: b\n")
    assert former.hirelings == ["forest_patrol", "bluebird_nobles"]  # woodland's header before V2.8's


HIRELING_GAMES = [
    ("forest_patrol,otter_divers,vault_keepers", 1),
    ("furious_protector,riverfolk_flotilla,sunward_expedition", 2),
    # the uprising die rolled at setup, before the warriors are placed (R335): the import tries
    # the rolls the Hirelings line's placements need (it failed at that line before); and rolled
    # at the start of the controller's turns, in the last step of the line before: other ways of
    # that line are tried for each such turn (the import gave up after eight in all before)
    ("spring_uprising,popular_band,corvid_spies", 4),
]


@pytest.mark.law("A.6.3", "H.1.2", "H.3")
@pytest.mark.parametrize("hirelings,seed", HIRELING_GAMES)
def test_a_game_with_hirelings_survives_the_round_trip(hirelings: str, seed: int) -> None:
    """V2.8's hireling notation (R377): the sides and their setup on the ``Hirelings:`` line,
    each hireling's pieces, battles and control in the turns. Before, their actions were not
    written and the import could not rebuild such a game."""
    rec = play_game({"factions": ["marquise", "eyrie", "alliance"], "map": "autumn", "deck": "standard",
                     "hirelings": hirelings}, seed, max_turns=30)
    text = export_record(rec)
    head = next(ln for ln in text.splitlines() if ln.startswith("Hirelings: "))
    assert re.match(r"Hirelings: h_[A-Z]d?, h_[A-Z]d?, h_[A-Z]d?/\d*h_[A-Z]", head)  # the sides, their setup
    turns = "\n".join(ln for ln in text.splitlines() if re.match(r"[A-Z]:", ln))
    assert re.search(r"h_[A-Z]->[A-Z]\$\d", turns)  # hired, with its control markers (H.1.2)
    assert re.search(r"h_[A-Z]X[A-Z]\d+|Xh_[A-Z]\d+", turns)  # a hireling's battle
    _same(rec, import_text(text))


@pytest.mark.law("A.5", "A.6")
def test_the_advanced_setup_header_is_written_as_the_specification_writes_it() -> None:
    """V2.8's ``Landmarks: city->10`` and ``Hirelings: h_P, h_Td/...``, in its order (Landmarks,
    Hirelings, Pool); before, woodland wrote the names (``Landmarks: the Lost City 10``)."""
    pool = ["marquise", "eyrie", "alliance", "vagabond", "duchy", "corvid", "riverfolk", "lizard", "hundreds",
            "keepers"]
    rec = play_game({"map": "lake", "draft": pool, "players": 4, "landmarks": {"count": 1, "cards": ["lost_city"]},
                     "hirelings": "random"}, 3, ["heuristic"], max_turns=6)
    lines = [ln.split("//")[0].strip() for ln in export_record(rec).splitlines()]
    heads = [ln.split(":")[0] for ln in lines if ln.startswith(("Landmarks:", "Hirelings:", "Pool:"))]
    assert heads == ["Landmarks", "Hirelings", "Pool"]
    assert re.fullmatch(r"Landmarks: city->\d+", next(ln for ln in lines if ln.startswith("Landmarks:")))
    hired = next(ln for ln in lines if ln.startswith("Hirelings:"))
    assert re.fullmatch(r"Hirelings: h_[A-Z]d?, h_[A-Z]d?, h_[A-Z]d?(/.*)?", hired)
    assert parse("\n".join(lines)).hirelings  # read back


@pytest.fixture(scope="module")
def artisans() -> tuple[dict, str]:
    rec = play_game({"factions": ["marquise", "eyrie", "alliance"], "map": "autumn", "deck": "standard",
                     "hirelings": "mole_artisans,forest_patrol,otter_divers"}, 13, max_turns=40)
    return rec, export_record(rec)


@pytest.mark.law("H.2.2")
def test_the_cards_the_mole_artisans_hold_are_written_on_their_card(artisans: tuple[dict, str]) -> None:
    """An extension (R541): an item card crafted and revealed to the Mole Artisans (R242) lies on
    the hireling's card, written as the Exile's items are (``h_D$``): put there after the craft
    (``Z%b/.../M#mouseinasackA->h_D$``) and back to the hand at the end of the Evening
    (``M#mouseinasackh_D$->A``). Before, the line showed the craft alone and the card stayed in
    the hand, so a round trip could not tell where it was meanwhile."""
    rec, text = artisans
    assert rec["actions"].count("artisans_reveal") == 3
    line = next(ln for ln in _lines(text, "A") if "/Z%b/" in ln and "h_D$" in ln)
    put, back = line.index("/M#mouseinasackA->h_D$/"), line.index("/M#mouseinasackh_D$->A/")
    assert line.index("/Z%b/") < put < back  # crafted, revealed, then back in the hand
    assert "M#mouseinasackA->/" not in line  # not discarded
    assert _atoms("M#mouseinasackh_D$->A", "A", "CEA") == [("c", "M", "mouseinasack", "h_D$", "A")]
    back_rec = import_text(text)
    assert back_rec["actions"].count("artisans_reveal") == 3
    _same(rec, back_rec)  # the same atoms turn by turn: the card on the Artisans' card, then back


@pytest.mark.law("H.2.2")
def test_a_line_without_the_mole_artisans_cards_is_read_as_v28_writes_it(artisans: tuple[dict, str]) -> None:
    """V2.8 writes the craft alone (``Z%b``): a log without the cards put on the Artisans' card and
    taken back is read too (R541), the card revealed, not discarded, as the later lines need."""
    rec, text = artisans
    plain = re.sub(r"/[A-Z]#[a-z]*(?:[A-Z]->h_D\$|h_D\$->[A-Z])(?=/|$)", "", text, flags=re.M)
    assert "h_D$" not in plain and plain != text
    back = import_text(plain)
    assert back["actions"].count("artisans_reveal") == 3
    _same(rec, back)


@pytest.mark.law("A.6.3", "H.2.2", "H.2.4")
def test_the_highway_bandits_and_the_exile_are_written_and_read_back() -> None:
    """An extension (R399, R400): the Highway Bandits' bandits are tokens on paths
    (``h_Tt->1_9``, taken back ``h_Tt1_9->``), the Exile's pawn stands in a forest
    (``h_Vp->1_2_5_10``) and its items lie on its card (``3%u~->h_V$``: its clubs; exhausted
    ``h_V$e``; given by Aid ``%bA$->h_V$``). Before, neither was written: the import placed
    the bandits and the Exile where its own first choices put them, and their game was lost."""
    rec = play_game({"factions": ["marquise", "eyrie", "alliance"], "map": "autumn", "deck": "standard",
                     "hirelings": "highway_bandits,the_exile,sunward_expedition"}, 2, max_turns=40)
    text = export_record(rec)
    head = next(ln for ln in text.splitlines() if ln.startswith("Hirelings: "))
    assert re.search(r"/h_Tt->\d+_\d+/h_Tt->\d+_\d+", head) and re.search(r"/h_Vp->[\d_]+/3%u~->h_V\$", head)
    turns = "\n".join(_lines(text, "C") + _lines(text, "E") + _lines(text, "A"))
    for done in (r"h_Tt\d+_\d+->", r"h_Vp->[\d_]+", r"%uh_V\$->h_V\$e", r"3%uh_V\$e->h_V\$", r"%[a-z][A-Z]\$->h_V\$"):
        assert re.search(done, turns), done  # taken back; moved; exhausted; refreshed; given by Aid
    back = import_text(text)
    _same(rec, back)
    assert [h.state for h in replay(back).hirelings.cards] == [h.state for h in replay(rec).hirelings.cards]
