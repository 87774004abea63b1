"""How the rule-of-thumb bots decide the choices hirelings bring (appendix H): which card to
hire, whom to pass a spent hireling to, which card the Lizard Envoys take, where a
Protector goes, whether the Bat Messengers place a warrior, where a hireling's warriors go,
which piece the Flame Bearers burn, where the Spring Uprising strike and whom the Popular
Band pull. Asked by
:class:`woodland.bots.heuristic_common.Strategy`: ``on_envoys``, and the decision kinds of
:data:`CHOOSERS` for a strategy without an ``on_<kind>`` of its own; each reads only the seat's view."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

from woodland.core.actions import Action

if TYPE_CHECKING:
    from woodland.bots.heuristic_common import Info, Strategy

#: the sides a bot hires first (those that act every turn, then the steady abilities)
PREFERENCE = ("flame_bearers", "corvid_spies", "last_dynasty", "vault_keepers", "forest_patrol", "sunward_expedition",
              "prosperous_farmers", "river_roamers", "sunny_advocates", "spring_uprising", "popular_band",
              "the_exile", "street_band", "bandit_gangs", "highway_bandits", "struggling_farmers", "the_brigand",
              "feline_physicians",
              "bluebird_nobles", "lizard_envoys", "rat_smugglers", "bat_messengers", "furious_protector",
              "raven_sentries", "badger_bodyguards", "rabbit_scouts", "stoic_protector", "otter_divers",
              "frog_tinkers", "mole_artisans", "riverfolk_flotilla", "warm_sun_prophets")


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


def choose_pawn(info: "Info", actions: Sequence[Action]) -> Action | None:
    """Where a Protector's pawn goes: the Furious Protector where it removes most enemy
    warriors and fewest of ours; the Stoic Protector where most of our pieces stand."""
    spots = [a for a in actions if a.kind == "station"]
    if not spots:
        return None
    furious = any(c["key"] in ("furious_protector", "riverfolk_flotilla")  # (the Flotilla battle there)
                  for c in info.v.get("hirelings", {}).get("cards", ()))

    def worth(a: Action) -> int:
        c = int(a.args[0]) - 1
        if furious:
            return sum(1 for k in info.enemies() if info.w(k, c)) - (1 if info.my_w(c) else 0)
        return info.pieces_of(info.me, c)

    return max(spots, key=lambda a: (worth(a), -int(a.args[0])))


def choose_messenger(info: "Info", actions: Sequence[Action]) -> Action | None:
    """Bat Messengers: always take the free warrior."""
    return next((a for a in actions if a.kind == "messenger"), None)


def choose_deploy(info: "Info", actions: Sequence[Action]) -> Action | None:
    """A hireling's warriors go (the Last Dynasty move) where the enemies have most warriors
    and pieces (the Flame Bearers burn there, the others battle), the lowest clearing number
    on a tie."""
    spots = [a for a in actions if a.kind in ("deploy", "dynasty_move")]

    def worth(a: Action) -> int:
        c = int(a.args[0]) - 1
        return sum(info.w(k, c) + info.pieces_of(k, c) for k in info.enemies())

    return max(spots, key=lambda a: (worth(a), -int(a.args[0]))) if spots else None


def choose_burn(info: "Info", actions: Sequence[Action]) -> Action | None:
    """Flame Bearers: burn the piece of the enemy with most points, a building or token first
    (warriors are offered alone while any is there)."""
    burns = [a for a in actions if a.kind == "burn" and str(a.args[1]) in info.enemies()]
    return max(burns, key=lambda a: (info.score_of(str(a.args[1])), len(a.args), str(a))) if burns else None


def choose_spies(info: "Info", actions: Sequence[Action]) -> Action | None:
    """Corvid Spies: steal where the enemies there hold most cards when one holds two or
    more; otherwise battle in every Spy clearing."""
    steals = [a for a in actions if a.kind == "spy_steal"]

    def cards(a: Action) -> int:
        c = int(a.args[0]) - 1
        return sum(info.players[k]["hand_count"] for k in info.enemies() if info.w(k, c) or info.pieces_of(k, c))

    best = max(steals, key=lambda a: (cards(a), -int(a.args[0]))) if steals else None
    if best is not None and cards(best) >= 2:
        return best
    return next((a for a in actions if a.kind == "spy_battle"), best)


def battle_or_guard(info: "Info", actions: Sequence[Action], side: str, battle: str, guard: str) -> Action | None:
    """A hireling's choice between battling and a warrior at each of its buildings: battle
    when the enemy warriors at its buildings are fewer than its warriors, else guard."""
    kinds = {a.kind: a for a in actions}
    if battle not in kinds:
        return kinds.get(guard)
    mine = sum(cl["warriors"].get(side, 0) for cl in info.v["clearings"])
    foes = sum(info.w(k, c) for k in info.enemies() for c in range(len(info.v["clearings"]))
               if any(o == side for o, _k in info.v["clearings"][c]["buildings"]))
    if guard in kinds and foes >= mine:
        return kinds[guard]
    return kinds[battle]


def choose_vaults(info: "Info", actions: Sequence[Action]) -> Action | None:
    """Vault Keepers: battle at every vault when enemy warriors there are fewer than the
    Keepers', else a warrior at each vault."""
    return battle_or_guard(info, actions, "vault_keepers", "vault_battle", "vault_guard")


