"""Vagabond (Law ch. 9, appendix V): items, relationships, quests, aid, and the second
Vagabond (9.7). The characters (Thief, Tinker, Ranger, Vagrant, Arbiter, Scoundrel, Adventurer, Harrier) are a
registry of small classes (:class:`Character`, in characters.py): each is its special
action's choice (options, why-not reason, effect) in the Daylight menu.
Values come from woodland/factions/vagabond/data.json.

Items on the faction board are strings: the item kind, then ``_d`` if damaged and ``_x``
if exhausted (face down): ``sword``, ``sword_x``, ``sword_d``, ``sword_d_x``. Face-up
undamaged tea, coins and bags sit on their tracks (up to three each, 9.2.5.I); every
other item is in the Satchel or the Damaged box, which is all the state needs to know.
Forests are named ``F1``..``Fn`` in actions.

Two Vagabonds (9.7): the second is the faction ``vagabond2`` (:class:`SecondVagabond`).
The shared quests (9.7.2) live on the first Vagabond's board (``quests``, ``quest_deck``;
see :func:`quest_holder`); each Vagabond keeps his own completed quests, relationships
(with non-Vagabond factions only) and items. ``rmarks`` lists the kinds of the R items
(9.3.4) on a Vagabond's board, for 9.7.3; ``peeked`` the ruins whose remaining items he
has seen (9.7.3: he looks at both items); ``scorched`` the clearings where the Scoundrel
placed a torch (V.6.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from woodland.core.ability import Ability, abilities
from woodland.core.actions import Action, act
from woodland.core.errors import BadInput
from woodland.core.events import FullRemoval, Moved, PawnMoved, Removed
from woodland.core.faction import Faction
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.kinds import (
    CARD,
    CLEARING,
    FACTION,
    FOREST,
    HIRELING,
    ITEM,
    ITEM_STATE,
    QUEST,
    WORD,
    action_kind,
    decision_kind,
)
from woodland.rules import cards as C
from woodland.rules.advanced import DEALT_WITH_CARD, Drafted, dealt_with
from woodland.rules.battle import StartBattle, piece_kinds, remove_piece_kind, start_battle
from woodland.rules.board import (
    clearing_suits,
    has_pieces,
    in_suit,
    is_enemy,
    may_change,
    may_remove,
    owner_named,
    piece_suit,
    redraw_ruin_items,
    remove_emptied_ruin,
    remove_warriors,
    suit_words,
    warriors_of,
    why_cannot_remove,
)
from woodland.rules.craft import CraftCard
from woodland.rules.move import adjacency
from woodland.rules.setup import package_data
from woodland.rules.turn import DaylightOptions, DiscardDown, End
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.game import Game

DATA = package_data(__name__)
CHARACTERS: dict[str, dict[str, Any]] = DATA["characters"]
QUESTS: list[dict[str, Any]] = DATA["quests"]
TRACKED = tuple(DATA["track_items"])
TRACK = DATA["track_size"]
HOSTILE = -1
ALLIED = len(DATA["relationship_aids"])
SECOND = DATA["second"]
RUIN_KINDS = tuple(DATA["ruin_items"])
#: the expansion boxes: the factions and maps in each ("with"); with one of them in the
#: game, that box's characters are offered (9.3.1)
BOXES: dict[str, dict[str, Any]] = DATA["boxes"]


# ----------------------------------------------------------------------------- items
def kind_of(it: str) -> str:
    return it.split("_", 1)[0]


def is_exhausted(it: str) -> bool:
    return it.endswith("_x")


def is_damaged(it: str) -> bool:
    return "_d" in it


def make(kind: str, damaged: bool = False, exhausted: bool = False) -> str:
    return kind + ("_d" if damaged else "") + ("_x" if exhausted else "")


def quest_label(q: int) -> str:
    return f"{QUESTS[q]['name']} ({QUESTS[q]['suit']})"


def forest_label(f: int) -> str:
    return f"F{f + 1}"


def parse_place(g: "Game", x: Any) -> tuple[int, int]:
    """A destination argument: a clearing number, or a forest ``F3``. Returns (clearing, forest)."""
    if isinstance(x, str) and x[:1].upper() == "F" and x[1:].isdigit():
        return -1, int(x[1:]) - 1
    return int(x) - 1, -1


# ----------------------------------------------------------------------------- two Vagabonds
def vagabonds(g: "Game") -> "list[Vagabond]":
    """The Vagabond factions in the game, in seat order."""
    return [f for f in g.factions if isinstance(f, Vagabond)]


def two_vagabonds(g: "Game") -> bool:
    """9.7: a game with two Vagabonds."""
    return len(vagabonds(g)) >= 2


def quest_holder(g: "Game", v: "Vagabond") -> "Vagabond":
    """9.7.2: the board holding the face-up quests and the quest deck: the first Vagabond's
    (the faction ``vagabond``) when he is in the game, else ``v``'s own."""
    for f in g.factions:
        if f.key == Vagabond.key and isinstance(f, Vagabond):
            return f
    return v


class Nimble(Ability):
    """9.2.3 Nimble: the Vagabond moves regardless of rule."""

    rule = "9.2.3"

    def ignores_rule_to_move(self, g: "Game", mover: int) -> bool:
        return mover == self.seat


class EnlistReasons(Ability):
    """V.5.2: why an ``enlist`` naming this Vagabond, or no Vagabond, cannot be taken. Each
    Vagabond answers for his own name when his character offers nothing before the roll
    (he is not the Arbiter; the Arbiter's Protector answers for himself); the first one
    also for a name that is no Vagabond's."""

    rule = "V.5.2"

    def before_roll_why(self, g: "Game", battle: Any, seat: int, action: Action) -> Reason | None:
        if action.kind != "enlist":
            return None
        v = vagabond(g, self.seat)
        key = str(action.args[0]) if action.args else ""
        if key != v.key:
            if any(f.key == key for f in vagabonds(g)) or vagabonds(g)[0] is not v:
                return None
            if not key:
                return "name the Vagabond to enlist: enlist FACTION", ["V.5.2"]
            if any(f.key == key for f in g.factions):
                return f"{key} is not a Vagabond: only the Arbiter can be enlisted", ["V.5.2"]
            return f"no faction {key!r} in this game", ["V.5.2"]
        if any(ab.seat == v.seat for ab in abilities(g).before_roll_options):
            return None  # his character's ability explains itself (V.5.2 Protector)
        ch = character_of(v)
        return f"{v.key} is the {ch.title if ch.key else 'no character'}, not the Arbiter: only the Arbiter " \
               "can be enlisted", ["V.5.2"]


def scorched_clearing(g: "Game", c: int) -> bool:
    """V.6.2: a Scoundrel's torch lies in clearing ``c``."""
    return any(c in f.scorched for f in vagabonds(g))


def into_blocked(g: "Game", seat: int, a: int, b: int) -> bool:
    """Whether ``seat``'s pawn cannot move from ``a`` (a clearing, or -1 from a forest) into
    clearing ``b``: the generic move blocks (V.6.2 ...) from a clearing; from a forest,
    only effects that forbid moving *into* a clearing, i.e. the Scoundrel's torch."""
    if a >= 0:
        from woodland.rules.move import blocked

        return blocked(g, seat, a, b)
    return scorched_clearing(g, b)


def why_blocked_into(g: "Game", seat: int, a: int, b: int) -> Reason | None:
    """Why ``seat``'s pawn cannot move from ``a`` (-1: a forest) into clearing ``b``, if it
    cannot (:func:`into_blocked`)."""
    if scorched_clearing(g, b):
        return "no piece can move into the clearing with the Scoundrel's torch", ["V.6.2"]
    if into_blocked(g, seat, a, b):
        return f"pieces cannot be moved into clearing {b + 1}", ["4.2"]
    return None


def why_enlist_now() -> tuple[str, list[str]]:
    """V.5.2: ``enlist`` asked outside a battle."""
    return ("no battle is being fought: a defender enlists the Arbiter before the roll of a battle "
            "in his clearing"), ["V.5.2"]


def why_relationship(g: "Game", v: "Vagabond", key: str, what: str) -> tuple[str, list[str]]:
    """9.2.9: why ``key``'s warriors cannot ``what`` with ``v``: no such faction, another
    Vagabond (no relationship marker, 9.3.6), not Allied with *him* (each Vagabond has his
    own relationships), or no warriors in his clearing."""
    if not key:
        return "name an Allied faction", ["9.2.9"]
    o = next((f for f in g.factions if f.key == key), None)
    if o is None:
        return f"no faction {key!r} in this game", ["9.2.9"]
    if o.seat == v.seat or o.is_vagabond:
        return (f"{key} is a Vagabond: you have relationships only with non-Vagabond factions, and a pawn "
                "is not a warrior"), ["9.2.9", "9.3.6"]
    r = v.rel.get(key, 0)
    if r != ALLIED:
        state = "Hostile" if r == HOSTILE else ("Indifferent" if r == 0 else f"on space {r} of the Allied track")
        return f"you are not Allied with {key} (your relationship is {state}), so its warriors cannot {what}", \
            ["9.2.9"]
    return f"{key} has no warriors in your clearing to {what}", ["9.2.9"]


class Character(Choice["VagabondDaylight"]):
    """A Vagabond character (9.3.1, appendix V): its starting items and box come from the
    faction data; its class is its special action in the Daylight menu -- a choice of the
    action kind it offers (``kind``), asked only with a ready ``item`` (a torch, unless it
    says otherwise) and his pawn in a clearing (unless ``in_clearing`` is false): what is
    ``available``, why an action is not (``unavailable``) and what it does (``take``), side
    by side -- plus any Daylight steps of its own (``steps``: step -> its choices, run by
    ``run_step``; VagabondDaylight names the step: ``s_<step> = character_step``) and any
    ability it brings (``abilities``, core/ability.py). One instance per character in :data:`CHARACTER_TYPES`. A new
    character is a subclass with its ``key``, in woodland/factions/vagabond/characters.py."""

    key: ClassVar[str] = ""
    #: the rule of its special action
    rule: ClassVar[str] = ""
    #: whether the special action needs his pawn in a clearing (Hideout, Glide do not)
    in_clearing: ClassVar[bool] = True
    #: the item the special action exhausts ("": none, V.7.2 Improvise is part of a quest)
    item: ClassVar[str] = "torch"
    #: steps of the Daylight frame this character runs (e.g. Hideout's repairs), and their choices
    steps: ClassVar[dict[str, tuple[Choice[Any], ...]]] = {}
    #: abilities this character brings (e.g. Scorched Earth, V.6.2)
    abilities: ClassVar[tuple[type[Ability], ...]] = ()
    #: the character's Knave Captain card (appendix K, 18.3.2): its two Stash items are the
    #: data's ``captain``, its ability a ``Captain`` of woodland/factions/knaves/captains.py,
    #: which sets it here (None until the Knaves package is imported)
    captain: Any = None

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if cls.key:
            CHARACTER_TYPES[cls.key] = cls()
            if "VagabondDaylight" in globals():  # a character defined after the frame (a test's)
                VagabondDaylight.plug_in()

    @property
    def title(self) -> str:
        return str(CHARACTERS[self.key]["title"])

    @property
    def special(self) -> str:
        """The special action's name, e.g. "Day Labor"."""
        return str(CHARACTERS[self.key]["special"]).replace("_", " ").title()

    # -- the special action in the Daylight menu (asked only with a ready ``item``) --------
    def options(self, fr: "VagabondDaylight", g: "Game") -> list[Action]:
        v = vagabond(g, fr.seat)
        if character_of(v) is not self or (self.item and not v.ready(self.item)) \
                or (self.in_clearing and v.clearing < 0):
            return []
        return self.available(fr, g, v)

    def why_not(self, fr: "VagabondDaylight", g: "Game", action: Action) -> Reason | None:
        v = vagabond(g, fr.seat)
        ch = character_of(v)
        if ch is not self:
            return (f"{action.kind} is not your character's special action: you are the "
                    f"{ch.title if ch.key else '?'}, whose special action is {ch.special if ch.key else '?'}"), \
                [self.rule]
        r = need(v, self.item, self.rule) if self.item else None
        if r:
            return r
        if v.clearing < 0 and self.in_clearing:
            return f"you are in a forest: {action.kind} is taken in your clearing", [self.rule]
        return self.unavailable(fr, g, v, action)

    def do(self, fr: "VagabondDaylight", g: "Game", action: Action) -> None:
        self.take(fr, g, vagabond(g, fr.seat), action)

    def available(self, fr: "VagabondDaylight", g: "Game", v: "Vagabond") -> list[Action]:
        """Its special action's options, once the torch and the clearing are checked."""
        return []

    def unavailable(self, fr: "VagabondDaylight", g: "Game", v: "Vagabond", action: Action) -> Reason | None:
        """Why ``action`` of its special action is not possible, once the torch and the
        clearing are checked."""
        return None

    def take(self, fr: "VagabondDaylight", g: "Game", v: "Vagabond", action: Action) -> None:
        raise NotImplementedError

    def after_reward(self, fr: "VagabondDaylight", g: "Game", v: "Vagabond") -> None:
        """Once a quest's reward is taken and a new quest drawn (9.5.5): V.10.2 Con returns
        the quest to the quest deck."""

    # -- paying for Riverfolk services (11.2.6) otherwise than by exhausting items -----------
    def payment_options(self, g: "Game", v: "Vagabond") -> list[Action]:
        """V.12.2: the Jailor's cards to pay with."""
        return []

    def payment_why(self, g: "Game", v: "Vagabond", action: Action) -> Reason | None:
        return f"the Vagabond pays for services by exhausting items ({action.kind} is not one)", ["11.2.6"]

    def pay(self, g: "Game", v: "Vagabond", action: Action) -> None:
        raise NotImplementedError

    # -- steps of its own in the Daylight frame ------------------------------------------------
    def run_step(self, fr: "VagabondDaylight", g: "Game", v: "Vagabond") -> Decision | None:
        raise RuntimeError(f"engine error: VagabondDaylight step {fr.step}")


