"""Rootlog extensions for what V2.8 has no words for (docs/rootlog.md, Extensions): the Squires
and Disciples deck (``Deck: S&D``, R480) with the Lilypad Diaspora's frog cards; the Marsh
with five or more players, unflooded, its Homeland landmarks on the ``Landmarks:`` line
(``Flooded: none``, R481); the building in the Elder Treetop's slot (``treetop->Cb_s``, R482).
Each: export -> import gives the same record, and a line that breaks the notation is
rejected in one line saying why."""

from __future__ import annotations

import re

import pytest

from tests.rootlog.test_rootlog import SOAK, _same
from woodland.core.record import replay
from woodland.rootlog.export import export_record
from woodland.rootlog.importer import ImportError_, import_text
from woodland.rootlog.model import snapshot
from woodland.rootlog.notation import NotationError
from woodland.rootlog.track import codes_for
from woodland.sim import play_game

# -- the Squires and Disciples deck (R480) -------------------------------------------------

#: the Rootlog names of the Squires deck's own cards (docs/decks/squires.md)
SQUIRES = r"(skycouriers|spynetwork|silvertongue|shadowcouncil|featherrufflers|foxsquires|rabbitsquires|" \
          r"mousesquires|boldleadership|supplytrain|tactician|apprentice|friendofthe\w+|raidingparty|" \
          r"miceinabush|brazendemagogue)"


def _squires_game(seed: int = 1, turns: int = 10) -> dict:
    return play_game({"factions": ["marquise", "eyrie", "alliance"], "map": "autumn", "deck": "squires"}, seed,
                     max_turns=turns)


@pytest.mark.law("A.2")
@pytest.mark.parametrize("seed", [1, 2])
def test_a_game_with_the_squires_deck_survives_the_round_trip(seed: int) -> None:
    """Before, the export wrote ``Deck: squires``, which the import refused at line 3."""
    rec = _squires_game(seed)
    text = export_record(rec)
    assert "\nDeck: S&D\n" in text
    assert re.search(r"[BFRM]#" + SQUIRES, text)  # its cards by their plain names
    _same(rec, import_text(text))
    # woodland's earlier exports named the deck by its key: still read
    _same(rec, import_text(text.replace("Deck: S&D", "Deck: squires")))


@pytest.mark.law("16.3.4", "A.2")
@pytest.mark.parametrize("deck", ["standard", "exiles", "squires"])
def test_the_frog_cards_are_written_and_read_back_in_every_deck(deck: str) -> None:
    """The Diaspora shuffle their frog cards into the deck (16.3.4), the Squires deck too:
    written ``G#<name>`` (Frog Partisans ``G#part``, as V2.8 abbreviates every Partisans)."""
    rec = play_game({"factions": ["lilypad", "marquise", "eyrie"], "map": "autumn", "deck": deck}, 1, max_turns=16)
    text = export_record(rec)
    frogs = set(re.findall(r"G#(\w+?)[A-Z]?->", text)) - {"dom", "@"}
    assert len(frogs) >= 3, frogs  # frog cards other than Frog Dominance drawn, played, crafted
    _same(rec, import_text(text))


def test_frog_partisans_are_written_part() -> None:
    rec = play_game({"factions": ["lilypad", "marquise", "eyrie"], "map": "autumn", "deck": "squires"}, 2,
                    max_turns=16)
    text = export_record(rec)
    assert "G#part" in text and "frogpartisans" not in text
    _same(rec, import_text(text.replace("G#part", "G#frogpartisans")))  # the full name is read too


