"""Lilypad Diaspora (Law ch. 16): enclaves Peaceful and Militant, frog cards and the Pond,
Fears Come to Pass, Negotiations, Swimmers. Numbers come from woodland/factions/lilypad/data.json.

Enclaves are tokens on the map of kind ``peaceful`` or ``militant`` (its side up), from one
supply of twelve ``enclave`` (16.2.1); flipping one replaces its kind where it lies.

State on the faction object:

``pond``        card ids on the Pond placard (16.2.3), public, oldest first
``negotiated``  the turn (``g.turn``) an enemy last used Negotiations (16.2.5), or -1
``lost_in_battle``  the clearing of the battle going on where a defending Peaceful enclave
                was removed (16.2.4: Fears Come to Pass after that battle), or -1

Abilities: ``clearing_suits`` (16.2.1 enclaves: the one suit query of rules/board.py),
``move_links`` (16.2.6 Swimmers), ``takes_discard`` and ``joins_reshuffle`` (16.2.3 the
Pond), ``dominance_won`` (16.2.2.I Frog Dominance), ``turn_options`` (16.2.5 Negotiations);
hooks: ``triggers`` (16.2.4 Fears Come to Pass), ``crafting_suits`` (16.2.7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.ability import Ability
from woodland.core.actions import Action, act
from woodland.core.events import BattleEnd, Draws, Removed
from woodland.core.faction import Faction
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.kinds import CARD, CLEARING, SUIT, action_kind, decision_kind
from woodland.core.maps import SUITS, WILD_SUIT
from woodland.factions.riverfolk import river_links
from woodland.rules import cards as C
from woodland.rules.battle import Battle, StartBattle, battle_options
from woodland.rules.board import (
    can_place,
    has_pieces,
    in_suit,
    is_enemy,
    may_change,
    piece_suits,
    place_token,
    place_warriors,
    player_removing,
    replace_token,
    rulers,
    unchangeable,
    why_cannot_change,
    why_cannot_place,
)
from woodland.rules.craft import CraftCard
from woodland.rules.move import can_move, do_move
from woodland.rules.setup import enemy_homelands, package_data
from woodland.rules.turn import DaylightOptions, DrawAndDiscard, End
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.game import Game

DATA = package_data(__name__)
PEACEFUL, MILITANT, ENCLAVE = "peaceful", "militant", "enclave"
SIDES = (PEACEFUL, MILITANT)
FROG = WILD_SUIT


def enclave_at(g: "Game", seat: int, c: int) -> str | None:
    """The side of ``seat``'s enclave in clearing ``c`` (one at most, ruling R341), or None."""
    for s, k in g.tokens[c]:
        if s == seat and k in SIDES:
            return k
    return None


def enclaves(g: "Game", seat: int, side: str | None = None) -> list[int]:
    """The clearings with an enclave of ``seat`` (of ``side`` if given), in order."""
    return [c for c in range(g.map.n) for s, k in g.tokens[c] if s == seat and k in SIDES
            and (side is None or k == side)]


def on_river(g: "Game", c: int) -> bool:
    """A clearing on the river (16.3.2, 16.5.2): linked by a river (the Lake: coastal)."""
    return bool(g.map.river_adj[c])


def may_flip(g: "Game", actor: int, c: int) -> bool:
    """Whether ``actor`` may flip the enclave in ``c`` outside battle (17.2.3: not at a
    Governing assembly if an enemy of the Council)."""
    return may_change(g, actor, c, "flip")


def flip(g: "Game", seat: int, c: int, side: str) -> None:
    """Flip the enclave in ``c`` to ``side`` (not a removal nor a placement)."""
    replace_token(g, c, seat, PEACEFUL if side == MILITANT else MILITANT, side)
    g.abilities_changed()  # the clearing's suits changed (16.2.1.I)


class EnclaveSuits(Ability):
    """16.2.1.I-II: a Peaceful enclave adds the frog suit to its clearing; a Militant one
    replaces the clearing's suit with the frog suit."""

    rule = "16.2.1"

    def clearing_suits(self, g: "Game", c: int, suits: tuple[str, ...]) -> tuple[str, ...]:
        side = enclave_at(g, self.seat, c)
        if side == PEACEFUL:
            return suits if FROG in suits else suits + (FROG,)
        if side == MILITANT:
            return (FROG,)
        return suits


class Swimmers(Ability):
    """16.2.6 Swimmers: for the Diaspora, rivers are paths, moved along regardless of rule."""

    rule = "16.2.6"

    def move_links(self, g: "Game", mover: int) -> list[tuple[int, int, bool]]:
        return river_links(g, True) if mover == self.seat else []


class Pond(Ability):
    """16.2.3 the Pond: a discarded frog card goes on top of the Pond, not to the discard
    pile (nor to the Lizard Cult's Lost Souls: asked before every other faction's rule,
    ruling R344); the Pond is shuffled into a new deck (16.2.3.II)."""

    rule = "16.2.3"
    precedence = -1  # before Lost Souls whatever the seats (16.2.3's own example)

    def takes_discard(self, g: "Game", seat: int, cid: int) -> bool:
        card = g.deckdef.cards[cid]
        if card.suit != FROG or card.kind == "dominance":
            return False
        if spent_as_ambush(g, cid):
            lilypad(g, self.seat).pond.insert(0, cid)  # the frog Ambush: "to the Pond bottom" (ruling R451)
        else:
            lilypad(g, self.seat).pond.append(cid)
        return True

    def draw_choice(self, g: "Game", seat: int) -> bool:
        return bool(lilypad(g, self.seat).pond)  # 16.2.3.I: the top of the Pond, instead of the deck

    def joins_reshuffle(self, g: "Game", take: bool = False) -> list[int]:
        f = lilypad(g, self.seat)
        out = list(f.pond)
        if take:
            f.pond = []
        return out


