"""Vagabond (Law ch. 9, appendix V): items, relationships, quests, aid, and the second
Vagabond (9.7). The characters (Thief, Tinker, Ranger, Vagrant, Arbiter, Scoundrel) are a
registry of small classes (:class:`Character`, in characters.py): the Daylight menu, its
why-not reasons and its effects ask the player's character for its special action.
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

from woodland.core.ability import Ability
from woodland.core.actions import Action, act
from woodland.core.errors import BadInput
from woodland.core.events import FullRemoval, Moved
from woodland.core.faction import Faction
from woodland.core.frame import Decision, Frame
from woodland.core.kinds import (
    CARD,
    CLEARING,
    FACTION,
    FOREST,
    ITEM,
    ITEM_STATE,
    QUEST,
    WORD,
    action_kind,
    decision_kind,
)
from woodland.rules import cards as C
from woodland.rules.battle import battle_options, piece_kinds, remove_piece_kind, start_battle
from woodland.rules.board import has_pieces, is_enemy, remove_warriors
from woodland.rules.craft import craft_options, start_craft
from woodland.rules.setup import package_data
from woodland.rules.turn import DAYLIGHT_KINDS, DiscardDown, daylight_options, do_daylight_option
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
#: factions of the Riverfolk box: with one in the game, its characters are offered (9.3.1)
RIVERFOLK_BOX = frozenset(DATA["riverfolk_box"])


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


class Character:
    """A Vagabond character (9.3.1, appendix V): its starting items and box come from the
    faction data; its class adds its special action — the action kinds it offers in
    Daylight (``kinds``, each exhausting a torch), their options, why-not reasons and
    effect, and any Daylight steps of its own (``steps``) — and any ability it brings
    (``abilities``, core/ability.py). One instance per character in :data:`CHARACTER_TYPES`.
    A new character is a subclass with its ``key``, in woodland/factions/vagabond/characters.py."""

    key: ClassVar[str] = ""
    #: the rule of its special action
    rule: ClassVar[str] = ""
    #: action kinds of its special action in the Daylight menu
    kinds: ClassVar[tuple[str, ...]] = ()
    #: whether the special action needs his pawn in a clearing (Hideout does not)
    in_clearing: ClassVar[bool] = True
    #: steps of the Daylight frame this character runs (e.g. Hideout's repairs)
    steps: ClassVar[tuple[str, ...]] = ()
    #: abilities this character brings (e.g. Scorched Earth, V.6.2)
    abilities: ClassVar[tuple[type[Ability], ...]] = ()

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if cls.key:
            CHARACTER_TYPES[cls.key] = cls()

    @property
    def title(self) -> str:
        return str(CHARACTERS[self.key]["title"])

    @property
    def special(self) -> str:
        """The special action's name, e.g. "Day Labor"."""
        return str(CHARACTERS[self.key]["special"]).replace("_", " ").title()

    # -- the special action in the Daylight menu (asked only with a ready torch) ----------
    def options(self, g: "Game", v: "Vagabond") -> list[Action]:
        return []

    def why_not(self, g: "Game", v: "Vagabond", action: Action) -> tuple[str, list[str]] | None:
        """Why ``action`` of this special action is not possible, once the torch and the
        clearing are checked."""
        return None

    def act(self, g: "Game", day: "VagabondDaylight", v: "Vagabond", action: Action) -> None:
        raise NotImplementedError

    # -- steps of its own in the Daylight frame ------------------------------------------------
    def run_step(self, g: "Game", day: "VagabondDaylight", v: "Vagabond") -> Decision | None:
        raise RuntimeError(f"engine error: VagabondDaylight step {day.step}")

    def act_step(self, g: "Game", day: "VagabondDaylight", v: "Vagabond", action: Action) -> None:
        raise RuntimeError(f"engine error: VagabondDaylight step {day.step}")

    def why_not_step(self, g: "Game", day: "VagabondDaylight", v: "Vagabond",
                     action: Action) -> tuple[str, list[str]] | None:
        return None

    # -- V.5.2: effects offered in other players' battles before the roll ------------------
    def before_roll_options(self, g: "Game", battle: Any, seat: int, v: "Vagabond") -> list[Action]:
        return []

    def before_roll_use(self, g: "Game", battle: Any, seat: int, v: "Vagabond", action: Action) -> None:
        raise NotImplementedError

    def before_roll_why(self, g: "Game", battle: Any, seat: int, v: "Vagabond") -> tuple[str, list[str]] | None:
        """Why ``seat`` cannot enlist ``v`` (named by an ``enlist`` action) now in ``battle``."""
        return f"{v.key} is the {self.title if self.key else 'no character'}, not the Arbiter: only the Arbiter " \
               "can be enlisted", ["V.5.2"]


#: every character, by key (filled by woodland/factions/vagabond/characters.py)
CHARACTER_TYPES: dict[str, Character] = {}


def character_of(v: "Vagabond") -> Character:
    """The character ``v`` plays (a Character without special action before setup)."""
    return CHARACTER_TYPES.get(v.character) or _NO_CHARACTER


def special_owner(kind: str) -> Character | None:
    """The character whose special action offers actions of ``kind``."""
    return next((ch for ch in CHARACTER_TYPES.values() if kind in ch.kinds), None)


_NO_CHARACTER = Character()


def available_characters(g: "Game", seat: int) -> list[str]:
    """9.3.1: the character cards left to choose from: the base game's, the Riverfolk's when
    a Riverfolk faction is in the game, never one another Vagabond took (9.7)."""
    riverfolk = any(f.key in RIVERFOLK_BOX for f in g.factions)
    taken = {f.character for f in vagabonds(g) if f.seat != seat and f.character}
    return [k for k, ch in CHARACTERS.items() if (ch["box"] == "base" or riverfolk) and k not in taken]


