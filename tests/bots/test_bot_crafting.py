"""The heuristic bots craft the cards of the deck in play (woodland/bots/crafting.py: one worth
of crafting a card for every faction; exiles_cards.py, squires_cards.py and frog_cards.py for
the cards' uses): a bot with a good card and the means crafts it, one whose use it cannot
plan is left in hand, and bots-only games of every faction on the Exiles and Partisans and
the Squires and Disciples decks finish.

Autumn clearings (printed number: suit): fox 1, 6, 8, 12; rabbit 3, 4, 5, 10; mouse 2, 7, 9, 11.
"""

from __future__ import annotations

from typing import Any

import pytest

from woodland import Game
from woodland.bots import make_bot
from woodland.bots.crafting import craft_worth
from woodland.bots.heuristic import HeuristicBot
from woodland.bots.heuristic_common import STRATEGIES, Info, Memory
from woodland.core.cards import load_deck
from woodland.core.rng import Rng
from woodland.sim import Observation
from woodland.testing import game_with, position

FOX_WORKSHOPS = {"1": {"marquise": {"warriors": 2, "buildings": ["workshop"]}},
                 "8": {"marquise": {"warriors": 2, "buildings": ["workshop"]}},
                 "12": {"marquise": {"warriors": 2, "buildings": ["workshop"]}}}


def decide(g: Game) -> str:
    assert g.pending is not None
    return str(HeuristicBot(1).decide(Observation(g, g.pending.seat), g.pending.options))


def info_of(g: Game, seat: int) -> Info:
    assert g.pending is not None
    return Info(g.view(seat), g.pending.options if g.pending.seat == seat else [])


def strategy(key: str) -> Any:
    return STRATEGIES[key](Rng(1), Memory())


@pytest.mark.law("4.1.1", "4.1.3", "6.5.2")
def test_the_marquise_crafts_an_exiles_card_worth_having() -> None:
    # three fox workshops pay Propaganda Bureau's three any-suit icons; an enemy warrior
    # replaced by hers every Daylight is worth a craft before anything else
    g = game_with(["marquise", "eyrie"], player="marquise", deck="exiles", empty_hands=True,
                  clearings={**FOX_WORKSHOPS, "5": {"eyrie": 2}},
                  hands={"marquise": ["Propaganda Bureau"]})
    assert decide(g) == 'craft "Propaganda Bureau"'


@pytest.mark.law("4.1.1", "6.5.2", "4.3")
def test_the_marquise_crafts_eyrie_emigre_only_with_a_good_battle_in_reach() -> None:
    # Eyrie Emigre forces a move and a battle every Birdsong (or is lost): with only her two
    # warriors of Beach (1) against two of the Eyrie's in Creek (5) next door, she leaves it,
    # though the workshops could pay for it; against a lone warrior there she crafts it
    g = game_with(["marquise", "eyrie"], player="marquise", deck="exiles", empty_hands=True,
                  clearings={**FOX_WORKSHOPS, "5": {"eyrie": 2}},
                  hands={"marquise": ["Eyrie Emigre"]})
    assert g.pending is not None
    assert 'craft "Eyrie Emigre"' in [str(a) for a in g.pending.options]
    assert not decide(g).startswith("craft")
    g = game_with(["marquise", "eyrie"], player="marquise", deck="exiles", empty_hands=True,
                  clearings={**FOX_WORKSHOPS, "5": {"eyrie": 1}},
                  hands={"marquise": ["Eyrie Emigre"]})
    assert decide(g) == 'craft "Eyrie Emigre"'
    # no warriors to move (the Vagabond): never
    deck = load_deck("exiles")
    g = game_with(["vagabond", "marquise"], player="vagabond", deck="exiles",
                  clearings={"1": {"marquise": 1}}, vagabond={"character": "ranger", "clearing": 5,
                                                              "items": ["boots", "torch", "sword", "hammer"]})
    assert craft_worth(strategy("vagabond"), info_of(g, 0), deck.types[deck.by_label["eyrie emigre"]]) < 0