def spent_as_ambush(g: "Game", cid: int) -> bool:
    """Whether ambush card ``cid`` is discarded because it was spent in the current battle
    (4.3.1: played by the defender, or to foil), not discarded from a hand otherwise."""
    top = g.stack[-1] if g.stack else None
    return g.deckdef.cards[cid].kind == "ambush" and isinstance(top, Battle) \
        and (cid == top.amb or top.step == "foil")


class FrogDominance(Ability):
    """16.2.2.I: the player who activated Frog Dominance wins at the start of their Birdsong
    if they rule at least two enclaves on the river."""

    rule = "16.2.2.I"

    def dominance_won(self, g: "Game", seat: int, suit: str) -> bool | None:
        if suit != FROG:
            return None
        r = rulers(g)
        return sum(1 for c in enclaves(g, self.seat) if r[c] == seat and on_river(g, c)) >= 2


def frog_dominance_holder(g: "Game") -> int:
    """The seat of the player who activated Frog Dominance (16.2.2.I), or -1."""
    cards = g.deckdef.cards
    return next((f.seat for f in g.factions if f.dominance >= 0 and cards[f.dominance].suit == FROG), -1)


class EnclaveDefense(Ability):
    """16.2.2.I.a Enclave Defense: the Diaspora defending in a clearing with an enclave, the
    player with Frog Dominance (unless attacking) adds their warriors there as defending
    warriors, hit after the Diaspora's (ruling R333). With Peacekeepers too, the Diaspora
    choose whose warriors take each hit after their own (16.2.2.I.b, rules/battle.py)."""

    rule = "16.2.2.I.a"

    def battle_helpers(self, g: "Game", battle: Any, seat: int) -> list[int]:
        me = self.seat
        if seat != me or battle.d != me or enclave_at(g, me, battle.c) is None:
            return []
        holder = frog_dominance_holder(g)
        # the holder's own hireling attacking is the holder attacking (H.2.4; ruling R560); a
        # coalition partner's hireling is not (ruling R572)
        return [] if holder < 0 or holder in (me, player_removing(g, battle.a)) else [holder]

    def helpers_hit_last(self, g: "Game", battle: Any, seat: int) -> list[int]:
        if seat != self.seat or battle.d != seat:
            return []
        holder = frog_dominance_holder(g)
        return [holder] if holder in battle.help_d else []