class Vagabond(Faction):
    key = "vagabond"
    warrior_total = 0
    ABILITIES = (Nimble,)
    takes_hits_specially = True  # 9.2.7
    dominance_victory = False  # 9.2.8: his dominance card only forms a coalition
    is_vagabond = True
    listens = frozenset({"removed", "full_removal"})

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
        """Face-up undamaged items of ``kind`` (the ones that can be exhausted)."""
        return self.gear.count(kind)

    def undamaged(self, kind: str) -> int:
        return sum(1 for it in self.gear if kind_of(it) == kind and not is_damaged(it))

    def on_track(self, kind: str) -> int:
        return min(TRACK, self.ready(kind)) if kind in TRACKED else 0

    def item_limit(self) -> int:
        """9.6.4: six plus two per face-up bag on its track."""
        return DATA["base_item_limit"] + 2 * self.on_track("bag")

    def counted_items(self) -> int:
        """Items in the Satchel and the Damaged box (not on the tracks)."""
        return len(self.gear) - sum(self.on_track(k) for k in TRACKED)

    def exhaust(self, kind: str, n: int = 1) -> None:
        for _ in range(n):
            self.gear[self.gear.index(kind)] = make(kind, exhausted=True)

    def ready_kinds(self) -> list[str]:
        return sorted({it for it in self.gear if "_" not in it})

    def hostile_seats(self, g: "Game") -> list[int]:
        return [f.seat for f in g.factions if self.rel.get(f.key) == HOSTILE]

    def hostile_warriors(self, g: "Game", c: int) -> bool:
        n = g.n
        return any(g.warriors[c * n + s] for s in self.hostile_seats(g))

    def allied_seats(self, g: "Game") -> list[int]:
        return [f.seat for f in g.factions if self.rel.get(f.key) == ALLIED]

    # -- hooks -----------------------------------------------------------------------------
    def pawn_in(self, g: "Game", c: int) -> bool:
        return self.clearing == c

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
        """Nimble, and his character's abilities once chosen (V.6.2 Scorched Earth)."""
        return self.ABILITIES + character_of(self).abilities

    def before_roll_options(self, g: "Game", battle: Any, seat: int) -> list[Action]:
        """Before-roll effects his character offers the defender (V.5.2 Protector)."""
        return character_of(self).before_roll_options(g, battle, seat, self)

    def before_roll_use(self, g: "Game", battle: Any, seat: int, action: Any) -> None:
        character_of(self).before_roll_use(g, battle, seat, self, action)

    def before_roll_why(self, g: "Game", battle: Any, seat: int, action: Action) -> tuple[str, list[str]] | None:
        """V.5.2 Protector: why ``seat`` cannot enlist the Arbiter named by ``action`` now in
        ``battle``. Each Vagabond answers for himself; the first one also for a name that
        is no Vagabond."""
        if action.kind != "enlist":
            return None
        key = str(action.args[0]) if action.args else ""
        if key != self.key:
            if any(f.key == key for f in vagabonds(g)) or vagabonds(g)[0] is not self:
                return None
            if not key:
                return "name the Vagabond to enlist: enlist FACTION", ["V.5.2"]
            if any(f.key == key for f in g.factions):
                return f"{key} is not a Vagabond: only the Arbiter can be enlisted", ["V.5.2"]
            return f"no faction {key!r} in this game", ["V.5.2"]
        return character_of(self).before_roll_why(g, battle, seat, self)

    def crafting_suits(self, g: "Game") -> list[tuple[int, str]]:
        """9.2.1, 9.5.8: one face-up hammer per icon, all matching his clearing."""
        if self.clearing < 0:
            return []
        return [(i, g.suits[self.clearing]) for i in range(self.ready("hammer"))]

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

    def battle_over(self, g: "Game", battle: Any) -> None:
        """9.2.9.II.d: more hits taken with Allied warriors than with items makes them Hostile."""
        if self.ally >= 0 and self.ally_hits > self.item_hits:
            self.rel[g.factions[self.ally].key] = HOSTILE
        self.ally = -1
        self.ally_hits = self.item_hits = 0

    def triggers(self, g: "Game", event: tuple[Any, ...]) -> list[Frame]:
        if isinstance(event, FullRemoval):
            if event.seat == self.seat:
                return [DamageItems(self.seat, 3)]  # 9.2.2.I
            return []
        _, c, owner, kind, n, by, cause = event  # a Removed event
        if by != self.seat or owner < 0 or owner == self.seat:
            return []
        key = g.factions[owner].key
        if key not in self.rel:  # 9.2.9: relationships only with non-Vagabond factions
            return []
        if kind == "warrior" and self.rel[key] != HOSTILE and g.factions[owner].removal_makes_hostile(g, event):
            self.rel[key] = HOSTILE  # 9.2.9.III (not for mercenaries, 11.2.7)
            n -= 1  # the warrior that made them Hostile scores no Infamy
        if self.rel[key] == HOSTILE and cause == "battle" and g.current == self.seat and n > 0:
            score(g, self.seat, n)  # 9.2.9.III.a Infamy
        return []

    def can_activate_dominance(self, g: "Game") -> bool:
        """9.2.8: only to form a coalition, in games of four or more players."""
        return self.score >= 10 and g.n >= 4 and bool(self.coalition_partners(g))

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
        rng.shuffle(self.quest_deck)
        if vagabonds(g)[0] is not self:
            return
        seen: list[int] = []
        looker = g.factions[viewer] if 0 <= viewer < g.n else None
        if isinstance(looker, Vagabond):
            seen = looker.peeked
        spots = [c for c in range(g.map.n) if g.ruin_items[c] and c not in seen]
        pool = [it for c in spots for it in g.ruin_items[c]]
        rng.shuffle(pool)
        k = 0
        for c in spots:
            m = len(g.ruin_items[c])
            g.ruin_items[c] = tuple(pool[k:k + m])
            k += m

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
                "scorched": [c + 1 for c in self.scorched]}

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


