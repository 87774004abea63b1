"""Battle (4.3), step by step: ambush and foil, before-roll effects, the roll, after-roll
effects, counting hits and dealing them.

What a faction counts as its warriors are hooks on the faction objects (maximum rolled
hits, defenseless, taking hits with items); changes to the battle's rules are abilities
(core/ability.py: whose warriors fight, effects offered before the roll, Guerrilla War's
high roll, extra hits, points for removed buildings); card effects offer their uses in the
``after_roll`` window. Triggered
abilities of removed pieces resolve after all hits are dealt (1.5.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from woodland.core.ability import abilities
from woodland.core.actions import Action, act
from woodland.core.events import Ambush, BattleEnd, Hits, Rolled
from woodland.core.frame import OTHER_KINDS, BareAction, Choice, Decision, Frame, Reason
from woodland.core.hireling import HirelingSide
from woodland.core.kinds import CARD, CLEARING, FACTION, HIRELING, PIECE, WORD, action_kind, decision_kind
from woodland.rules import cards as C
from woodland.rules.board import (
    clearing_suits,
    has_pieces,
    hireling_clearings,
    is_enemy,
    owner_named,
    owner_title,
    remove_building,
    remove_token,
    remove_warriors,
    suit_words,
    treats_as_own,
    warriors_of,
)
from woodland.rules.effects import use_effect, window_options
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.game import Game


def attacker_present(g: "Game", seat: int, c: int) -> bool:
    """4.3: the clearing of battle holds warriors or a pawn of the attacker."""
    return warriors_of(g, seat, c) > 0 or battle_side(g, seat).pawn_in(g, c)


def battle_side(g: "Game", owner: int) -> Any:
    """The faction of a seat, or a hireling (an owner id <= -2) as a battle side
    (core/hireling.py ``HirelingSide``, H.3.4-H.3.6)."""
    if owner >= 0:
        return g.factions[owner]
    assert g.hirelings is not None
    return HirelingSide(g.hirelings.of_owner(owner))


class _Sides:
    """Who attacks whom, for asking abilities about a battle before it exists."""

    __slots__ = ("a", "d", "c")

    def __init__(self, a: int, d: int, c: int) -> None:
        self.a, self.d, self.c = a, d, c


def lent_warriors(g: "Game", seat: int, c: int, defender: int) -> int:
    """Warriors of other factions in ``c`` that ``seat`` would treat as its own attacking
    ``defender`` there (11.2.7 Mercenaries)."""
    n = 0
    sides = _Sides(seat, defender, c)
    for a in (g._abilities or abilities(g)).battle_helpers:
        n += sum(g.warriors[c * g.n + s] for s in a.battle_helpers(g, sides, seat))
    return n


def battle_costs(g: "Game", attacker: int, defender: int, c: int) -> list[tuple[str, ...]]:
    """4.3: the cards ``attacker`` must discard to battle ``defender`` in ``c``, each as the
    suits it must match (``battle_cost`` abilities: the Spring Uprising, H.2.2); none in most
    games."""
    out: list[tuple[str, ...]] = []
    for ab in (g._abilities or abilities(g)).battle_cost:
        suits = ab.battle_cost(g, attacker, defender, c)
        if suits is not None:
            out.append(suits)
    return out


def can_pay_battle(g: "Game", attacker: int, defender: int, c: int) -> bool:
    """1.1.2: whether ``attacker`` holds a card for each cost of battling ``defender`` in
    ``c`` (a hireling, with no hand, pays none)."""
    costs = battle_costs(g, attacker, defender, c)
    if not costs:
        return True
    return attacker >= 0 and all(C.matching_in_hand(g, attacker, suits) for suits in costs)


def battle_options(g: "Game", seat: int, clearings: list[int] | None = None, hirelings: bool = False) -> list[Action]:
    """4.3: a clearing with the attacker's warriors or pawn, and an enemy with pieces there.
    With ``hirelings``, also the hirelings that are ``seat``'s enemies (H.3.2), named by their
    side's key: only for callers whose battle goes through :func:`start_battle`, which reads
    a hireling's name (docs/hirelings.md)."""
    out: list[Action] = []
    n = g.n
    w = g.warriors
    facs = g.factions
    me = facs[seat]
    enemies = [f for f in facs if f.seat != seat and is_enemy(g, seat, f.seat)]
    if not enemies:
        return out
    # factions lending warriors to ``seat`` this turn (11.2.7 mercenaries), asked once
    lenders = False
    for ab in (g._abilities or abilities(g)).battle_helpers:
        if ab.battle_helpers(g, _Sides(seat, -1, -1), seat):
            lenders = True
            break
    my_pawn = me.has_pawn
    foes = [(f, f.seat, f.has_pawn, f.guarded) for f in enemies]
    guards = (g._abilities or abilities(g)).forbids_battle  # 1.1.2: pieces that cannot be battled (none in most games)
    costs = (g._abilities or abilities(g)).battle_cost  # a card to discard to battle (none in most games)
    buildings = g.buildings
    tokens = g.tokens
    for c in (range(g.map.n) if clearings is None else clearings):
        base = c * n
        present = w[base + seat] or (my_pawn and me.pawn_in(g, c))
        if not present and not lenders:
            continue
        bs = buildings[c]
        ts = tokens[c]
        owners = {o for o, _k in bs + ts} if bs or ts else ()
        for f, s, pawned, guarded in foes:
            if (w[base + s] or s in owners or (pawned and f.pawn_in(g, c))) \
                    and (not guarded or f.can_be_attacked(g, c)) \
                    and (present or lent_warriors(g, seat, c, s)) \
                    and not (guards and any(ab.forbids_battle(g, seat, s, c) for ab in guards)) \
                    and (not costs or can_pay_battle(g, seat, s, c)):
                out.append(act("battle", (c + 1, f.key)))
    if hirelings and g.hirelings is not None:
        out += _hireling_targets(g, seat, clearings)
    return out