@pytest.mark.law("A.2", "2.1")
def test_a_card_shuffled_into_a_deck_that_still_holds_cards_leaves_the_lines_draws_on_top() -> None:
    """Spy Network is shuffled into the deck (its card: ``B#spynetworkE$->deck``), which still
    holds cards. The import put the cards a line draws on top of a deck only when one was
    formed anew (2.1: the deck ran out), so a draw later in the same line came from anywhere
    in it and the line could not be played (found on the six-player Marsh, seed 22, line 30,
    before the deck had all 54 cards; here the Alliance's line of seed 14 draws Smuggler's
    Trail after the Spy Network of an earlier player's line is shuffled in)."""
    rec = play_game({"factions": ["marquise", "eyrie", "alliance"], "map": "autumn", "deck": "squires"}, 14,
                    max_turns=30)
    text = export_record(rec)
    assert re.search(r"\n([A-Z]):[^\n]*B#spynetwork[A-Z]\$->deck/[^\n]*[A-Z]#\w+->[A-Z]\$?\n", text)
    _same(rec, import_text(text))


@pytest.mark.law("A.2")
def test_a_card_of_another_deck_is_rejected_on_its_line() -> None:
    rec = _squires_game(1, 4)
    text = export_record(rec)
    line = next(ln for ln in text.splitlines() if ln.startswith("A:") and "#" in ln)
    no = text.splitlines().index(line) + 1
    card = re.search(r"[BFRM]#\w+->A\b", line)
    assert card is not None
    with pytest.raises(ImportError_) as e:  # Royal Claim is the Standard deck's
        import_text(text.replace(line, line.replace(card.group(0), "B#royal->A")))
    assert e.value.line == no and "B#royal is not a card of the S&D deck" in str(e.value)
    assert "\n" not in str(e.value)
    with pytest.raises(ImportError_, match="is not a card of the Standard deck"):  # the deck misnamed
        import_text(text.replace("Deck: S&D", "Deck: Standard"))
    with pytest.raises(NotationError, match=r"deck 'S&X' is not one woodland has \(known: Standard, E&P, S&D\)"):
        import_text(text.replace("Deck: S&D", "Deck: S&X"))


# -- the Marsh with five or more players (M.5.1.II, R470, R481) --------------------------------

FIVE = {"factions": ["marquise", "eyrie", "alliance", "vagabond", "riverfolk"], "map": "marsh", "deck": "exiles"}
SIX = {"factions": ["lilypad", "council", "marquise", "eyrie", "alliance", "vagabond"], "map": "marsh",
       "deck": "squires", "mode": "advanced", "landmarks": {"count": 1, "cards": ["elder_treetop"]}}


@pytest.mark.law("M.5.1.II")
@pytest.mark.parametrize("setup,seed,turns", [
    (FIVE, 1, 12),
    # six players, the Homeland factions, the Squires deck, and a landmark dealt besides (A.5)
    (SIX, 5, 18),
])
def test_the_unflooded_marsh_survives_the_round_trip(setup: dict, seed: int, turns: int) -> None:
    """Nothing floods (``Flooded: none``), and the board's Mousehold, Foxburrow and Rabbittown
    stand where the ``Landmarks:`` line says (R470: in the clearings left without a suit
    marker, each of its landmark's suit). Before, the import stopped at the ``Landmarks:``
    line."""
    rec = play_game(setup, seed, max_turns=turns)
    text = export_record(rec)
    assert "\nFlooded: none\n" in text
    head = re.search(r"\nLandmarks: (.*?) //", text)
    assert head is not None
    marks = dict(m.split("->") for m in head.group(1).split("/"))
    assert {"mousehold", "foxburrow", "rabbittown"} <= marks.keys()
    back = import_text(text)
    _same(rec, back)  # the landmarks where they were, among the rest
    assert replay(back).landmarks == replay(rec).landmarks


def _five() -> tuple[str, dict[str, str], dict[str, str]]:
    """A five-player Marsh game's text, its board landmarks' clearings and the clearings' suits."""
    text = export_record(play_game(FIVE, 1, max_turns=4))
    head = re.search(r"\nLandmarks: (.*?) //", text)
    suits = re.search(r"\nClearings: (.*)", text)
    assert head is not None and suits is not None
    return (text, dict(m.split("->") for m in head.group(1).split("/")),
            {s[1:]: s[0] for s in suits.group(1).split(", ")})