class Negotiations(Ability):
    """16.2.5 Negotiations: once during their turn, an enemy with pieces in a clearing with a
    Militant enclave may flip it to Peaceful; if they do not rule it and another player does,
    they give that ruler a card (``negotiate C``, or ``negotiate C "Card"``)."""

    rule = "16.2.5"
    turn_kinds = ("negotiate",)

    def targets(self, g: "Game", seat: int) -> list[int]:
        me = self.seat
        if seat == me or not is_enemy(g, seat, me) or lilypad(g, me).negotiated == g.turn:
            return []
        return [c for c in enclaves(g, me, MILITANT) if has_pieces(g, seat, c) and may_flip(g, seat, c)]

    def needs_card(self, g: "Game", seat: int, c: int) -> int:
        """The player ``seat`` must give a card to for the enclave in ``c``, or -1."""
        r = rulers(g)[c]
        return r if r >= 0 and r != seat else -1

    def turn_window(self, g: "Game", seat: int) -> bool:
        return bool(self.targets(g, seat))

    def turn_options(self, g: "Game", seat: int) -> list[Action]:
        out: list[Action] = []
        for c in self.targets(g, seat):
            if self.needs_card(g, seat, c) < 0:
                out.append(act("negotiate", (c + 1,)))
            else:
                labels = [g.deckdef.cards[cid].label for cid in C.distinct_hand(g, seat)]
                out += [act("negotiate", (c + 1, label)) for label in labels]
        return out

    def turn_option_why(self, g: "Game", seat: int, action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg, why_card

        me = self.seat
        if seat == me or not is_enemy(g, seat, me):
            return "only an enemy of the Diaspora negotiates with them", ["16.2.5"]
        if lilypad(g, me).negotiated == g.turn:
            return "Negotiations is used once during your turn", ["16.2.5"]
        c = clearing_arg(g, action.args[0]) if action.args else None
        if c is None:
            return "negotiate names a clearing with a Militant enclave: negotiate 5", ["16.2.5"]
        if enclave_at(g, me, c) != MILITANT:
            return f"there is no Militant enclave in clearing {c + 1}", ["16.2.5"]
        if not has_pieces(g, seat, c):
            return f"you have no pieces in clearing {c + 1}", ["16.2.5"]
        r = why_cannot_change(g, seat, c, "flip", "16.2.5")  # 17.2.3
        if r is not None:
            return r
        ruler = self.needs_card(g, seat, c)
        if ruler >= 0:
            if len(action.args) < 2:
                return (f"you do not rule clearing {c + 1}: give its ruler ({g.factions[ruler].key}) a card "
                        f"(negotiate {c + 1} \"Card\")"), ["16.2.5"]
            return why_card(g, seat, action.args[1], None, "16.2.5")
        if len(action.args) > 1:
            return f"no card is given: no other player rules clearing {c + 1}", ["16.2.5"]
        return None

    def turn_option_do(self, g: "Game", seat: int, action: Action) -> None:
        c = int(action.args[0]) - 1
        ruler = self.needs_card(g, seat, c)
        if ruler >= 0:
            C.give(g, seat, ruler, C.card_by_label(g, seat, str(action.args[1])))
        lilypad(g, self.seat).negotiated = g.turn
        flip(g, self.seat, c, PEACEFUL)

    def why_not_now(self, g: "Game", seat: int, action: Any) -> Reason | None:
        if action.kind != "negotiate":
            return None
        if g.current != seat:
            return "Negotiations is used during your own turn", ["16.2.5"]
        return self.turn_option_why(g, seat, action)


class Lilypad(Faction):
    key = "lilypad"
    ABILITIES = (EnclaveSuits, Swimmers, Pond, FrogDominance, EnclaveDefense, Negotiations)
    listens = frozenset({"removed", "battle_end", "draws"})  # 16.2.4 Fears Come to Pass; 16.2.3.I
    TOKENS = {ENCLAVE: DATA["enclaves"]}

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        #: the Pond (16.2.3): discarded frog cards, the last on top
        self.pond: list[int] = []
        #: g.turn of the last Negotiations by an enemy (16.2.5: once during their turn)
        self.negotiated = -1
        #: the clearing of the battle going on where the attacker's hits removed a defending
        #: Peaceful enclave (16.2.4: Fears Come to Pass once that battle ends), or -1
        self.lost_in_battle = -1

    # -- pieces -------------------------------------------------------------------------
    def supply_kind(self, kind: str) -> str:
        return ENCLAVE if kind in SIDES else kind

    def take_token(self, kind: str) -> bool:
        return super().take_token(self.supply_kind(kind))

    def return_token(self, kind: str) -> None:
        super().return_token(self.supply_kind(kind))

    def held_cards(self) -> list[int]:
        return list(self.pond)

    def draw_count(self, g: "Game") -> int:
        """16.6.3: one card, plus 1 with 2-3 Peaceful enclaves, 2 with 4-7, 3 with 8+."""
        k = len(enclaves(g, self.seat, PEACEFUL))
        return 1 + next((extra for at_least, extra in DATA["draw_bonus"] if k >= at_least), 0)

    # -- 16.2.7 crafting: enclaves, in Birdsong --------------------------------------------
    def crafting_clearings(self, g: "Game") -> list[int]:
        return enclaves(g, self.seat)

    def crafting_suits(self, g: "Game") -> list[tuple[int, str]]:
        suits = piece_suits(g)
        barred = unchangeable(g, self.seat, "craft")  # 17.2.3
        return [(c, suits[c]) for c in enclaves(g, self.seat) if f"craft:{c}" not in self.used and c not in barred]

    # -- 16.2.4 Fears Come to Pass ----------------------------------------------------------
    def triggers(self, g: "Game", event: tuple[Any, ...]) -> list[Frame]:
        me = self.seat
        if isinstance(event, Draws):  # 16.2.3.I: the drawer may take the top of the Pond first
            return [PondDraw(event.seat, me, event.n)]
        if isinstance(event, Removed) and event.owner == me and event.piece == PEACEFUL \
                and event.cause != ASSIMILATED:
            top = g.stack[-1] if g.stack else None
            if isinstance(top, Battle) and event.cause == "battle":
                if top.d == me:  # a defending Peaceful enclave: Fears comes after the battle (ruling R545)
                    self.lost_in_battle = event.clearing
                return []
            # removed outside battle. The enemy is the hireling when one removed it (H.3.2), its
            # pieces its own (H.3.3), as when a hireling attacks (the battle's attacker): ruling R526
            remover = event.hireling if event.hireling <= -2 else event.by
            if remover != -1 and is_enemy(g, remover, me):
                return [FearsComeToPass(me, remover)]
        if isinstance(event, BattleEnd) and event.defender == me:
            # 16.2.4: after a battle where an enemy attacked a defending Peaceful enclave, whether
            # the enclave stands or its hits removed it; the effects its removals triggered (the
            # Corvid's Raid) resolved during the battle, before (4.3.6, ruling R545)
            lost, self.lost_in_battle = self.lost_in_battle == event.clearing, -1
            if is_enemy(g, event.attacker, me) and (lost or enclave_at(g, me, event.clearing) == PEACEFUL):
                return [FearsComeToPass(me, event.attacker)]
        return []

    # -- positions and views -------------------------------------------------------------
    def public_board(self, g: "Game") -> dict[str, Any]:
        cards = g.deckdef.cards
        return {"warriors_in_supply": self.supply, "enclaves_in_supply": self.tsupply[ENCLAVE],
                "peaceful": [c + 1 for c in enclaves(g, self.seat, PEACEFUL)],
                "militant": [c + 1 for c in enclaves(g, self.seat, MILITANT)],
                "pond": [cards[x].label for x in self.pond]}

    # -- phases -------------------------------------------------------------------------
    def setup_frame(self, g: "Game") -> Frame:
        return LilypadSetup(self.seat)

    def birdsong_frame(self, g: "Game") -> Frame:
        return LilypadBirdsong(self.seat)

    def daylight_frame(self, g: "Game") -> Frame:
        return LilypadDaylight(self.seat)

    def evening_frame(self, g: "Game") -> Frame:
        return LilypadEvening(self.seat)


#: the Diaspora at a seat known to play them, typed
lilypad = Lilypad.of


def clearing_of(g: "Game", action: Action, i: int = 0) -> tuple[int | None, Reason | None]:
    """The clearing named by argument ``i``, or why there is none."""
    from woodland.rules.why import clearing_arg

    if len(action.args) <= i:
        return None, (f"{action.kind} names a clearing", ["2.2"])
    c = clearing_arg(g, action.args[i])
    if c is None:
        return None, (f"there is no clearing {action.args[i]} on this map", ["2.2"])
    return c, None


# ----------------------------------------------------------------------------- Fears (16.2.4)
class FearsComeToPass(Frame):
    """16.2.4: flip every Peaceful enclave with ``enemy``'s pieces to Militant and place a
    warrior at each flipped enclave."""

    __slots__ = ("seat", "enemy")
    rule = "16.2.4"

    def __init__(self, seat: int, enemy: int) -> None:
        self.step = "flip"
        self.seat = seat
        self.enemy = enemy

    def describe(self, g: "Game") -> str:
        return "Fears Come to Pass"

    def s_flip(self, g: "Game") -> Decision | None:
        flipped = []
        for c in enclaves(g, self.seat, PEACEFUL):
            # 17.2.3: not at a Governing assembly, after the battle (ruling R523)
            if has_pieces(g, self.enemy, c) and may_flip(g, self.seat, c):
                flip(g, self.seat, c, MILITANT)
                flipped.append(c)
        g.pop()
        warriors_at_enclaves(g, self.seat, flipped, "16.2.4")  # 1.5.4: too few, the Diaspora choose
        return None


# ----------------------------------------------------------------------------- 16.2.3.I drawing
def pond_top(g: "Game", seat: int) -> int:
    """The card on top of the Pond of the Diaspora at ``seat``, or -1."""
    pond = lilypad(g, seat).pond
    return pond[-1] if pond else -1


class FromPond(Choice["PondDraw"]):
    """16.2.3.I: the first card from the top of the Pond (face up: everyone sees it), the
    others from the deck."""

    kind = "pond"

    def options(self, fr: "PondDraw", g: "Game") -> list[Action]:
        top = pond_top(g, fr.diaspora)
        return [act("pond", (g.deckdef.cards[top].label,))] if top >= 0 else []

    def why_not(self, fr: "PondDraw", g: "Game", action: Action) -> Reason | None:
        top = pond_top(g, fr.diaspora)
        if top < 0:
            return "the Pond is empty", ["16.2.3.I"]
        return f"the card on top of the Pond is {g.deckdef.cards[top].label}", ["16.2.3.I"]

    def do(self, fr: "PondDraw", g: "Game", action: Action) -> None:
        f = g.factions[fr.seat]
        cid = lilypad(g, fr.diaspora).pond.pop()
        f.hand.append(cid)
        f.shown.append(cid)  # taken face up: everyone knows it (1.2)
        C.draw_from_deck(g, fr.seat, fr.n - 1)
        g.pop()


class FromDeck(BareAction["PondDraw"]):
    """16.2.3.I is optional: every card from the shared deck."""

    kind = "draw"

    def do(self, fr: "PondDraw", g: "Game", action: Action) -> None:
        C.draw_from_deck(g, fr.seat, fr.n)
        g.pop()


class PondDraw(Frame):
    """16.2.3.I: ``seat`` draws ``n`` cards and may draw the first from the top of the Pond
    of the Diaspora at ``diaspora`` instead of the shared deck (ruling R332)."""

    __slots__ = ("seat", "diaspora", "n")
    rule = "16.2.3.I"
    seat_fields = ("seat", "diaspora")
    choices = {"choose": (FromPond(), FromDeck())}

    def __init__(self, seat: int, diaspora: int, n: int) -> None:
        self.step = "choose"
        self.seat = seat
        self.diaspora = diaspora
        self.n = n

    def describe(self, g: "Game") -> str:
        return f"{g.factions[self.seat].key} draws {self.n} card(s)"

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "pond_draw", "player": g.factions[self.seat].key, "cards": self.n}

    def s_choose(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "pond_draw", self.offer(g),
                        f"draw {self.n} card(s): the first from the top of the Pond, or all from the deck?",
                        "16.2.3.I")