def _hireling_targets(g: "Game", seat: int, clearings: list[int] | None) -> list[Action]:
    """4.3, H.3.2: the hirelings ``seat`` may battle, where ``seat`` has warriors or its pawn."""
    assert g.hirelings is not None
    out: list[Action] = []
    guards = (g._abilities or abilities(g)).forbids_battle
    for i, h in enumerate(g.hirelings.cards):
        owner = -2 - i
        if not is_enemy(g, seat, owner):
            continue
        for c in hireling_clearings(g, owner):
            if (clearings is None or c in clearings) and (attacker_present(g, seat, c)
                                                          or lent_warriors(g, seat, c, owner)) \
                    and not any(ab.forbids_battle(g, seat, owner, c) for ab in guards) \
                    and can_pay_battle(g, seat, owner, c):
                out.append(act("battle", (c + 1, h.key)))
    return out


def hireling_battle_options(g: "Game", owner: int, clearings: list[int]) -> list[Action]:
    """4.3, H.3.4: the battles the hireling ``owner`` (an owner id) may start in ``clearings``:
    where it has warriors (or its pawn that battles, the Flotilla), against a player who is its
    enemy (H.3.2, R263) with pieces there that may be battled (1.1.2)."""
    out: list[Action] = []
    guards = (g._abilities or abilities(g)).forbids_battle
    for c in clearings:
        if not warriors_of(g, owner, c) and not _pawn_fights(g, owner, c):
            continue
        for f in g.factions:
            s = f.seat
            if is_enemy(g, owner, s) and has_pieces(g, s, c) and (not f.guarded or f.can_be_attacked(g, c)) \
                    and not any(ab.forbids_battle(g, owner, s, c) for ab in guards) \
                    and can_pay_battle(g, owner, s, c):
                out.append(act("battle", (c + 1, f.key)))
    return out


def _pawn_fights(g: "Game", owner: int, c: int) -> bool:
    """A hireling's pawn that battles (``Hireling.pawn_rolls``) can battle in ``c``."""
    h = g.hirelings.of_owner(owner) if g.hirelings is not None else None
    return h is not None and h.rules.pawn_rolls(g, h, c) > 0


def start_battle(g: "Game", attacker: int, action: Action) -> None:
    c = int(action.args[0]) - 1
    g.push(Battle(attacker, owner_named(g, str(action.args[1]).lower()), c))