#: V.12.2 Coerce: the mark (in ``Faction.used``, emptied as his turn begins) of the item a
#: spent card stands for until an action exhausts it, and of the point he loses once that
#: action is over
STAND_IN = "coerced:"
COERCE_OWED = "coerce_owed"


def settle_coerce(g: "Game", v: "Vagabond") -> None:
    """V.12.2: after the action a Coerce prompted or added to, he loses one point."""
    if COERCE_OWED in v.used:
        v.used.remove(COERCE_OWED)
        score(g, v.seat, -1)


def lapse_coerce(g: "Game", v: "Vagabond") -> None:
    """V.12.2 as his Evening begins: a card spent with Coerce that no action exhausted
    stands for nothing any more (no action followed it: no point is lost, R301)."""
    settle_coerce(g, v)
    v.used[:] = [u for u in v.used if not u.startswith(STAND_IN)]


#: every character, by key (filled by woodland/factions/vagabond/characters.py)
CHARACTER_TYPES: dict[str, Character] = {}


def character_of(v: "Vagabond") -> Character:
    """The character ``v`` plays (a Character without special action before setup)."""
    return CHARACTER_TYPES.get(v.character) or _NO_CHARACTER


_NO_CHARACTER = Character()


def need(v: "Vagabond", item: str, rule: str) -> Reason | None:
    """An action that exhausts ``item`` needs one face up and undamaged (9.2.5)."""
    if not v.ready(item):
        return f"you need a face-up, undamaged {item} to exhaust", [rule]
    return None


def damaged(v: "Vagabond") -> list[str]:
    """His damaged items, each state once (sorted)."""
    return sorted({it for it in v.gear if is_damaged(it)})


def repair(v: "Vagabond", it: str) -> None:
    """Move a damaged item to the Satchel, keeping its side (9.5.7)."""
    i = v.gear.index(it)
    v.gear[i] = make(kind_of(it), False, is_exhausted(it))


def boxes_in_play(g: "Game") -> set[str]:
    """The boxes whose characters are offered: the base game's, and each expansion box one
    of whose factions or maps is in the game (the Riverfolk's, the Underworld's)."""
    here = {f.key for f in g.factions} | {str(g.setup.get("map", ""))} | set(g.setup.get("draft") or ())
    return {"base"} | {b for b, box in BOXES.items() if here & set(box["with"])}


def available_characters(g: "Game", seat: int) -> list[str]:
    """9.3.1: the character cards left to choose from: those of the boxes in play, never
    one another Vagabond took (9.7)."""
    boxes = boxes_in_play(g)
    taken = {f.character for f in vagabonds(g) if f.seat != seat and f.character}
    dealt = dealt_with(g, g.factions[seat].key)  # A.8.2.III: the character dealt with his card
    return [k for k, ch in CHARACTERS.items() if ch["box"] in boxes and k not in taken and (not dealt or k in dealt)]


def deal_character(g: "Game") -> list[str]:
    """A.8.2.III: one random character card, dealt face up beside a Vagabond setup card (not
    one already dealt beside the other Vagabond card)."""
    from woodland.rules.advanced import Draft

    draft = next(fr for fr in g.stack if isinstance(fr, Draft))
    dealt = {k for v in draft.dealt.values() for k in v}
    boxes = boxes_in_play(g)
    left = [k for k, ch in CHARACTERS.items() if ch["box"] in boxes and k not in dealt]
    return [left[g.rng.below(len(left))]]