# ----------------------------------------------------------------------------- setup (16.3)
class StartHere(Choice["LilypadSetup"]):
    """16.3.2: five warriors and a Peaceful enclave in a clearing on the river (in a drafted
    game not an enemy's homeland, A.8.3.I)."""

    kind = "place"

    def options(self, fr: "LilypadSetup", g: "Game") -> list[Action]:
        homelands = enemy_homelands(g, fr.seat)
        return [act("place", (c + 1,)) for c in range(g.map.board_n)
                if on_river(g, c) and can_place(g, fr.seat, c) and c not in homelands]

    def why_not(self, fr: "LilypadSetup", g: "Game", action: Action) -> Reason | None:
        c, r = clearing_of(g, action)
        if c is None:
            return r
        if not on_river(g, c):
            return f"clearing {c + 1} is not on the river", ["16.3.2"]
        if c in enemy_homelands(g, fr.seat):
            return f"clearing {c + 1} is an enemy's homeland", ["A.8.3.I"]
        return why_cannot_place(g, fr.seat, c, "16.3.2")

    def do(self, fr: "LilypadSetup", g: "Game", action: Action) -> None:
        c = int(action.args[0]) - 1
        f = lilypad(g, fr.seat)
        f.home = c
        place_warriors(g, fr.seat, c, DATA["start_warriors"])
        place_token(g, fr.seat, PEACEFUL, c)
        g.abilities_changed()
        # 16.3.3-4: the frog cards into the shared deck (Frog Dominance removed at two players)
        frogs = [card.id for card in g.deckdef.cards if card.added == f.key
                 and not (g.n == 2 and card.kind == "dominance")]
        g.deck += frogs
        g.rng.shuffle(g.deck)
        g.pop()


class LilypadSetup(Frame):
    __slots__ = ("seat",)
    rule = "16.3"
    choices = {"place": (StartHere(),)}

    def __init__(self, seat: int) -> None:
        self.step = "place"
        self.seat = seat

    def s_place(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "lilypad_setup", self.offer(g),
                        "place five warriors and a Peaceful enclave in a clearing on the river", "16.3.2")


# ----------------------------------------------------------------------------- Birdsong (16.4)
class Done(BareAction["LilypadBirdsong"]):
    """Go on to the next step."""

    kind = "done"

    def do(self, fr: "LilypadBirdsong", g: "Game", action: Action) -> None:
        if fr.step == "craft":
            fr.step = "choose"
        else:
            g.pop()


class Rally(BareAction["LilypadBirdsong"]):
    """16.4.2.I Rally: a warrior at each Militant enclave."""

    kind = "rally"

    def do(self, fr: "LilypadBirdsong", g: "Game", action: Action) -> None:
        g.pop()
        warriors_at_enclaves(g, fr.seat, enclaves(g, fr.seat, MILITANT), "16.4.2.I")


def warriors_at_enclaves(g: "Game", seat: int, todo: list[int], rule: str, discard: bool = False) -> None:
    """One warrior at each of the enclaves in ``todo`` (16.4.2.I, 16.5.2, 16.2.4) where one
    may be placed (17.2.3: not at a Governing assembly), then, for Provoke (``discard``), a
    random card discarded (16.5.2). With too few warriors in the supply the Diaspora choose
    which enclaves get them (1.5.4, as the Marquise's recruiters and the Hundreds' recruit):
    an ``EnclaveWarriors`` frame asks; else it is done at once."""
    todo = [c for c in todo if can_place(g, seat, c)]
    supply = g.factions[seat].supply
    if supply >= len(todo) or supply == 0:
        for c in todo:
            place_warriors(g, seat, c, 1)
        if discard:
            discard_at_random(g, seat)
        return
    g.push(EnclaveWarriors(seat, todo, rule, discard))