# ----------------------------------------------------------------------------- setup
class VagabondSetup(Frame):
    """9.3: character, pawn in a forest, three quests, items under the ruins, starting
    items, relationships. With two Vagabonds (9.7) the one who sets up first draws the
    shared quests (9.7.2) and fills the ruins with both sets of R items (9.7.1)."""

    __slots__ = ("seat",)
    rule = "9.3"

    def __init__(self, seat: int) -> None:
        self.step = "character"
        self.seat = seat

    def run(self, g: "Game") -> Decision | None:
        if self.step == "character":
            return Decision(self.seat, "setup_character",
                            [act("character", (k,)) for k in available_characters(g, self.seat)],
                            "choose your character", "9.3.1")
        return Decision(self.seat, "setup_forest",
                        [act("forest", (forest_label(i),)) for i in range(len(g.map.forests))],
                        "place your pawn in a forest", "9.3.2")

    def why_not(self, g: "Game", action: Action) -> tuple[str, list[str]] | None:
        if action.kind == "character":
            k = str(action.args[0]).lower() if action.args else "?"
            other = next((f for f in vagabonds(g) if f.seat != self.seat and f.character == k), None)
            if other is not None:
                return f"{other.key} already took the {CHARACTERS[k]['title']} (one card each)", ["9.3.1"]
            if k in CHARACTERS:
                return (f"the {CHARACTERS[k]['title']} comes with the Riverfolk expansion, and no Riverfolk "
                        "faction is in this game"), ["9.3.1"]
            return (f"{k} is not a character here: the characters are "
                    f"{', '.join(available_characters(g, self.seat))}"), ["9.3.1"]
        if action.kind == "forest":
            return (f"there is no forest {action.args[0] if action.args else ''} on this map "
                    f"(F1-F{len(g.map.forests)})"), ["9.3.2"]
        return None

    def act(self, g: "Game", action: Action) -> None:
        f = vagabond(g, self.seat)
        if self.step == "character":
            f.character = str(action.args[0])
            g.abilities_changed()  # the character's abilities (V.6.2 Scorched Earth)
            self.step = "forest"
            return
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
        f.rel = {o.key: 0 for o in g.factions if o.seat != self.seat and not o.is_vagabond}
        g.pop()


class VagabondsSetup(Frame):
    """9.7.1: with two Vagabonds in the Standard Setup, randomly determine which sets up
    first (otherwise the first Vagabond, then the second); each then follows 9.3."""

    __slots__ = ("seat",)
    rule = "9.7.1"

    def __init__(self, seat: int) -> None:
        self.step = "order"
        self.seat = seat

    def run(self, g: "Game") -> Decision | None:
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
    """9.4.2: an adjacent clearing or forest."""
    m = g.map
    out: list[str | int] = []
    # Slip ignores effects that stop moving out of a clearing, not the Scoundrel's torch,
    # which stops moving into one (V.6.2)
    if f.clearing >= 0:
        out += [c + 1 for c in m.adj[f.clearing] if not scorched_clearing(g, c)]
        out += [forest_label(x) for x in m.clearing_forests[f.clearing]]
    else:
        out += [c + 1 for c in m.forests[f.forest] if not scorched_clearing(g, c)]
        out += [forest_label(x) for x in m.forest_adj[f.forest]]
    return out


class VagabondBirdsong(Frame):
    """9.4.1 Refresh, then 9.4.2 Slip."""

    __slots__ = ("seat", "left")
    rule = "9.4"

    def __init__(self, seat: int) -> None:
        self.step = "refresh"
        self.seat = seat
        self.left = -1

    def run(self, g: "Game") -> Decision | None:
        f = vagabond(g, self.seat)
        if self.step == "refresh":
            if self.left < 0:
                self.left = 2 * f.on_track("tea") + 3  # tea flipped now does not count
            down = [it for it in f.gear if is_exhausted(it)]
            if self.left <= 0 or not down:
                self.step = "slip"
                return None
            if len(down) <= self.left or len(set(down)) == 1:
                f.gear[f.gear.index(down[0])] = down[0][:-2]
                self.left -= 1
                return None
            return Decision(self.seat, "refresh", [act("refresh", (it,)) for it in sorted(set(down))],
                            f"refresh: flip {self.left} more exhausted item(s) face up", "9.4.1")
        opts = [act("slip", (d,)) for d in slip_destinations(g, f)] + [act("stay")]
        return Decision(self.seat, "slip", opts, "slip to an adjacent clearing or forest?", "9.4.2")

    def why_not(self, g: "Game", action: Action) -> tuple[str, list[str]] | None:
        if action.kind == "refresh":
            return f"{action.args[0] if action.args else '?'} is not one of your exhausted items", ["9.4.1"]
        if action.kind == "slip":
            if action.args and parse_place(g, action.args[0])[0] >= 0 and scorched_clearing(
                    g, parse_place(g, action.args[0])[0]):
                return "no piece can move into the clearing with the Scoundrel's torch", ["V.6.2"]
            return "slip moves to an adjacent clearing or forest", ["9.4.2", "9.2.10"]
        if action.kind == "enlist":
            return why_enlist_now()
        return None

    def act(self, g: "Game", action: Action) -> None:
        f = vagabond(g, self.seat)
        if action.kind == "refresh":
            it = str(action.args[0])
            f.gear[f.gear.index(it)] = it[:-2]
            self.left -= 1
            return
        g.pop()
        if action.kind == "slip":
            c, fo = parse_place(g, action.args[0])
            g.push(VagabondMove(self.seat, c, fo, 0))