class Vagabond(Faction):
    key = "vagabond"
    warrior_total = 0
    ABILITIES = (Nimble, EnlistReasons)
    takes_hits_specially = True  # 9.2.7
    dominance_victory = False  # 9.2.8: his dominance card only forms a coalition
    is_vagabond = True
    crafted_items_box = False  # 9.2.5: a Satchel and item tracks instead
    items_box = ("Satchel and item tracks", "9.2.5")
    listens = frozenset({"removed", "full_removal", "drafted"})

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.character = ""
        #: the pawn: a clearing index, or -1 when in a forest (then ``forest`` is set)
        self.clearing = -1
        self.forest = -1
        #: every item on the faction board (Satchel, tracks, Damaged box), see the module doc
        self.gear: list[str] = []
        #: items removed from the game (9.6.4)
        self.lost: list[str] = []
        #: relationship per non-Vagabond faction: 0 Indifferent .. 3 Allied, -1 Hostile
        self.rel: dict[str, int] = {}
        #: aids given this turn toward each faction's next relationship space (9.2.9.I.a)
        self.aided: dict[str, int] = {}
        self.quest_deck: list[int] = []
        self.quests: list[int] = []
        self.done: list[int] = []
        #: the Allied faction whose warriors he treats as his own in this battle (9.2.9.II.c)
        self.ally = -1
        self.ally_hits = 0
        self.item_hits = 0
        #: kinds of the R items (9.3.4) on his board, one entry per item (9.7.3)
        self.rmarks: list[str] = []
        #: ruins (clearing indexes) whose remaining items he has looked at (9.7.3)
        self.peeked: list[int] = []
        #: clearings where he placed a torch with Scorched Earth (V.6.2)
        self.scorched: list[int] = []

    # -- items ---------------------------------------------------------------------------
    def ready(self, kind: str) -> int:
        """Face-up undamaged items of ``kind`` (the ones that can be exhausted), with the
        card a Coerce spent standing for one (V.12.2)."""
        return self.gear.count(kind) + (1 if self.used and STAND_IN + kind in self.used else 0)

    def undamaged(self, kind: str) -> int:
        return sum(1 for it in self.gear if kind_of(it) == kind and not is_damaged(it))

    def on_track(self, kind: str) -> int:
        return min(TRACK, self.gear.count(kind)) if kind in TRACKED else 0

    def item_limit(self) -> int:
        """9.6.4: six plus two per face-up bag on its track."""
        return DATA["base_item_limit"] + 2 * self.on_track("bag")

    def counted_items(self) -> int:
        """Items in the Satchel and the Damaged box (not on the tracks)."""
        return len(self.gear) - sum(self.on_track(k) for k in TRACKED)

    def exhaust(self, kind: str, n: int = 1) -> None:
        """Exhaust ``n`` items of ``kind``: the card a Coerce spent for one first (V.12.2:
        he loses a point once the action is over, :func:`settle_coerce`)."""
        for _ in range(n):
            if self.used and STAND_IN + kind in self.used:
                self.used.remove(STAND_IN + kind)
                self.used.append(COERCE_OWED)
                continue
            self.gear[self.gear.index(kind)] = make(kind, exhausted=True)

    def funds_for_services(self, g: "Game") -> int:
        """11.2.6 Vagabond Funds: the items he can exhaust to pay, and a card his character
        may pay with instead (V.12.2 Coerce)."""
        return sum(1 for it in self.gear if "_" not in it) + (1 if self.other_payments(g) else 0)

    def other_payments(self, g: "Game") -> list[Action]:
        return character_of(self).payment_options(g, self)

    def why_not_other_payment(self, g: "Game", action: Action) -> Reason | None:
        return character_of(self).payment_why(g, self, action)

    def pay_otherwise(self, g: "Game", action: Action) -> None:
        character_of(self).pay(g, self, action)

    def ready_kinds(self) -> list[str]:
        kinds = {it for it in self.gear if "_" not in it}
        if self.used:
            kinds.update(u[len(STAND_IN):] for u in self.used if u.startswith(STAND_IN))
        return sorted(kinds)

    def hostile_seats(self, g: "Game") -> list[int]:
        return [f.seat for f in g.factions if self.rel.get(f.key) == HOSTILE]

    def hostile_warriors(self, g: "Game", c: int) -> bool:
        w, base, rel = g.warriors, c * g.n, self.rel
        for f in g.factions:
            if w[base + f.seat] and rel.get(f.key) == HOSTILE:
                return True
        return False

    def allied_seats(self, g: "Game") -> list[int]:
        return [f.seat for f in g.factions if self.rel.get(f.key) == ALLIED]

    # -- hooks -----------------------------------------------------------------------------
    def pawn_in(self, g: "Game", c: int) -> bool:
        return self.clearing == c

    def damage_items(self, g: "Game", n: int) -> list[Frame]:
        """Undamaged items of his choice damaged (9.2.2.I's way; none left: nothing)."""
        return [DamageItems(self.seat, n)]

    def max_rolled_hits(self, g: "Game", c: int) -> int:
        """9.2.6 undamaged swords; 9.2.9.II.c plus the Allied warriors he fights with."""
        n = self.undamaged("sword")
        if self.ally >= 0:
            n += g.warriors[c * g.n + self.ally]
        return n

    def defenseless(self, g: "Game", c: int) -> bool:
        """9.2.4: defenseless without an undamaged sword."""
        return self.undamaged("sword") == 0

    def abilities(self) -> tuple[type[Ability], ...]:
        """Nimble, and his character's abilities once chosen (V.5.2 Protector, V.6.2
        Scorched Earth)."""
        return self.ABILITIES + character_of(self).abilities

    def crafting_suits(self, g: "Game") -> list[tuple[int, str]]:
        """9.2.1, 9.5.8: one face-up hammer per icon, all matching his clearing."""
        if self.clearing < 0 or not may_change(g, self.seat, self.clearing, "craft"):  # 17.2.3: the pawn
            return []
        return [(i, piece_suit(g, self.clearing)) for i in range(self.ready("hammer"))]

    def use_crafting_piece(self, g: "Game", piece: int) -> None:
        self.exhaust("hammer")

    def gain_crafted_item(self, g: "Game", item: str) -> None:
        """9.2.1: a crafted item goes face up to the Satchel (or its track)."""
        self.gear.append(item)

    def take_hit(self, g: "Game", battle: Any, side: str) -> Decision | None:
        """9.2.7: each hit damages an undamaged item (ignored once none is left);
        9.2.9.II.d: with Allied warriors at his side he may remove them instead."""
        opts = [act("damage", (it,)) for it in sorted({it for it in self.gear if not is_damaged(it)})]
        if opts and self.ally >= 0 and battle.a == self.seat and g.warriors[battle.c * g.n + self.ally] > 0:
            opts.append(act("damage", ("ally",)))
        if not opts:  # 9.2.7: with no undamaged item left, the remaining hits are ignored
            battle._set_hits(side, 0)
            return None
        if len(opts) == 1:
            self.take_hit_act(g, battle, opts[0])
            return None
        hits = battle.hd if side == "d" else battle.ha
        return Decision(self.seat, "take_hit", opts, f"{hits} hit(s) to take: damage an item", "9.2.7")

    def take_hit_why(self, g: "Game", battle: Any, action: Action) -> tuple[str, list[str]] | None:
        what = str(action.args[0]) if action.args else "?"
        if what == "ally":
            return "Allied warriors take hits only in a battle where you attack with them", ["9.2.9"]
        return f"you have no undamaged {what} to damage", ["9.2.7"]

    def take_hit_act(self, g: "Game", battle: Any, action: Action) -> None:
        side = "a" if battle.a == self.seat else "d"
        what = str(action.args[0])
        if what == "ally":
            other = battle.d if side == "a" else battle.a
            remove_warriors(g, self.ally, battle.c, 1, other, "battle")
            self.ally_hits += 1
        else:
            i = self.gear.index(what)
            self.gear[i] = make(kind_of(what), True, is_exhausted(what))
            self.item_hits += 1
        battle._set_hits(side, (battle.hd if side == "d" else battle.ha) - 1)

    def move_marker(self, key: str, space: int) -> None:
        """Move ``key``'s relationship marker to ``space`` (9.2.9). The aids given this turn
        counted toward an improvement from the space it leaves; they count toward none from
        the new one (9.2.9.I.a, R594)."""
        self.rel[key] = space
        self.aided.pop(key, None)

    def battle_over(self, g: "Game", battle: Any) -> None:
        """9.2.9.II.d: more hits taken with Allied warriors than with items makes them Hostile."""
        if self.ally >= 0 and self.ally_hits > self.item_hits:
            self.move_marker(g.factions[self.ally].key, HOSTILE)
        self.ally = -1
        self.ally_hits = self.item_hits = 0

    def triggers(self, g: "Game", event: tuple[Any, ...]) -> list[Frame]:
        if isinstance(event, FullRemoval):
            if event.seat == self.seat:
                return [DamageItems(self.seat, 3)]  # 9.2.2.I
            return []
        if isinstance(event, Drafted):  # A.8.3: a player chose a faction after his setup (9.3.6)
            if event.label in self.rel:
                del self.rel[event.label]
                if not g.factions[event.seat].is_vagabond and event.seat != self.seat:
                    self.rel[event.key] = 0
            return []
        if not isinstance(event, Removed):
            return []
        owner, kind, n, by, cause = event.owner, event.piece, event.number, event.by, event.cause
        if by != self.seat or owner < 0 or owner == self.seat:
            return []
        key = g.factions[owner].key
        if key not in self.rel:  # 9.2.9: relationships only with non-Vagabond factions
            return []
        if kind == "warrior" and self.rel[key] != HOSTILE \
                and not any(ab.keeps_relationship(g, event) for ab in abilities(g).keeps_relationship):
            self.move_marker(key, HOSTILE)  # 9.2.9.III (not for mercenaries, 11.2.7)
            n -= 1  # the warrior that made them Hostile scores no Infamy
        if self.rel[key] == HOSTILE and cause == "battle" and g.current == self.seat and n > 0 \
                and event.hireling == -1:  # not his hireling's removals (H.3.6)
            score(g, self.seat, n)  # 9.2.9.III.a Infamy
        return []

    def can_activate_dominance(self, g: "Game") -> bool:
        """9.2.8: only to form a coalition, in games of four or more players; not while the
        other Vagabond has formed one with him (a player is in one coalition at most, R559)."""
        return self.score >= 10 and g.n >= 4 and self.coalition < 0 and bool(self.coalition_partners(g))

    def coalition_partners(self, g: "Game") -> list[int]:
        others = [f for f in g.factions if f.seat != self.seat]
        if not others:
            return []
        low = min(f.score for f in others)
        return [f.seat for f in others if f.score == low and f.coalition < 0 and f.key != self.key]

    def activate_dominance(self, g: "Game", cid: int) -> None:
        super().activate_dominance(g, cid)
        g.push(Coalition(self.seat))

    def held_cards(self) -> list[int]:
        return []

    def state_problems(self, g: "Game") -> list[tuple[str, str]]:
        out = []
        if self.character not in CHARACTERS and self.character != "":
            out.append(("character", f"unknown character {self.character!r}"))
        if not (-1 <= self.clearing < g.map.n) or not (-1 <= self.forest < len(g.map.forests)) \
                or (self.clearing >= 0 and self.forest >= 0):
            out.append(("clearing", "the pawn must be in one clearing or one forest"))
        from woodland.core.cards import ITEMS

        for it in self.gear:
            if not isinstance(it, str) or kind_of(it) not in ITEMS or it not in (
                    kind_of(it), kind_of(it) + "_x", kind_of(it) + "_d", kind_of(it) + "_d_x"):
                out.append(("gear", f"bad item {it!r}"))
        if any(v not in (HOSTILE, 0, 1, 2, 3) for v in self.rel.values()):
            out.append(("rel", "relationships are 0..3 or -1 (Hostile)"))
        if any(not isinstance(q, int) or not 0 <= q < len(QUESTS) for q in self.quests + self.done + self.quest_deck):
            out.append(("quests", "bad quest"))
        every = [q for v in g.factions if isinstance(v, Vagabond) for q in v.quests + v.done + v.quest_deck]
        if all(type(q) is int for q in every) and len(set(every)) != len(every):  # 9.7.2: one place each
            out.append(("quests", "the same quest card is in two places"))
        if any(k not in RUIN_KINDS for k in self.rmarks):
            out.append(("rmarks", f"R items are {', '.join(RUIN_KINDS)}"))
        if any(not isinstance(c, int) or not 0 <= c < g.map.n for c in self.peeked + self.scorched):
            out.append(("scorched", "expected clearing indexes"))
        return out

    def determinize(self, g: "Game", viewer: int, rng: Any) -> None:
        """Redraw what ``viewer`` cannot know: the quest deck (on the holder's board only,
        9.7.2) and the items under ruins (9.3.4) — except the ruins whose items ``viewer``
        has looked at (9.7.3). The first Vagabond in seat order redraws the ruins."""
        self.quest_deck.sort()  # the copy depends only on what ``viewer`` knows
        rng.shuffle(self.quest_deck)
        if vagabonds(g)[0] is not self:
            return
        seen: list[int] = []
        looker = g.factions[viewer] if 0 <= viewer < g.n else None
        if isinstance(looker, Vagabond):
            seen = looker.peeked
        redraw_ruin_items(g, rng, seen)

    def load_position(self, g: "Game", spec: dict[str, Any], take: Any) -> None:
        """Fields: ``character``, ``clearing`` or ``forest``, ``items`` (item strings),
        ``relationships`` (faction -> 0..3 or "hostile"), ``quests``, ``completed``,
        ``r_items`` (kinds of his items that came from ruins, 9.7.3), ``scorched``
        (clearings with his Scorched Earth torch, V.6.2). With two Vagabonds the face-up
        quests are shared (9.7.2) and given on the first Vagabond's board."""
        from woodland.core.errors import InvalidPosition, Problem

        k0 = self.key
        problems: list[Problem] = []
        for k in sorted(set(spec) - {"character", "clearing", "forest", "items", "relationships", "quests",
                                     "completed", "r_items", "scorched"}):
            problems.append(Problem(f"{k0}.{k}", "unknown field"))
        self.character = spec.get("character", "thief")
        if self.character not in CHARACTERS:
            problems.append(Problem(f"{k0}.character", f"unknown character {self.character!r} "
                                    f"({', '.join(CHARACTERS)})", "9.3.1"))
            self.character = "thief"
        if spec.get("forest") is not None and spec.get("clearing") is not None:
            problems.append(Problem(f"{k0}.forest", "the pawn is in a clearing or in a forest, not both", "9.2.10"))
        if spec.get("forest") is not None:
            fo = str(spec["forest"])
            n = int(fo[1:]) if fo[:1].upper() == "F" and fo[1:].isdigit() else 0
            if not 1 <= n <= len(g.map.forests):
                problems.append(Problem(f"{k0}.forest", f"no forest {fo} on the {g.map.title} map "
                                        f"(F1-F{len(g.map.forests)})", "2.4"))
            self.forest = max(0, n - 1)
        else:
            try:
                self.clearing = g.map.index(spec.get("clearing", 1))
            except BadInput as e:
                problems.append(Problem(f"{k0}.clearing", str(e).split(": ", 1)[-1], "2.2"))
                self.clearing = 0
        items = spec.get("items", CHARACTERS[self.character]["items"])
        from woodland.core.cards import ITEMS

        if not isinstance(items, list) or any(not isinstance(it, str) or kind_of(it) not in ITEMS or it not in (
                kind_of(it), kind_of(it) + "_x", kind_of(it) + "_d", kind_of(it) + "_d_x") for it in items):
            problems.append(Problem(f"{k0}.items", "expected items like sword, sword_x (exhausted), "
                                    "sword_d (damaged), sword_d_x", "9.2.5"))
            items = []
        self.gear = list(items)
        rmarks = spec.get("r_items", [])
        if not isinstance(rmarks, list) or any(k not in RUIN_KINDS for k in rmarks):
            problems.append(Problem(f"{k0}.r_items", f"R items are {', '.join(RUIN_KINDS)}", "9.3.4"))
        elif any(rmarks.count(k) > sum(1 for it in self.gear if kind_of(it) == k) for k in rmarks):
            problems.append(Problem(f"{k0}.r_items", "more R items than items of that kind on his board", "9.7.3"))
        else:
            self.rmarks = list(rmarks)
        scorched = spec.get("scorched", [])
        if not isinstance(scorched, list):
            problems.append(Problem(f"{k0}.scorched", "expected a list of clearings", "V.6.2"))
            scorched = []
        for x in scorched:
            try:
                self.scorched.append(g.map.index(x))
            except BadInput as e:
                problems.append(Problem(f"{k0}.scorched", str(e).split(": ", 1)[-1], "2.2"))
        if self.scorched and self.character != "scoundrel":
            problems.append(Problem(f"{k0}.scorched", "only the Scoundrel places torches with Scorched Earth",
                                    "V.6.2"))
        # 9.3.6, 9.2.9: a marker for each non-Vagabond faction
        self.rel = {f.key: 0 for f in g.factions if f.seat != self.seat and not f.is_vagabond}
        rels = spec.get("relationships") or {}
        for k, v in (rels.items() if isinstance(rels, dict) else []):
            if k not in self.rel:
                problems.append(Problem(f"{k0}.relationships.{k}", f"no faction {k!r} to have a relationship with "
                                        "(relationships are with the non-Vagabond factions in the game)", "9.2.9"))
            elif v == "hostile" or v in (0, 1, 2, 3) and not isinstance(v, bool):
                self.rel[k] = HOSTILE if v == "hostile" else int(v)
            else:
                problems.append(Problem(f"{k0}.relationships.{k}", f"{v!r} is not a space of the "
                                        "Relationships chart (0-3, or \"hostile\")", "9.2.9"))
        labels = [quest_label(q).lower() for q in range(len(QUESTS))]
        holder = quest_holder(g, self)
        if holder is not self and "quests" in spec:
            problems.append(Problem(f"{k0}.quests", f"the two Vagabonds share the face-up quests: list them "
                                    f"under {holder.key}.quests", "9.7.2"))
        self.quests, self.done = [], []
        for name, dest in (("quests", self.quests), ("completed", self.done)):
            for x in spec.get(name, []) if holder is self or name == "completed" else []:
                if not isinstance(x, str) or x.lower() not in labels:
                    problems.append(Problem(f"{k0}.{name}", f"no quest {x!r}", "9.5.5"))
                else:
                    dest.append(labels.index(x.lower()))
        if problems:
            raise InvalidPosition(problems)
        others_done = [q for f in vagabonds(g) if f is not self for q in f.done]
        if holder is self:
            self.quest_deck = [q for q in range(len(QUESTS))
                               if q not in self.quests and q not in self.done and q not in others_done]
            g.rng.shuffle(self.quest_deck)
            if "quests" not in spec:
                self.quests = [self.quest_deck.pop() for _ in range(3)]
        else:
            self.quest_deck = []
            # the shared quests are on the holder's board: quests this Vagabond completed
            # are neither in the shared deck nor face up there
            for q in self.done:
                if q in holder.quest_deck:
                    holder.quest_deck.remove(q)
                if q in holder.quests:
                    holder.quests.remove(q)
                    if holder.quest_deck:
                        holder.quests.append(holder.quest_deck.pop())

    def position_problems(self, g: "Game") -> list[tuple[str, str, str]]:
        out = []
        for f in vagabonds(g):
            if f.seat < self.seat and f.character == self.character:
                out.append((f"{self.key}.character", f"{f.key} already plays the {CHARACTERS[f.character]['title']}",
                            "9.3.1"))
        holder = quest_holder(g, self)
        if holder is self:
            done = [q for f in vagabonds(g) for q in f.done]
            if len(set(done)) != len(done) or set(done) & set(self.quests):
                out.append((f"{self.key}.quests", "a quest is completed twice, or both completed and face up",
                            "9.7.2"))
        return out

    def private_view(self, g: "Game") -> dict[str, Any]:
        """9.7.3: he looked at the items under a ruin he explored; he still knows those left."""
        return {"seen_ruin_items": {str(c + 1): sorted(g.ruin_items[c]) for c in sorted(self.peeked)
                                    if g.ruin_items[c]}}

    def public_board(self, g: "Game") -> dict[str, Any]:
        holder = quest_holder(g, self)
        return {"character": self.character,
                "clearing": self.clearing + 1 if self.clearing >= 0 else None,
                "forest": forest_label(self.forest) if self.forest >= 0 else None,
                "items": sorted(self.gear), "removed_items": list(self.lost),
                "r_items": sorted(self.rmarks),
                "relationships": {k: ("hostile" if v == HOSTILE else v) for k, v in self.rel.items()},
                "aided_this_turn": dict(self.aided),
                # 9.7.2: with two Vagabonds both boards show the one shared row of quests
                "quests": [quest_label(q) for q in holder.quests],
                "completed_quests": [quest_label(q) for q in self.done],
                "quest_deck": len(holder.quest_deck),
                "scorched": [c + 1 for c in self.scorched], **self.coerced()}

    def coerced(self) -> dict[str, Any]:
        """V.12.2: the item a card spent with Coerce stands for, while no action has exhausted it."""
        kinds = [u[len(STAND_IN):] for u in self.used if u.startswith(STAND_IN)]
        return {"coerced": kinds[0]} if kinds else {}

    # -- phases ------------------------------------------------------------------------------
    def setup_frame(self, g: "Game") -> Frame | None:
        if self.character:  # already set up, with the other Vagabond (9.7.1)
            return None
        if two_vagabonds(g):
            return VagabondsSetup(self.seat)
        return VagabondSetup(self.seat)

    def birdsong_frame(self, g: "Game") -> Frame:
        self.aided = {}
        return VagabondBirdsong(self.seat)

    def daylight_frame(self, g: "Game") -> Frame:
        return VagabondDaylight(self.seat)

    def evening_frame(self, g: "Game") -> Frame:
        return VagabondEvening(self.seat)