def discard_at_random(g: "Game", seat: int) -> None:
    """16.5.2: finally, discard a random card (skipped with an empty hand)."""
    f = g.factions[seat]
    if f.hand:
        C.spend(g, seat, f.hand[g.rng.below(len(f.hand))])


class WarriorAt(Choice["EnclaveWarriors"]):
    """1.5.4: too few warriors for every enclave: the one the next warrior goes to."""

    kind = "place"

    def options(self, fr: "EnclaveWarriors", g: "Game") -> list[Action]:
        return [act("place", (c + 1,)) for c in fr.todo]

    def why_not(self, fr: "EnclaveWarriors", g: "Game", action: Action) -> Reason | None:
        where = ", ".join(str(c + 1) for c in fr.todo)
        return (f"too few warriors for every enclave: the next goes to one of the enclaves still without its "
                f"warrior ({where})"), [fr.rule_id, "1.5.4"]

    def do(self, fr: "EnclaveWarriors", g: "Game", action: Action) -> None:
        c = int(action.args[0]) - 1
        place_warriors(g, fr.seat, c, 1)
        fr.todo.remove(c)


class EnclaveWarriors(Frame):
    """A warrior at each enclave of ``todo`` with too few in the supply (1.5.4): the Diaspora
    place them one by one where they choose; then (Provoke, ``discard``) a random card is
    discarded (16.5.2)."""

    __slots__ = ("seat", "todo", "rule_id", "discard")
    rule = "1.5.4"
    choices = {"place": (WarriorAt(),)}

    def __init__(self, seat: int, todo: list[int], rule: str, discard: bool) -> None:
        self.step = "place"
        self.seat = seat
        #: the enclaves still without their warrior
        self.todo = list(todo)
        #: the rule placing them (16.4.2.I Rally, 16.5.2 Provoke, 16.2.4 Fears Come to Pass)
        self.rule_id = rule
        self.discard = discard

    def describe(self, g: "Game") -> str:
        return "a warrior at each enclave"

    def loaded_problem(self, g: "Game") -> tuple[str, str] | None:
        if not all(isinstance(c, int) and 0 <= c < g.map.n for c in self.todo):
            return "todo", "clearings of the map"
        return None

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "enclave_warriors", "enclaves": [c + 1 for c in self.todo]}

    def s_place(self, g: "Game") -> Decision | None:
        if g.factions[self.seat].supply == 0 or not self.todo:
            if self.discard:
                discard_at_random(g, self.seat)
            g.pop()
            return None
        return Decision(self.seat, "recruit_place", self.offer(g),  # the kind of 1.5.4's other such choices
                        f"{g.factions[self.seat].supply} warrior(s) left for {len(self.todo)} enclave(s): "
                        "where does the next one go?", self.rule_id)


class Reconcile(Choice["LilypadBirdsong"]):
    """16.4.2.II Reconcile: flip Militant enclaves to Peaceful, any number; the ruler of
    each draws a card. ``reconcile`` alone flips none (or no more)."""

    kind = "reconcile"

    def options(self, fr: "LilypadBirdsong", g: "Game") -> list[Action]:
        out = [act("reconcile", (c + 1,)) for c in enclaves(g, fr.seat, MILITANT) if may_flip(g, fr.seat, c)]
        return out + [act("reconcile")] if fr.step == "choose" else out

    def why_not(self, fr: "LilypadBirdsong", g: "Game", action: Action) -> Reason | None:
        c, r = clearing_of(g, action)
        if c is None:
            return r
        if enclave_at(g, fr.seat, c) == MILITANT:
            return why_cannot_change(g, fr.seat, c, "flip", "16.4.2.II")  # 17.2.3
        return f"there is no Militant enclave in clearing {c + 1}", ["16.4.2.II"]

    def do(self, fr: "LilypadBirdsong", g: "Game", action: Action) -> None:
        if not action.args:
            g.pop()
            return
        c = int(action.args[0]) - 1
        flip(g, fr.seat, c, PEACEFUL)
        who = rulers(g)[c]
        if who >= 0:
            C.draw(g, who, 1)
        fr.step = "more"


class LilypadBirdsong(Frame):
    """16.4: craft with enclaves (16.4.1), then Rally or Reconcile (16.4.2)."""

    __slots__ = ("seat",)
    rule = "16.4"
    choices = {"craft": (CraftCard(), Done()), "choose": (Rally(), Reconcile()),
               "more": (Reconcile(), Done())}

    def __init__(self, seat: int) -> None:
        self.step = "craft"
        self.seat = seat

    def s_craft(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "craft", self.offer(g), "Birdsong: craft with your enclaves, or done", "16.4.1")

    def s_choose(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "rally_or_reconcile", self.offer(g),
                        "Rally (a warrior at each Militant enclave) or Reconcile (flip Militant enclaves)",
                        "16.4.2")

    def s_more(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) == 1:
            g.pop()
            return None
        return Decision(self.seat, "reconcile", opts, "Reconcile: flip another Militant enclave, or done",
                        "16.4.2.II")

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        return elsewhere(action, "birdsong")


def elsewhere(action: Action, phase: str) -> Reason | None:
    """Why an action of another part of the Diaspora's turn is not taken in ``phase``."""
    k = action.kind
    if k == "craft" and phase != "birdsong":
        return "the Diaspora craft in Birdsong, activating enclaves", ["16.2.7", "16.4.1"]
    if k in ("rally", "reconcile") and phase != "birdsong":
        return "the Diaspora Rally or Reconcile in Birdsong", ["16.4.2"]
    if k in ("settle", "provoke", "enclave") and phase != "daylight":
        return "the Diaspora Settle and Provoke in Daylight", ["16.5"]
    if k == "integrate" and phase != "evening":
        return "the Diaspora Integrate in Evening", ["16.6.2"]
    return None


