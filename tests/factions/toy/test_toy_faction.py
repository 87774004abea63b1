"""Proof that a faction plugs in: the Test Moles are defined entirely in this file — their
frames, one action of their own (Dig), an ability that changes a generic rule (they move
regardless of rule, 4.2.1) and a bot — and then register, set up, are explained by the
oracle, load from a position, render in the terminal and play whole games with the real
factions, without a line of woodland changed for them. Their frames are written the way
every frame is: a method ``s_<step>`` per step, and each action kind one ``Choice`` (its
options, why an action is not legal and what it does, side by side), with the generic
choices of rules/ (battle, the Daylight options, end) beside their own.

The Moles are not a faction of the Law: their rules below are this test's own. They set
up three warriors in a corner clearing (5.1-like), Dig in Daylight (place a warriors where
they have warriors, at most twice), move and battle as usual, and draw a card in Evening.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from woodland import Game, explain
from woodland.bots import heuristic
from woodland.bots.heuristic_common import Strategy
from woodland.cli import render
from woodland.core.ability import Ability, abilities
from woodland.core.actions import Action, act
from woodland.core.faction import FACTIONS, Faction
from woodland.core.frame import Choice, Decision, Frame, Reason
from woodland.rules.battle import StartBattle
from woodland.rules.board import place_warriors, rulers
from woodland.rules.move import Move, any_move
from woodland.rules.turn import DaylightOptions, DrawAndDiscard, End
from woodland.sim import play_game
from woodland.testing import option_set, play, position

MOLES = "moles"
DIG_RULE = "G.20"  # placing pieces: the closest rule of the Law to the Moles' own Dig


class Tunnellers(Ability):
    """The Moles move regardless of rule (a change to 4.2.1)."""

    rule = "4.2.1"

    def ignores_rule_to_move(self, g: Game, mover: int) -> bool:
        return mover == self.seat


class Burrow(Choice["MolesSetup"]):
    """Their setup: three warriors in a corner clearing no one has taken."""

    kind = "burrow"

    def options(self, fr: MolesSetup, g: Game) -> list[Action]:
        taken = {f.home for f in g.factions}
        return [act("burrow", (c + 1,)) for c in g.map.corners if c not in taken]

    def why_not(self, fr: MolesSetup, g: Game, action: Action) -> Reason | None:
        return "the Moles burrow in a corner clearing no one has taken", [fr.rule]

    def do(self, fr: MolesSetup, g: Game, action: Action) -> None:
        c = int(action.args[0]) - 1
        place_warriors(g, fr.seat, c, 3)
        g.factions[fr.seat].home = c
        g.pop()


class MolesSetup(Frame):
    __slots__ = ("seat",)
    rule = "5.1.7"
    choices = {"burrow": (Burrow(),)}

    def __init__(self, seat: int) -> None:
        self.step = "burrow"
        self.seat = seat

    def s_burrow(self, g: Game) -> Decision | None:
        return Decision(self.seat, "moles_setup", self.offer(g), "burrow in a free corner clearing", self.rule)


class Dig(Choice["MolesDaylight"]):
    """Their own action: a warrior from the supply where they have warriors."""

    kind = "mole_dig"

    def options(self, fr: MolesDaylight, g: Game) -> list[Action]:
        if fr.left <= 0 or g.factions[fr.seat].supply <= 0:
            return []
        return [act("mole_dig", (c + 1,)) for c in range(g.map.n) if g.warriors[c * g.n + fr.seat]]

    def why_not(self, fr: MolesDaylight, g: Game, action: Action) -> Reason | None:
        if not action.args:
            return None
        if fr.left <= 0:
            return "the Moles take two actions in Daylight", [DIG_RULE]
        return f"the Moles dig only where they have warriors, not in clearing {action.args[0]}", [DIG_RULE]

    def do(self, fr: MolesDaylight, g: Game, action: Action) -> None:
        fr.left -= 1
        place_warriors(g, fr.seat, int(action.args[0]) - 1, 1)


class Tunnel(Choice["MolesDaylight"]):
    """A move (4.2), regardless of rule (Tunnellers)."""

    kind = "mole_tunnel"

    def options(self, fr: MolesDaylight, g: Game) -> list[Action]:
        return [act("mole_tunnel")] if fr.left > 0 and any_move(g, fr.seat) else []

    def do(self, fr: MolesDaylight, g: Game, action: Action) -> None:
        fr.left -= 1
        g.push(Move(fr.seat))


class MolesBattle(StartBattle):
    """A battle (4.3), one of their actions: the generic battle choice, counted."""

    def options(self, fr: Frame, g: Game) -> list[Action]:
        return super().options(fr, g) if daylight(fr).left > 0 else []

    def do(self, fr: Frame, g: Game, action: Action) -> None:
        daylight(fr).left -= 1
        super().do(fr, g, action)


class MolesDaylight(Frame):
    """Dig up to twice, move and battle (each an action), then end."""

    __slots__ = ("seat", "left", "got")
    rule = "4.2"
    # the generic choices every faction's Daylight offers come from rules/turn.py
    choices = {"menu": (Dig(), Tunnel(), MolesBattle(), DaylightOptions(), End())}

    def __init__(self, seat: int) -> None:
        self.step = "menu"
        self.seat = seat
        self.left = 2
        self.got = 0

    def s_menu(self, g: Game) -> Decision | None:
        return Decision(self.seat, "moles_daylight", self.offer(g), f"Daylight: {self.left} action(s) left", self.rule)


def daylight(fr: Frame) -> MolesDaylight:
    assert isinstance(fr, MolesDaylight)
    return fr


class MolesStrategy(Strategy):
    """Dig where they have the most warriors, else whatever the shared rules choose."""

    def decide(self, info: Any, actions: Any) -> Action:
        digs = [a for a in actions if a.kind == "mole_dig"]
        if digs:
            return digs[0]
        return super().decide(info, actions)


@pytest.fixture
def moles() -> Iterator[type[Faction]]:
    class Moles(Faction):
        key = MOLES
        title = "Test Moles"
        setup_order = "Y"
        reach = 5
        warrior_total = 12
        DATA = {"title": "Test Moles"}
        ABILITIES = (Tunnellers,)

        def setup_frame(self, g: Game) -> Frame:
            return MolesSetup(self.seat)

        def daylight_frame(self, g: Game) -> Frame:
            return MolesDaylight(self.seat)

        def evening_frame(self, g: Game) -> Frame:
            return DrawAndDiscard(self.seat, 1)

        def public_board(self, g: Game) -> dict[str, Any]:
            return {"warriors_in_supply": self.supply}

        @classmethod
        def words(cls) -> dict[str, Any] | None:
            return {"about": "Test Moles (not a faction of the Law).", "board": []}

    heuristic.STRATEGIES[MOLES] = MolesStrategy
    try:
        yield Moles
    finally:
        del FACTIONS[MOLES], heuristic.STRATEGIES[MOLES]


def spec(clearings: dict[str, Any]) -> dict[str, Any]:
    return {"factions": ["marquise", MOLES], "ruins": [], "hands": {"marquise": [], MOLES: []},
            "turn": {"player": MOLES, "phase": "daylight"}, "clearings": clearings}


def test_the_moles_register_and_set_up(moles: type[Faction]) -> None:
    g = Game.new({"factions": ["marquise", "eyrie", MOLES], "seating": "given"}, seed=4)
    assert [type(a).__name__ for a in abilities(g).ignores_rule_to_move] == ["Tunnellers"]
    while g.pending is not None and g.pending.kind != "moles_setup":
        g.apply(g.legal_actions()[0])
    assert g.pending is not None and g.pending.seat == 2
    corner = str(g.legal_actions()[0])
    play(g, corner)
    c = int(corner.split()[1]) - 1
    assert g.warriors[c * g.n + 2] == 3


@pytest.mark.law("4.2.1")
def test_the_moles_own_action_and_ability_in_a_position(moles: type[Faction]) -> None:
    # two Moles in 1 against three Marquise warriors: the Marquise rules 1 and 5
    s = spec({"1": {MOLES: 2, "marquise": 3}, "5": {"marquise": 1}})
    g = position(s)
    assert rulers(g)[0] == 0 and rulers(g)[4] == 0
    assert {"mole_dig 1", "mole_tunnel", "battle 1 marquise", "end"} <= option_set(g)
    play(g, "mole_tunnel")
    assert "move 1->5" in option_set(g)  # Tunnellers: regardless of rule (4.2.1)
    # the oracle explains their action, looks ahead through their own steps, and cites them
    e = explain(s, "mole_dig 5")
    assert e.legal is False and "only where they have warriors" in e.reason and e.rules == [DIG_RULE]
    e = explain(s, "move 1->5")
    assert e.legal is True and e.steps[:1] == ["mole_tunnel"]


def test_the_moles_render_in_the_terminal(moles: type[Faction]) -> None:
    g = position(spec({"1": {MOLES: 2}}))
    text = json.dumps(g.view(0))
    assert MOLES in text
    screen = render.screen(g.view(1), g.map, g.deckdef, [])
    from rich.console import Console

    console = Console(width=160, record=True)
    console.print(screen)
    out = console.export_text()
    assert "Test Moles" in out or MOLES in out


@pytest.mark.parametrize("seed", range(4))
def test_the_moles_play_whole_games_with_the_real_factions(moles: type[Faction], seed: int) -> None:
    setup = {"factions": ["marquise", "eyrie", "alliance", MOLES], "seating": "random"}
    rec = play_game(setup, seed, bots=["heuristic", "heuristic", "random", "heuristic"], max_turns=60)
    assert rec["actions"]
    g = Game.new(setup, seed)
    for a in rec["actions"]:  # the record replays, and the state survives JSON all along
        g.apply(a)
    again = Game.from_json(json.loads(json.dumps(g.to_json())))
    assert again.fingerprint() == g.fingerprint()
    moles_seat = next(f.seat for f in g.factions if f.key == MOLES)
    on_map = sum(g.warriors[c * g.n + moles_seat] for c in range(g.map.n))
    assert on_map + g.factions[moles_seat].supply == 12  # every Mole is somewhere (1.5.1)