class SecondVagabond(Vagabond):
    """9.7: the second Vagabond (the Second Vagabond board of the Riverfolk box). Same rules;
    the face-up quests are the first Vagabond's (9.7.2)."""

    key = SECOND["key"]
    title = SECOND["title"]
    setup_order = SECOND["setup_order"]
    WORDS_FILE = "words2.json"


#: the Vagabond faction at a seat known to play it, typed
vagabond = Vagabond.of
DEALT_WITH_CARD[Vagabond.key] = DEALT_WITH_CARD[SecondVagabond.key] = deal_character  # A.8.2.III


# ----------------------------------------------------------------------------- setup
def other_step_reason(fr: Frame, g: "Game", action: Action) -> Reason | None:
    """The reason an action of a kind another step of ``fr`` offers gets at this step: the
    same as at its own step (a forest named while choosing the character, ...)."""
    for chs in fr.choices.values():
        for ch in chs:
            if action.kind in ch.kinds:
                return ch.why_not(fr, g, action)
    return None


class PickCharacter(Choice["VagabondSetup"]):
    """9.3.1: a character card left to choose (9.7: not the other Vagabond's)."""

    kind = "character"

    def options(self, fr: "VagabondSetup", g: "Game") -> list[Action]:
        return [act("character", (k,)) for k in available_characters(g, fr.seat)]

    def why_not(self, fr: "VagabondSetup", g: "Game", action: Action) -> Reason | None:
        k = str(action.args[0]).lower() if action.args else "?"
        other = next((f for f in vagabonds(g) if f.seat != fr.seat and f.character == k), None)
        if other is not None:
            return f"{other.key} already took the {CHARACTERS[k]['title']} (one card each)", ["9.3.1"]
        if k in CHARACTERS:
            box = BOXES[CHARACTERS[k]["box"]]
            return (f"the {CHARACTERS[k]['title']} comes with the {box['title']} expansion, and no "
                    f"{box['title']} {box['what']} is in this game"), ["9.3.1"]
        return (f"{k} is not a character here: the characters are "
                f"{', '.join(available_characters(g, fr.seat))}"), ["9.3.1"]

    def do(self, fr: "VagabondSetup", g: "Game", action: Action) -> None:
        vagabond(g, fr.seat).character = str(action.args[0])
        g.abilities_changed()  # the character's abilities (V.5.2 Protector, V.6.2 Scorched Earth)
        fr.step = "forest"


class StartingForest(Choice["VagabondSetup"]):
    """9.3.2-9.3.6: the pawn in a forest; then quests, ruin items, starting items and
    relationships are set up."""

    kind = "forest"

    def options(self, fr: "VagabondSetup", g: "Game") -> list[Action]:
        return [act("forest", (forest_label(i),)) for i in range(len(g.map.forests))]

    def why_not(self, fr: "VagabondSetup", g: "Game", action: Action) -> Reason | None:
        return (f"there is no forest {action.args[0] if action.args else ''} on this map "
                f"(F1-F{len(g.map.forests)})"), ["9.3.2"]

    def do(self, fr: "VagabondSetup", g: "Game", action: Action) -> None:
        f = vagabond(g, fr.seat)
        f.forest = parse_place(g, action.args[0])[1]
        holder = quest_holder(g, f)
        if not holder.quests and not holder.quest_deck:  # 9.3.3 (9.7.2: one shared row of quests)
            holder.quest_deck = list(range(len(QUESTS)))
            g.rng.shuffle(holder.quest_deck)
            holder.quests = [holder.quest_deck.pop() for _ in range(3)]
        if not any(g.ruin_items):  # 9.3.4 (9.7.1: both sets, two random R items per ruin)
            ruins = [c for c in range(g.map.n) if (-1, "ruin") in g.buildings[c]]
            per = SECOND["items_per_ruin"] if two_vagabonds(g) else 1
            items = list(DATA["ruin_items"]) * per
            g.rng.shuffle(items)
            for k, c in enumerate(ruins):
                g.ruin_items[c] = tuple(items[k * per:(k + 1) * per])
        f.gear = list(CHARACTERS[f.character]["items"])  # 9.3.5
        # 9.3.6: a marker for each non-Vagabond faction (9.7: not the other Vagabond)
        f.rel = {o.key: 0 for o in g.factions if o.seat != fr.seat and not o.is_vagabond}
        g.pop()


class VagabondSetup(Frame):
    """9.3: character, pawn in a forest, three quests, items under the ruins, starting
    items, relationships. With two Vagabonds (9.7) the one who sets up first draws the
    shared quests (9.7.2) and fills the ruins with both sets of R items (9.7.1)."""

    __slots__ = ("seat",)
    rule = "9.3"
    choices = {"character": (PickCharacter(),), "forest": (StartingForest(),)}

    def __init__(self, seat: int) -> None:
        self.step = "character"
        self.seat = seat

    def s_character(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "setup_character", self.offer(g), "choose your character", "9.3.1")

    def s_forest(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "setup_forest", self.offer(g), "place your pawn in a forest", "9.3.2")

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        return other_step_reason(self, g, action)


class VagabondsSetup(Frame):
    """9.7.1: with two Vagabonds in the Standard Setup, randomly determine which sets up
    first (otherwise the first Vagabond, then the second); each then follows 9.3."""

    __slots__ = ("seat",)
    rule = "9.7.1"

    def __init__(self, seat: int) -> None:
        self.step = "order"
        self.seat = seat

    def s_order(self, g: "Game") -> Decision | None:
        vs = [f.seat for f in vagabonds(g) if not f.character]
        if g.setup.get("mode", "standard") == "standard":
            g.rng.shuffle(vs)
        else:
            vs.sort(key=lambda s: (g.factions[s].key != Vagabond.key, s))
        g.pop()
        for s in reversed(vs):
            g.push(VagabondSetup(s))
        return None


# ----------------------------------------------------------------------------- Birdsong
def slip_destinations(g: "Game", f: Vagabond) -> list[str | int]:
    """9.4.2: an adjacent clearing or forest. Adjacent by a path or by a link he treats as
    a path (rivers with Riverboats or Boat Builders, 11.2.7; not the Ferry, which only a
    move with boots takes: R142, R558)."""
    m = g.map
    out: list[str | int] = []
    # Slip ignores effects that stop moving out of a clearing, not the Scoundrel's torch,
    # which stops moving into one (V.6.2)
    if f.clearing >= 0:
        out += [c + 1 for c in adjacency(g, f.seat)[f.clearing] if not scorched_clearing(g, c)]
        out += [forest_label(x) for x in m.clearing_forests[f.clearing]]
    else:
        out += [c + 1 for c in m.forests[f.forest] if not scorched_clearing(g, c)]
        out += [forest_label(x) for x in m.forest_adj[f.forest]]
    return out


class Refresh(Choice["VagabondBirdsong"]):
    """9.4.1: the next exhausted item flipped face up, when not all of them can be."""

    kind = "refresh"

    def options(self, fr: "VagabondBirdsong", g: "Game") -> list[Action]:
        return [act("refresh", (it,)) for it in sorted(set(fr.exhausted(g)))]

    def why_not(self, fr: "VagabondBirdsong", g: "Game", action: Action) -> Reason | None:
        return f"{action.args[0] if action.args else '?'} is not one of your exhausted items", ["9.4.1"]

    def do(self, fr: "VagabondBirdsong", g: "Game", action: Action) -> None:
        fr.refresh(g, str(action.args[0]))


class Slip(Choice["VagabondBirdsong"]):
    """9.4.2: slip to an adjacent clearing or forest."""

    kind = "slip"

    def options(self, fr: "VagabondBirdsong", g: "Game") -> list[Action]:
        return [act("slip", (d,)) for d in slip_destinations(g, vagabond(g, fr.seat))]

    def why_not(self, fr: "VagabondBirdsong", g: "Game", action: Action) -> Reason | None:
        if action.args and parse_place(g, action.args[0])[0] >= 0 and scorched_clearing(
                g, parse_place(g, action.args[0])[0]):
            return "no piece can move into the clearing with the Scoundrel's torch", ["V.6.2"]
        return "slip moves to an adjacent clearing or forest", ["9.4.2", "9.2.10"]

    def do(self, fr: "VagabondBirdsong", g: "Game", action: Action) -> None:
        g.pop()
        c, fo = parse_place(g, action.args[0])
        g.push(VagabondMove(fr.seat, c, fo, 0))


class Stay(BareAction["VagabondBirdsong"]):
    """9.4.2: Slip is optional."""

    kind = "stay"

    def do(self, fr: "VagabondBirdsong", g: "Game", action: Action) -> None:
        g.pop()


