"""The fixed action space (woodland/rl/space.py): every legal action of every faction, map
and deck has one id, and the id gives the action back; a new kind extends the space by its
declaration alone."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cards.test_frog_cards import rare_positions as frog_rare_positions
from tests.factions.duchy.test_ch12_duchy import rare_positions as duchy_rare_positions
from tests.factions.hundreds.test_ch14_hundreds import rare_positions as hundreds_rare_positions
from tests.factions.keepers.test_keepers_games import rare_positions as keepers_rare_positions
from tests.factions.knaves.test_captains import rare_positions as knaves_rare_positions
from tests.factions.vagabond.test_v9_ronin import rare_positions as ronin_rare_positions
from tests.factions.vagabond.test_v10_v12_homeland import rare_positions as homeland_rare_positions
from tests.rules.test_appendix_l_black_market import rare_positions as market_rare_positions
from tests.rules.test_appendix_l_homeland_landmarks import rare_positions as homeland_landmark_positions
from tests.test_fuzz_expansion import MIXES
from tests.test_kinds import rare_positions
from woodland import Game
from woodland.core.actions import A
from woodland.core.kinds import ACTIONS, CLEARING, DECISIONS, FACTION, WORD, action_kind
from woodland.core.rng import Rng
from woodland.rl.space import ActionSpace, SpaceError, action_space
from woodland.testing import position

pytest.importorskip("numpy")

TESTS = Path(__file__).parent.parent
STEPS = 150


def check(sp: ActionSpace, g: Game, met: set[int]) -> None:
    """The options of ``g``'s decision have distinct ids in range, each naming its action."""
    opts = g.legal_actions()
    ids = sp.ids(opts)
    assert len(set(ids)) == len(opts) and all(0 <= i < sp.n for i in ids)
    for i, o in zip(ids, opts):
        assert sp.block(i).kind == o.kind
        name = sp.name(i)
        assert name.split()[0] == o.kind and (str(o) == name or "#" in name or o.kind in ("move", "count"))
    met.update(ids)
    a = opts[len(opts) // 2]
    assert sp.action(sp.id(a, opts), opts) == a


def test_every_legal_action_of_every_mix_map_and_deck_has_an_id_and_back() -> None:
    sp = action_space()
    met: set[int] = set()
    kinds: set[str] = set()
    setups = [{"map": ("autumn", "winter")[i % 2], "deck": ("standard", "exiles")[(i // 2) % 2], "factions": mix}
              for i, mix in enumerate(MIXES)]
    # the Underworld's factions (the Burrow is a clearing past the map's) on its maps
    setups += [{"map": m, "deck": d, "factions": mix} for m, d, mix in (
        ("lake", "standard", ["duchy", "corvid", "marquise", "vagabond"]),
        ("mountain", "exiles", ["corvid", "duchy", "eyrie", "alliance"]),
        ("autumn", "exiles", ["duchy", "corvid", "lizard", "riverfolk"]),
        # the Marauder's Lord of the Hundreds
        ("winter", "standard", ["hundreds", "marquise", "eyrie"]),
        ("lake", "exiles", ["hundreds", "vagabond", "alliance", "corvid"]))]
    # the Keepers in Iron (ch. 15)
    setups += [{"map": m, "factions": mix, "seating": "given"} for m, mix in (
        ("autumn", ["keepers", "marquise", "vagabond"]), ("winter", ["keepers", "eyrie", "alliance"]))]
    # the Twilight Council (ch. 17)
    setups += [{"map": m, "factions": mix, "seating": "given"} for m, mix in (
        ("autumn", ["council", "marquise", "eyrie"]), ("winter", ["council", "alliance", "vagabond"]))]
    # the Lilypad Diaspora (ch. 16), on the Homeland maps too
    setups += [{"map": m, "factions": mix, "seating": "given"} for m, mix in (
        ("marsh", ["lilypad", "marquise", "eyrie"]), ("gorge", ["lilypad", "alliance", "vagabond", "council"]))]
    # the Knaves of the Deepwood (ch. 18)
    setups += [{"map": m, "factions": mix, "seating": "given"} for m, mix in (
        ("autumn", ["knaves", "marquise", "eyrie"]), ("gorge", ["knaves", "alliance", "hundreds"]))]
    # appendix H: games with every implemented hireling side (tests/hirelings)
    from tests.hirelings.test_fuzz_hirelings import kind_walks

    setups += [dict(h.setup) for h in kind_walks()]
    # the Advanced Setup's draft and landmarks (A.5, A.8)
    setups += [{"map": m, "draft": True, "players": 3 + i, "landmarks": 1} for i, m in enumerate(("lake", "autumn"))]
    for i, setup in enumerate(setups):
        g = Game.new(setup, 7000 + i)
        r = Rng(i)
        for _ in range(STEPS):
            if g.pending is None:
                break
            check(sp, g, met)
            kinds.update(o.kind for o in g.legal_actions())
            opts = g.legal_actions()
            g.apply(opts[r.below(len(opts))])
    for path in sorted((TESTS / "positions" / "valid").glob("*.json")):
        data = json.loads(path.read_text())
        after = data["expect"].get("after") or {}
        g = position(data, dice=data["expect"].get("dice", after.get("dice")))
        for text in [*after.get("play", []), None]:
            if g.pending is not None:
                check(sp, g, met)
                kinds.update(o.kind for o in g.legal_actions())
            if text is not None:
                g.apply(text)
    from tests.hirelings.test_pieces import rare_positions as hireling_rare_positions  # appendix H

    for g in (rare_positions() + duchy_rare_positions()
              + hundreds_rare_positions() + keepers_rare_positions() + ronin_rare_positions()
              + homeland_rare_positions() + hireling_rare_positions() + knaves_rare_positions()
              + market_rare_positions() + homeland_landmark_positions() + frog_rare_positions()):
        check(sp, g, met)
        kinds.update(o.kind for o in g.legal_actions())
    # the walk meets most kinds; what it meets fits the space, whatever the mix
    # (every kind is met in tests/test_kinds.py; the few left here are rare in a short random
    # walk: a Keepers' delve or carry, a Council's banish_to, hirelings' actions)
    assert len(kinds) >= len(ACTIONS) - 10, " ".join(sorted(set(ACTIONS) - kinds))


def test_ids_are_fixed_by_the_action_not_by_the_other_options() -> None:
    sp = action_space()
    battle = A("battle", 5, "eyrie")
    alone = sp.ids([battle])[0]
    assert sp.ids([A("pass"), A("battle", 1, "eyrie"), battle])[2] == alone
    assert sp.name(alone) == "battle 5 eyrie"
    assert sp.action(alone, [A("pass"), battle]) == battle
    with pytest.raises(SpaceError, match="not legal now"):
        sp.action(alone, [A("pass")])
    with pytest.raises(SpaceError, match="outside the space"):
        sp.name(sp.n)


def test_a_card_has_one_id_in_every_deck() -> None:
    sp = action_space()
    (i,) = sp.ids([A("craft", "Anvil")])
    assert sp.name(i) == 'craft Anvil'
    ids = {sp.ids([A("craft", c)])[0] for c in ("Anvil", "Sword", "Bake Sale")}
    assert len(ids) == 3


def test_ordinal_arguments_rank_the_options_that_agree_on_the_rest() -> None:
    sp = action_space()
    opts = [A("use", "False Orders", 3, "eyrie"), A("use", "False Orders", 1, "eyrie"), A("use", "Sappers")]
    ids = sp.ids(opts)
    assert sp.name(ids[1]) == 'use "False Orders" #0' and sp.name(ids[0]) == 'use "False Orders" #1'
    assert sp.name(ids[2]) == "use Sappers #0"
    texts = [A("resolve", "Field Hospitals"), A("resolve", "Outrage")]
    assert [sp.name(i) for i in sp.ids(texts)] == ["resolve #0", "resolve #1"]


def test_an_argument_outside_the_vocabulary_is_one_clear_error() -> None:
    with pytest.raises(SpaceError, match="no id for 'craft \"Moon Pie\"'"):
        action_space().ids([A("craft", "Moon Pie")])
    with pytest.raises(SpaceError, match="no id for 'battle 99 eyrie'"):
        action_space().ids([A("battle", 99, "eyrie")])


def test_a_new_kind_extends_the_space_by_its_declaration_alone() -> None:
    before = action_space()
    try:
        action_kind("toy_dig", "Dig a tunnel between two clearings (a test kind)", "2.3", (CLEARING, CLEARING))
        action_kind("toy_chant", "Chant a word no vocabulary lists (a test kind)", "2.3", (WORD, FACTION))
        sp = action_space()
        nc = len(sp.vocab.values["clearing"])
        assert sp is not before and sp.n == before.n + nc * nc + 16 * len(sp.vocab.values["faction"])
        opts = [A("toy_dig", 1, 12), A("toy_chant", "om", "eyrie"), A("toy_chant", "ah", "eyrie"), A("pass")]
        ids = sp.ids(opts)
        assert [sp.action(i, opts) for i in ids] == opts
        assert sp.name(ids[2]) == "toy_chant #0 eyrie"
    finally:
        ACTIONS.pop("toy_dig", None)
        ACTIONS.pop("toy_chant", None)
    assert action_space() is before


def test_docs_list_the_space_as_it_is() -> None:
    """docs/rl.md shows the table `python -m woodland.rl.space` prints."""
    from woodland.rl.observation import markdown as observation_table
    from woodland.rl.space import markdown

    doc = (TESTS.parent / "docs" / "rl.md").read_text()
    regenerate = "docs/rl.md is stale: paste the tables of `python -m woodland.rl.space` and `python -m " \
        "woodland.rl.observation` (a kind, faction, card or decision was added)"
    assert markdown() in doc, regenerate
    assert observation_table() in doc, regenerate
    assert f"decision | {len(DECISIONS) + 1} |" in doc


@pytest.mark.law("10.4.3", "G.3")
def test_a_hirelings_building_is_numbered_as_a_piece_from_the_hirelings_own_rules() -> None:
    """A hireling's buildings and tokens are pieces the space learns from the hireling's rules
    (``building``, ``token``), not from a faction's data: Sanctify of the Vault Keepers' vault
    (an enemy building, 10.4.3) is numbered with the piece kinds, and no faction lists a
    hireling's piece."""
    from woodland.core.faction import FACTIONS
    from woodland.core.hireling import HIRELINGS
    from woodland.core.kinds import HIRELING, PIECE
    from woodland.testing import game_with

    sp = action_space()
    g = game_with(["marquise", "eyrie", "lizard"], player="lizard", phase="birdsong", strict=False,
                  hirelings={"cards": {"vault_keepers": {"controller": None, "buildings": {"1": 1}}}},
                  clearings={"8": {"lizard": 1}}, lizard={"outcast": "fox", "hated": True, "acolytes": 2},
                  hands={"lizard": ["Anvil"]})
    opts = g.legal_actions()
    a = g.parse("sanctify 1 vault_keepers vault")
    i = sp.id(a, opts)
    assert sp.block(i).shape == (CLEARING, HIRELING, PIECE) and sp.action(i, opts) == a
    kinds = {k for h in HIRELINGS.values() for k in (h.building, h.token) if k}
    assert kinds >= {"farm", "foothold", "vault"} and kinds <= set(sp.vocab.values[PIECE])
    for cls in FACTIONS.values():
        rl = cls.DATA.get("rl", {})
        named = set(rl.get("piece", ())) | {w for ws in rl.get("word", {}).values() for w in ws}
        assert not named & kinds, cls.key