def choose_patrol(info: "Info", actions: Sequence[Action]) -> Action | None:
    """Forest Patrol: bring three or more warriors back from the card (to the Patrol clearing
    with most enemy pieces), else move and battle."""
    drops = [a for a in actions if a.kind == "patrol_drop"]
    cards = info.v.get("hirelings", {}).get("cards", ())
    waiting = sum(int(c.get("warriors_in_supply", 0)) for c in cards if c["key"] == "forest_patrol")
    if drops and (waiting >= 3 or not any(a.kind == "patrol_move" for a in actions)):
        return max(drops, key=lambda a: (sum(info.w(k, int(a.args[0]) - 1) for k in info.enemies()),
                                         -int(a.args[0])))
    return next((a for a in actions if a.kind == "patrol_move"), None)


def _enemy_weight(info: "Info", c: int) -> int:
    """The enemies' warriors and other pieces in clearing ``c``."""
    return sum(info.w(k, c) + info.pieces_of(k, c) for k in info.enemies())


def choose_march(info: "Info", actions: Sequence[Action]) -> Action | None:
    """A hireling's move (Forest Patrol, Sunward Expedition): all the warriors of a clearing to
    the adjacent clearing with most enemy pieces (they battle next)."""
    moves = [a for a in actions if a.kind in ("patrol_march", "expedition_march")]
    return max(moves, key=lambda a: (_enemy_weight(info, int(a.args[1]) - 1), int(a.args[2]),
                                     -int(a.args[0]), -int(a.args[1]))) if moves else None


def choose_expedition_recycle(info: "Info", actions: Sequence[Action]) -> Action | None:
    """Sunward Expedition: take back the foothold with fewest Expedition warriors by it."""
    takes = [a for a in actions if a.kind == "expedition_recycle"]
    return min(takes, key=lambda a: (info.w("sunward_expedition", int(a.args[0]) - 1), int(a.args[0]))) \
        if takes else None


def choose_expedition_found(info: "Info", actions: Sequence[Action]) -> Action | None:
    """Sunward Expedition: the new foothold with as many warriors as allowed, where enemy
    warriors are fewest and other enemy pieces (to battle later) most."""
    founds = [a for a in actions if a.kind == "expedition_found"]

    def worth(a: Action) -> tuple[int, int, int, int]:
        c = int(a.args[0]) - 1
        foes = sum(info.w(k, c) for k in info.enemies())
        return int(a.args[1]), -foes, _enemy_weight(info, c) - foes, -c

    return max(founds, key=worth) if founds else None


def choose_expedition(info: "Info", actions: Sequence[Action]) -> Action | None:
    """Sunward Expedition: move and battle when the Expedition outnumber the enemy warriors at
    their footholds, else a warrior at each foothold."""
    return battle_or_guard(info, actions, "sunward_expedition", "expedition_move", "expedition_guard")


def choose_artisans(info: "Info", actions: Sequence[Action]) -> Action | None:
    """Mole Artisans: always reveal the crafted item card (it comes back to hand)."""
    return next((a for a in actions if a.kind == "artisans_reveal"), None)