class VagabondMove(Frame):
    """Move the pawn (9.5.1 or slip 9.4.2), exhausting ``boots`` boots, optionally
    bringing warriors of one Allied faction along (9.2.9.II.b)."""

    __slots__ = ("seat", "c", "f", "boots", "ally")
    rule = "9.5.1"

    def __init__(self, seat: int, c: int, f: int, boots: int) -> None:
        self.step = "ally"
        self.seat = seat
        self.c = c
        self.f = f
        self.boots = boots
        self.ally = -1

    def run(self, g: "Game") -> Decision | None:
        v = vagabond(g, self.seat)
        if self.step == "ally":
            n = g.n
            allies = [s for s in v.allied_seats(g) if v.clearing >= 0 and self.c >= 0
                      and g.warriors[v.clearing * n + s] > 0]
            if not allies:
                self._go(g, 0)
                return None
            opts = [act("along", (g.factions[s].key,)) for s in allies] + [act("alone")]
            return Decision(self.seat, "move_ally", opts, "bring warriors of an Allied faction along?", "9.2.9")
        w = g.warriors[v.clearing * g.n + self.ally]
        return Decision(self.seat, "move_count", [act("count", (k,)) for k in range(1, w + 1)],
                        "how many Allied warriors come along", "9.2.9")

    def why_not(self, g: "Game", action: Action) -> tuple[str, list[str]] | None:
        v = vagabond(g, self.seat)
        if action.kind == "along" and action.args:
            return why_relationship(g, v, str(action.args[0]), "move with you")
        if action.kind == "count" and self.ally >= 0:
            w = g.warriors[v.clearing * g.n + self.ally]
            return f"{w} Allied warrior(s) are there to come along (1 to {w})", ["9.2.9"]
        return None

    def _go(self, g: "Game", k: int) -> None:
        v = vagabond(g, self.seat)
        if self.boots:
            v.exhaust("boots", self.boots)
        a = v.clearing
        v.clearing, v.forest = self.c, self.f
        if k:
            from woodland.rules.board import move_warriors

            move_warriors(g, self.ally, a, self.c, k)
            g.emit(Moved("moved", self.seat, a, self.c, k, self.ally))
        g.pop()

    def act(self, g: "Game", action: Action) -> None:
        if action.kind == "alone":
            self._go(g, 0)
        elif action.kind == "along":
            self.ally = g.seat_of(str(action.args[0]))
            self.step = "count"
        else:
            self._go(g, int(action.args[0]))