class VagabondBirdsong(Frame):
    """9.4.1 Refresh, then 9.4.2 Slip."""

    __slots__ = ("seat", "left")
    rule = "9.4"
    choices = {"refresh": (Refresh(),), "slip": (Slip(), Stay())}

    def __init__(self, seat: int) -> None:
        self.step = "refresh"
        self.seat = seat
        self.left = -1

    def exhausted(self, g: "Game") -> list[str]:
        return [it for it in vagabond(g, self.seat).gear if it.endswith("_x")]  # is_exhausted

    def refresh(self, g: "Game", it: str) -> None:
        gear = vagabond(g, self.seat).gear
        gear[gear.index(it)] = it[:-2]
        self.left -= 1

    def s_refresh(self, g: "Game") -> Decision | None:
        if self.left < 0:
            settle_coerce(g, vagabond(g, self.seat))  # V.12.2: after Riverfolk services paid with a card
            self.left = 2 * vagabond(g, self.seat).on_track("tea") + 3  # tea flipped now does not count
        down = self.exhausted(g)
        if self.left <= 0 or not down:
            self.step = "slip"
            return None
        if len(down) <= self.left or len(set(down)) == 1:
            self.refresh(g, down[0])
            return None
        return Decision(self.seat, "refresh", self.offer(g),
                        f"refresh: flip {self.left} more exhausted item(s) face up", "9.4.1")

    def s_slip(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "slip", self.offer(g), "slip to an adjacent clearing or forest?", "9.4.2")

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if action.kind == "enlist":
            return why_enlist_now()
        return other_step_reason(self, g, action)


class Along(Choice["VagabondMove"]):
    """9.2.9.II.b: warriors of an Allied faction in his clearing move with him."""

    kind = "along"

    def options(self, fr: "VagabondMove", g: "Game") -> list[Action]:
        return [act("along", (g.factions[s].key,)) for s in fr.allies(g)]

    def why_not(self, fr: "VagabondMove", g: "Game", action: Action) -> Reason | None:
        if not action.args:
            return None
        return why_relationship(g, vagabond(g, fr.seat), str(action.args[0]), "move with you")

    def do(self, fr: "VagabondMove", g: "Game", action: Action) -> None:
        fr.ally = g.seat_of(str(action.args[0]))
        fr.step = "count"


class MoveAlone(BareAction["VagabondMove"]):
    """9.2.9.II.b is optional: he moves alone."""

    kind = "alone"

    def do(self, fr: "VagabondMove", g: "Game", action: Action) -> None:
        fr.go(g, 0)


class AlongCount(Choice["VagabondMove"]):
    """9.2.9.II.b: how many of the Allied warriors come along."""

    kind = "count"

    def options(self, fr: "VagabondMove", g: "Game") -> list[Action]:
        return [act("count", (k,)) for k in range(1, fr.ally_warriors(g) + 1)]

    def why_not(self, fr: "VagabondMove", g: "Game", action: Action) -> Reason | None:
        w = fr.ally_warriors(g)
        return f"{w} Allied warrior(s) are there to come along (1 to {w})", ["9.2.9"]

    def do(self, fr: "VagabondMove", g: "Game", action: Action) -> None:
        fr.go(g, int(action.args[0]))


class VagabondMove(Frame):
    """Move the pawn (9.5.1 or slip 9.4.2), exhausting ``boots`` boots, optionally
    bringing warriors of one Allied faction along (9.2.9.II.b)."""

    __slots__ = ("seat", "c", "f", "boots", "ally")
    rule = "9.5.1"
    choices = {"ally": (Along(), MoveAlone()), "count": (AlongCount(),)}

    def __init__(self, seat: int, c: int, f: int, boots: int) -> None:
        self.step = "ally"
        self.seat = seat
        self.c = c
        self.f = f
        self.boots = boots
        self.ally = -1

    def allies(self, g: "Game") -> list[int]:
        """Allied factions with warriors in his clearing, when he moves to a clearing."""
        v = vagabond(g, self.seat)
        n = g.n
        return [s for s in v.allied_seats(g) if v.clearing >= 0 and self.c >= 0 and g.warriors[v.clearing * n + s] > 0]

    def ally_warriors(self, g: "Game") -> int:
        return g.warriors[vagabond(g, self.seat).clearing * g.n + self.ally]

    def s_ally(self, g: "Game") -> Decision | None:
        if not self.allies(g):
            self.go(g, 0)
            return None
        return Decision(self.seat, "move_ally", self.offer(g), "bring warriors of an Allied faction along?", "9.2.9")

    def s_count(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "move_count", self.offer(g), "how many Allied warriors come along", "9.2.9")

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if action.kind == "along":  # asked while counting: the same reason
            return other_step_reason(self, g, action)
        return None

    def go(self, g: "Game", k: int) -> None:
        v = vagabond(g, self.seat)
        if self.boots:
            v.exhaust("boots", self.boots)
        from woodland.rules.move import link_between

        a = v.clearing
        link = link_between(g, self.seat, a, self.c)  # 0 to or from a forest
        v.clearing, v.forest = self.c, self.f
        if k:
            from woodland.rules.board import move_warriors

            move_warriors(g, self.ally, a, self.c, k)
            g.emit(Moved("moved", self.seat, a, self.c, k, self.ally, link))
        g.emit(PawnMoved("pawn_moved", self.seat, a, self.c, self.ally if k else -1, link))
        g.pop()


# ----------------------------------------------------------------------------- Daylight
#: the reason an action taken in his clearing is not possible with his pawn in a forest
IN_FOREST: Reason = ("you are in a forest: this action needs a clearing", ["9.5"])


def daylight(fr: Frame) -> "VagabondDaylight":
    assert isinstance(fr, VagabondDaylight)
    return fr


class PawnMove(Choice["VagabondDaylight"]):
    """9.5.1: exhaust boots to move his pawn to an adjacent clearing, one more boots into a
    clearing with warriors of a Hostile faction (9.2.9.III.b); Nimble: regardless of rule."""

    kind = "move"

    def options(self, fr: "VagabondDaylight", g: "Game") -> list[Action]:
        s = fr.seat
        v = vagabond(g, s)
        c = v.clearing
        boots = v.ready("boots")
        if not boots:
            return []
        from woodland.rules.move import move_links

        dests = move_links(g, s)[0][c] if c >= 0 else g.map.forests[v.forest]
        return [act("move", (d + 1,)) for d in dests
                if 1 + (1 if v.hostile_warriors(g, d) else 0) <= boots and not into_blocked(g, s, c, d)]

    @staticmethod
    def only_destination(g: "Game", v: Vagabond, action: Action) -> Reason:
        """A move written as a warriors' move, FROM->TO: he moves his pawn from where it is."""
        c = v.clearing
        if parse_place(g, action.args[0])[0] == c >= 0:
            return f"the Vagabond moves his pawn: name only the destination, move {action.args[1]}", ["9.5.1"]
        here = f"clearing {c + 1}" if c >= 0 else f"forest {forest_label(v.forest)}"
        return f"your pawn is in {here}, not in clearing {action.args[0]}", ["9.5.1"]

    def why_not(self, fr: "VagabondDaylight", g: "Game", action: Action) -> Reason | None:
        v = vagabond(g, fr.seat)
        c = v.clearing
        if len(action.args) == 2:
            return self.only_destination(g, v, action)
        if not action.args:
            return None
        d, fo = parse_place(g, action.args[0])
        if fo >= 0:
            return "only Slip can move into a forest", ["9.5.1", "9.2.10"]
        if not 0 <= d < g.map.n:
            return f"there is no clearing {action.args[0]} on this map", ["2.2"]
        from woodland.rules.move import move_links

        near = move_links(g, fr.seat)[0][c] if c >= 0 else g.map.forests[v.forest]
        if d not in near:
            from woodland.rules.why import link_reason

            return (link_reason(g, fr.seat, c, d, "9.5.1") if c >= 0 else None) or \
                (f"clearing {d + 1} is not adjacent to where you are", ["2.2.1", "9.5.1"])
        r = why_blocked_into(g, fr.seat, c, d)
        if r is not None:
            return r
        if v.hostile_warriors(g, d) and v.ready("boots") == 1:
            hostile = [g.factions[x].key for x in v.hostile_seats(g) if g.warriors[d * g.n + x]]
            return (f"{', '.join(hostile)} {'is' if len(hostile) == 1 else 'are'} Hostile to you and "
                    f"{'has' if len(hostile) == 1 else 'have'} warriors in clearing {d + 1}: moving there "
                    "takes an extra boots"), ["9.2.9", "9.5.1"]
        return need(v, "boots", "9.5.1")

    def do(self, fr: "VagabondDaylight", g: "Game", action: Action) -> None:
        v = vagabond(g, fr.seat)
        d = int(action.args[0]) - 1
        g.push(VagabondMove(fr.seat, d, -1, 1 + (1 if v.hostile_warriors(g, d) else 0)))