def choose_farm_site(info: "Info", actions: Sequence[Action]) -> Action | None:
    """Prosperous Farmers: the new farm (the fewest warriors are tied) away from enemy pieces,
    next to more of our own."""
    sites = [a for a in actions if a.kind == "farm_site"]
    return max(sites, key=lambda a: (-_enemy_weight(info, int(a.args[0]) - 1),
                                     info.pieces_of(info.me, int(a.args[0]) - 1), -int(a.args[0]))) \
        if sites else None


def choose_farmers(info: "Info", actions: Sequence[Action]) -> Action | None:
    """Prosperous Farmers: battle at a farm when the farmers there outnumber the enemy
    warriors, else a farmer at each farm."""
    kinds = {a.kind: a for a in actions}
    if "farm_battle" not in kinds:
        return kinds.get("farm_guard")
    farms = [c for c, cl in enumerate(info.v["clearings"])
             if any(o == "prosperous_farmers" for o, _k in cl["buildings"])]
    if "farm_guard" not in kinds or any(
            info.w("prosperous_farmers", c) > sum(info.w(k, c) for k in info.enemies()) > 0 for c in farms):
        return kinds["farm_battle"]
    return kinds["farm_guard"]


def choose_gangs(info: "Info", actions: Sequence[Action]) -> Action | None:
    """Bandit Gangs: muster our warriors at the Bandits when two or more stand on the map,
    else add a Bandit."""
    kinds = {a.kind: a for a in actions}
    bandits = sum(cl["warriors"].get("bandit_gangs", 0) for cl in info.v["clearings"])
    if "gang_muster" in kinds and (bandits >= 2 or "gang_join" not in kinds):
        return kinds["gang_muster"]
    return kinds.get("gang_join", kinds.get("gang_muster"))


def _path_weight(info: "Info", a: Action) -> tuple[int, int, int]:
    """The enemy pieces at both ends of the path ``a`` names (then the lowest numbers)."""
    x, y = int(a.args[0]), int(a.args[1])
    return _enemy_weight(info, x - 1) + _enemy_weight(info, y - 1), -x, -y


def choose_bandit_path(info: "Info", actions: Sequence[Action]) -> Action | None:
    """Highway Bandits: a bandit between the clearings where the enemies have most pieces
    (their moves there pay the toll)."""
    paths = [a for a in actions if a.kind == "bandit_path"]
    return max(paths, key=lambda a: _path_weight(info, a)) if paths else None


def choose_bandit_recycle(info: "Info", actions: Sequence[Action]) -> Action | None:
    """Highway Bandits: take back the bandit with the fewest enemy pieces at its path's ends."""
    takes = [a for a in actions if a.kind == "bandit_recycle"]
    return min(takes, key=lambda a: (_path_weight(info, a)[0], int(a.args[0]), int(a.args[1]))) if takes else None


def bandit_toll(info: "Info", a: int, b: int) -> int:
    """Highway Bandits (H.2.2): what a move of our warriors from ``a`` to ``b`` brings, by
    the bandits' paths the view shows: -1 when we are their enemy (H.3.2: not their
    controller nor in coalition with them; everyone while uncontrolled, R392) and a bandit
    stands on that path (one moving warrior is removed at ``b``, R318; the Vagabond damages an
    item instead); +1 when we control them and may place a warrior there (R391: one in our
    supply, G.20); else 0. Another link the mover may use instead (R317) is not looked for."""
    paths = info.cache.get("bandit_paths")
    if paths is None:
        paths = info.cache["bandit_paths"] = _bandit_paths(info)
    if (min(a, b) + 1, max(a, b) + 1) not in paths[0]:
        return 0
    if paths[1] < 0:
        return -1
    return 1 if paths[1] > 0 and info.mine.get("warriors_in_supply", 0) > 0 and info.can_place(b) else 0