# ----------------------------------------------------------------------------- Daylight
class VagabondDaylight(Frame):
    """9.5: exhaust items for actions, in any order and number."""

    __slots__ = ("seat", "arg", "left")
    rule = "9.5"

    def __init__(self, seat: int) -> None:
        self.step = "menu"
        self.seat = seat
        self.arg = ""
        self.left = 0

    # ------------------------------------------------------------------ options
    def menu(self, g: "Game") -> list[Action]:
        s = self.seat
        v = vagabond(g, s)
        c = v.clearing
        out: list[Action] = []
        boots = v.ready("boots")
        if boots:
            from woodland.rules.move import move_links

            dests = move_links(g, s)[0][c] if c >= 0 else g.map.forests[v.forest]
            for d in dests:
                if 1 + (1 if v.hostile_warriors(g, d) else 0) <= boots and not into_blocked(g, s, c, d):
                    out.append(act("move", (d + 1,)))
        if c >= 0:
            if v.ready("sword"):
                out += battle_options(g, s, [c])
            if v.ready("torch") and g.ruin_items[c]:
                out.append(act("explore"))
            if v.gear and any("_" not in it for it in v.gear) and C.matching_in_hand(g, s, g.suits[c]):
                out += [act("aid", (o.key,)) for o in g.factions if o.seat != s and has_pieces(g, o.seat, c)]
            for q in quest_holder(g, v).quests:  # 9.7.2: shared with another Vagabond
                if QUESTS[q]["suit"] == g.suits[c] and self._can_quest(v, q):
                    out.append(act("quest", (quest_label(q),)))
            if v.ready("crossbow"):
                out += [act("strike", (o.key,)) for o in g.factions
                        if o.seat != s and is_enemy(g, s, o.seat) and _strikable(g, o.seat, c)]
            out += craft_options(g, s)
        if v.ready("hammer") and any(is_damaged(it) for it in v.gear):
            out += [act("repair", (it,)) for it in sorted({it for it in v.gear if is_damaged(it)})]
        out += self.special_options(g, v)
        out += daylight_options(g, s)
        out.append(act("end"))
        return out

    @staticmethod
    def _can_quest(v: Vagabond, q: int) -> bool:
        need = QUESTS[q]["items"]
        return all(v.ready(k) >= need.count(k) for k in set(need))

    @staticmethod
    def special_options(g: "Game", v: Vagabond) -> list[Action]:
        """His character's special action, each exhausting a torch (appendix V); the
        Arbiter's Protector is used in other players' battles (V.5.2)."""
        ch = character_of(v)
        if not v.ready("torch") or (ch.in_clearing and v.clearing < 0):
            return []
        return ch.options(g, v)

    # ------------------------------------------------------------------ run
    def run(self, g: "Game") -> Decision | None:
        s = self.seat
        v = vagabond(g, s)
        step = self.step
        if step == "menu":
            return Decision(s, "daylight", self.menu(g), "Daylight: exhaust items to act", "9.5", keep=v.has_hidden())
        if step == "battle_ally":
            c = v.clearing
            d = g.seat_of(self.arg.split(":")[-1])
            allies = [x for x in v.allied_seats(g) if x != d and g.warriors[c * g.n + x] > 0]
            if not allies:
                self._battle(g, -1)
                return None
            opts = [act("with", (g.factions[x].key,)) for x in allies] + [act("alone")]
            return Decision(s, "battle_ally", opts, "treat an Allied faction's warriors as your own?", "9.2.9")
        if step == "explore":
            # 9.7.3: he looks at the items under the ruin and takes one of his choice, but not
            # an R item of a kind he already has an R item of. From a ruin with two items he is
            # asked even with one choice: the others cannot see what lies under it (1.2.1)
            items = g.ruin_items[v.clearing]
            allowed = sorted({it for it in items if it not in v.rmarks})
            opts = [act("take", (it,)) for it in allowed] or [act("take", ("none",))]
            return Decision(s, "explore_take", opts, "explore: take one of the items under the ruin", "9.7.3",
                            keep=len(items) > 1)
        if step == "reward":
            return Decision(s, "quest_reward", [act("reward", ("score",)), act("reward", ("draw",))],
                            "quest reward: score a point per completed quest of this suit, or draw two cards",
                            "9.5.5")
        if step == "strike":
            o = g.seat_of(self.arg)
            kinds = piece_kinds(g, o, v.clearing)
            if len(kinds) == 1:
                remove_piece_kind(g, o, v.clearing, kinds[0], s, "strike")
                self.step = "menu"
                return None
            return Decision(s, "strike_piece", [act("remove", (k,)) for k in kinds],
                            f"strike: which {self.arg} piece to remove", "9.5.6")
        return character_of(v).run_step(g, self, v)  # a step of his character's (V.3.2 Hideout)

    def _battle(self, g: "Game", ally: int) -> None:
        v = vagabond(g, self.seat)
        v.ally = ally
        v.ally_hits = v.item_hits = 0
        self.step = "menu"
        if self.arg.startswith("instigate:"):  # V.4.2: he forced himself to battle (torch exhausted)
            g.push(InstigatedBattle(self.seat, g.seat_of(self.arg.split(":", 1)[1]), v.clearing, self.seat))
            return
        v.exhaust("sword")
        start_battle(g, self.seat, act("battle", (v.clearing + 1, self.arg)))

    # ------------------------------------------------------------------ why not
    def why_not(self, g: "Game", action: Action) -> tuple[str, list[str]] | None:
        from woodland.rules.turn import why_daylight_option
        from woodland.rules.why import clearing_arg, why_battle, why_craft

        s = self.seat
        v = vagabond(g, s)
        kind = action.kind
        c = v.clearing
        if kind == "enlist":
            return why_enlist_now()
        if self.step != "menu":
            if self.step in character_of(v).steps:
                return character_of(v).why_not_step(g, self, v, action)
            if self.step == "battle_ally" and kind == "with":
                key = str(action.args[0]) if action.args else ""
                defender = self.arg.split(":")[-1]
                if key == defender:
                    return (f"{key} is the defender: you cannot treat its warriors as your own when attacking "
                            f"{key}"), ["9.2.9"]
                return why_relationship(g, v, key, "fight with you")
            if self.step == "reward":
                return (f"{action.args[0] if action.args else action.kind} is not a quest reward: "
                        "'reward score' or 'reward draw'"), ["9.5.5"]
            if self.step == "strike" and kind == "remove":
                return f"{self.arg} has no {action.args[0] if action.args else '?'} in your clearing", ["9.5.6"]
            if self.step == "explore" and kind == "take":
                it = str(action.args[0]) if action.args else "?"
                if it in g.ruin_items[c] and it in v.rmarks:
                    return f"you already have an R {it} from a ruin on your board", ["9.7.3"]
                if it == "none":
                    return "you must take an item you are allowed to take", ["9.5.3", "9.7.3"]
                return f"there is no {it} under this ruin", ["9.5.3"]
            return None
        if kind in DAYLIGHT_KINDS:
            return why_daylight_option(g, s, action)

        def need(item: str, rule: str) -> tuple[str, list[str]] | None:
            if not v.ready(item):
                return f"you need a face-up, undamaged {item} to exhaust", [rule]
            return None

        in_forest = ("you are in a forest: this action needs a clearing", ["9.5"])
        if kind == "move" and len(action.args) == 2:  # written as a warriors' move, FROM->TO
            here = f"clearing {c + 1}" if c >= 0 else f"forest {forest_label(v.forest)}"
            if parse_place(g, action.args[0])[0] == c >= 0:
                return f"the Vagabond moves his pawn: name only the destination, move {action.args[1]}", ["9.5.1"]
            return f"your pawn is in {here}, not in clearing {action.args[0]}", ["9.5.1"]
        if kind == "move" and action.args:
            d, fo = parse_place(g, action.args[0])
            if fo >= 0:
                return "only Slip can move into a forest", ["9.5.1", "9.2.10"]
            if not 0 <= d < g.map.n:
                return f"there is no clearing {action.args[0]} on this map", ["2.2"]
            near = g.map.adj[c] if c >= 0 else g.map.forests[v.forest]
            if d not in near:
                from woodland.rules.why import river_reason

                return (river_reason(g, c, d, "9.5.1") if c >= 0 else None) or \
                    (f"clearing {d + 1} is not adjacent to where you are", ["2.2.1", "9.5.1"])
            if scorched_clearing(g, d):
                return "no piece can move into the clearing with the Scoundrel's torch", ["V.6.2"]
            if into_blocked(g, s, c, d):
                return f"pieces cannot be moved into clearing {d + 1}", ["4.2"]
            if v.hostile_warriors(g, d) and v.ready("boots") == 1:
                hostile = [g.factions[x].key for x in v.hostile_seats(g) if g.warriors[d * g.n + x]]
                return (f"{', '.join(hostile)} {'is' if len(hostile) == 1 else 'are'} Hostile to you and "
                        f"{'has' if len(hostile) == 1 else 'have'} warriors in clearing {d + 1}: moving there "
                        "takes an extra boots"), ["9.2.9", "9.5.1"]
            return need("boots", "9.5.1")
        if kind == "battle":
            if c < 0:
                return in_forest
            r = need("sword", "9.5.2")
            if r:
                return r
            if action.args and clearing_arg(g, action.args[0]) != c:
                return "the Vagabond battles in his own clearing", ["9.5.2", "4.3"]
            return why_battle(g, s, action)
        if kind == "explore":
            if c < 0:
                return in_forest
            return need("torch", "9.5.3") or (f"no ruin with an item in clearing {c + 1}", ["9.5.3"])
        if kind == "aid" and action.args:
            if c < 0:
                return in_forest
            if not any("_" not in it for it in v.gear):
                return "aid exhausts an item, and you have no face-up undamaged item", ["9.5.4"]
            key = str(action.args[0])
            other = next((f for f in g.factions if f.key == key), None)
            if other is None or other.seat == s:
                return f"there is no other player {key!r}", ["9.5.4"]
            if not has_pieces(g, other.seat, c):
                return f"{key} has no pieces in your clearing", ["9.5.4"]
            return f"you have no card matching your clearing ({g.suits[c]})", ["9.5.4"]
        if kind == "quest" and action.args:
            if c < 0:
                return in_forest
            q = next((x for x in quest_holder(g, v).quests if quest_label(x).lower() == str(action.args[0]).lower()),
                     None)
            if q is None:
                label = str(action.args[0]).lower()
                by = next((f for f in vagabonds(g) if any(quest_label(x).lower() == label for x in f.done)), None)
                if by is not None:
                    who = "you" if by is v else by.key
                    return f"{action.args[0]} is not one of the face-up quests: {who} completed it", ["9.5.5"] + (
                        ["9.7.2"] if two_vagabonds(g) else [])
                return f"{action.args[0]} is not one of the face-up quests", ["9.5.5"] + (
                    ["9.7.2"] if two_vagabonds(g) else [])
            if QUESTS[q]["suit"] != g.suits[c]:
                return f"the quest's suit ({QUESTS[q]['suit']}) must match your clearing ({g.suits[c]})", ["9.5.5"]
            return f"you need face-up, undamaged {' and '.join(QUESTS[q]['items'])}", ["9.5.5"]
        if kind == "strike" and action.args:
            if c < 0:
                return in_forest
            r = need("crossbow", "9.5.6")
            if r:
                return r
            key = str(action.args[0])
            o = next((f for f in g.factions if f.key == key), None)
            if o is None or o.seat == s or not is_enemy(g, s, o.seat):
                return f"{key} is not an enemy", ["9.5.6", "G.8"]
            if o.pawn_in(g, c):
                return (f"{key} has only a pawn in your clearing, and a pawn cannot be removed: strike removes a "
                        "warrior, building or token"), ["9.5.6", "9.2.2"]
            return f"{key} has no pieces in your clearing", ["9.5.6"]
        if kind == "repair" and action.args:
            r = need("hammer", "9.5.7")
            if r:
                return r
            return f"{action.args[0]} is not a damaged item of yours", ["9.5.7"]
        if kind == "craft":
            if c < 0:
                return in_forest
            return why_craft(g, s, action)
        owner = special_owner(kind)
        if owner is not None:  # a character's special action (appendix V)
            ch = character_of(v)
            if owner is not ch:
                return (f"{kind} is not your character's special action: you are the "
                        f"{ch.title if ch.key else '?'}, whose special action is {ch.special if ch.key else '?'}"), \
                    [owner.rule]
            r = need("torch", ch.rule)
            if r:
                return r
            if c < 0 and ch.in_clearing:
                return f"you are in a forest: {kind} is taken in your clearing", [ch.rule]
            return ch.why_not(g, v, action)
        return None

    # ------------------------------------------------------------------ act
    def act(self, g: "Game", action: Action) -> None:
        s = self.seat
        v = vagabond(g, s)
        kind = action.kind
        step = self.step
        if step == "battle_ally":
            self._battle(g, -1 if kind == "alone" else g.seat_of(str(action.args[0])))
            return
        if step == "reward":
            q = v.done[-1]
            if action.args[0] == "score":
                suit = QUESTS[q]["suit"]
                score(g, s, sum(1 for x in v.done if QUESTS[x]["suit"] == suit))
            else:
                C.draw(g, s, 2)
            holder = quest_holder(g, v)  # 9.7.2: the shared row
            if holder.quest_deck:
                holder.quests.append(holder.quest_deck.pop())  # draw a new quest
                g.reveal()  # face up (9.5.5, 9.3.3)
            self.step = "menu"
            return
        if step == "strike":
            remove_piece_kind(g, g.seat_of(self.arg), v.clearing, str(action.args[0]), s, "strike")
            self.step = "menu"
            return
        if step in character_of(v).steps:
            character_of(v).act_step(g, self, v, action)
            return
        if step == "explore":
            it = str(action.args[0])
            if it != "none":  # 9.7.3: no item he may take: no point, torch still exhausted
                _take_from_ruin(g, v, it)
            self.step = "menu"
            return
        # the menu
        if kind == "end":
            g.pop()
        elif kind in DAYLIGHT_KINDS:
            do_daylight_option(g, s, action)
        elif kind == "move":  # 9.5.1
            d = int(action.args[0]) - 1
            g.push(VagabondMove(s, d, -1, 1 + (1 if v.hostile_warriors(g, d) else 0)))
        elif kind == "battle":  # 9.5.2
            self.arg = str(action.args[1])
            self.step = "battle_ally"
        elif kind == "explore":  # 9.5.3
            v.exhaust("torch")
            if two_vagabonds(g):
                self.step = "explore"  # 9.7.3: he looks and chooses
                _look_under_ruin(g, v)
            else:
                _take_from_ruin(g, v, g.ruin_items[v.clearing][-1])
        elif kind == "aid":  # 9.5.4
            g.push(Aid(s, g.seat_of(str(action.args[0]))))
        elif kind == "quest":  # 9.5.5
            holder = quest_holder(g, v)  # 9.7.2: either Vagabond completes any face-up quest
            q = next(x for x in holder.quests if quest_label(x).lower() == str(action.args[0]).lower())
            for k in QUESTS[q]["items"]:
                v.exhaust(k)
            holder.quests.remove(q)
            v.done.append(q)
            self.step = "reward"
        elif kind == "strike":  # 9.5.6
            v.exhaust("crossbow")
            o = g.seat_of(str(action.args[0]))
            if g.warriors[v.clearing * g.n + o] > 0:
                remove_warriors(g, o, v.clearing, 1, s, "strike")
            else:
                self.arg = str(action.args[0])
                self.step = "strike"
        elif kind == "repair":  # 9.5.7
            v.exhaust("hammer")
            _repair(v, str(action.args[0]))
        elif kind == "craft":  # 9.5.8
            start_craft(g, s, action)
        elif kind in character_of(v).kinds:  # his special action (appendix V)
            character_of(v).act(g, self, v, action)
        else:
            raise RuntimeError(f"engine error: unknown Vagabond action {action}")