class StartBattle(Choice[Frame]):
    """4.3: battle an enemy in a clearing where the deciding faction has warriors (or its
    pawn). Subclasses limit the clearings (``clearings``) or count the action."""

    kind = "battle"
    #: the rule that limits the clearings, cited when one is not among them
    clearings_rule = "4.3"
    #: whether hirelings may be battled this way (the battle goes through ``start_battle``)
    with_hirelings = True

    def clearings(self, fr: Frame, g: "Game") -> list[int] | None:
        """The clearings the battle may be in (None: any)."""
        return None

    def clearings_where(self, fr: Frame, g: "Game") -> str:
        """Where the battle must be, in words, when ``clearings`` limits it other than by suit
        ("in the Acting Captain's clearing, 5"); "" for the suit's wording."""
        return ""

    def options(self, fr: Frame, g: "Game") -> list[Action]:
        return battle_options(g, fr.seat, self.clearings(fr, g), self.with_hirelings)

    def why_not(self, fr: Frame, g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_battle

        return why_battle(g, fr.seat, action, self.clearings(fr, g), self.clearings_rule, self.clearings_where(fr, g))

    def do(self, fr: Frame, g: "Game", action: Action) -> None:
        start_battle(g, fr.seat, action)


def ambush_cards(g: "Game", seat: int, c: int) -> list[int]:
    """Ambush cards in hand matching clearing ``c`` (a bird ambush matches any clearing)."""
    suits = clearing_suits(g, c)  # the Lost City: attacker and defender may ambush with different suits
    cards = g.deckdef.cards
    seen: set[int] = set()
    out = []
    f = g.factions[seat]
    wild = (g._abilities or abilities(g)).wild_ambush  # 2.1.1 as changed by a card (none in most games)
    for cid in f.hand:
        card = cards[cid]
        if card.kind == "ambush" and card.type not in seen \
                and (C.matches_one(card.suit, suits) or (f.marks and C.card_matches(g, seat, cid, suits))
                     or any(ab.wild_ambush(g, seat, cid) for ab in wild) or C.wild_card(g, seat, cid)):
            seen.add(card.type)
            out.append(cid)
    return out


def piece_kinds(g: "Game", seat: int, c: int) -> list[str]:
    """Kinds of buildings and tokens of ``seat`` in ``c`` (choices for the next hit, 4.3.6)."""
    kinds: list[str] = []
    for s, k in g.buildings[c]:
        if s == seat and k not in kinds:
            kinds.append(k)
    for s, k in g.tokens[c]:
        if s == seat and k not in kinds:
            kinds.append(k)
    return kinds


def remove_piece_kind(g: "Game", seat: int, c: int, kind: str, by: int, cause: str) -> None:
    for s, k in g.buildings[c]:
        if s == seat and k == kind:
            remove_building(g, c, seat, kind, by, cause)
            return
    remove_token(g, c, seat, kind, by, cause)


decision_kind("ambush", "Whether the defender plays an ambush card", "4.3.1")
decision_kind("foil", "Whether the attacker foils the ambush", "4.3.1.I")
decision_kind("before_roll", "Before-roll effects in battle", "4.3.2")
decision_kind("after_roll", "After-roll effects in battle", "4.3.4")
decision_kind("effect_order", "Who uses their battle effects first", "4.3.4")
decision_kind("take_hit", "Which piece takes the next hit", "4.3.6")
decision_kind("remove", "Which piece the next hit removes", "4.3.6")
decision_kind("helper_hit", "Whose defending warriors take the next hit (Peacekeepers and Enclave Defense)",
              "16.2.2.I.b")
action_kind("battle", "Battle an enemy faction (or hireling, H.3.2) in a clearing", "4.3", (CLEARING, FACTION),
            (CLEARING, HIRELING))
action_kind("ambush", "Play this ambush card", "4.3.1", (CARD,))
action_kind("foil", "Foil the ambush with this ambush card", "4.3.1.I", (CARD,))
action_kind("first", "This side (attacker or defender) uses its effects first", "4.3.4", (WORD,))
action_kind("remove", "Remove a piece of this kind", "4.3.6", (PIECE,))
action_kind("hit", "A warrior of this faction takes the next hit", "16.2.2.I.b", (FACTION,))


class PlayAmbush(Choice["Battle"]):
    """4.3.1: the defender may play an ambush card matching the clearing of battle (a bird
    ambush matches any clearing)."""

    kind = "ambush"
    #: the rule cited for a card that cannot be played
    law = "4.3.1"

    def player(self, fr: "Battle") -> int:
        return fr.d

    def options(self, fr: "Battle", g: "Game") -> list[Action]:
        return C.card_actions(g, self.kind, ambush_cards(g, self.player(fr), fr.c))

    def why_not(self, fr: "Battle", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        if not action.args:
            return None
        seat = self.player(fr)
        r = why_card(g, seat, action.args[0], None, self.law)
        if r:
            return r
        cid = next(c for c in g.factions[seat].hand
                   if g.deckdef.cards[c].label.lower() == str(action.args[0]).lower())
        card = g.deckdef.cards[cid]
        if card.kind != "ambush":
            return f"{card.label} is not an ambush card", ["2.1.2", self.law]
        return (f"an ambush card must match the clearing of battle ({suit_words(g, fr.c)}); "
                f"{card.label} is {card.suit}"), [self.law]

    def do(self, fr: "Battle", g: "Game", action: Action) -> None:
        cid = C.card_by_label(g, fr.d, str(action.args[0]))
        C.take_from_hand(g, fr.d, cid)
        fr.amb = cid
        g.emit(Ambush("ambush", fr.d, fr.a, fr.c))
        fr.step = "foil"


class Foil(PlayAmbush):
    """4.3.1.I: the attacker may foil the ambush with a matching ambush card of their own."""

    kind = "foil"
    law = "4.3.1.I"

    def player(self, fr: "Battle") -> int:
        return fr.a

    def do(self, fr: "Battle", g: "Game", action: Action) -> None:
        C.spend(g, fr.a, C.card_by_label(g, fr.a, str(action.args[0])))
        C.discard_card(g, fr.amb, fr.d)  # the defender's ambush is foiled (4.3.1.I)
        fr.amb = -1
        fr.step = "before_roll"


class Decline(BareAction["Battle"]):
    """Decline an optional part of the battle (``pass``); subclasses say what follows."""

    kind = "pass"


class NoAmbush(Decline):
    """4.3.1: no ambush: on to the before-roll effects."""

    def do(self, fr: "Battle", g: "Game", action: Action) -> None:
        fr.step = "before_roll"


class NoFoil(Decline):
    """4.3.1.I: the ambush is not foiled: its hits are dealt."""

    def do(self, fr: "Battle", g: "Game", action: Action) -> None:
        fr.step = "ambush_hits"


class BeforeRollEffect(Choice["Battle"]):
    """4.3.2: an effect the defender uses before the roll, offered by an ability (enlisting
    the Arbiter, V.5.2). Its kinds are the abilities' own: the battle hands it every action
    of a kind it does not declare at this step (its kind is ``OTHER_KINDS``)."""

    kind = OTHER_KINDS

    def options(self, fr: "Battle", g: "Game") -> list[Action]:
        return fr.before_roll_options(g)

    def why_not(self, fr: "Battle", g: "Game", action: Action) -> Reason | None:
        return fr.before_roll_why(g, action)

    def do(self, fr: "Battle", g: "Game", action: Action) -> None:
        seat = fr.before_roll_seat()
        for ab in abilities(g).before_roll_options:
            if action in ab.before_roll_options(g, fr, seat):
                ab.before_roll_use(g, fr, seat, action)
                break


BEFORE_ROLL_EFFECT = BeforeRollEffect()


class NoBeforeRoll(Decline):
    """4.3.2: the side asked uses no (more) before-roll effects; not while one it must use
    is left (``before_roll_owed``: Lookouts)."""

    def options(self, fr: "Battle", g: "Game") -> list[Action]:
        return [] if fr.before_roll_owed(g) else [self.only]

    def why_not(self, fr: "Battle", g: "Game", action: Action) -> Reason | None:
        if fr.before_roll_owed(g):
            return "a before-roll effect you must use is left: use it first", ["4.3.2"]
        return None

    def do(self, fr: "Battle", g: "Game", action: Action) -> None:
        fr.passed.append(fr.before_roll_side())


class BeforeRollFirst(Choice["Battle"]):
    """4.3.2: both sides have before-roll effects: the attacker says who uses them first."""

    kind = "first"

    def options(self, fr: "Battle", g: "Game") -> list[Action]:
        return [act("first", ("attacker",)), act("first", ("defender",))] if fr.before_roll_order_open(g) else []

    def why_not(self, fr: "Battle", g: "Game", action: Action) -> Reason | None:
        return "the attacker chooses the order only when both sides have before-roll effects to use", ["4.3.2"]

    def do(self, fr: "Battle", g: "Game", action: Action) -> None:
        fr.used.append(BEFORE_ROLL_ORDERED)
        if str(action.args[0]) == "attacker":
            fr.used.append(BEFORE_ROLL_ATTACKER_FIRST)


BEFORE_ROLL_FIRST = BeforeRollFirst()
#: ``Battle.used`` marks: the order of before-roll effects was settled (4.3.2), the attacker first
BEFORE_ROLL_ORDERED, BEFORE_ROLL_ATTACKER_FIRST = "before_roll:ordered", "before_roll:attacker_first"


class FirstSide(Choice["Battle"]):
    """4.3.4: both sides have after-roll effects: the attacker says who uses them first."""

    kind = "first"

    def options(self, fr: "Battle", g: "Game") -> list[Action]:
        return [] if fr.first else [act("first", ("attacker",)), act("first", ("defender",))]

    def do(self, fr: "Battle", g: "Game", action: Action) -> None:
        fr.first = str(action.args[0])


class AfterRollEffect(Choice["Battle"]):
    """4.3.4: a crafted card's effect used after the roll (the Partisans)."""

    kind = "use"

    def options(self, fr: "Battle", g: "Game") -> list[Action]:
        return window_options(g, fr.side_seat(g), "after_roll", fr) if fr.first else []

    def why_not(self, fr: "Battle", g: "Game", action: Action) -> Reason | None:
        if not action.args:
            return None
        label = str(action.args[0]).lower()
        if not any(g.deckdef.cards[c].label.lower() == label for c in g.factions[fr.side_seat(g)].play_area):
            return f"{action.args[0]} is not in your play area", ["2.1.4", "4.3.4"]
        return f"{action.args[0]} cannot be used now in this battle", ["4.3.4"]

    def do(self, fr: "Battle", g: "Game", action: Action) -> None:
        use_effect(g, fr.side_seat(g), action, "after_roll", fr)


class AfterRollAbility(Choice["Battle"]):
    """4.3.4: an effect an ability offers the side to act after the roll (the Ronin's Swift
    Strike, V.9.2). Its kinds are the abilities' own (``OTHER_KINDS``)."""

    kind = OTHER_KINDS

    def options(self, fr: "Battle", g: "Game") -> list[Action]:
        return fr.after_roll_abilities(g, fr.side_seat(g)) if fr.first else []

    def why_not(self, fr: "Battle", g: "Game", action: Action) -> Reason | None:
        return fr.after_roll_why(g, action)

    def do(self, fr: "Battle", g: "Game", action: Action) -> None:
        seat = fr.side_seat(g)
        for ab in (g._abilities or abilities(g)).after_roll_options:
            if action in ab.after_roll_options(g, fr, seat):
                ab.after_roll_use(g, fr, seat, action)
                break


class NoAfterRoll(Decline):
    """4.3.4: the side to act uses no (more) after-roll effects."""

    def options(self, fr: "Battle", g: "Game") -> list[Action]:
        return [act("pass")] if fr.first else []

    def do(self, fr: "Battle", g: "Game", action: Action) -> None:
        fr.passed.append(fr.side_to_act(g))


class RemovePiece(Choice["Battle"]):
    """4.3.6: once its warriors are gone, the side taking hits picks which of its buildings
    and tokens the next hit removes."""

    kind = "remove"

    def options(self, fr: "Battle", g: "Game") -> list[Action]:
        if fr.chosen_helpers(g):  # warriors take hits before buildings and tokens (4.3.6)
            return []
        return [act("remove", (k,)) for k in piece_kinds(g, fr.side_seat(g), fr.c)]

    def why_not(self, fr: "Battle", g: "Game", action: Action) -> Reason | None:
        if not action.args:
            return None
        if warriors_of(g, fr.side_seat(g), fr.c) or fr.chosen_helpers(g):
            return "warriors are removed before any building or token", ["4.3.6"]
        return f"you have no {action.args[0]} in clearing {fr.c + 1}", ["4.3.6"]

    def do(self, fr: "Battle", g: "Game", action: Action) -> None:
        fr._remove(g, fr.side_to_act(g), str(action.args[0]))


def hit_takers(seat: int, own: int, shared: list[int], late: list[int], took: int) -> list[int]:
    """4.3.6: whose warriors take the next hit a side takes, the side being ``seat`` with
    ``own`` of its warriors able to take it, ``shared`` the seats whose warriors it treats as
    its own (11.2.7 Mercenaries) and ``late`` those lending it warriors that take hits after
    its own (17.2.5 Peacekeepers, 16.2.2.I.a Enclave Defense), each with a warrior able to
    take it; ``took``: hits the side has taken so far. Its own warriors and those it treats
    as its own come first, splitting the hits (11.2.7): an odd hit its own warrior while any,
    an even one (or an odd one with none of its own left) a shared one. Then the lent ones
    (ruling R547): one lender's, or with two or more the side chooses (16.2.2.I.b) and all
    are returned. None left: none (its buildings and tokens are next, 4.3.6).
    The one plan of every battle: :class:`Battle` deals by it, the Knaves' Have at Thee
    takes its Prisoners by it (18.2.6, R546), the Council's Banish assigns its hits by it
    before moving the warriors hit (17.6.1.I)."""
    if shared:
        if own and took % 2 == 0:  # the next hit is an odd one
            return [seat]
        return shared[:1]
    if own:
        return [seat]
    return list(late)


class HelperHit(Choice["Battle"]):
    """16.2.2.I.b: Peacekeepers (17.2.5) and Enclave Defense (16.2.2.I.a) both defend: once
    its own warriors are gone, the side chooses whose warriors take each next hit."""

    kind = "hit"

    def options(self, fr: "Battle", g: "Game") -> list[Action]:
        return [act("hit", (g.factions[s].key,)) for s in fr.chosen_helpers(g)]

    def why_not(self, fr: "Battle", g: "Game", action: Action) -> Reason | None:
        if not fr.chosen_helpers(g):
            return "no choice of whose warriors take the hit here", ["16.2.2.I.b", "4.3.6"]
        return f"{action.args[0] if action.args else 'nobody'} has no warriors defending here", ["16.2.2.I.b"]

    def do(self, fr: "Battle", g: "Game", action: Action) -> None:
        fr.take_helper_hit(g, fr.side_to_act(g), g.seat_of(str(action.args[0])))


class TakeHit(Choice["Battle"]):
    """4.3.6: a way of taking a hit of a faction that takes hits its own way (the
    Vagabond's items, 9.2.7). The faction asks (``take_hit``); the battle hands this choice
    every action of a kind it does not declare at this step (its kind is ``OTHER_KINDS``)."""

    kind = OTHER_KINDS

    def why_not(self, fr: "Battle", g: "Game", action: Action) -> Reason | None:
        return fr.before_roll_why(g, action) or g.factions[fr.side_seat(g)].take_hit_why(g, fr, action)

    def do(self, fr: "Battle", g: "Game", action: Action) -> None:
        g.factions[fr.side_seat(g)].take_hit_act(g, fr, action)


TAKE_HIT = TakeHit()


class PayCard(Choice["PayToBattle"]):
    """4.3: the card discarded to battle (birds are wild, 2.1.1)."""

    kind = "spend"

    def options(self, fr: "PayToBattle", g: "Game") -> list[Action]:
        return C.card_actions(g, self.kind, C.matching_in_hand(g, fr.seat, tuple(fr.suits)))

    def why_not(self, fr: "PayToBattle", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        return why_card(g, fr.seat, action.args[0] if action.args else "?", tuple(fr.suits), fr.law)

    def do(self, fr: "PayToBattle", g: "Game", action: Action) -> None:
        C.spend(g, fr.seat, C.card_by_label(g, fr.seat, str(action.args[0])))
        g.pop()


class PayToBattle(Frame):
    """4.3: the attacker ``seat`` discards a card matching ``suits`` to battle in ``c`` (a
    ``battle_cost`` ability's, whose rule is ``law``), before the ambush (4.3.1)."""

    __slots__ = ("seat", "c", "suits", "law", "why")
    rule = "4.3"
    clearing_fields = ("c",)
    choices = {"pay": (PayCard(),)}

    def __init__(self, seat: int, c: int, suits: list[str], law: str, why: str) -> None:
        self.step = "pay"
        self.seat = seat
        self.c = c
        self.suits = suits
        self.law = law
        self.why = why

    def s_pay(self, g: "Game") -> Decision:
        return Decision(self.seat, "spend", self.offer(g), self.why, self.law)

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "battle_cost", "clearing": self.c + 1, "suits": list(self.suits)}


class Battle(Frame):
    """One battle (4.3). Fields: ``a`` attacker, ``d`` defender (a seat, or a hireling's owner
    id <= -2: core/hireling.py, H.3.4), ``c`` clearing of battle;
    ``amb`` the defender's ambush card; ``ra``/``rd`` rolled hits dealt by attacker and
    defender; ``xa``/``xd`` extra hits; ``ig_a``/``ig_d`` whether that side ignores rolled
    hits it takes; ``ha``/``hd`` hits still to be taken by attacker and defender;
    ``rem_a``/``rem_d`` enemy buildings and tokens removed by each side."""

    seat_fields: ClassVar[tuple[str, ...]] = ("a", "d")
    #: seat fields that may hold a hireling's owner id instead (appendix H)
    owner_fields: ClassVar[tuple[str, ...]] = ("a", "d")
    clearing_fields = ("c",)
    is_battle = True
    __slots__ = ("a", "d", "c", "amb", "dice", "ra", "rd", "xa", "xd", "ig_a", "ig_d", "ha", "hd",
                 "first", "passed", "used", "rem_a", "rem_d", "after", "help_a", "help_d", "cap_a", "cap_d",
                 "took_a", "took_d")
    rule = "4.3"
    choices = {
        "ambush": (PlayAmbush(), NoAmbush()),
        "foil": (Foil(), NoFoil()),
        "before_roll": (BEFORE_ROLL_FIRST, BEFORE_ROLL_EFFECT, NoBeforeRoll()),
        "after_roll": (FirstSide(), AfterRollEffect(), AfterRollAbility(), NoAfterRoll()),
        "deal": (RemovePiece(), HelperHit(), TAKE_HIT),
    }

    def __init__(self, attacker: int, defender: int, c: int) -> None:
        self.step = "start"
        self.a = attacker
        self.d = defender
        self.c = c
        self.amb = -1
        self.dice: list[int] = []
        self.ra = self.rd = self.xa = self.xd = 0
        self.ig_a = self.ig_d = False
        self.ha = self.hd = 0
        self.first = ""
        self.passed: list[str] = []
        self.used: list[str] = []
        self.rem_a = self.rem_d = 0
        #: step to go to once the pending hits are dealt
        self.after = ""
        #: seats whose warriors each side treats as its own (11.2.7 mercenaries)
        self.help_a: list[int] = []
        self.help_d: list[int] = []
        #: extra maximum rolled hits from before-roll effects (V.5.2 the Arbiter)
        self.cap_a = self.cap_d = 0
        #: hits taken so far by each side (mercenaries split odd and even hits, 11.2.7)
        self.took_a = self.took_d = 0

    def held_cards(self) -> list[int]:
        return [self.amb] if self.amb >= 0 else []

    def public(self, g: "Game") -> dict[str, Any] | None:
        d: dict[str, Any] = {"procedure": "battle", "clearing": self.c + 1, "attacker": owner_title(g, self.a),
                             "defender": owner_title(g, self.d), "step": self.step}
        if self.amb >= 0:
            d["ambush"] = g.deckdef.cards[self.amb].label
        if self.dice:
            d.update(dice=list(self.dice), attacker_rolled_hits=self.ra, defender_rolled_hits=self.rd,
                     attacker_extra_hits=self.xa, defender_extra_hits=self.xd,
                     attacker_ignores_rolled_hits=self.ig_a, defender_ignores_rolled_hits=self.ig_d)
        if self.step == "deal":
            d.update(hits_to_attacker=self.ha, hits_to_defender=self.hd)
        return d

    # ------------------------------------------------------------------ steps
    def s_start(self, g: "Game") -> Decision | None:
        """At the start of battle: whose warriors each side treats as its own (11.2.7), or
        lends it (17.2.5, 16.2.2.I.a). A hireling side is lent warriors only by abilities
        that are not its controller's (H.3.5: Peacekeepers, ruling R560); the abilities
        decline a hireling's owner id where they lend to their own player only (Mercenaries)."""
        for ab in abilities(g).battle_helpers:
            self.help_a += [s for s in ab.battle_helpers(g, self, self.a) if s not in self.help_a]
            self.help_d += [s for s in ab.battle_helpers(g, self, self.d) if s not in self.help_d]
        self.step = "ambush"
        self.pay_costs(g)
        return None

    def pay_costs(self, g: "Game") -> None:
        """4.3: the cards the attacker must discard to battle (``battle_cost``, the Spring
        Uprising), asked before the ambush; an attacker who cannot pay has no battle (1.1.2:
        the options offered it none, this is a safeguard)."""
        costs = [(ab, s) for ab in abilities(g).battle_cost
                 if (s := ab.battle_cost(g, self.a, self.d, self.c)) is not None]
        if not costs:
            return
        if not can_pay_battle(g, self.a, self.d, self.c):
            g.pop()
            return
        for ab, suits in reversed(costs):
            g.push(PayToBattle(self.a, self.c, list(suits), ab.rule or "4.3", ab.battle_cost_reason(g, self.d, self.c)))

    def helper_warriors(self, g: "Game", side: str) -> int:
        n = g.n
        return sum(g.warriors[self.c * n + s] for s in (self.help_a if side == "a" else self.help_d))

    def s_ambush(self, g: "Game") -> Decision | None:
        """4.3.1: the defender may play an ambush card matching the clearing."""
        if self.a >= 0 and C.has_effect(g, self.a, "scouting_party"):  # the attacker is not affected by ambushes
            self.step = "before_roll"
            return None
        if not battle_side(g, self.d).hand:  # a hireling has no hand: no ambush (H.3.5)
            self.step = "before_roll"
            return None
        # asked whenever the defender holds cards, so that passing tells nothing (1.2.1)
        return Decision(self.d, "ambush", self.offer(g), f"ambush the attack in {self.c + 1}?", "4.3.1",
                        keep=True)

    def s_foil(self, g: "Game") -> Decision | None:
        """4.3.1.I: the attacker may foil with a matching ambush card."""
        if not battle_side(g, self.a).hand:  # a hireling's controller cannot foil for it (H.3.5)
            self.step = "ambush_hits"
            return None
        return Decision(self.a, "foil", self.offer(g), "foil the ambush with your own ambush card?", "4.3.1",
                        keep=True)

    def s_ambush_hits(self, g: "Game") -> Decision | None:
        """4.3.1.II: the defender deals two hits at once, then discards the ambush card."""
        C.discard_card(g, self.amb, self.d)
        self.amb = -1
        self.ha = 2
        self.hd = 0
        self.after = "after_ambush"
        self.step = "deal"
        g.holds += 1
        return None

    def s_after_ambush(self, g: "Game") -> Decision | None:
        if not attacker_present(g, self.a, self.c) and not self.helper_warriors(g, "a"):
            self.step = "end"  # no attacking warriors or pawns remain
        else:
            self.step = "before_roll"
        return None

    def before_roll_order(self) -> tuple[str, str]:
        """4.3.2: the sides in the order they use before-roll effects: the defender first
        unless the attacker, both sides having some, chose to go first (ruling R550)."""
        return ("a", "d") if BEFORE_ROLL_ATTACKER_FIRST in self.used else ("d", "a")

    def before_roll_side(self) -> str:
        """4.3.2: the side asked about before-roll effects now (the first in order that has
        not passed)."""
        first, second = self.before_roll_order()
        return second if first in self.passed else first

    def before_roll_seat(self) -> int:
        """4.3.2: the seat asked about before-roll effects now (:meth:`before_roll_side`)."""
        return self.a if self.before_roll_side() == "a" else self.d

    def _has_before_roll(self, g: "Game", seat: int) -> bool:
        """Whether ``seat`` has before-roll effects to use, or may have (asked from public
        facts, 1.2.1)."""
        reg = g._abilities or abilities(g)
        return any(ab.before_roll_options(g, self, seat) for ab in reg.before_roll_options) \
            or any(ab.before_roll_asks(g, self, seat) for ab in reg.before_roll_asks)

    def before_roll_order_open(self, g: "Game") -> bool:
        """4.3.2: "attacker chooses order if both players have them": asked once, before
        either side uses one, when both sides (players, not hirelings) have some."""
        return not self.passed and BEFORE_ROLL_ORDERED not in self.used and self.a >= 0 and self.d >= 0 \
            and bool((g._abilities or abilities(g)).before_roll_options) \
            and self._has_before_roll(g, self.a) and self._has_before_roll(g, self.d)

    def before_roll_options(self, g: "Game") -> list[Action]:
        """4.3.2: the effects the abilities in force offer the side asked before the roll."""
        opts: list[Action] = []
        seat = self.before_roll_seat()
        for ab in abilities(g).before_roll_options:
            opts += ab.before_roll_options(g, self, seat)
        return opts

    def before_roll_owed(self, g: "Game") -> bool:
        """4.3.2: the side asked must still use a before-roll effect (Lookouts)."""
        owing = abilities(g).before_roll_owed
        seat = self.before_roll_seat()
        return bool(owing) and any(ab.before_roll_owed(g, self, seat) for ab in owing)

    def s_before_roll(self, g: "Game") -> Decision | None:
        """4.3.2: effects used before rolling: the defender's (enlisting the Arbiter), then
        the attacker's (the Hundreds' Bitter, 14.7.1); when both sides have some, the attacker
        first chooses which side goes first (R550)."""
        reg = g._abilities or abilities(g)
        if not reg.before_roll_options and not reg.before_roll_asks:  # no such effect in most games (hot path)
            self.passed = []
            self.step = "roll"
            return None
        if not self.passed and BEFORE_ROLL_ORDERED not in self.used:
            if self.before_roll_order_open(g):
                return Decision(self.a, "effect_order", BEFORE_ROLL_FIRST.options(self, g),
                                "both sides have before-roll effects: who uses them first?", "4.3.2")
            self.used.append(BEFORE_ROLL_ORDERED)
        for who in self.before_roll_order():
            if who not in self.passed:
                if (self.d if who == "d" else self.a) < 0:  # a hireling uses no effects (H.3.5)
                    self.passed.append(who)
                    continue
                opts = self.offer(g)
                # some effect to use, or one that hidden cards may allow (asked from public facts
                # and kept even with only "pass" on offer, so that being asked tells nothing, 1.2.1)
                seat = self.before_roll_seat()
                askers = abilities(g).before_roll_asks
                asks = bool(askers) and any(ab.before_roll_asks(g, self, seat) for ab in askers)
                if opts[0].kind != "pass" or asks:
                    return Decision(seat, "before_roll", opts, "use effects before the roll?", "4.3.2", keep=asks)
                self.passed.append(who)
        self.passed = []
        self.step = "roll"
        return None

    def rolls(self, g: "Game") -> tuple[int, int]:
        """4.3.3: the attacker's die and the defender's die: the higher roll to the attacker
        (to the defender in Guerrilla War, 8.2.2)."""
        hi, lo = max(self.dice), min(self.dice)
        if any(ab.defends_with_high_roll(g, self) for ab in abilities(g).defends_with_high_roll):
            return lo, hi  # 8.2.2 Guerrilla War
        return hi, lo

    def s_roll(self, g: "Game") -> Decision | None:
        """4.3.3: higher roll to the attacker, lower to the defender, capped by warriors."""
        x, y = g.rng.below(4), g.rng.below(4)
        self.dice = [x, y]
        hi, lo = self.rolls(g)
        A, D = battle_side(g, self.a), battle_side(g, self.d)
        self.ra = min(hi, A.max_rolled_hits(g, self.c) + self.helper_warriors(g, "a") + self.cap_a)
        self.rd = min(lo, D.max_rolled_hits(g, self.c) + self.helper_warriors(g, "d") + self.cap_d)
        g.emit(Rolled("rolled", self.a, self.d, self.c, x, y))
        self.step = "after_roll"
        return None

    def after_roll_abilities(self, g: "Game", seat: int) -> list[Action]:
        """4.3.4: the after-roll effects abilities offer ``seat`` (V.9.2 Swift Strike)."""
        opts: list[Action] = []
        for ab in (g._abilities or abilities(g)).after_roll_options:
            opts += ab.after_roll_options(g, self, seat)
        return opts

    def has_after_roll(self, g: "Game", seat: int) -> bool:
        """Crafted cards' effects (``window_options``) or abilities' offered after the roll."""
        if seat < 0:
            return False  # a hireling uses no effects (H.3.5)
        if g.factions[seat].play_area and window_options(g, seat, "after_roll", self):
            return True
        return bool((g._abilities or abilities(g)).after_roll_options) and bool(self.after_roll_abilities(g, seat))

    def s_after_roll(self, g: "Game") -> Decision | None:
        """4.3.4: after-roll effects; the attacker chooses the order if both have some."""
        if not self.first:
            if self.has_after_roll(g, self.a) and self.has_after_roll(g, self.d):
                return Decision(self.a, "effect_order", self.offer(g),
                                "both sides have after-roll effects: who uses them first?", "4.3.4")
            self.first = "attacker"
        order = ("a", "d") if self.first == "attacker" else ("d", "a")
        for side in order:
            if side in self.passed:
                continue
            seat = self.a if side == "a" else self.d
            if not self.has_after_roll(g, seat):
                self.passed.append(side)
                continue
            return Decision(seat, "after_roll", self.offer(g), "use after-roll battle effects?", "4.3.4")
        self.step = "count"
        return None

    def s_count(self, g: "Game") -> Decision | None:
        """4.3.5: rolled hits plus extra hits (not capped), plus one if the defender is
        defenseless, minus ignored hits."""
        D = battle_side(g, self.d)
        for ab in abilities(g).extra_hits:  # 4.3.5.I (7.8.3 Commander); a hireling has none of its own (H.3.5)
            self.xa += ab.extra_hits(g, self, self.a)
            self.xd += ab.extra_hits(g, self, self.d)
        if D.defenseless(g, self.c) and not self.helper_warriors(g, "d"):
            self.xa += 1
        self.hd = (0 if self.ig_d else self.ra) + self.xa
        self.ha = (0 if self.ig_a else self.rd) + self.xd
        if g.log is not None:  # what each side deals, for the client's feed (not a triggering event)
            g.log.append(Hits("hits", self.a, self.d, self.c, *self.rolls(g), self.ra, self.rd, self.xa, self.xd,
                              self.hd, self.ha))
        self.after = "end"
        self.step = "deal"
        g.holds += 1
        return None

    def s_deal(self, g: "Game") -> Decision | None:
        """4.3.6: each hit removes a piece; warriors go before buildings and tokens, and the
        side taking hits picks which building or token goes next."""
        for side in ("d", "a"):
            hits = self.hd if side == "d" else self.ha
            if hits <= 0:
                continue
            seat, other = (self.d, self.a) if side == "d" else (self.a, self.d)
            if seat >= 0 and abilities(g).ignores_first_hit and self._ignores_hit(g, side, seat):
                self._set_hits(side, hits - 1)
                return None
            f = battle_side(g, seat)
            if f.ignores_hits and f.ignore_hit(g, self, side):  # 15.2.4 Devout Knights
                self._set_hits(side, hits - 1)
                return None
            if f.takes_hits_specially:
                return f.take_hit(g, self, side)  # takes one hit, or asks how
            helpers = [s for s in (self.help_d if side == "d" else self.help_a) if g.warriors[self.c * g.n + s]]
            if helpers:  # warriors of others defend or attack with the side (11.2.7, 17.2.5, 16.2.2.I.a)
                return self._helped_hit(g, side, seat, other, hits, helpers)
            w = warriors_of(g, seat, self.c)
            if w:
                k = min(w, hits)
                remove_warriors(g, seat, self.c, k, other, "battle")
                self._set_hits(side, hits - k)
                return None
            kinds = piece_kinds(g, seat, self.c)
            if not kinds:
                self._set_hits(side, 0)
                continue
            if len(kinds) == 1:
                self._remove(g, side, kinds[0])
                return None
            return Decision(seat, "remove", self.offer(g),
                            f"{hits} hit(s) to take in {self.c + 1}: choose which piece to remove", "4.3.6")
        g.holds -= 1
        self.step = self.after
        return None

    def s_end(self, g: "Game") -> Decision | None:
        A, D = battle_side(g, self.a), battle_side(g, self.d)
        # 3.2.1 as abilities add to it (7.8.4 Despot, once per battle: R2), when the battle ends:
        # after the hits and the effects they trigger (1.5.4), so a win the hits brought the
        # other side came first (ruling R549); a hireling scores nothing (H.3.6)
        for ab in abilities(g).battle_removal_bonus:
            if self.rem_a and self.a >= 0:
                score(g, self.a, ab.battle_removal_bonus(g, self, self.a, self.rem_a))
            if self.rem_d and self.d >= 0:
                score(g, self.d, ab.battle_removal_bonus(g, self, self.d, self.rem_d))
        A.battle_over(g, self)
        D.battle_over(g, self)
        g.emit(BattleEnd("battle_end", self.a, self.d, self.c))
        g.pop(1)
        return None

    def _helped_hit(self, g: "Game", side: str, seat: int, other: int, hits: int,
                    helpers: list[int]) -> Decision | None:
        """4.3.6 with warriors of other seats on the side (``helpers``, those with warriors
        in the clearing): the next hit falls as :func:`hit_takers` plans, or the side is asked
        whose warriors take it (16.2.2.I.b). Hits split with warriors treated as the side's own
        (11.2.7) go one by one; otherwise a run of hits falls at once on the warriors planned."""
        shared, late = self.split_helpers(g, seat, helpers)
        takers = hit_takers(seat, warriors_of(g, seat, self.c), shared, late,
                            self.took_d if side == "d" else self.took_a)
        if len(takers) > 1:  # 16.2.2.I.b: the side chooses
            return Decision(seat, "helper_hit", self.offer(g),
                            f"{hits} hit(s) to take in {self.c + 1}: whose warriors take the next one",
                            "16.2.2.I.b")
        taker = takers[0]
        if shared:
            remove_warriors(g, taker, self.c, 1, other, "battle")
            self._took(g, side)
        else:
            k = min(warriors_of(g, taker, self.c), hits)
            remove_warriors(g, taker, self.c, k, other, "battle")
            self._set_hits(side, hits - k)
        return None

    def next_takers(self, g: "Game", side: str) -> list[int]:
        """The seats whose warriors may take the next hit ``side`` takes (:func:`hit_takers`),
        read from the warriors in the clearing of battle."""
        seat = self.d if side == "d" else self.a
        helpers = [s for s in (self.help_d if side == "d" else self.help_a) if g.warriors[self.c * g.n + s]]
        shared, late = self.split_helpers(g, seat, helpers) if helpers else (helpers, helpers)
        return hit_takers(seat, warriors_of(g, seat, self.c), shared, late,
                          self.took_d if side == "d" else self.took_a)

    def take_helper_hit(self, g: "Game", side: str, taker: int) -> None:
        """16.2.2.I.b: the warriors of ``taker`` take the next hit of ``side``, as its player chose."""
        other = self.a if side == "d" else self.d
        remove_warriors(g, taker, self.c, 1, other, "battle")
        self._set_hits(side, (self.hd if side == "d" else self.ha) - 1)

    def chosen_helpers(self, g: "Game") -> list[int]:
        """16.2.2.I.b: the seats among which the side taking hits now chooses whose warriors
        take the next one (two or more); else none."""
        takers = self.next_takers(g, self.side_to_act(g))
        return takers if len(takers) > 1 else []

    def split_helpers(self, g: "Game", seat: int, helpers: list[int]) -> tuple[list[int], list[int]]:
        """4.3.6: ``helpers`` (seats lending ``seat`` warriors here) as (shared, late): those
        whose warriors ``seat`` treats as its own share its hits (11.2.7 Mercenaries); those an
        ability lends to take hits after its own (``helpers_hit_last``: 17.2.5 Peacekeepers,
        16.2.2.I.a Enclave Defense) come after both, each lender on its own (ruling R547)."""
        marked = [s for ab in abilities(g).helpers_hit_last for s in ab.helpers_hit_last(g, self, seat)]
        late = [s for s in helpers if s in marked and not treats_as_own(g, seat, s)]
        return [s for s in helpers if s not in late], late

    def _took(self, g: "Game", side: str) -> None:
        if side == "d":
            self.took_d += 1
            self.hd -= 1
        else:
            self.took_a += 1
            self.ha -= 1

    # ------------------------------------------------------------------ helpers
    def _ignores_hit(self, g: "Game", side: str, seat: int) -> bool:
        """4.3.6: the first hit a side takes is ignored when an ability says so (14.7.7
        Stubborn), once per battle whatever grants it."""
        mark = "first_hit_ignored:" + side
        if mark in self.used:
            return False
        if any(ab.ignores_first_hit(g, self, seat) for ab in abilities(g).ignores_first_hit):
            self.used.append(mark)
            return True
        return False

    def _set_hits(self, side: str, n: int) -> None:
        if side == "d":
            self.hd = n
        else:
            self.ha = n

    def _remove(self, g: "Game", side: str, kind: str) -> None:
        """4.3.6: a hit removes a building or token of ``kind`` of ``side`` (the Vagrant's
        instigated battle overrides it, V.4.2)."""
        seat, other = (self.d, self.a) if side == "d" else (self.a, self.d)
        remove_piece_kind(g, seat, self.c, kind, other, "battle")
        if is_enemy(g, other, seat):
            if side == "d":
                self.rem_a += 1
            else:
                self.rem_d += 1
        self._set_hits(side, (self.hd if side == "d" else self.ha) - 1)

    # ------------------------------------------------------------------ choices
    def before_roll_why(self, g: "Game", action: Action) -> Reason | None:
        """4.3.2: why a before-roll effect cannot be used now, asked of every ability that
        offers one (too early, too late, not allowed) whatever the step."""
        seat = g.pending.seat if g.pending is not None else self.d
        for ab in abilities(g).before_roll_why:
            r = ab.before_roll_why(g, self, seat, action)
            if r is not None:
                return r
        return None

    def after_roll_why(self, g: "Game", action: Action) -> Reason | None:
        """4.3.4: why an after-roll effect of an ability cannot be used now."""
        seat = g.pending.seat if g.pending is not None else self.a
        for ab in abilities(g).after_roll_why:
            r = ab.after_roll_why(g, self, seat, action)
            if r is not None:
                return r
        return None

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        r = self.before_roll_why(g, action) or self.after_roll_why(g, action)
        if r is not None:
            return r
        if self.step == "ambush" and action.kind == "foil":
            return ("the attacker may foil an ambush only once the defender has played one; "
                    "the defender decides now whether to ambush"), ["4.3.1.I"]
        if self.step == "foil" and action.kind == "ambush":
            return "the defender has already played an ambush card; the attacker decides now whether to foil it", \
                ["4.3.1.I"]
        return None

    def side_seat(self, g: "Game") -> int:
        """The seat of the side to act (:meth:`side_to_act`)."""
        return self.a if self.side_to_act(g) == "a" else self.d

    def side_to_act(self, g: "Game") -> str:
        """The side that decides now: in after-roll effects, the first in order that has not
        passed; in dealing hits, the side taking them."""
        if self.step == "deal":
            return "d" if self.hd > 0 else "a"
        order = ("a", "d") if self.first == "attacker" else ("d", "a")
        for side in order:
            if side not in self.passed:
                return side
        return "a"