def _bandit_paths(info: "Info") -> tuple[frozenset[tuple[int, int]], int]:
    """The bandits' paths (printed clearing numbers, low first) and whether we pay (-1), gain
    (+1) or neither (0) moving along them."""
    for card in info.v.get("hirelings", {}).get("cards", ()):
        paths = card.get("bandit_paths")
        if paths:
            ctl = card.get("controller")
            sign = 1 if ctl == info.me else -1 if ctl is None or ctl in info.enemies() else 0
            return frozenset((int(x), int(y)) for x, y in paths), sign
    return frozenset(), 0


#: the hireling sides whose attacker discards a card matching the clearing of battle (H.2.2
#: Spring Uprising, R336: the ``battle_cost`` ability)
CARD_TO_BATTLE = frozenset({"spring_uprising"})


def costs_a_card(target: str) -> bool:
    """Whether battling ``target`` costs a card matching the clearing (:data:`CARD_TO_BATTLE`)."""
    return target in CARD_TO_BATTLE


def arriving(info: "Info", a: int, b: int, k: int) -> int:
    """How many of ``k`` of our warriors moving from ``a`` to ``b`` stand there after the
    move (:func:`bandit_toll`)."""
    return max(0, k + bandit_toll(info, a, b)) if k > 0 else 0


def choose_bandit_recruit(info: "Info", actions: Sequence[Action]) -> Action | None:
    """Highway Bandits: always place the free warrior."""
    return next((a for a in actions if a.kind == "bandit_recruit"), None)


def choose_flotilla_draw(info: "Info", actions: Sequence[Action]) -> Action | None:
    """Riverfolk Flotilla: always draw."""
    return next((a for a in actions if a.kind == "flotilla_draw"), None)


def choose_flotilla_battle(info: "Info", actions: Sequence[Action]) -> Action | None:
    """Riverfolk Flotilla: they take no hits, so always battle: the enemy with most points."""
    fights = [a for a in actions if a.kind == "battle" and str(a.args[1]) in info.enemies()]
    return max(fights, key=lambda a: (info.score_of(str(a.args[1])), str(a))) if fights else None


def choose_prophets(info: "Info", actions: Sequence[Action]) -> Action | None:
    """Warm Sun Prophets: force the enemy with most points by a Prophet; else a new Prophet
    where the enemies have most pieces."""
    forces = [a for a in actions if a.kind == "prophet_force" and str(a.args[1]) in info.enemies()]
    if forces:
        return max(forces, key=lambda a: (info.score_of(str(a.args[1])), -int(a.args[0])))
    places = [a for a in actions if a.kind == "prophet_place"]
    return max(places, key=lambda a: (_enemy_weight(info, int(a.args[0]) - 1), -int(a.args[0]))) \
        if places else None


def choose_forced(info: "Info", actions: Sequence[Action]) -> Action | None:
    """Warm Sun Prophets: the forced player battles another player (the one with most points),
    never us nor a hireling; else they move where we have fewest pieces; after the move, a battle only
    against someone else."""
    fights = [a for a in actions if a.kind == "battle" and str(a.args[1]) in info.players
              and str(a.args[1]) != info.me]  # (never us, nor a hireling: it may be ours)
    if fights:
        return max(fights, key=lambda a: (info.score_of(str(a.args[1])), str(a)))
    moves = [a for a in actions if a.kind == "prophet_move"]
    if moves:
        return min(moves, key=lambda a: (info.pieces_of(info.me, int(a.args[0]) - 1)
                                         + info.my_w(int(a.args[0]) - 1), int(a.args[0])))
    return next((a for a in actions if a.kind == "pass"), None)


def choose_advocate_suit(info: "Info", actions: Sequence[Action]) -> Action | None:
    """Sunny Advocates: the suit whose Advocate clearings hold most enemy warriors (each such
    clearing trades one of theirs for one of ours), the first on a tie."""
    suits = [a for a in actions if a.kind == "advocate_suit"]
    clearings = info.v["clearings"]

    def worth(a: Action) -> int:
        return sum(1 for c, cl in enumerate(clearings) if cl["suit"] == a.args[0]
                   and info.w("sunny_advocates", c) and any(info.w(k, c) for k in info.enemies()))

    return max(suits, key=worth) if suits else None