def _look_under_ruin(g: "Game", v: Vagabond) -> None:
    """9.7.3: he looks at the items under the ruin in his clearing (and remembers them)."""
    if v.clearing not in v.peeked:
        v.peeked.append(v.clearing)
    g.reveal(v.seat)


def _take_from_ruin(g: "Game", v: Vagabond, it: str) -> None:
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
        bs = list(g.buildings[c])
        bs.remove((-1, "ruin"))
        g.buildings[c] = tuple(bs)
        g.invalidate()


def _strikable(g: "Game", o: int, c: int) -> bool:
    return g.warriors[c * g.n + o] > 0 or bool(piece_kinds(g, o, c))


def _repair(v: Vagabond, it: str) -> None:
    """Move a damaged item to the Satchel, keeping its side (9.5.7)."""
    i = v.gear.index(it)
    v.gear[i] = make(kind_of(it), False, is_exhausted(it))


class Aid(Frame):
    """9.5.4: exhaust any item, give a card matching the clearing, maybe take an item from
    their Crafted Items box; relationships improve (9.2.9.I) or, if Allied, score 2."""

    __slots__ = ("seat", "other")
    rule = "9.5.4"
    seat_fields = ("seat", "other")

    def __init__(self, seat: int, other: int) -> None:
        self.step = "exhaust"
        self.seat = seat
        self.other = other

    def run(self, g: "Game") -> Decision | None:
        v = vagabond(g, self.seat)
        if self.step == "exhaust":
            kinds = v.ready_kinds()
            if len(kinds) == 1:
                v.exhaust(kinds[0])
                self.step = "give"
                return None
            return Decision(self.seat, "aid_exhaust", [act("exhaust", (k,)) for k in kinds],
                            "aid: which item to exhaust", "9.5.4")
        if self.step == "give":
            cards = C.matching_in_hand(g, self.seat, g.suits[v.clearing])
            return Decision(self.seat, "aid_give", C.card_actions(g, "give", cards),
                            f"aid: give a card matching clearing {v.clearing + 1}", "9.5.4", keep=True)
        items = sorted(set(g.factions[self.other].items))
        if not items:
            self._finish(g)
            return None
        return Decision(self.seat, "aid_take", [act("take", (it,)) for it in items] + [act("take", ("none",))],
                        "aid: take an item from their Crafted Items box?", "9.5.4")

    def _finish(self, g: "Game") -> None:
        v = vagabond(g, self.seat)
        key = g.factions[self.other].key
        r = v.rel.get(key)
        if r is not None and r != HOSTILE:
            if r == ALLIED:
                score(g, self.seat, DATA["allied_aid_vp"])  # 9.2.9.II.a
            else:
                v.aided[key] = v.aided.get(key, 0) + 1
                if v.aided[key] >= DATA["relationship_aids"][r]:
                    v.rel[key] = r + 1
                    v.aided[key] = 0
                    score(g, self.seat, DATA["relationship_vp"][r])  # 9.2.9.I.b
        g.pop()

    def why_not(self, g: "Game", action: Action) -> tuple[str, list[str]] | None:
        from woodland.rules.why import why_card

        v = vagabond(g, self.seat)
        if self.step == "give" and action.kind == "give" and action.args:
            return why_card(g, self.seat, action.args[0], g.suits[v.clearing], "9.5.4")
        if self.step == "take" and action.kind == "take":
            return f"{g.factions[self.other].key} has no {action.args[0]} in its Crafted Items box", ["9.5.4"]
        if self.step == "exhaust" and action.kind == "exhaust":
            return "exhaust a face-up, undamaged item", ["9.5.4", "9.2.5"]
        return None

    def act(self, g: "Game", action: Action) -> None:
        v = vagabond(g, self.seat)
        if self.step == "exhaust":
            v.exhaust(str(action.args[0]))
            self.step = "give"
        elif self.step == "give":
            C.give(g, self.seat, self.other, C.card_by_label(g, self.seat, str(action.args[0])))
            self.step = "take"
        else:
            it = str(action.args[0])
            if it != "none":
                g.factions[self.other].items.remove(it)
                v.gear.append(it)
            self._finish(g)