@pytest.mark.law("M.5.1.I", "M.5.1.II")
def test_a_header_the_unflooded_marsh_does_not_allow_is_rejected() -> None:
    text, marks, suits = _five()
    with pytest.raises(ImportError_, match=r"with 5 players nothing floods \('Flooded: none'\) \(Law M.5.1.II\)"):
        import_text(text.replace("Flooded: none", "Flooded: Mudflat, Bulrush, Fen"))
    rabbittown = f"rabbittown->{marks['rabbittown']}"
    with pytest.raises(ImportError_) as e:  # the board's landmarks must be placed where the line says
        import_text(re.sub(f"/?{rabbittown}", "", text))
    assert "the 'Landmarks:' line names where" in str(e.value) and e.value.rules == ["M.5.1.II"]
    other = next(s for s in "FRM" if s != suits[marks["rabbittown"]])
    with pytest.raises(ImportError_, match=f"clearing {marks['rabbittown']} holds Rabbittown: its suit is rabbit"):
        import_text(text.replace(f" R{marks['rabbittown']},", f" {other}{marks['rabbittown']},")
                    .replace(f" R{marks['rabbittown']}\n", f" {other}{marks['rabbittown']}\n"))
    # fewer players: the Marsh floods one clearing of each group (M.5.1.I)
    three = export_record(play_game({"factions": ["marquise", "eyrie", "alliance"], "map": "marsh"}, 1, max_turns=2))
    with pytest.raises(ImportError_, match=r"'Flooded: none' cannot be played: with 3 players one clearing of each"):
        import_text(re.sub(r"Flooded: .*", "Flooded: none", three))
    # without the 'Flooded:' line, five players flood nothing all the same
    _same(play_game(FIVE, 1, max_turns=4), import_text(text.replace("Flooded: none\n", "")))


@pytest.mark.law("A.5.3", "L")
def test_the_homeland_landmarks_dealt_in_the_advanced_setup_survive_the_round_trip() -> None:
    """On another map they are landmark cards like the others (A.5): the same names."""
    rec = play_game({"factions": ["marquise", "eyrie", "alliance"], "map": "autumn", "mode": "advanced",
                     "landmarks": {"count": 2, "cards": ["mousehold", "rabbittown"]}}, 2, max_turns=12)
    text = export_record(rec)
    assert re.search(r"\nLandmarks: mousehold->\d+/rabbittown->\d+ ", text)
    back = import_text(text)
    _same(rec, back)
    assert replay(back).landmarks == replay(rec).landmarks


# -- the Elder Treetop's slot (R373, R482) -------------------------------------------------------

TREETOP = {"factions": ["marquise", "eyrie", "alliance"], "map": "autumn", "deck": "standard", "mode": "advanced",
           "landmarks": {"count": 1, "cards": ["elder_treetop"]}}


@pytest.mark.law("L", "2.2.3")
@pytest.mark.parametrize("seed,turns,building", [
    (4, 24, "Cb_r"),
    (13, 24, "Eb"),
    # the Marquise's workshop there, removed by the Alliance's Favor of the Mice (``treetop->``),
    # then their recruiter (``treetop->Cb_r``)
    (12, 40, "Cb_w"),
])
def test_the_building_in_the_treetops_slot_is_written_and_read_back(seed: int, turns: int, building: str) -> None:
    """``treetop->Cb_r`` on the line that places the recruiter there with the printed slots
    full (R373); ``treetop->`` where it is removed. Before, it was not written: an import was
    not checked for which building stands there (the snapshot did not hold it)."""
    rec = play_game(TREETOP, seed, max_turns=turns)
    text = export_record(rec)
    if seed == 12:
        assert re.search(r"\nA:.*/3Cb_w2->/.*/treetop->/.*\n(.*\n)*C:.*/b_r->2/treetop->Cb_r/", text)
    where = re.search(r"\nLandmarks: treetop->(\d+)", text)
    assert where is not None
    line = next(ln for ln in text.splitlines() if f"/treetop->{building}" in ln)
    assert re.search(rf"{building[1:]}->{where.group(1)}/treetop->{building}", line)  # after its placement
    back = import_text(text)
    _same(rec, back)
    assert replay(back).landmark_cards["elder_treetop"] == replay(rec).landmark_cards["elder_treetop"] != ()
    # V2.8 does not write it: a line without it is read, the slot filled by the rules (R373)
    _same(rec, import_text(re.sub(r"/treetop->\w*", "", text)))