# ----------------------------------------------------------------------------- Daylight (16.5)
class Settle(Choice["LilypadDaylight"]):
    """16.5.1 Settle: choose a clearing."""

    kind = "settle"

    def options(self, fr: "LilypadDaylight", g: "Game") -> list[Action]:
        if fr.left <= 0:
            return []
        return [act("settle", (c + 1,)) for c in range(g.map.board_n) if settle_worth(g, fr.seat, c)]

    def why_not(self, fr: "LilypadDaylight", g: "Game", action: Action) -> Reason | None:
        if fr.left <= 0:
            return "you Settle or Provoke up to three times in Daylight", ["16.5"]
        c, r = clearing_of(g, action)
        if c is None:
            return r
        return (f"settling in clearing {c + 1} could do nothing: no warriors can move in, no battle and "
                "no enclave"), ["16.5.1"]

    def do(self, fr: "LilypadDaylight", g: "Game", action: Action) -> None:
        fr.left -= 1
        fr.c = int(action.args[0]) - 1
        fr.origins = []
        fr.step = "gather"


def settle_moves(g: "Game", seat: int, c: int, used: list[int]) -> list[Action]:
    """16.5.1: moves into ``c``, once each from adjacent clearings (rivers are paths, 16.2.6)."""
    n = g.n
    return [act("move", (a + 1, c + 1)) for a in range(g.map.n)
            if a != c and a not in used and g.warriors[a * n + seat] > 0 and can_move(g, seat, a, c)]


def enclave_here(g: "Game", seat: int, c: int) -> bool:
    """16.5.1: a Peaceful enclave may be placed in ``c``: none there, you rule it, one left."""
    return enclave_at(g, seat, c) is None and rulers(g)[c] == seat and g.factions[seat].tsupply[ENCLAVE] > 0 \
        and can_place(g, seat, c)


def settle_worth(g: "Game", seat: int, c: int) -> bool:
    """16.5.1 (ruling R348): a Settle that could do something: a move in, a battle there (an
    enemy hireling too, H.3.2, as ``SettleBattle`` offers), or an enclave."""
    return bool(settle_moves(g, seat, c, [])) or bool(battle_options(g, seat, [c], hirelings=True)) \
        or enclave_here(g, seat, c)