@pytest.mark.law("4.1.1", "6.5.2")
def test_the_marquise_crafts_a_squires_card() -> None:
    g = game_with(["marquise", "eyrie"], player="marquise", deck="squires", empty_hands=True,
                  clearings={**FOX_WORKSHOPS, "5": {"eyrie": 2}},
                  hands={"marquise": ["Feather Rufflers"]})
    assert decide(g) == 'craft "Feather Rufflers"'


@pytest.mark.law("7.2.3", "7.8.1", "4.1.2")
def test_an_item_is_worth_its_points_to_the_crafter_one_to_the_eyrie_unless_builder() -> None:
    deck = load_deck("exiles")
    boots = deck.types[deck.by_label["travel gear (mouse)"]]
    assert boots.kind == "item" and boots.vp == 1
    sword = deck.types[deck.by_label["sword"]]
    assert sword.vp == 2
    roost = {"1": {"eyrie": {"warriors": 2, "buildings": ["roost"]}}}
    g = game_with(["eyrie", "marquise"], player="eyrie", phase="birdsong", deck="exiles",
                  eyrie={"leader": "charismatic"}, clearings=roost)
    eyrie = info_of(g, 0)
    assert craft_worth(strategy("eyrie"), eyrie, sword) == craft_worth(strategy("eyrie"), eyrie, boots)
    g = game_with(["eyrie", "marquise"], player="eyrie", phase="birdsong", deck="exiles",
                  eyrie={"leader": "builder"}, clearings=roost)
    builder = info_of(g, 0)
    assert craft_worth(strategy("eyrie"), builder, sword) == craft_worth(strategy("eyrie"), builder, boots) + 1
    # the Marquise scores the printed points
    g = game_with(["marquise", "eyrie"], player="marquise", deck="exiles")
    m = info_of(g, 0)
    assert craft_worth(strategy("marquise"), m, sword) > craft_worth(strategy("marquise"), m, boots)


@pytest.mark.law("4.1.2")
def test_master_engravers_adds_a_point_to_every_item_and_points_that_win_come_first() -> None:
    deck = load_deck("exiles")
    sword = deck.types[deck.by_label["sword"]]
    g = game_with(["marquise", "eyrie"], player="marquise", deck="exiles")
    plain = craft_worth(strategy("marquise"), info_of(g, 0), sword)
    g = game_with(["marquise", "eyrie"], player="marquise", deck="exiles",
                  crafted={"marquise": ["Master Engravers"]})
    assert craft_worth(strategy("marquise"), info_of(g, 0), sword) == plain + 1
    g = game_with(["marquise", "eyrie"], player="marquise", deck="exiles", scores={"marquise": 28})
    assert craft_worth(strategy("marquise"), info_of(g, 0), sword) >= 100  # 3.2.1: it wins


@pytest.mark.law("9.2.5")
def test_cards_that_need_warriors_or_a_crafted_items_box_are_not_for_the_vagabond() -> None:
    deck = load_deck("exiles")
    g = game_with(["vagabond", "marquise"], player="vagabond", deck="exiles",
                  clearings={"1": {"marquise": 3}}, vagabond={"character": "ranger", "clearing": 1,
                                                              "items": ["boots", "torch", "sword", "hammer"]})
    vb, st = info_of(g, 0), strategy("vagabond")
    for label in ("League of Adventurous Mice", "Propaganda Bureau", "Tunnels", "Corvid Planners"):
        assert craft_worth(st, vb, deck.types[deck.by_label[label.lower()]]) < 0, label
    assert craft_worth(st, vb, deck.types[deck.by_label["charm offensive"]]) > 0