def test_which_building_is_in_the_treetops_slot_is_part_of_the_snapshot() -> None:
    """So that the round trip compares it (``_same``)."""
    g = replay(play_game(TREETOP, 4, max_turns=24))
    assert g.landmark_cards["elder_treetop"]
    h = g.clone()
    h.landmark_cards["elder_treetop"] = ()
    assert snapshot(g, codes_for(g)).key(g) != snapshot(h, codes_for(h)).key(h)


@pytest.mark.law("L")
def test_a_treetop_line_that_cannot_be_is_rejected_with_its_reason() -> None:
    text = export_record(play_game(TREETOP, 4, max_turns=24))
    lines = text.splitlines()
    no = next(i for i, ln in enumerate(lines, 1) if "/treetop->Cb_r" in ln)
    with pytest.raises(NotationError, match=rf"line {no}: cannot read 'treetop->7': a landmark's slot holds a "
                                            r"building"):
        import_text(text.replace("treetop->Cb_r", "treetop->7"))
    with pytest.raises(NotationError, match=r"cannot read 'treetop->Xb': no faction 'X' in this game"):
        import_text(text.replace("treetop->Cb_r", "treetop->Xb"))
    # the Eyrie place no building on the Marquise's line
    with pytest.raises(NotationError) as e:
        import_text(text.replace("treetop->Cb_r", "treetop->Eb"))
    assert e.value.line == no and "places no E building there" in str(e.value) and "R373" in str(e.value)
    # the Marquise's recruiter is placed there, not a sawmill
    with pytest.raises(ImportError_) as f:
        import_text(text.replace("treetop->Cb_r", "treetop->Cb_s"))
    assert f.value.line == no and "'treetop->Cb_s'" in str(f.value) and "\n" not in str(f.value)
    # a slot emptied where no building is removed
    first = next(i for i, ln in enumerate(lines) if re.match(r"[A-Z]:", ln) and i >= no)  # a line after it
    bad = "\n".join(lines[:first] + [lines[first] + "/treetop->"] + lines[first + 1:])
    with pytest.raises(NotationError, match=r"slot is emptied as its building is removed from \d+, and this line "
                                            "removes no building there"):
        import_text(bad)
    with pytest.raises(NotationError, match="no treetop on the 'Landmarks:' line"):
        import_text(re.sub(r"\nLandmarks: .*", "", text))


# -- soak (WOODLAND_SOAK=1) ---------------------------------------------------------------------

MIXES = [
    {"factions": ["marquise", "eyrie", "alliance"], "map": "autumn", "deck": "squires"},
    {"factions": ["lilypad", "vagabond", "duchy", "corvid"], "map": "winter", "deck": "squires"},
    {"factions": ["riverfolk", "lizard", "hundreds", "keepers"], "map": "lake", "deck": "squires"},
    FIVE,
    SIX,
    TREETOP,
]


@pytest.mark.skipif(not SOAK, reason="long: WOODLAND_SOAK=1")
@pytest.mark.parametrize("seed", range(20, 30))
@pytest.mark.parametrize("mix", range(len(MIXES)))
def test_soak_extensions_round_trip(mix: int, seed: int) -> None:
    rec = play_game(MIXES[mix], seed, max_turns=30)
    _same(rec, import_text(export_record(rec)))