class PawnBattle(StartBattle):
    """9.5.2: exhaust a sword to battle in his clearing; he then says whether he treats an
    Allied faction's warriors as his own (9.2.9.II.c)."""


    def clearings(self, fr: Frame, g: "Game") -> list[int] | None:
        return [vagabond(g, fr.seat).clearing]

    def options(self, fr: Frame, g: "Game") -> list[Action]:
        v = vagabond(g, fr.seat)
        return super().options(fr, g) if v.clearing >= 0 and v.ready("sword") else []

    def why_not(self, fr: Frame, g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg

        v = vagabond(g, fr.seat)
        if v.clearing < 0:
            return IN_FOREST
        r = need(v, "sword", "9.5.2")
        if r:
            return r
        if action.args and clearing_arg(g, action.args[0]) != v.clearing:
            return "the Vagabond battles in his own clearing", ["9.5.2", "4.3"]
        return super().why_not(fr, g, action)

    def do(self, fr: Frame, g: "Game", action: Action) -> None:
        day = daylight(fr)
        day.arg = str(action.args[1])
        day.step = "battle_ally"


class InClearing(Choice["VagabondDaylight"]):
    """9.5: an action taken in his clearing, none while his pawn is in a forest; ``item`` is
    the item it exhausts, if it names one (its rule ``law``). Subclasses say what is
    ``available``, why an action is not (``unavailable``) and what it does (``do``)."""

    item: ClassVar[str] = ""
    law: ClassVar[str] = "9.5"
    #: explained only when the action names its target (aid, quest, strike)
    named: ClassVar[bool] = False

    def options(self, fr: "VagabondDaylight", g: "Game") -> list[Action]:
        v = vagabond(g, fr.seat)
        if v.clearing < 0 or (self.item and not v.ready(self.item)):
            return []
        return self.available(fr, g, v, v.clearing)

    def why_not(self, fr: "VagabondDaylight", g: "Game", action: Action) -> Reason | None:
        if self.named and not action.args:
            return None
        v = vagabond(g, fr.seat)
        if v.clearing < 0:
            return IN_FOREST
        return (need(v, self.item, self.law) if self.item else None) or self.unavailable(fr, g, v, v.clearing, action)

    def available(self, fr: "VagabondDaylight", g: "Game", v: Vagabond, c: int) -> list[Action]:
        raise NotImplementedError

    def unavailable(self, fr: "VagabondDaylight", g: "Game", v: Vagabond, c: int, action: Action) -> Reason | None:
        return None


class Explore(InClearing):
    """9.5.3: exhaust a torch to take an item from the ruin in his clearing and score a point
    (9.7.3: with two Vagabonds he looks at the items under it and chooses)."""

    kind = "explore"
    item = "torch"
    law = "9.5.3"

    def available(self, fr: "VagabondDaylight", g: "Game", v: Vagabond, c: int) -> list[Action]:
        return [act("explore")] if g.ruin_items[c] else []

    def unavailable(self, fr: "VagabondDaylight", g: "Game", v: Vagabond, c: int, action: Action) -> Reason | None:
        return f"no ruin with an item in clearing {c + 1}", ["9.5.3"]

    def do(self, fr: "VagabondDaylight", g: "Game", action: Action) -> None:
        v = vagabond(g, fr.seat)
        v.exhaust("torch")
        if two_vagabonds(g):
            fr.step = "explore"  # 9.7.3: he looks and chooses
            look_under_ruin(g, v)
        else:
            take_from_ruin(g, v, g.ruin_items[v.clearing][-1])


class GiveAid(InClearing):
    """9.5.4: exhaust an item and give a card matching his clearing to a player with pieces
    there (the Aid frame)."""

    kind = "aid"
    law = "9.5.4"
    named = True

    def available(self, fr: "VagabondDaylight", g: "Game", v: Vagabond, c: int) -> list[Action]:
        s = fr.seat
        # a card given, not spent nor revealed: matching by its own suit (R460, as the give step)
        if not v.ready_kinds() or not C.matching_in_hand(g, s, clearing_suits(g, c), wild=False):
            return []
        return [act("aid", (o.key,)) for o in g.factions if o.seat != s and has_pieces(g, o.seat, c)]

    def unavailable(self, fr: "VagabondDaylight", g: "Game", v: Vagabond, c: int, action: Action) -> Reason | None:
        if not v.ready_kinds():
            return "aid exhausts an item, and you have no face-up undamaged item", ["9.5.4"]
        key = str(action.args[0])
        other = next((f for f in g.factions if f.key == key), None)
        if other is None or other.seat == fr.seat:
            return f"there is no other player {key!r}", ["9.5.4"]
        if not has_pieces(g, other.seat, c):
            return f"{key} has no pieces in your clearing", ["9.5.4"]
        return f"you have no card matching your clearing ({suit_words(g, c)})", ["9.5.4"]

    def do(self, fr: "VagabondDaylight", g: "Game", action: Action) -> None:
        g.push(Aid(fr.seat, g.seat_of(str(action.args[0]))))


def can_quest(v: Vagabond, q: int) -> bool:
    """9.5.5: he has the quest's items face up and undamaged."""
    items = QUESTS[q]["items"]
    return all(v.ready(k) >= items.count(k) for k in set(items))


def face_up_quest(g: "Game", v: Vagabond, label: object) -> int | None:
    """The face-up quest named ``label`` (9.7.2: shared with another Vagabond)."""
    low = str(label).lower()
    return next((x for x in quest_holder(g, v).quests if quest_label(x).lower() == low), None)


class Quest(InClearing):
    """9.5.5: exhaust the items a face-up quest of his clearing's suit shows to complete it."""

    kind = "quest"
    law = "9.5.5"
    named = True

    def available(self, fr: "VagabondDaylight", g: "Game", v: Vagabond, c: int) -> list[Action]:
        return [act("quest", (quest_label(q),)) for q in quest_holder(g, v).quests  # 9.7.2: shared
                if in_suit(g, c, QUESTS[q]["suit"]) and can_quest(v, q)]

    def unavailable(self, fr: "VagabondDaylight", g: "Game", v: Vagabond, c: int, action: Action) -> Reason | None:
        r = why_no_quest(g, v, c, action.args[0])
        q = face_up_quest(g, v, action.args[0])
        if r is not None or q is None:
            return r
        return f"you need face-up, undamaged {' and '.join(QUESTS[q]['items'])}", ["9.5.5"]

    def do(self, fr: "VagabondDaylight", g: "Game", action: Action) -> None:
        v = vagabond(g, fr.seat)
        q = face_up_quest(g, v, action.args[0])  # 9.7.2: either Vagabond completes any face-up quest
        assert q is not None
        for k in QUESTS[q]["items"]:
            v.exhaust(k)
        complete_quest(fr, g, v, q)


def why_no_quest(g: "Game", v: Vagabond, c: int, label: object) -> Reason | None:
    """9.5.5: why ``label`` is not a quest he may take in clearing ``c``: not face up (9.7.2:
    naming who completed it), or of another suit; None when it is one."""
    rules = ["9.5.5"] + (["9.7.2"] if two_vagabonds(g) else [])
    q = face_up_quest(g, v, label)
    if q is None:
        low = str(label).lower()
        by = next((f for f in vagabonds(g) if any(quest_label(x).lower() == low for x in f.done)), None)
        if by is not None:
            who = "you" if by is v else by.key
            return f"{label} is not one of the face-up quests: {who} completed it", rules
        return f"{label} is not one of the face-up quests", rules
    if not in_suit(g, c, QUESTS[q]["suit"]):
        return f"the quest's suit ({QUESTS[q]['suit']}) must match your clearing ({suit_words(g, c)})", ["9.5.5"]
    return None


def complete_quest(fr: "VagabondDaylight", g: "Game", v: Vagabond, q: int) -> None:
    """9.5.5: its items exhausted, the quest goes to his completed quests; he then chooses
    his reward (a new quest is drawn after it)."""
    quest_holder(g, v).quests.remove(q)
    v.done.append(q)
    fr.step = "reward"


def strikable(g: "Game", o: int, c: int) -> bool:
    """Warriors, buildings or tokens of ``o`` (a seat or a hireling's owner id) in ``c``
    that a strike may remove: a warrior if ``o`` has any there, else another piece (9.5.6);
    a faction's warrior that no effect may remove (14.2.2, the warlord) leaves nothing
    (ruling R570)."""
    if warriors_of(g, o, c) > 0:
        return o < 0 or g.factions[o].removable_warriors(g, c, "strike") > 0
    return bool(piece_kinds(g, o, c))


class Strike(InClearing):
    """9.5.6: exhaust a crossbow to remove an enemy piece in his clearing (a warrior first)."""

    kind = "strike"
    item = "crossbow"
    law = "9.5.6"
    named = True

    def available(self, fr: "VagabondDaylight", g: "Game", v: Vagabond, c: int) -> list[Action]:
        s = fr.seat
        if not may_change(g, s, c, "remove"):  # 17.2.3
            return []
        out = [act("strike", (o.key,)) for o in g.factions
               if o.seat != s and is_enemy(g, s, o.seat) and strikable(g, o.seat, c)
               and may_remove(g, s, o.seat, c)]  # H.2.2 the Stoic Protector
        if g.hirelings is not None:  # an enemy hireling's warriors are enemy warriors (G.9, G.36, H.3.2)
            for i, h in enumerate(g.hirelings.cards):
                o = -2 - i
                if is_enemy(g, s, o) and strikable(g, o, c) and may_remove(g, s, o, c):
                    out.append(act("strike", (h.key,)))
        return out

    def unavailable(self, fr: "VagabondDaylight", g: "Game", v: Vagabond, c: int, action: Action) -> Reason | None:
        key = str(action.args[0])
        h = g.hirelings.key_of(key) if g.hirelings is not None else None
        if h is not None and g.hirelings is not None:
            ho = g.hirelings.owner(h)
            if not is_enemy(g, fr.seat, ho):
                return f"the {key} are your hireling, not an enemy", ["9.5.6", "H.3.2"]
            if not may_remove(g, fr.seat, ho, c):
                return why_cannot_remove(g, fr.seat, ho, c, "9.5.6")
            return f"the {key} have no warrior, building or token in your clearing", ["9.5.6"]
        o = next((f for f in g.factions if f.key == key), None)
        if o is None or o.seat == fr.seat or not is_enemy(g, fr.seat, o.seat):
            return f"{key} is not an enemy", ["9.5.6", "G.8"]
        if not may_remove(g, fr.seat, o.seat, c):
            return why_cannot_remove(g, fr.seat, o.seat, c, "9.5.6")
        if warriors_of(g, o.seat, c) > 0 and o.removable_warriors(g, c, "strike") <= 0:
            why = o.why_unremovable(g, c, "strike")  # its warrior there may not be removed (R570)
            return (why[0], ["9.5.6", *why[1]]) if why else (f"{key}'s warriors here cannot be removed", ["9.5.6"])
        if o.pawn_in(g, c):
            return (f"{key} has only a pawn in your clearing, and a pawn cannot be removed: strike removes a "
                    "warrior, building or token"), ["9.5.6", "9.2.2"]
        return f"{key} has no pieces in your clearing", ["9.5.6"]

    def do(self, fr: "VagabondDaylight", g: "Game", action: Action) -> None:
        v = vagabond(g, fr.seat)
        v.exhaust("crossbow")
        o = owner_named(g, str(action.args[0]))
        if warriors_of(g, o, v.clearing) > 0:
            remove_warriors(g, o, v.clearing, 1, fr.seat, "strike")
        else:
            fr.arg = str(action.args[0])
            fr.step = "strike"


class PawnCraft(CraftCard):
    """9.5.8: craft with his face-up hammers, in his clearing."""

    def options(self, fr: Frame, g: "Game") -> list[Action]:
        return super().options(fr, g) if vagabond(g, fr.seat).clearing >= 0 else []

    def why_not(self, fr: Frame, g: "Game", action: Action) -> Reason | None:
        return IN_FOREST if vagabond(g, fr.seat).clearing < 0 else super().why_not(fr, g, action)


class Repair(Choice["VagabondDaylight"]):
    """9.5.7: exhaust a hammer to repair a damaged item (also in a forest)."""

    kind = "repair"

    def options(self, fr: "VagabondDaylight", g: "Game") -> list[Action]:
        v = vagabond(g, fr.seat)
        return [act("repair", (it,)) for it in damaged(v)] if v.ready("hammer") else []

    def why_not(self, fr: "VagabondDaylight", g: "Game", action: Action) -> Reason | None:
        if not action.args:
            return None
        return need(vagabond(g, fr.seat), "hammer", "9.5.7") or \
            (f"{action.args[0]} is not a damaged item of yours", ["9.5.7"])

    def do(self, fr: "VagabondDaylight", g: "Game", action: Action) -> None:
        v = vagabond(g, fr.seat)
        v.exhaust("hammer")
        repair(v, str(action.args[0]))


class FightWith(Choice["VagabondDaylight"]):
    """9.2.9.II.c: attacking, he may treat an Allied faction's warriors in his clearing as
    his own (not the defender's)."""

    kind = "with"

    def options(self, fr: "VagabondDaylight", g: "Game") -> list[Action]:
        return [act("with", (g.factions[x].key,)) for x in fr.battle_allies(g)]

    def why_not(self, fr: "VagabondDaylight", g: "Game", action: Action) -> Reason | None:
        key = str(action.args[0]) if action.args else ""
        defender = fr.arg.split(":")[-1]
        if key == defender:
            return (f"{key} is the defender: you cannot treat its warriors as your own when attacking "
                    f"{key}"), ["9.2.9"]
        return why_relationship(g, vagabond(g, fr.seat), key, "fight with you")

    def do(self, fr: "VagabondDaylight", g: "Game", action: Action) -> None:
        fr.battle(g, g.seat_of(str(action.args[0])))


class FightAlone(BareAction["VagabondDaylight"]):
    """9.2.9.II.c is optional: he fights alone."""

    kind = "alone"

    def do(self, fr: "VagabondDaylight", g: "Game", action: Action) -> None:
        fr.battle(g, -1)


class RuinItem(Choice["VagabondDaylight"]):
    """9.7.3: the item he takes from under the ruin, not an R item of a kind he already has
    an R item of (none: he may take none, and scores nothing)."""

    kind = "take"

    def options(self, fr: "VagabondDaylight", g: "Game") -> list[Action]:
        v = vagabond(g, fr.seat)
        allowed = sorted({it for it in g.ruin_items[v.clearing] if it not in v.rmarks})
        return [act("take", (it,)) for it in allowed] or [act("take", ("none",))]

    def why_not(self, fr: "VagabondDaylight", g: "Game", action: Action) -> Reason | None:
        v = vagabond(g, fr.seat)
        it = str(action.args[0]) if action.args else "?"
        if it in g.ruin_items[v.clearing] and it in v.rmarks:
            return f"you already have an R {it} from a ruin on your board", ["9.7.3"]
        if it == "none":
            return "you must take an item you are allowed to take", ["9.5.3", "9.7.3"]
        return f"there is no {it} under this ruin", ["9.5.3"]

    def do(self, fr: "VagabondDaylight", g: "Game", action: Action) -> None:
        it = str(action.args[0])
        if it != "none":  # 9.7.3: no item he may take: no point, torch still exhausted
            take_from_ruin(g, vagabond(g, fr.seat), it)
        fr.step = "menu"


def why_not_reward(action: Action) -> Reason:
    return (f"{action.args[0] if action.args else action.kind} is not a quest reward: "
            "'reward score' or 'reward draw'"), ["9.5.5"]


class Reward(Choice["VagabondDaylight"]):
    """9.5.5: the quest's reward: a point per completed quest of its suit, or two cards;
    then a new quest is drawn face up."""

    kind = "reward"

    def options(self, fr: "VagabondDaylight", g: "Game") -> list[Action]:
        return [act("reward", ("score",)), act("reward", ("draw",))]

    def why_not(self, fr: "VagabondDaylight", g: "Game", action: Action) -> Reason | None:
        return why_not_reward(action)

    def do(self, fr: "VagabondDaylight", g: "Game", action: Action) -> None:
        s = fr.seat
        v = vagabond(g, s)
        if action.args[0] == "score":
            suit = QUESTS[v.done[-1]]["suit"]
            score(g, s, sum(1 for x in v.done if QUESTS[x]["suit"] == suit))
        else:
            C.draw(g, s, 2)
        holder = quest_holder(g, v)  # 9.7.2: the shared row
        if holder.quest_deck:
            holder.quests.append(holder.quest_deck.pop())  # draw a new quest
            g.reveal()  # face up (9.5.5, 9.3.3)
        character_of(v).after_reward(fr, g, v)
        fr.step = "menu"


class StrikePiece(Choice["VagabondDaylight"]):
    """9.5.6: the kind of building or token strike removes, when the enemy has no warrior there."""

    kind = "remove"

    def options(self, fr: "VagabondDaylight", g: "Game") -> list[Action]:
        return [act("remove", (k,)) for k in fr.struck_kinds(g)]

    def why_not(self, fr: "VagabondDaylight", g: "Game", action: Action) -> Reason | None:
        return f"{fr.arg} has no {action.args[0] if action.args else '?'} in your clearing", ["9.5.6"]

    def do(self, fr: "VagabondDaylight", g: "Game", action: Action) -> None:
        fr.strike(g, str(action.args[0]))


# the characters register themselves (CHARACTER_TYPES) before the Daylight menu is declared
# (after the quest helpers the Adventurer's Improvise uses, V.7.2)
from woodland.factions.vagabond.characters import InstigatedBattle  # noqa: E402

#: 9.5.1-9.5.8: his actions, in the order the Daylight menu offers them
PAWN_ACTIONS: tuple[Choice[Any], ...] = (PawnMove(), PawnBattle(), Explore(), GiveAid(), Quest(), Strike(),
                                         PawnCraft(), Repair())
END_OF_MENU: tuple[Choice[Any], ...] = (DaylightOptions(), End())


class SpecialAction(Choice["VagabondDaylight"]):
    """The special action of the player's character (9.3.1) in the Daylight menu: it takes
    the action kinds of every registered character and hands each to that character's
    choice (which explains another character's action too); only the player's own
    character is asked for options."""

    def options(self, fr: "VagabondDaylight", g: "Game") -> list[Action]:
        ch = character_of(vagabond(g, fr.seat))
        return ch.options(fr, g) if ch.kinds else []

    def why_not(self, fr: "VagabondDaylight", g: "Game", action: Action) -> Reason | None:
        return self.by_kind()[action.kind].why_not(fr, g, action)

    def do(self, fr: "VagabondDaylight", g: "Game", action: Action) -> None:
        self.by_kind()[action.kind].do(fr, g, action)

    @staticmethod
    def by_kind() -> dict[str, Character]:
        return {k: ch for ch in CHARACTER_TYPES.values() for k in ch.kinds}


def menu_choices() -> tuple[Choice[Any], ...]:
    """9.5: what the Daylight menu offers, in order: his actions, his character's special
    action, the Daylight options every faction has and the end."""
    kinds = tuple(k for ch in CHARACTER_TYPES.values() for k in ch.kinds)
    special = type("SpecialAction", (SpecialAction,), {"kinds": kinds})()
    return PAWN_ACTIONS + (special,) + END_OF_MENU


def character_steps() -> dict[str, tuple[Choice[Any], ...]]:
    """The Daylight steps the characters run (V.3.2 Hideout), and their choices."""
    return {step: chs for ch in CHARACTER_TYPES.values() for step, chs in ch.steps.items()}


class VagabondDaylight(Frame):
    """9.5: exhaust items for actions, in any order and number."""

    __slots__ = ("seat", "arg", "left")
    rule = "9.5"
    choices = {"menu": menu_choices(), "battle_ally": (FightWith(), FightAlone()), "explore": (RuinItem(),),
               "reward": (Reward(),), "strike": (StrikePiece(),), **character_steps()}

    def __init__(self, seat: int) -> None:
        self.step = "menu"
        self.seat = seat
        self.arg = ""
        self.left = 0

    @classmethod
    def plug_in(cls) -> None:
        """Declare the menu anew with the characters registered now (one defined after
        this frame, e.g. in a test, or removed again)."""
        cls.choices = {**cls.choices, "menu": menu_choices(), **character_steps()}
        cls.declare()

    def s_menu(self, g: "Game") -> Decision | None:
        v = vagabond(g, self.seat)
        settle_coerce(g, v)  # V.12.2: the action is over
        return Decision(self.seat, "daylight", self.offer(g), "Daylight: exhaust items to act", "9.5",
                        keep=v.has_hidden())

    def battle_allies(self, g: "Game") -> list[int]:
        """9.2.9.II.c: Allied factions with warriors in his clearing, but the defender."""
        v = vagabond(g, self.seat)
        d = owner_named(g, self.arg.split(":")[-1])  # a faction, or a hireling (H.3.2)
        return [x for x in v.allied_seats(g) if x != d and g.warriors[v.clearing * g.n + x] > 0]

    def s_battle_ally(self, g: "Game") -> Decision | None:
        if not self.battle_allies(g):
            self.battle(g, -1)
            return None
        return Decision(self.seat, "battle_ally", self.offer(g), "treat an Allied faction's warriors as your own?",
                        "9.2.9")

    def battle(self, g: "Game", ally: int) -> None:
        v = vagabond(g, self.seat)
        v.ally = ally
        v.ally_hits = v.item_hits = 0
        self.step = "menu"
        if self.arg.startswith("instigate:"):  # V.4.2: he forced himself to battle (torch exhausted)
            g.push(InstigatedBattle(self.seat, g.seat_of(self.arg.split(":", 1)[1]), v.clearing, self.seat))
            return
        v.exhaust("sword")
        start_battle(g, self.seat, act("battle", (v.clearing + 1, self.arg)))

    def s_explore(self, g: "Game") -> Decision | None:
        # 9.7.3: he looks at the items under the ruin and takes one of his choice, but not
        # an R item of a kind he already has an R item of. From a ruin with two items he is
        # asked even with one choice: the others cannot see what lies under it (1.2.1)
        items = g.ruin_items[vagabond(g, self.seat).clearing]
        return Decision(self.seat, "explore_take", self.offer(g), "explore: take one of the items under the ruin",
                        "9.7.3", keep=len(items) > 1)

    def s_reward(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "quest_reward", self.offer(g),
                        "quest reward: score a point per completed quest of this suit, or draw two cards", "9.5.5")

    def struck_kinds(self, g: "Game") -> list[str]:
        return piece_kinds(g, owner_named(g, self.arg), vagabond(g, self.seat).clearing)

    def strike(self, g: "Game", kind: str) -> None:
        remove_piece_kind(g, owner_named(g, self.arg), vagabond(g, self.seat).clearing, kind, self.seat, "strike")
        self.step = "menu"

    def s_strike(self, g: "Game") -> Decision | None:
        kinds = self.struck_kinds(g)
        if len(kinds) == 1:
            self.strike(g, kinds[0])
            return None
        return Decision(self.seat, "strike_piece", self.offer(g), f"strike: which {self.arg} piece to remove", "9.5.6")

    def character_step(self, g: "Game") -> Decision | None:
        """A step of his character's own (V.3.2 Hideout): the character runs it."""
        v = vagabond(g, self.seat)
        return character_of(v).run_step(self, g, v)

    s_hideout = character_step  # the Ranger's (V.3.2)

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if action.kind == "enlist":
            return why_enlist_now()
        if self.step == "reward":
            return why_not_reward(action)
        return None


def look_under_ruin(g: "Game", v: Vagabond) -> None:
    """9.7.3: he looks at the items under the ruin in his clearing (and remembers them)."""
    if v.clearing not in v.peeked:
        v.peeked.append(v.clearing)
    g.reveal(v.seat)


def take_from_ruin(g: "Game", v: Vagabond, it: str) -> None:
    """9.5.3: take ``it`` from the ruin in his clearing, face up, and score one point; the
    ruin goes with its last item. With items left he has seen them (9.7.3)."""
    c = v.clearing
    items = list(g.ruin_items[c])
    items.remove(it)
    g.ruin_items[c] = tuple(items)
    g.reveal()  # the item is face up now
    v.gear.append(it)
    v.rmarks.append(it)
    score(g, v.seat, 1)
    if items:
        if c not in v.peeked:
            v.peeked.append(c)
    else:
        for o in vagabonds(g):
            if c in o.peeked:
                o.peeked.remove(c)
        remove_emptied_ruin(g, c, v.seat)  # not at a Governing assembly (17.2.3, R578)


class AidExhaust(Choice["Aid"]):
    """9.5.4: the item aid exhausts (any face-up, undamaged item)."""

    kind = "exhaust"

    def options(self, fr: "Aid", g: "Game") -> list[Action]:
        return [act("exhaust", (k,)) for k in vagabond(g, fr.seat).ready_kinds()]

    def why_not(self, fr: "Aid", g: "Game", action: Action) -> Reason | None:
        return "exhaust a face-up, undamaged item", ["9.5.4", "9.2.5"]

    def do(self, fr: "Aid", g: "Game", action: Action) -> None:
        vagabond(g, fr.seat).exhaust(str(action.args[0]))
        fr.step = "give"


class AidGive(Choice["Aid"]):
    """9.5.4: the card matching his clearing he gives."""

    kind = "give"

    def options(self, fr: "Aid", g: "Game") -> list[Action]:
        # a card given is not spent or revealed: not as any suit (Companions, ruling R460)
        return C.card_actions(g, "give", C.matching_in_hand(g, fr.seat, fr.suit(g), wild=False))

    def why_not(self, fr: "Aid", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_card

        return why_card(g, fr.seat, action.args[0], fr.suit(g), "9.5.4", wild=False) if action.args else None

    def do(self, fr: "Aid", g: "Game", action: Action) -> None:
        C.give(g, fr.seat, fr.other, C.card_by_label(g, fr.seat, str(action.args[0])))
        fr.step = "take"


class AidTake(Choice["Aid"]):
    """9.5.4: an item he may take from the aided player's Crafted Items box (or none)."""

    kind = "take"

    def options(self, fr: "Aid", g: "Game") -> list[Action]:
        return [act("take", (it,)) for it in fr.items(g)] + [act("take", ("none",))]

    def why_not(self, fr: "Aid", g: "Game", action: Action) -> Reason | None:
        o = g.factions[fr.other]
        if not o.crafted_items_box:
            return f"{o.key} keep their items elsewhere than in a Crafted Items box: aid takes none", ["9.5.4"]
        return f"{o.key} has no {action.args[0]} in its Crafted Items box", ["9.5.4"]

    def do(self, fr: "Aid", g: "Game", action: Action) -> None:
        it = str(action.args[0])
        if it != "none":
            g.factions[fr.other].items.remove(it)
            vagabond(g, fr.seat).gear.append(kind_of(it))  # 9.5.4: face up (one exhausted there too, League)
        fr.finish(g)


class Aid(Frame):
    """9.5.4: exhaust any item, give a card matching the clearing, maybe take an item from
    their Crafted Items box; relationships improve (9.2.9.I) or, if Allied, score 2."""

    __slots__ = ("seat", "other")
    rule = "9.5.4"
    seat_fields = ("seat", "other")
    choices = {"exhaust": (AidExhaust(),), "give": (AidGive(),), "take": (AidTake(),)}

    def __init__(self, seat: int, other: int) -> None:
        self.step = "exhaust"
        self.seat = seat
        self.other = other

    def suit(self, g: "Game") -> tuple[str, ...]:
        return clearing_suits(g, vagabond(g, self.seat).clearing)

    def items(self, g: "Game") -> list[str]:
        o = g.factions[self.other]
        return sorted(set(o.items)) if o.crafted_items_box else []  # 9.5.4: from a Crafted Items box

    def s_exhaust(self, g: "Game") -> Decision | None:
        v = vagabond(g, self.seat)
        kinds = v.ready_kinds()
        if len(kinds) == 1:
            v.exhaust(kinds[0])
            self.step = "give"
            return None
        return Decision(self.seat, "aid_exhaust", self.offer(g), "aid: which item to exhaust", "9.5.4")

    def s_give(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "aid_give", self.offer(g),
                        f"aid: give a card matching clearing {vagabond(g, self.seat).clearing + 1}", "9.5.4",
                        keep=True)

    def s_take(self, g: "Game") -> Decision | None:
        if not self.items(g):
            self.finish(g)
            return None
        return Decision(self.seat, "aid_take", self.offer(g), "aid: take an item from their Crafted Items box?",
                        "9.5.4")

    def finish(self, g: "Game") -> None:
        v = vagabond(g, self.seat)
        key = g.factions[self.other].key
        r = v.rel.get(key)
        if r is not None and r != HOSTILE:
            if r == ALLIED:
                score(g, self.seat, DATA["allied_aid_vp"])  # 9.2.9.II.a
            else:
                v.aided[key] = v.aided.get(key, 0) + 1
                if v.aided[key] >= DATA["relationship_aids"][r]:
                    v.move_marker(key, r + 1)
                    score(g, self.seat, DATA["relationship_vp"][r])  # 9.2.9.I.b
        g.pop()


class Partner(Choice["Coalition"]):
    """9.2.8: a player with the fewest points, not in a coalition."""

    kind = "coalition"

    def options(self, fr: "Coalition", g: "Game") -> list[Action]:
        return [act("coalition", (g.factions[s].key,)) for s in vagabond(g, fr.seat).coalition_partners(g)]

    def why_not(self, fr: "Coalition", g: "Game", action: Action) -> Reason | None:
        return ("the coalition partner must have fewer points than every other player except you, "
                "and not be in a coalition"), ["9.2.8"]

    def do(self, fr: "Coalition", g: "Game", action: Action) -> None:
        v = vagabond(g, fr.seat)
        p = g.seat_of(str(action.args[0]))
        v.coalition = p
        g.factions[p].coalition = fr.seat
        if v.rel.get(g.factions[p].key) == HOSTILE:
            v.move_marker(g.factions[p].key, 0)  # 9.2.9.III.d
        g.pop()


class Coalition(Frame):
    """9.2.8: choose the coalition partner among the players with the fewest points."""

    __slots__ = ("seat",)
    rule = "9.2.8"
    choices = {"choose": (Partner(),)}

    def __init__(self, seat: int) -> None:
        self.step = "choose"
        self.seat = seat

    def s_choose(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "coalition", self.offer(g), "form a coalition with", "9.2.8")


class DamageItem(Choice["DamageItems"]):
    """9.2.2.I: an undamaged item of his choice is damaged."""

    kind = "damage"

    def options(self, fr: "DamageItems", g: "Game") -> list[Action]:
        return [act("damage", (it,)) for it in fr.undamaged(g)]

    def why_not(self, fr: "DamageItems", g: "Game", action: Action) -> Reason | None:
        return f"you have no undamaged {action.args[0] if action.args else '?'} to damage", ["9.2.2"]

    def do(self, fr: "DamageItems", g: "Game", action: Action) -> None:
        fr.damage(g, str(action.args[0]))


class DamageItems(Frame):
    """Damage ``n`` undamaged items of the Vagabond's choice (9.2.2.I)."""

    __slots__ = ("seat", "n")
    rule = "9.2.2"
    choices = {"damage": (DamageItem(),)}

    def __init__(self, seat: int, n: int) -> None:
        self.step = "damage"
        self.seat = seat
        self.n = n

    def describe(self, g: "Game") -> str:
        return f"Vagabond damages {self.n} items"

    def undamaged(self, g: "Game") -> list[str]:
        return sorted({it for it in vagabond(g, self.seat).gear if not is_damaged(it)})

    def s_damage(self, g: "Game") -> Decision | None:
        opts = self.undamaged(g)
        if self.n <= 0 or not opts:
            g.pop()
            return None
        if len(opts) == 1:
            self.damage(g, opts[0])
            return None
        return Decision(self.seat, "damage", self.offer(g), f"damage {self.n} more item(s)", "9.2.2")

    def damage(self, g: "Game", it: str) -> None:
        gear = vagabond(g, self.seat).gear
        gear[gear.index(it)] = make(kind_of(it), True, is_exhausted(it))
        self.n -= 1


# ----------------------------------------------------------------------------- Evening
class EveningEffect(Choice["VagabondEvening"]):
    """9.6.2: a crafted card's effect that replaces the draw (e.g. Informants)."""

    kind = "use"

    def options(self, fr: "VagabondEvening", g: "Game") -> list[Action]:
        from woodland.rules.effects import window_options

        return window_options(g, fr.seat, "evening_draw") if g.factions[fr.seat].play_area else []

    def why_not(self, fr: "VagabondEvening", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.effects import why_use

        return why_use(g, fr.seat, action, "evening_draw")

    def do(self, fr: "VagabondEvening", g: "Game", action: Action) -> None:
        from woodland.rules.effects import use_effect

        use_effect(g, fr.seat, action, "evening_draw")
        fr.step = "discard"  # once the effect has resolved


class EveningDraw(BareAction["VagabondEvening"]):
    """9.6.2: draw one card plus one per face-up coins on the track."""

    kind = "draw"

    def do(self, fr: "VagabondEvening", g: "Game", action: Action) -> None:
        fr.drawn(g)


class DropItem(Choice["VagabondEvening"]):
    """9.6.4: an item over the limit removed from the Satchel or the Damaged box."""

    kind = "drop"

    def options(self, fr: "VagabondEvening", g: "Game") -> list[Action]:
        return [act("drop", (it,)) for it in sorted(set(removable(vagabond(g, fr.seat))))]

    def why_not(self, fr: "VagabondEvening", g: "Game", action: Action) -> Reason | None:
        return "remove items from the Satchel or the Damaged box, not from the tracks", ["9.6.4"]

    def do(self, fr: "VagabondEvening", g: "Game", action: Action) -> None:
        drop(vagabond(g, fr.seat), str(action.args[0]))


class VagabondEvening(Frame):
    """9.6: rest in a forest, draw (or use a card effect that replaces the draw, e.g.
    Informants), discard to five, check item capacity."""

    __slots__ = ("seat",)
    rule = "9.6"
    choices = {"draw": (EveningEffect(), EveningDraw()), "capacity": (DropItem(),)}

    def __init__(self, seat: int) -> None:
        self.step = "rest"
        self.seat = seat

    def s_rest(self, g: "Game") -> Decision | None:
        v = vagabond(g, self.seat)
        lapse_coerce(g, v)
        if v.forest >= 0:  # 9.6.1: repair everything, face up
            v.gear = [kind_of(it) if is_damaged(it) else it for it in v.gear]
        self.step = "draw"
        return None

    def public(self, g: "Game") -> dict[str, Any] | None:
        # 9.6.2: while the draw is asked, how many cards it would bring (the face-up coins),
        # and the hand limit discarded down to afterwards (9.6.3)
        if self.step != "draw":
            return None
        v = vagabond(g, self.seat)
        return {"procedure": "draw", "draws": 1 + v.on_track("coins"), "hand_limit": v.hand_limit()}

    def s_draw(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) > 1:
            return Decision(self.seat, "evening_draw", opts, "draw, or use an effect instead?", "9.6.2")
        self.drawn(g)
        return None

    def s_discard(self, g: "Game") -> Decision | None:
        """The draw was replaced by a card effect."""
        self.drawn(g, draw=False)
        return None

    def s_capacity(self, g: "Game") -> Decision | None:
        """9.6.4 item capacity."""
        v = vagabond(g, self.seat)
        if v.counted_items() <= v.item_limit():
            g.pop()
            return None
        items = sorted(set(removable(v)))
        if len(items) == 1:
            drop(v, items[0])
            return None
        return Decision(self.seat, "drop_item", self.offer(g), f"too many items: remove one (limit {v.item_limit()})",
                        "9.6.4")

    def drawn(self, g: "Game", draw: bool = True) -> None:
        v = vagabond(g, self.seat)
        if draw:
            C.draw(g, self.seat, 1 + v.on_track("coins"))  # 9.6.2
        self.step = "capacity"
        g.push(DiscardDown(self.seat, v.hand_limit(), "9.6.3"))  # 9.6.3

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if action.kind == "enlist":
            return why_enlist_now()
        if action.kind == "drop" and self.step != "draw":
            return other_step_reason(self, g, action)
        return None


def removable(v: Vagabond) -> list[str]:
    """Items in the Satchel and the Damaged box (not those on the tracks)."""
    out = list(v.gear)
    for k in TRACKED:
        for _ in range(v.on_track(k)):
            out.remove(k)
    return out


def drop(v: Vagabond, it: str) -> None:
    v.gear.remove(it)
    k = kind_of(it)
    v.lost.append(k)
    # 9.7.3: the R mark goes with the last item of its kind (other items of the kind go first)
    if v.rmarks.count(k) > sum(1 for x in v.gear if kind_of(x) == k):
        v.rmarks.remove(k)



decision_kind("setup_character", "Which character to play", "9.3.1")
decision_kind("setup_forest", "Which forest to start in", "9.3.2")
decision_kind("refresh", "Which item to refresh", "9.4.1")
decision_kind("slip", "Where to slip", "9.4.2")
decision_kind("move_ally", "Whether to bring warriors of an Allied faction along", "9.2.9.II.b")
decision_kind("battle_ally", "Whether to treat an Allied faction's warriors as your own", "9.2.9.II.c")
decision_kind("explore_take", "Which item to take from the ruin", "9.7.3")
decision_kind("aid_give", "Which card to give in Aid", "9.5.4")
decision_kind("aid_take", "Which item to take in Aid", "9.5.4")
decision_kind("aid_exhaust", "Which item to exhaust for Aid", "9.5.4")
decision_kind("quest_reward", "Draw two cards or score for the quest", "9.5.5")
decision_kind("strike_piece", "Which piece to strike", "9.5.6")
decision_kind("repair", "Which item to repair", "V.3.2")
decision_kind("damage", "Which item to damage", "9.2.2")
decision_kind("drop_item", "Which item to remove over the limit", "9.6.4")
decision_kind("coalition", "Which player to form a coalition with", "9.2.8")
action_kind("character", "Play this character", "9.3.1", (WORD,))
action_kind("forest", "Start in this forest", "9.3.2", (FOREST,))
action_kind("refresh", "Refresh this item", "9.4.1", (ITEM_STATE,))
action_kind("slip", "Slip to this clearing or forest", "9.4.2", (CLEARING,), (FOREST,))
action_kind("stay", "Do not slip", "9.4.2")
action_kind("along", "Bring this Allied faction's warriors along", "9.2.9.II.b", (FACTION,))
action_kind("with", "Treat this Allied faction's warriors as your own", "9.2.9.II.c", (FACTION,))
action_kind("alone", "Without an ally", "9.2.9")
action_kind("explore", "Explore the ruin here", "9.5.3")
action_kind("aid", "Aid this faction", "9.5.4", (FACTION,))
action_kind("give", "Give this card", "9.5.4", (CARD,))
action_kind("exhaust", "Exhaust this item", "9.2.5", (ITEM,))
action_kind("quest", "Complete this quest", "9.5.5", (QUEST,))
action_kind("reward", "The quest's reward (draw or score)", "9.5.5", (WORD,))
action_kind("strike", "Strike this faction (or enemy hireling, G.9)", "9.5.6", (FACTION,), (HIRELING,))
action_kind("repair", "Repair this item", "9.5.7", (ITEM_STATE,))
action_kind("damage", "Damage this item", "9.2.2", (ITEM_STATE,))
action_kind("drop", "Remove this item over the limit", "9.6.4", (ITEM_STATE,))
action_kind("coalition", "Form a coalition with this faction", "9.2.8", (FACTION,))
action_kind("steal", "Steal a random card from this faction", "V.1.2", (FACTION,))
action_kind("labor", "Take this card from the discard pile", "V.2.2", (CARD,))
action_kind("hideout", "Repair three items", "V.3.2")
action_kind("instigate", "Make the first faction battle the second", "V.4.2", (FACTION, FACTION))
action_kind("enlist", "Enlist the Arbiter in this battle", "V.5.2", (FACTION,))
action_kind("scorch", "Scorched Earth", "V.6.2")
action_kind("improvise", "Complete this quest with your first item standing for the second", "V.7.2",
            (QUEST, ITEM, ITEM))
action_kind("glide", "Glide: move only your pawn to this clearing", "V.8.2", (CLEARING,))
