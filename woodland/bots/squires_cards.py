"""How the heuristic bots use the Squires and Disciples deck's cards (woodland/cards/squires.py).

Plain defaults, each a small rule a player would follow: use a card when it gains
something at little cost, pay with the least valuable card, never give up a dominance card
for nothing. ``effect_value`` rates the ``use "Card" ...`` options of every window and
menu; ``CHOOSERS`` answers the decisions the cards ask (decision kind -> chooser).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

from woodland.core.actions import Action

if TYPE_CHECKING:
    from woodland.bots.heuristic_common import Info

#: a plain card's worth (``Strategy.card_value`` of a suited non-item card)
PLAIN = 1.0


def _spare(st: Any, info: "Info") -> list[Any]:
    """Cards in hand worth no more than a plain card (fodder to spend)."""
    return [c for c in info.hand if st.card_value(info, c) <= PLAIN + 0.2 and c.kind != "dominance"]


def effect_value(st: Any, info: "Info", a: Action) -> float | None:
    """Worth of ``use "Card" ...`` for a card of this deck (None: not one of them)."""
    name = str(a.args[0])
    args = a.args[1:]
    if name == "Sky Couriers":
        return 0.5 if _spare(st, info) else -1.0
    if name in ("Fox Squires", "Rabbit Squires", "Mouse Squires"):
        if args and args[0] == "battle":
            return st.battle_value(info, int(args[1]) - 1, str(args[2])) - 0.3
        return -1.0
    if name == "Feather Rufflers":
        c = int(args[0]) - 1
        return 1.0 + 0.3 * info.enemy_w(c)  # two warriors for free: where they are needed
    if name == "Spy Network":
        return 0.6 if _spare(st, info) else -1.0
    if name == "Silver-Tongue":
        return -1.0  # rule for one phase is worth a card only with a plan: not guessed
    if name in ("Friend of the Foxes", "Friend of the Mice", "Friend of the Rabbits"):
        return -1.0  # used when a card of the suit must pay: not guessed ahead
    if name == "Shadow Council":
        # the battle the council forces: an enemy attacking another enemy, not us
        c, att, dfd = int(args[0]) - 1, str(args[1]), str(args[2])
        return 1.0 if info.me not in (att, dfd) else (0.5 if att == info.me else -0.5) + 0.01 * c
    if name == "Apprentice":
        card = info.card(str(args[0])) if args else None
        return 1.0 + (card.vp if card is not None else 0)
    if name == "Brazen Demagogue":
        card = info.card(str(args[0]))
        return 1.0 + (1.0 if info.dominance_ready(card) else 0.0)
    if name == "Raiding Party":
        return st.battle_value(info, _dest(info), str(args[0])) - 0.2
    if name == "Supply Train":
        return -1.0
    if name == "Standard Bearer":
        return st.battle_value(info, _dest(info), str(args[0])) - 0.2
    if name == "Hidden Warrens":
        return -1.0  # a move ignoring rule and paths is worth it only with a plan: not guessed
    if name == "The Faithful":
        return 0.4  # an extra hit, for the risk of losing the card
    if name in ("Riversteads", "Lookouts"):
        return 1.0  # compulsory
    if name == "Mice-in-a-Bush":
        return 1.0
    if name == "Tactician":
        return 0.5
    return None


def _dest(info: "Info") -> int:
    """The destination of the move just made, or the clearing of the battle just fought (the
    facts of the pending after-move or after-battle decision)."""
    facts = (info.v.get("pending") or {}).get("facts") or {}
    return int(facts.get("destination", 1)) - 1


def choose_pay(st: Any, info: "Info", actions: Sequence[Action]) -> Action | None:
    """Pay an effect: a spare card from hand, else the card itself (a Squires' use is worth
    a card, the card is worth more); Bold Leadership goes back to hand rather than a good card."""
    own = [a for a in actions if a.kind == "return"]
    hand = [a for a in actions if a.kind == "spend" and any(c.label == str(a.args[0]) for c in info.hand)]
    cheap = [a for a in hand if st.card_value(info, info.card(str(a.args[0]))) <= PLAIN + 0.2]
    if cheap:
        return st.cheapest(info, cheap)
    if own:
        return own[0]
    itself = [a for a in actions if a not in hand]
    return itself[0] if itself else st.cheapest(info, list(actions))


def choose_couriers(st: Any, info: "Info", actions: Sequence[Action]) -> Action | None:
    """Sky Couriers: spend the spare cards, then stop."""
    spend = [a for a in actions if a.kind == "spend" and st.card_value(info, info.card(str(a.args[0]))) <= PLAIN + 0.2]
    if spend:
        return st.cheapest(info, spend)
    return next((a for a in actions if a.kind == "done"), None) or st.cheapest(info, list(actions))


def choose_after_move(st: Any, info: "Info", actions: Sequence[Action]) -> Action | None:
    best = max((a for a in actions if a.kind == "use"), key=lambda a: (effect_value(st, info, a) or -1.0, str(a)),
               default=None)
    if best is not None and (effect_value(st, info, best) or -1.0) > 0:
        return best
    return next((a for a in actions if a.kind == "pass"), None)


def choose_demagogue(st: Any, info: "Info", actions: Sequence[Action]) -> Action | None:
    """Activate the dominance card Brazen Demagogue took when it is within reach (3.3.1);
    the score marker stays, so little is lost."""
    for a in actions:
        if a.kind == "activate" and info.dominance_ready(info.card(str(a.args[0]))):
            return a
    return next((a for a in actions if a.kind == "pass"), None)


def before_roll(st: Any, info: "Info", actions: Sequence[Action]) -> Action | None:
    """Lookouts first (owed); Mice-in-a-Bush whenever offered (a hit at once); Tactician with
    the most warriors."""
    owed = next((a for a in actions if a.kind == "use" and a.args[0] == "Lookouts"), None)
    if owed is not None:
        return owed
    bush = next((a for a in actions if a.kind == "use" and a.args[0] == "Mice-in-a-Bush"), None)
    if bush is not None:
        return bush
    moves = [a for a in actions if a.kind == "use" and a.args[0] == "Tactician"]
    if moves:
        return max(moves, key=lambda a: (info.my_w(int(a.args[1]) - 1), str(a)))
    return None


CHOOSERS: dict[str, Callable[[Any, "Info", Sequence[Action]], Action | None]] = {
    "squires_pay": choose_pay,
    "sky_couriers": choose_couriers,
    "after_move": choose_after_move,
    "after_battle": choose_after_move,
    "brazen_demagogue": choose_demagogue,
}


#: worth of crafting each card of this deck (woodland/bots/crafting.py asks ``craft_value``);
#: the cards whose use needs a plan (Silver-Tongue, the Friends, Supply Train, Hidden
#: Warrens) are not crafted
CRAFT_VALUES = {"squires": 0.6, "bold_leadership": 0.8, "mice_in_a_bush": 0.8, "feather_rufflers": 0.9,
                "sky_couriers": 0.5, "apprentice": 0.7, "raiding_party": 0.6, "tactician": 0.4,
                "brazen_demagogue": 0.3, "spy_network": 0.4, "shadow_council": 0.3,
                "riversteads": 0.4, "standard_bearer": 0.5, "lookouts": 0.5, "the_faithful": 0.5,
                "silver_tongue": -1.0, "friend": -1.0, "supply_train": -1.0, "hidden_warrens": -1.0}
#: the cards that work only for a faction with warriors (not the Vagabond)
NEED_WARRIORS = ("squires", "feather_rufflers", "raiding_party", "tactician", "standard_bearer", "lookouts")


def craft_value(st: Any, info: "Info", card: Any) -> float | None:
    """Worth of crafting ``card`` if it is one of this deck's (None: not one of them)."""
    v = CRAFT_VALUES.get(card.effect or "")
    if v is None:
        return None
    if card.effect in NEED_WARRIORS and not info.mine.get("warriors_in_supply") \
            and not any(info.my_w(c) for c in range(info.n)):
        return -1.0
    return v