@pytest.mark.law("16.2.2")
def test_assimilationists_is_worth_crafting_for_an_enemy_of_the_diaspora_only() -> None:
    # a Peaceful enclave in Creek (5), which the Marquise rules: Assimilationists removes it
    spec: dict[str, Any] = {"factions": ["lilypad", "marquise"], "ruins": [], "deck": "exiles",
                            "turn": {"player": "marquise", "phase": "daylight"},
                            "clearings": {"5": {"lilypad": {"warriors": 0, "tokens": ["peaceful"]},
                                                "marquise": {"warriors": 3}}},
                            "hands": {"lilypad": [], "marquise": []}}
    g = position(spec)
    deck = load_deck("exiles")
    card = deck.types[deck.by_label["assimilationists"]]
    assert craft_worth(strategy("marquise"), info_of(g, 1), card) > 0
    assert craft_worth(strategy("lilypad"), info_of(g, 0), card) < 0


def _play_counting(facs: list[str], deck: str, seed: int) -> tuple[bool, int]:
    """A bots-only heuristic game; whether it ended, and the non-item cards crafted."""
    g = Game.new({"map": "autumn", "deck": deck, "factions": facs}, seed)
    d = load_deck(deck)
    bots = {k: make_bot("heuristic", seed * 7919 + i + 1) for i, k in enumerate(facs)}
    keys = [f.key for f in g.factions]
    effects = 0
    while g.pending is not None and g.turn < 300:
        p = g.pending
        a = bots[keys[p.seat]].decide(Observation(g, p.seat), p.options)
        if a.kind == "craft" and a.args and d.types[d.by_label[str(a.args[0]).lower()]].kind != "item":
            effects += 1
        g.apply(a)
    return g.result is not None, effects


MIXES = [["marquise", "eyrie", "alliance", "vagabond", "lizard"],
         ["riverfolk", "corvid", "duchy", "hundreds"],
         ["keepers", "council", "lilypad", "knaves"]]


@pytest.mark.parametrize("deck", ["exiles", "squires"])
@pytest.mark.parametrize("facs", MIXES, ids=["-".join(m) for m in MIXES])
def test_bots_only_games_on_the_deck_finish_and_craft_its_cards(facs: list[str], deck: str) -> None:
    ended, effects = 0, 0
    for seed in (1, 2):
        done, n = _play_counting(facs, deck, seed)
        ended += done
        effects += n
    assert ended == 2
    assert effects >= 1  # some effect card of the deck (or a frog card) was crafted


@pytest.mark.law("4.1.3", "G.23")
def test_the_bot_uses_propaganda_bureau_with_a_spare_card_of_the_clearings_suit() -> None:
    # a mouse card worth no more than a plain card pays to replace the Eyrie warrior in
    # Pond (9, mouse) with one of hers; holding only a dominance card of that suit she keeps
    # it (spent, it would become available to all, 3.3.3)
    spec: dict[str, Any] = dict(clearings={"1": {"marquise": 1}, "9": {"eyrie": 1}},
                                crafted={"marquise": ["Propaganda Bureau"]})
    g = game_with(["marquise", "eyrie"], player="marquise", deck="exiles", empty_hands=True,
                  hands={"marquise": ["Master Engravers"]}, **spec)
    assert decide(g) == 'use "Propaganda Bureau" 9 eyrie'
    g = game_with(["marquise", "eyrie"], player="marquise", deck="exiles", empty_hands=True,
                  hands={"marquise": ["Mouse Dominance"]}, **spec)
    assert g.pending is not None and 'use "Propaganda Bureau" 9 eyrie' in [str(a) for a in g.pending.options]
    assert not decide(g).startswith("use")


def _informants_evening(recruiters: int, hand: list[str], discard: list[str]) -> Game:
    """The Marquise's Evening draw with Informants crafted: 1 card, +1 from the third
    recruiter on the map, +1 from the fifth (6.6)."""
    cl = {str(c): {"marquise": {"warriors": 1, "buildings": ["recruiter"]}} for c in (1, 5, 9, 10, 2)[:recruiters]}
    g = game_with(["marquise", "eyrie"], player="marquise", phase="evening", deck="exiles", empty_hands=True,
                  clearings=cl or {"1": {"marquise": 1}}, crafted={"marquise": ["Informants"]},
                  hands={"marquise": hand}, discard=discard, deck_top=["Sword"])
    assert g.pending is not None and g.pending.kind == "evening_draw"
    return g


