"""How the rule-of-thumb bots decide the choices hirelings bring (appendix H): which card to
hire, whom to pass a spent hireling to, which card the Lizard Envoys take. Asked by
:class:`woodland.bots.heuristic_common.Strategy` (``on_hire``, ``on_pass_on``,
``on_envoys``); each reads only the seat's view."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from woodland.core.actions import Action

if TYPE_CHECKING:
    from woodland.bots.heuristic_common import Info, Strategy

#: the sides a bot hires first (those that act every turn, then the steady abilities)
PREFERENCE = ("bluebird_nobles", "lizard_envoys", "rat_smugglers", "bat_messengers", "furious_protector",
              "raven_sentries", "badger_bodyguards", "rabbit_scouts", "stoic_protector", "otter_divers")


def choose_hire(info: "Info", actions: Sequence[Action]) -> Action | None:
    """H.1.1: the most useful hireling card in the supply."""
    def rank(a: Action) -> int:
        k = str(a.args[0])
        return PREFERENCE.index(k) if k in PREFERENCE else len(PREFERENCE)

    hires = [a for a in actions if a.kind == "hire"]
    return min(hires, key=rank) if hires else None


def choose_pass_on(info: "Info", actions: Sequence[Action]) -> Action | None:
    """H.1.3: the spent hireling goes to the player with the fewest points (the least
    dangerous to help)."""
    gives = [a for a in actions if a.kind == "pass_on"]
    return min(gives, key=lambda a: (info.score_of(str(a.args[1])), str(a.args[1]))) if gives else None


def choose_envoy_card(st: "Strategy", info: "Info", actions: Sequence[Action]) -> Action | None:
    """H.2.3 Lizard Envoys: the card worth most to this faction."""
    takes = [a for a in actions if a.kind == "envoy"]
    return max(takes, key=lambda a: st.card_value(info, info.card(str(a.args[0])))) if takes else None