def choose_advocate_replace(info: "Info", actions: Sequence[Action]) -> Action | None:
    """Sunny Advocates: replace a warrior of the enemy with most points."""
    picks = [a for a in actions if a.kind == "advocate_replace" and str(a.args[1]) in info.enemies()]
    return max(picks, key=lambda a: info.score_of(str(a.args[1]))) if picks else None


def choose_lilypad_craft(info: "Info", actions: Sequence[Action]) -> Action | None:
    """River Roamers: craft with the lilypads the item worth most points, else a persistent
    effect; nothing else (done)."""
    def worth(a: Action) -> tuple[int, int]:
        card = info.card(str(a.args[0]))
        return (1 + card.vp if card.kind == "item" else 1 if card.kind == "persistent" else 0), -len(card.cost)

    crafts = [a for a in actions if a.kind == "craft" and worth(a)[0] > 0]
    return max(crafts, key=lambda a: (worth(a), str(a))) if crafts else next(
        (a for a in actions if a.kind == "done"), None)


def choose_roamers(info: "Info", actions: Sequence[Action]) -> Action | None:
    """River Roamers: battle at every lilypad when at one the Roamers outnumber the enemy
    warriors there (and some enemy is there), else two Roamers on the river."""
    kinds = {a.kind: a for a in actions}
    if "roamers_battle" not in kinds:
        return kinds.get("roamers_place")
    pads = [c for c, cl in enumerate(info.v["clearings"]) if any(o == "river_roamers" for o, _k in cl["tokens"])]
    if "roamers_place" not in kinds or any(
            info.w("river_roamers", c) > sum(info.w(k, c) for k in info.enemies()) > 0 for c in pads):
        return kinds["roamers_battle"]
    return kinds["roamers_place"]


def choose_brigand(info: "Info", actions: Sequence[Action]) -> Action | None:
    """The Exile card's actions in a Daylight menu, worth taking whenever offered: the Exile's
    (it battles, ``choose_exile``); the Brigand's item from a ruin (the lowest clearing), then
    a card from the player holding most (the leader on a tie; exhausting a crafted item costs
    nothing but League of Adventurous Mice's use); giving the Exile an item (a card and a point)."""
    for a in actions:
        if a.kind in ("exile", "exile_aid"):
            return a
    explores = [a for a in actions if a.kind == "brigand_explore"]
    if explores:
        return min(explores, key=lambda a: int(a.args[0]))
    steals = [a for a in actions if a.kind == "brigand_steal"]
    if not steals:
        return None
    return max(steals, key=lambda a: (info.players[str(a.args[0])]["hand_count"], info.score_of(str(a.args[0])),
                                      str(a)))


def choose_exile(info: "Info", actions: Sequence[Action]) -> Action | None:
    """The Exile battle where the enemy has most pieces (the lowest clearing on a tie), else
    are done (they never wander: a move spends an item a battle could use)."""
    fights = [a for a in actions if a.kind == "battle"]
    if fights:
        return max(fights, key=lambda a: (info.pieces_of(str(a.args[1]), int(a.args[0]) - 1)
                                          + info.w(str(a.args[1]), int(a.args[0]) - 1), -int(a.args[0])))
    return next((a for a in actions if a.kind == "done"), None)


def choose_exile_forest(info: "Info", actions: Sequence[Action]) -> Action | None:
    """The Exile start in the forest touching the most enemy pieces."""
    def worth(a: Action) -> int:
        cs = info.map.forests[int(str(a.args[0])[1:]) - 1]  # "F3": the clearings it touches
        return sum(info.pieces_of(k, c) + info.w(k, c) for k in info.enemies() for c in cs)

    return max(actions, key=lambda a: (worth(a), str(a)))


def choose_physicians(info: "Info", actions: Sequence[Action]) -> Action | None:
    """H.2.2 Feline Physicians: save two warriors or more, with a card of the clearing's suit
    rather than a bird (kept: it matches anything), into the clearing most threatened."""
    saves = [a for a in actions if a.kind == "physicians"]
    if not saves or int(info.facts.get("warriors", 1)) < 2:
        return Action("pass", ())
    return min(saves, key=lambda a: (info.card(str(a.args[0])).suit == "bird", -info.threat(int(a.args[1]) - 1),
                                     str(a)))