@pytest.mark.law("6.6", "4.1.3")
def test_the_bot_takes_an_ambush_with_informants_rather_than_one_random_card() -> None:
    g = _informants_evening(0, ["Anvil"], ["Ambush (fox)", "Bake Sale"])
    assert g.view(0)["pending"]["facts"] == {"procedure": "draw", "draws": 1, "hand_limit": 5}
    assert decide(g) == 'use Informants "Ambush (fox)"'
    # of two ambushes the bird one (it matches every clearing, 2.1.1)
    g = _informants_evening(0, ["Anvil"], ["Ambush (fox)", "Ambush (bird)"])
    assert decide(g) == 'use Informants "Ambush (bird)"'


@pytest.mark.law("6.6", "4.1.3")
def test_the_bot_draws_when_the_draw_brings_more_than_an_ambush() -> None:
    # three recruiters: the draw brings two cards (6.6), worth more than one suited ambush
    g = _informants_evening(3, ["Anvil"], ["Ambush (fox)"])
    assert g.view(0)["pending"]["facts"]["draws"] == 2
    assert decide(g) == "draw"


@pytest.mark.law("9.6.2", "9.6.3")
def test_the_vagabonds_draw_shows_its_size_for_informants() -> None:
    g = game_with(["marquise", "vagabond"], player="vagabond", phase="evening", deck="exiles", empty_hands=True,
                  clearings={"1": {"marquise": 1}}, crafted={"vagabond": ["Informants"]},
                  discard=["Ambush (mouse)"], deck_top=["Sword"], vagabond={"character": "thief", "clearing": 5})
    assert g.pending is not None and g.pending.kind == "evening_draw"
    assert g.view(1)["pending"]["facts"] == {"procedure": "draw", "draws": 1, "hand_limit": 5}
    assert decide(g) == 'use Informants "Ambush (mouse)"'


@pytest.mark.law("4.1.1", "6.5.2")
def test_informants_is_crafted_by_a_faction_that_draws_in_evening_not_by_the_riverfolk() -> None:
    deck = load_deck("exiles")
    card = deck.types[deck.by_label["informants"]]
    g = game_with(["marquise", "riverfolk"], player="marquise", deck="exiles", discard=["Ambush (fox)"])
    assert craft_worth(strategy("marquise"), info_of(g, 0), card) > 0
    # the Riverfolk draw no cards in Evening (11.6): nothing to replace
    assert craft_worth(strategy("riverfolk"), info_of(g, 1), card) < 0


def _emigre_birdsong(holder: str, clearings: dict[str, Any], **spec: Any) -> Game:
    """``holder``'s end of Birdsong with Eyrie Emigre crafted: its move is asked (1.4.1)."""
    others = [k for k in ("marquise", "eyrie", "alliance") if k != holder]
    g = game_with([holder, *others], player=holder, phase="birdsong", deck="exiles", empty_hands=True,
                  clearings=clearings, crafted={holder: ["Eyrie Emigre"]}, **spec)
    bot = HeuristicBot(1)
    while g.pending is not None and g.pending.kind != "move":  # the Eyrie's Decree first (7.4)
        assert g.pending.seat == 0 and g.phase == "birdsong"
        g.apply(bot.decide(Observation(g, 0), g.pending.options))
    assert g.view(0)["pending"]["facts"]["procedure"] == "eyrie_emigre"
    return g


def _play_own(g: Game, seat: int, until: str) -> list[str]:
    """The bot's answers for ``seat`` until a decision of kind ``until`` (or another seat's)."""
    bot, out = HeuristicBot(1), []
    while g.pending is not None and g.pending.seat == seat and g.pending.kind != until:
        a = bot.decide(Observation(g, seat), g.pending.options)
        out.append(str(a))
        g.apply(a)
    return out