class Coalition(Frame):
    """9.2.8: choose the coalition partner among the players with the fewest points."""

    __slots__ = ("seat",)
    rule = "9.2.8"

    def __init__(self, seat: int) -> None:
        self.step = "choose"
        self.seat = seat

    def run(self, g: "Game") -> Decision | None:
        v = vagabond(g, self.seat)
        opts = [act("coalition", (g.factions[s].key,)) for s in v.coalition_partners(g)]
        return Decision(self.seat, "coalition", opts, "form a coalition with", "9.2.8")

    def why_not(self, g: "Game", action: Action) -> tuple[str, list[str]] | None:
        if action.kind == "coalition":
            return ("the coalition partner must have fewer points than every other player except you, "
                    "and not be in a coalition"), ["9.2.8"]
        return None

    def act(self, g: "Game", action: Action) -> None:
        v = vagabond(g, self.seat)
        p = g.seat_of(str(action.args[0]))
        v.coalition = p
        g.factions[p].coalition = self.seat
        if v.rel.get(g.factions[p].key) == HOSTILE:
            v.rel[g.factions[p].key] = 0  # 9.2.9.III.d
        g.pop()


class DamageItems(Frame):
    """Damage ``n`` undamaged items of the Vagabond's choice (9.2.2.I)."""

    __slots__ = ("seat", "n")
    rule = "9.2.2"

    def __init__(self, seat: int, n: int) -> None:
        self.step = "damage"
        self.seat = seat
        self.n = n

    def describe(self, g: "Game") -> str:
        return f"Vagabond damages {self.n} items"

    def run(self, g: "Game") -> Decision | None:
        v = vagabond(g, self.seat)
        opts = sorted({it for it in v.gear if not is_damaged(it)})
        if self.n <= 0 or not opts:
            g.pop()
            return None
        if len(opts) == 1:
            self._damage(v, opts[0])
            return None
        return Decision(self.seat, "damage", [act("damage", (it,)) for it in opts],
                        f"damage {self.n} more item(s)", "9.2.2")

    def why_not(self, g: "Game", action: Action) -> tuple[str, list[str]] | None:
        if action.kind == "damage":
            return f"you have no undamaged {action.args[0] if action.args else '?'} to damage", ["9.2.2"]
        return None

    def _damage(self, v: Vagabond, it: str) -> None:
        v.gear[v.gear.index(it)] = make(kind_of(it), True, is_exhausted(it))
        self.n -= 1

    def act(self, g: "Game", action: Action) -> None:
        self._damage(vagabond(g, self.seat), str(action.args[0]))