def choose_uprising(info: "Info", actions: Sequence[Action]) -> Action | None:
    """Spring Uprising: strike where it removes most enemy pieces, when that is two or more
    (or there is nowhere to place); else an Uprising warrior where the enemies have most
    pieces (to strike there later)."""
    strikes = [a for a in actions if a.kind == "uprising_strike"]
    best = max(strikes, key=lambda a: (_enemy_weight(info, int(a.args[0]) - 1), -int(a.args[0]))) \
        if strikes else None
    if best is not None and (_enemy_weight(info, int(best.args[0]) - 1) >= 2
                             or not any(a.kind == "deploy" for a in actions)):
        return best
    return choose_deploy(info, actions) or best


def _pull_worth(info: "Info", a: int, key: str) -> float:
    """Pulling a warrior of ``key`` out of clearing ``a``: an enemy's, away from our pieces
    there (more for the leader's), is worth most; our own is worth nothing."""
    if key not in info.enemies() or not info.pieces_of(info.me, a) + info.my_w(a):
        return 0.0
    return 1.0 + 0.01 * info.score_of(key)


def choose_band_stage(info: "Info", actions: Sequence[Action]) -> Action | None:
    """Popular Band: the Band clearing next to most enemy warriors standing at our pieces
    (pulled away from them), the fewer of our buildings there the better."""
    stages = [a for a in actions if a.kind == "band_stage"]

    def worth(a: Action) -> tuple[float, int]:
        c = int(a.args[0]) - 1
        pull = sum(max((_pull_worth(info, x, k) for k in info.enemies() if info.w(k, x)), default=0.0)
                   for x in info.adj(c))
        return pull - info.my_buildings(c), -c

    return max(stages, key=worth) if stages else None


def choose_band_pull(info: "Info", actions: Sequence[Action]) -> Action | None:
    """Popular Band: pull an enemy warrior away from our pieces (the leader's first); then
    stop."""
    pulls = [a for a in actions if a.kind == "band_pull"
             and _pull_worth(info, int(a.args[0]) - 1, str(a.args[1])) > 0]
    if pulls:
        return max(pulls, key=lambda a: (_pull_worth(info, int(a.args[0]) - 1, str(a.args[1])), -int(a.args[0])))
    return next((a for a in actions if a.kind == "pass"), None)


#: the hireling decisions the shared strategy answers (decision kind -> chooser), for
#: ``Strategy.decide`` (a faction's strategy may still answer one with its own ``on_<kind>``)
CHOOSERS: dict[str, "Callable[[Info, Sequence[Action]], Action | None]"] = {
    "hire": choose_hire,
    "pass_on": choose_pass_on,
    "hireling_pawn": choose_pawn,
    "messenger": choose_messenger,
    "hireling_warriors": choose_deploy,
    "burn": choose_burn,
    "vault_keepers": choose_vaults,
    "forest_patrol": choose_patrol,
    "spies": choose_spies,
    "patrol_march": choose_march,
    "expedition_recycle": choose_expedition_recycle,
    "expedition_found": choose_expedition_found,
    "sunward_expedition": choose_expedition,
    "artisans": choose_artisans,
    "farm_site": choose_farm_site,
    "prosperous_farmers": choose_farmers,
    "bandit_gangs": choose_gangs,
    "flotilla_draw": choose_flotilla_draw,
    "flotilla_battle": choose_flotilla_battle,
    "prophets": choose_prophets,
    "prophets_force": choose_forced,
    "dynasty_move": choose_deploy,
    "expedition_march": choose_march,
    "prophets_battle": choose_forced,
    "advocates": choose_advocate_suit,
    "advocates_replace": choose_advocate_replace,
    "roamers_craft": choose_lilypad_craft,
    "river_roamers": choose_roamers,
    "the_exile": choose_exile,
    "exile_forest": choose_exile_forest,
    "bandit_path": choose_bandit_path,
    "bandit_recycle": choose_bandit_recycle,
    "bandit_recruit": choose_bandit_recruit,
    "feline_physicians": choose_physicians,
    "spring_uprising": choose_uprising,
    "popular_band": choose_band_stage,
    "band_pull": choose_band_pull,
    "band_place": choose_deploy,
}