@pytest.mark.law("1.4.1", "4.2", "4.3")
def test_eyrie_emigre_moves_to_the_battle_worth_most() -> None:
    # from Beach (1) the move may go to Creek (5: five Eyrie warriors) or Ford (10: a lone
    # one); she goes to 10 with enough warriors to win, keeps Beach ruled, and battles there
    g = _emigre_birdsong("marquise", {"1": {"marquise": 3}, "8": {"marquise": {"buildings": ["sawmill"]}},
                                      "5": {"eyrie": 5}, "10": {"eyrie": 1}})
    assert sorted(str(a) for a in g.pending.options) == ["move 1->10", "move 1->5"]
    seq = _play_own(g, 0, "daylight")
    assert seq[:2] == ["move 1->10", "x2"]
    assert g.warriors[9 * g.n + 0] >= 1 and g.warriors[0 * g.n + 0] == 1
    assert "Eyrie Emigre" in [g.deckdef.cards[c].label for c in g.factions[0].play_area]  # it stays


@pytest.mark.law("1.4.1", "4.3", "3.2.1")
def test_eyrie_emigre_battles_the_target_worth_most_whoever_holds_it() -> None:
    # in Ford (10) a defenceless Eyrie roost (a point, 3.2.1) and two Alliance warriors: the
    # roost is attacked; the Eyrie's own bot holding the card follows the same rule (its own
    # move handler is not asked)
    g = _emigre_birdsong("marquise", {"1": {"marquise": 3}, "5": {"eyrie": 5},
                                      "10": {"eyrie": {"buildings": ["roost"]}, "alliance": 2}})
    seq = _play_own(g, 0, "daylight")
    assert seq[0] == "move 1->10" and "battle 10 eyrie" in seq
    g = _emigre_birdsong("eyrie", {"1": {"eyrie": {"warriors": 3, "buildings": ["roost"]}}, "5": {"marquise": 4},
                                   "10": {"marquise": 1}}, eyrie={"leader": "builder"})
    seq = _play_own(g, 0, "daylight")
    assert seq[0] == "move 1->10"


@pytest.mark.law("8.2.6", "4.2")
def test_eyrie_emigre_counts_the_card_a_move_into_sympathy_costs() -> None:
    # moving into Ford (10) with the Alliance's sympathy costs a rabbit card to outrage
    # (8.2.6): with Rabbit Dominance the only one (kept, 3.3.3) the move is worth less
    from woodland.bots.exiles_cards import emigre_move

    worth = []
    for hand in ([], ["Rabbit Dominance"]):
        g = _emigre_birdsong("marquise", {"1": {"marquise": 3}, "5": {"eyrie": 1},
                                          "10": {"alliance": {"warriors": 1, "tokens": ["sympathy"]}}},
                             hands={"marquise": hand})
        worth.append(emigre_move(strategy("marquise"), info_of(g, 0), 0, 9)[0])
    assert worth[1] < worth[0] - 1.0


@pytest.mark.law("8.2.6")
def test_eyrie_emigre_in_hand_is_valued_beside_sympathy_without_endless_recursion() -> None:
    # the Riverfolk value a card in hand by its craft (11.2.7): Eyrie Emigre's is a move into
    # the sympathy of Ford (10), which costs the least useful matching card of the hand (8.2.6),
    # Eyrie Emigre itself among them (a bird card matches every clearing)
    g = game_with(["riverfolk", "eyrie", "alliance"], player="riverfolk", deck="exiles", empty_hands=True,
                  clearings={"1": {"riverfolk": {"warriors": 3}},
                             "10": {"alliance": {"warriors": 1, "tokens": ["sympathy"]}}},
                  hands={"riverfolk": ["Eyrie Emigre"]})
    info = info_of(g, 0)
    card = next(c for c in info.hand if c.name == "Eyrie Emigre")
    assert isinstance(strategy("riverfolk").card_value(info, card), float)
    assert not info.cache.get("outrage_cost")  # the guard is down again