class SettleMove(Choice["LilypadDaylight"]):
    """16.5.1: move into the settled clearing, once from each adjacent clearing."""

    kind = "move"

    def options(self, fr: "LilypadDaylight", g: "Game") -> list[Action]:
        return settle_moves(g, fr.seat, fr.c, fr.origins)

    def why_not(self, fr: "LilypadDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_move

        if len(action.args) == 2:
            a, r = clearing_of(g, action)
            b, r2 = clearing_of(g, action, 1)
            if a is None or b is None:
                return r or r2
            if b != fr.c:
                return f"Settle moves warriors into the clearing settled, {fr.c + 1}", ["16.5.1"]
            if a in fr.origins:
                return f"warriors already moved in from clearing {a + 1} (once from each)", ["16.5.1"]
        return why_move(g, fr.seat, action, None, "16.5.1")

    def do(self, fr: "LilypadDaylight", g: "Game", action: Action) -> None:
        fr.a = int(action.args[0]) - 1
        fr.origins.append(fr.a)
        fr.step = "count"


class SettleCount(Choice["LilypadDaylight"]):
    """4.2: any number of the warriors in the origin."""

    kind = "count"

    def options(self, fr: "LilypadDaylight", g: "Game") -> list[Action]:
        return [act("count", (k,)) for k in range(1, g.warriors[fr.a * g.n + fr.seat] + 1)]

    def why_not(self, fr: "LilypadDaylight", g: "Game", action: Action) -> Reason | None:
        w = g.warriors[fr.a * g.n + fr.seat]
        return f"you have {w} warrior(s) in clearing {fr.a + 1}; move between 1 and {w}", ["4.2"]

    def do(self, fr: "LilypadDaylight", g: "Game", action: Action) -> None:
        do_move(g, fr.seat, fr.a, fr.c, int(action.args[0]))
        fr.step = "gather"


class Gathered(BareAction["LilypadDaylight"]):
    """Done moving in (16.5.1), or done with the settled clearing."""

    kind = "done"

    def do(self, fr: "LilypadDaylight", g: "Game", action: Action) -> None:
        fr.step = "then" if fr.step == "gather" else "menu"


class SettleBattle(StartBattle):
    """16.5.1: then, a battle in the settled clearing."""

    clearings_rule = "16.5.1"

    def clearings(self, fr: Frame, g: "Game") -> list[int] | None:
        return [daylight(fr).c]

    def do(self, fr: Frame, g: "Game", action: Action) -> None:
        daylight(fr).step = "menu"
        super().do(fr, g, action)


class SettleEnclave(Choice["LilypadDaylight"]):
    """16.5.1: or a Peaceful enclave there, if it has none and you rule it."""

    kind = "enclave"

    def options(self, fr: "LilypadDaylight", g: "Game") -> list[Action]:
        return [act("enclave", (fr.c + 1,))] if enclave_here(g, fr.seat, fr.c) else []

    def why_not(self, fr: "LilypadDaylight", g: "Game", action: Action) -> Reason | None:
        c, r = clearing_of(g, action)
        if c is None:
            return r
        if c != fr.c:
            return f"Settle places the enclave in the clearing settled, {fr.c + 1}", ["16.5.1"]
        if enclave_at(g, fr.seat, c):
            return f"clearing {c + 1} has an enclave already", ["16.5.1"]
        if rulers(g)[c] != fr.seat:
            return f"you do not rule clearing {c + 1}", ["16.5.1"]
        if g.factions[fr.seat].tsupply[ENCLAVE] <= 0:
            return "all twelve enclaves are on the map", ["16.2.1"]
        return why_cannot_place(g, fr.seat, c, "16.5.1")

    def do(self, fr: "LilypadDaylight", g: "Game", action: Action) -> None:
        place_token(g, fr.seat, PEACEFUL, fr.c)
        g.abilities_changed()
        fr.step = "menu"


def provoke_sites(g: "Game", seat: int) -> list[int]:
    """16.5.2: a Peaceful enclave to flip, or a clearing without an enclave on the river or
    with a Diaspora warrior for a Militant enclave (one left in the supply)."""
    out = []
    left = g.factions[seat].tsupply[ENCLAVE] > 0
    for c in range(g.map.board_n):
        side = enclave_at(g, seat, c)
        if (side == PEACEFUL and may_flip(g, seat, c)) or (  # 17.2.3
                side is None and left and (on_river(g, c) or g.warriors[c * g.n + seat]) and can_place(g, seat, c)):
            out.append(c)
    return out


class Provoke(Choice["LilypadDaylight"]):
    """16.5.2 Provoke: flip a Peaceful enclave to Militant, or place a Militant enclave on
    the river or at a Diaspora warrior; then a warrior at each Militant enclave; then
    discard a random card."""

    kind = "provoke"

    def options(self, fr: "LilypadDaylight", g: "Game") -> list[Action]:
        return [act("provoke", (c + 1,)) for c in provoke_sites(g, fr.seat)] if fr.left > 0 else []

    def why_not(self, fr: "LilypadDaylight", g: "Game", action: Action) -> Reason | None:
        if fr.left <= 0:
            return "you Settle or Provoke up to three times in Daylight", ["16.5"]
        c, r = clearing_of(g, action)
        if c is None:
            return r
        side = enclave_at(g, fr.seat, c)
        if side == MILITANT:
            return f"the enclave in clearing {c + 1} is Militant already", ["16.5.2"]
        if side == PEACEFUL:
            return why_cannot_change(g, fr.seat, c, "flip", "16.5.2")  # 17.2.3
        if g.factions[fr.seat].tsupply[ENCLAVE] <= 0:
            return "all twelve enclaves are on the map", ["16.2.1"]
        if not on_river(g, c) and not g.warriors[c * g.n + fr.seat]:
            return f"clearing {c + 1} is not on the river and has no Diaspora warrior", ["16.5.2"]
        return why_cannot_place(g, fr.seat, c, "16.5.2")

    def do(self, fr: "LilypadDaylight", g: "Game", action: Action) -> None:
        fr.left -= 1
        c = int(action.args[0]) - 1
        if enclave_at(g, fr.seat, c) == PEACEFUL:
            flip(g, fr.seat, c, MILITANT)
        else:
            place_token(g, fr.seat, MILITANT, c)
            g.abilities_changed()
        # 16.5.2: then a warrior at each Militant enclave; finally a random card discarded
        # (skipped with no cards in hand)
        warriors_at_enclaves(g, fr.seat, enclaves(g, fr.seat, MILITANT), "16.5.2", discard=True)


class LilypadDaylight(Frame):
    """16.5: Settle or Provoke up to three times, in any order."""

    __slots__ = ("seat", "left", "c", "a", "origins", "got")
    rule = "16.5"
    clearing_fields = ("c", "a")
    choices = {"menu": (Settle(), Provoke(), DaylightOptions(), End()),
               "gather": (SettleMove(), Gathered()), "count": (SettleCount(),),
               "then": (SettleBattle(), SettleEnclave(), Gathered())}

    def __init__(self, seat: int) -> None:
        self.step = "menu"
        self.seat = seat
        self.left = DATA["actions"]
        self.c = -1
        self.a = -1
        self.origins: list[int] = []
        self.got = 0

    def public(self, g: "Game") -> dict[str, Any] | None:
        d: dict[str, Any] = {"procedure": "lilypad_daylight", "actions_left": self.left}
        if self.step != "menu":
            d["settling"] = self.c + 1  # 16.5.1: the clearing settled
        if self.step == "count":
            d.update({"from": self.a + 1, "to": self.c + 1})
        return d

    def s_menu(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "lilypad_daylight", self.offer(g),
                        f"Daylight: Settle or Provoke ({self.left} left), or end", "16.5")

    def s_gather(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) == 1:
            self.step = "then"
            return None
        return Decision(self.seat, "settle_move", opts, f"Settle: move into {self.c + 1} (once from each), "
                        "or done", "16.5.1")

    def s_count(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "move_count", self.offer(g),
                        f"how many warriors move {self.a + 1}->{self.c + 1}", "4.2")

    def s_then(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) == 1:
            self.step = "menu"
            return None
        return Decision(self.seat, "settle_then", opts,
                        f"Settle: battle in {self.c + 1}, or place a Peaceful enclave there, or done", "16.5.1")

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        return elsewhere(action, "daylight")


def daylight(fr: Frame) -> LilypadDaylight:
    assert isinstance(fr, LilypadDaylight)
    return fr


# ----------------------------------------------------------------------------- Evening (16.6)
class Retaliate(StartBattle):
    """16.6.1 Retaliate: a battle at each Militant enclave (you must)."""

    clearings_rule = "16.6.1"

    def clearings(self, fr: Frame, g: "Game") -> list[int] | None:
        ev = evening(fr)
        return [c for c in enclaves(g, ev.seat, MILITANT) if c not in ev.fought]

    def why_not(self, fr: Frame, g: "Game", action: Action) -> Reason | None:
        ev = evening(fr)
        c, r = clearing_of(g, action)
        if c is None:
            return r
        if c in ev.fought:
            return f"you have retaliated at clearing {c + 1} already this Evening", ["16.6.1"]
        if enclave_at(g, ev.seat, c) != MILITANT:
            return f"Retaliate battles at Militant enclaves, and clearing {c + 1} has none", ["16.6.1"]
        return super().why_not(fr, g, action)

    def do(self, fr: Frame, g: "Game", action: Action) -> None:
        evening(fr).fought.append(int(action.args[0]) - 1)
        super().do(fr, g, action)


def integrate_suits(g: "Game", cid: int, seat: int = -1) -> tuple[str, ...]:
    """16.6.2: the suits a card may score (not the frog suit; a bird card as one suit of
    your choice, ruling R342; a card ``seat`` may spend as any suit likewise, R459)."""
    suit = g.deckdef.cards[cid].suit
    if suit == "bird" or (seat >= 0 and suit not in SUITS and C.wild_card(g, seat, cid)):
        return SUITS
    return (suit,) if suit in SUITS else ()


def integrate_points(g: "Game", seat: int, suit: str) -> int:
    """16.6.2: one point per Peaceful enclave in a clearing of ``suit``."""
    return sum(1 for c in enclaves(g, seat, PEACEFUL) if in_suit(g, c, suit))


class Integrate(Choice["LilypadEvening"]):
    """16.6.2 Integrate: spend a card to score 1 point per matching Peaceful enclave
    (``integrate "Card"``; a bird card names its suit: ``integrate "Card" fox``)."""

    kind = "integrate"

    def options(self, fr: "LilypadEvening", g: "Game") -> list[Action]:
        out: list[Action] = []
        cards = g.deckdef.cards
        for cid in C.distinct_hand(g, fr.seat):
            suits = integrate_suits(g, cid, fr.seat)
            if cards[cid].suit not in SUITS and suits:  # a bird card, or one spent as any suit (R459)
                out += [act("integrate", (cards[cid].label, s)) for s in suits]
            elif suits:
                out.append(act("integrate", (cards[cid].label,)))
        return out

    def why_not(self, fr: "LilypadEvening", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        if not action.args:
            return "integrate names the card to spend: integrate \"Card\"", ["16.6.2"]
        r = why_card(g, fr.seat, action.args[0], None, "16.6.2")
        if r is not None:
            return r
        cid = C.card_by_label(g, fr.seat, str(action.args[0]))
        suit = g.deckdef.cards[cid].suit
        wild = suit == FROG and C.wild_card(g, fr.seat, cid)
        if suit == FROG and not wild:
            return "you cannot score the frog suit", ["16.6.2"]
        if (suit == "bird" or wild) and (len(action.args) < 2 or action.args[1] not in SUITS):
            return f"a {suit} card is spent as one suit: integrate \"Card\" fox", ["16.6.2", "2.1.1"]
        return None

    def do(self, fr: "LilypadEvening", g: "Game", action: Action) -> None:
        cid = C.card_by_label(g, fr.seat, str(action.args[0]))
        suit = str(action.args[1]) if len(action.args) > 1 else g.deckdef.cards[cid].suit
        C.spend(g, fr.seat, cid)
        score(g, fr.seat, integrate_points(g, fr.seat, suit))
        fr.step = "draw"


class NoIntegrate(BareAction["LilypadEvening"]):
    """16.6.2 is optional."""

    kind = "done"

    def do(self, fr: "LilypadEvening", g: "Game", action: Action) -> None:
        fr.step = "draw"


class LilypadEvening(Frame):
    """16.6: Retaliate (16.6.1), Integrate (16.6.2), Draw and Discard (16.6.3)."""

    __slots__ = ("seat", "fought")
    rule = "16.6"
    choices = {"retaliate": (Retaliate(),), "integrate": (Integrate(), NoIntegrate())}

    def __init__(self, seat: int) -> None:
        self.step = "retaliate"
        self.seat = seat
        self.fought: list[int] = []

    def s_retaliate(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:
            self.step = "integrate"
            return None
        return Decision(self.seat, "retaliate", opts, "Retaliate: battle at each Militant enclave", "16.6.1")

    def s_integrate(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) == 1:
            self.step = "draw"
            return None
        return Decision(self.seat, "integrate", opts, "Integrate: spend a card to score its Peaceful enclaves, "
                        "or done", "16.6.2")

    def s_draw(self, g: "Game") -> Decision | None:
        g.pop()
        g.push(DrawAndDiscard(self.seat, lilypad(g, self.seat).draw_count(g), "16.6.3"))
        return None

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        return elsewhere(action, "evening")


def evening(fr: Frame) -> LilypadEvening:
    assert isinstance(fr, LilypadEvening)
    return fr


decision_kind("pond_draw", "Draw the first card from the top of the Pond, or from the deck", "16.2.3.I")
decision_kind("lilypad_setup", "Where the Diaspora start (a clearing on the river)", "16.3.2")
decision_kind("rally_or_reconcile", "Rally or Reconcile", "16.4.2")
decision_kind("reconcile", "Another Militant enclave to flip, or done", "16.4.2.II")
decision_kind("lilypad_daylight", "Settle or Provoke, or end Daylight", "16.5")
decision_kind("settle_move", "A move into the settled clearing, or done", "16.5.1")
decision_kind("settle_then", "Battle in the settled clearing, place a Peaceful enclave, or done", "16.5.1")
decision_kind("retaliate", "Which Militant enclave to battle at", "16.6.1")
decision_kind("integrate", "Which card to spend to Integrate, or done", "16.6.2")
action_kind("pond", "Draw the first card from the top of the Pond (this card)", "16.2.3.I", (CARD,))
action_kind("rally", "Rally: a warrior at each Militant enclave", "16.4.2.I")
action_kind("reconcile", "Reconcile: flip the Militant enclave here to Peaceful; none: no (more)", "16.4.2.II",
            (), (CLEARING,))
action_kind("settle", "Settle in this clearing", "16.5.1", (CLEARING,))
action_kind("enclave", "Place a Peaceful enclave here", "16.5.1", (CLEARING,))
action_kind("provoke", "Provoke: flip this Peaceful enclave, or place a Militant enclave here", "16.5.2",
            (CLEARING,))
action_kind("integrate", "Integrate: spend this card (a bird: as this suit)", "16.6.2", (CARD,), (CARD, SUIT))
# the frog cards' effects (16.2.2), which this faction's setup adds to the deck (16.3.4)
from woodland.cards.frogs import ASSIMILATED  # noqa: E402

action_kind("negotiate", "Negotiations: flip the Militant enclave here (giving the ruler this card)", "16.2.5",
            (CLEARING,), (CLEARING, CARD))