# ----------------------------------------------------------------------------- Evening
class VagabondEvening(Frame):
    """9.6: rest in a forest, draw (or use a card effect that replaces the draw, e.g.
    Informants), discard to five, check item capacity."""

    __slots__ = ("seat",)
    rule = "9.6"

    def __init__(self, seat: int) -> None:
        self.step = "rest"
        self.seat = seat

    def run(self, g: "Game") -> Decision | None:
        s = self.seat
        v = vagabond(g, s)
        if self.step == "rest":
            if v.forest >= 0:  # 9.6.1: repair everything, face up
                v.gear = [kind_of(it) if is_damaged(it) else it for it in v.gear]
            self.step = "draw"
            return None
        if self.step == "draw":
            from woodland.rules.effects import window_options

            opts = window_options(g, s, "evening_draw") if v.play_area else []
            if opts:
                return Decision(s, "evening_draw", opts + [act("draw")], "draw, or use an effect instead?", "9.6.2")
            self._drawn(g)
            return None
        if self.step == "discard":  # the draw was replaced by a card effect
            self._drawn(g, draw=False)
            return None
        # 9.6.4 item capacity
        if v.counted_items() <= v.item_limit():
            g.pop()
            return None
        items = sorted(set(_removable(v)))
        if len(items) == 1:
            _drop(v, items[0])
            return None
        return Decision(s, "drop_item", [act("drop", (it,)) for it in items],
                        f"too many items: remove one (limit {v.item_limit()})", "9.6.4")

    def _drawn(self, g: "Game", draw: bool = True) -> None:
        v = vagabond(g, self.seat)
        if draw:
            C.draw(g, self.seat, 1 + v.on_track("coins"))  # 9.6.2
        self.step = "capacity"
        g.push(DiscardDown(self.seat, v.hand_limit(), "9.6.3"))  # 9.6.3

    def why_not(self, g: "Game", action: Action) -> tuple[str, list[str]] | None:
        if action.kind == "enlist":
            return why_enlist_now()
        if self.step == "draw":
            from woodland.rules.effects import why_use

            return why_use(g, self.seat, action, "evening_draw")
        if action.kind == "drop":
            return "remove items from the Satchel or the Damaged box, not from the tracks", ["9.6.4"]
        return None

    def act(self, g: "Game", action: Action) -> None:
        if self.step == "draw":
            if action.kind == "draw":
                self._drawn(g)
            else:
                from woodland.rules.effects import use_effect

                use_effect(g, self.seat, action, "evening_draw")
                self.step = "discard"  # once the effect has resolved
            return
        _drop(vagabond(g, self.seat), str(action.args[0]))


def _removable(v: Vagabond) -> list[str]:
    """Items in the Satchel and the Damaged box (not those on the tracks)."""
    out = list(v.gear)
    for k in TRACKED:
        for _ in range(v.on_track(k)):
            out.remove(k)
    return out


def _drop(v: Vagabond, it: str) -> None:
    v.gear.remove(it)
    k = kind_of(it)
    v.lost.append(k)
    # 9.7.3: the R mark goes with the last item of its kind (other items of the kind go first)
    if v.rmarks.count(k) > sum(1 for x in v.gear if kind_of(x) == k):
        v.rmarks.remove(k)


# the characters register themselves (CHARACTER_TYPES); InstigatedBattle is the Vagrant's
from woodland.factions.vagabond.characters import InstigatedBattle  # noqa: E402

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
action_kind("strike", "Strike this faction", "9.5.6", (FACTION,))
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
