// Package judge decides the status of stones at the end of a game (or at
// any point of it) and scores the game under a rule preset.
//
// Two methods are combined:
//
//   - Benson's algorithm (PassAlive) finds unconditionally alive chains and
//     the regions they own, with the variant needed when multi-stone
//     suicide is legal (RULES.md P7, P8). Its answers are certain: those
//     chains are Alive, their regions owned, enemy stones inside them Dead.
//   - Everything Benson leaves open is judged from random playouts played
//     from the position, half with each side to move first.
//     Each playout's final board gives every point an owner (stones to
//     their colour, empty points to the nearer colour); the average is the
//     Ownership in [-1, +1] (+1 Black). Chains are classified from the mean
//     ownership of their stones (DeadThreshold, AliveThreshold); seki is
//     recognised from shared liberties that stay empty and neutral at the
//     end of the playouts and that neither colour can fill without putting
//     itself in atari, or that are all the liberties of a chain of each
//     colour (SekiNeutral, SekiAlive, SekiEyeMax).
//
// The playouts are light but shaped for finished positions (see playout):
// moves must touch an opponent stone, nobody self-ataris a chain of two or
// more stones (so seki survive), the first move of each side captures a
// chain left in atari, moves answer the opponent's last move tactically,
// and half the time next to it (on a point beside an own chain of four or
// more stones, so that a group can take the vital point of its eye space),
// and a capture that would recreate one of the last positions is replaced
// by a pass (several kos would otherwise cycle to the move limit). They
// run in two phases: the first quarter protects only the
// chains that Benson or a large territory of their own make safe; the rest
// also protects the chains the first phase found alive and keeps each
// player out of the territory the first phase gave to the opponent.
// Protected chains cannot be reduced below two liberties, so random play
// no longer kills living walls, and the fights left are about the stones
// in doubt; only the capture of a chain that the position leaves in atari
// (not in a ko) may leave the wall beside it with one, or the chain
// would live in every playout.
//
// Corrections follow the playouts, where reading settles what random
// play gets wrong:
//
//   - Local reading (readLocal): a chain shut in by strong opponent stones
//     that cannot be captured from outside is searched exhaustively inside
//     its small enclosed region (ReadMaxEmpty, ReadNodes). It is dead when
//     it dies even with its side to move first, alive when it lives even
//     with the opponent first, and alive too when its side is to move (a
//     game not over) and lives by moving first, searched again with a
//     larger budget (ReadToMoveNodes) where the first search ran out: the
//     carpenter's square, whose owner lives at the 2-2 point. When the
//     search with the opponent first kills it, the chain needs that move
//     (livingMoves; of several, the one after which the dame filling
//     leaves him most, bestLivingMove): where no atari is to be answered
//     (rescued) it is played before the count like an answer, and the
//     position after it judged again (judgeAnswered; its verdicts taken
//     inside the region only). A small unsettled or dead chain of the
//     side to move in a finished position, whose flood ran through an
//     opponent chain it can capture to its own strong chains and past the
//     bounds, is read in the region that stops at those chains
//     (pocketRegion): stones in an eye of a group with one other eye,
//     which their side's move turns into a seki. Its move is played so
//     only where no later rule settles the chain. Otherwise
//     the playouts' verdict stands. A chain found alive so is not searched
//     again by the Monte Carlo reading below.
//   - Local Monte Carlo reading (lifeDies): a group of LifeMinStones or
//     more (or a chain one stone short that is the only one of its colour
//     in its region, a lone invasion) that is still neither dead nor in
//     seki and is shut in by a larger region (up to LifeMaxEmpty empty
//     points) is searched by a
//     small UCT tree confined to that region, once with each side first;
//     it is dead when it loses most of those playouts (LifeDies), with
//     the stones the region joins to the target without crossing an
//     opponent stone (not a living group beyond the fight). The
//     whole-board playouts miss such deaths: once the defender has made a
//     good shape at random, the attacker does not answer at the vital
//     point, and the tree does. It is also dead when it loses most of
//     the playouts with the opponent first (LifeAttDies), except where
//     its owner is to move and the opponent's last stone is in the
//     region: a threat he answers, so the group lives unless it loses
//     most playouts with his first move, and where it needs that move,
//     the search's best first move is his answer, and except where it
//     lives with its own move first and the opponent's best first move
//     puts one of her walls in atari, which the defender takes at once
//     outside the region (exposesWall). A group whose
//     region holds LifeOwnRoom empty points the playouts give to it is
//     not searched (it has room for two eyes), and two neighbouring
//     groups of opposite colours that both die in their searches keep
//     the playouts' verdict (each search took the other for a safe
//     attacker).
//   - Capturing races (races): a chain short of liberties (RaceMaxLibs)
//     next to opponent chains that the playouts left in seki or
//     unsettled is searched by the same tree, confined to the liberties
//     of the chains in the race (raceRegion); it is dead when it loses
//     nearly all the playouts with either side first (RaceDies), and the
//     opponent's chains next to it that were in seki live. Where a long
//     chain takes the region past its bounds, a chain in seki or
//     unsettled is read in the near region (the chains next to it or to
//     its liberties only), and its unsettled neighbours live too. A chain
//     the playouts left alive inside opponent stones they left dead,
//     unable to gain a liberty and no nakade shape (insideDead), is read
//     too: when it loses the race, the group around it lives.
//   - Seki by nakade (nakadeSeki): dead or unsettled stones that fill the
//     only eye of an opponent group with no room elsewhere, whose capture
//     would leave a killable eye shape (killableShape: the nakade shapes
//     and the bent four in the corner), are in seki with
//     it; unless their owner can fill the group's outside liberties and
//     throw in so that the group captures into a killable eye
//     (approachable), winning the race against the group's moves on the
//     liberties of the chains that fill where no fill is an atari
//     (unless two of them are points the group cannot fill): then the
//     group is dead, and the stones too if a later step joins the group
//     to life (reapproach). Stones in
//     atari (one empty point in the eye) are no seki: the group takes
//     them with one move and keeps its outside liberties, which the
//     opponent cannot fill, so they are dead and the group lives, in
//     seki where the playouts had left it dead or unsettled.
//   - Chains in atari (ataried): an unsettled chain that live opponent
//     stones hold in atari, and that can be captured without a snapback
//     or a ko its owner could end by connecting, is dead; the unsettled
//     opponent chains next to it live. A lone stone in such a ko lives
//     when its owner is to move, even one judged dead, where connecting
//     joins it to live stones only, and after two passes when it would
//     be his turn (one not judged dead, or one he connects out as
//     below), unless another chain in atari takes his move instead;
//     with the opponent to move in a
//     finished position it is left alive to the dame filling, where he
//     takes it unless a chain of his own needs his move first. A dead or
//     unsettled chain of the side to move (after two passes, of the
//     player whose turn it would be) in atari, in a finished position,
//     lives where a stone at its liberty joins it to his live
//     chains out of reach and it is his only such chain. In a game
//     that two passes ended such chains of both colours are settled by
//     play: each player in turn takes the largest left, capturing the
//     opponent's (and keeping the move) or connecting his own (and the
//     move passes), so the player next to move who connects his chain
//     lets the opponent connect his.
//   - Ataris of the last move (rescued): in a game not passed out, where
//     the last stone is alive (or unsettled, in a finished position), a dead
//     or unsettled chain (or one alive in atari with a chain ownership
//     below one half, where the answer changes a status or where,
//     without it, he would spend the move on a capture by reading that
//     takes no more stones than the answer saves) that the last
//     move put in atari, or left with two
//     liberties and capturable (or, in a finished position, merely cut
//     off, where only a connection to a live chain answers), lives when its
//     owner is to move and a stone at a liberty joins it to a live
//     chain of his and cannot be captured (or to another chain of his,
//     where the judgment after the answer has it alive: an atari that cut
//     a group in two, whose halves the playouts took together), or he captures an opponent
//     chain in atari next to it and is then safe and next to a live
//     chain of his, or, where the count settles the position (at most
//     EstimateOpenMin open points), a stone at a liberty gives it three
//     liberties, or ataris an opponent chain next to it, or merely leaves
//     it two liberties, and cannot be captured (an escape, kept where the
//     count settles the position after it too): the record stopped before
//     the answer (of a double atari, the larger chain). The position after the answer, the
//     opponent to move, is then judged again and its verdicts and
//     ownership taken (judgeAnswered): the first playouts took the chain
//     as often as not, and the capture's effects stayed in the verdicts
//     around it. Where the answer puts an opponent chain in atari that
//     its owner saves, that answer is played too (rescue2; not an
//     escape, and in a finished position not a stone joining dead
//     stones that the judgment after both still has dead) and the
//     position after both is the one judged again.
//   - Hanes of the last move (blockIntrusion): where neither rule above
//     gives the side to move a move to play, a live opponent stone the
//     last move placed next to an empty region of his that no other
//     opponent stone reaches but at gaps in his wall and, on the second
//     line, at the first-line point beside it (a hane into his territory) is blocked at
//     that point before the count, like an answer; the count's owners
//     would split the territory, open there, by distance. The block is
//     not judged again.
//   - Bent four in the corner (bentFourDead): chains whose only liberties
//     are an empty bent four in the corner, surrounded by live stones, are
//     dead: a ko that only the attacker can start, won once he has removed
//     the threats (the Japanese rules rule it dead outright); but not in a
//     game that is not over with the defender to move, who lives on the
//     vital point.
//   - Vital points (vitalPointDead): chains whose only liberties are an
//     empty nakade shape with a vital point (straight or bent three,
//     pyramid four, bulky or cross five, rabbity six), surrounded by live
//     stones (or with liberties outside the shape as well that only
//     delay the capture, shutInOutside: no empty neighbour, no other
//     chain of the group's colour beside them, the opponent's live walls
//     there keeping two liberties of their own), are dead when the
//     attacker moves first: in a game not over with the attacker to
//     move, and in a finished game under territory counting (Japanese
//     1989 rules, article 7). The playouts play the vital point as often
//     for either side and keep such a group alive.
//     The attacker to move has one move: he kills the largest such group
//     (the most stones and eye points; its defender saves the others),
//     and where no other move of his comes first (rescued, unless the
//     group is worth more than the chains his answer to the atari saves;
//     bestLivingMove; his one chain in atari that ataried has him
//     connect out is taken instead where the group is worth more, and so
//     for the defender) Score plays it, the vital point, before the dame, which the defender then fills first; so too
//     where the position judged again for a ko eye (koEyeDeaths) dies so.
//     The defender to move, where no group of the opponent's dies so,
//     plays the vital point of his own largest such group (which lives
//     by it) before the dame in the same way, and the attacker kills the
//     largest of his others. The reply at the next group's vital point
//     (the defender's save, the attacker's kill) is played too.
//   - False seki of shared liberties (sacrificeSeki): a chain whose
//     liberties are all shared with a small opponent chain that has no
//     other is dead when that chain's owner can fill all the liberties but
//     one and be captured into a killable eye (killableShape); the seki
//     partners of the opponent chains it frees then lose their race
//     (collapseSeki).
//   - Filling after a connection (connectThenFill): a chain of two
//     liberties, next to nothing but the chain and opponent stones (no
//     empty point, no other chain of its colour), is dead when the opponent
//     can fill one of them without self-atari, once he has joined the
//     chain beside it to another at a false eye that only his stones
//     touch, or at once where the chain is in seki and no nakade shape,
//     leaving it in atari with no extension or capture to escape by (the
//     dead stones taken off first; for the fill at once, left on the
//     board: taking one costs the move that fills a liberty). The
//     playouts play no move without contact at the false eye and keep the
//     chain alive or in seki; and they may leave a chain in seki around
//     one liberty, a self-atari for both, where the opponent fills the
//     other safely (a false seki, whose seki points go with it).
//   - Seki lost to a capture (sekiLost, last): a seki chain whose partner,
//     once the dead stones are off, fills a liberty they share and is left
//     with more liberties (those the dead chains it takes give, less the
//     ones it fills to take them) than the chain's single eye of one or
//     two points, is dead, the partner alive: the playouts took no dead
//     chain whose capture needs a move touching none of its stones.
//   - Double-ko seki (doubleKoSeki): two chains of opposite colours, each
//     with two liberties, a one-point eye and a ko point where the other
//     colour takes a lone stone touching the other chain, are in seki with
//     both ko stones: whoever takes a ko puts the other's chain in atari,
//     and it takes the other ko. The playouts end with both kos taken.
//   - Ko seki (koSeki): a chain with a one-point eye and a liberty shared
//     with an opponent chain, whose other liberties are its own one-point
//     eye, the shared one and a ko point where the first colour takes a
//     lone stone touching the first chain, is in seki with it: neither can
//     fill the shared liberty. The lone stone is in seki when its owner is
//     to move (he connects) and dead otherwise.
//   - Safe connections (connectSafe): a dead, unsettled or seki chain
//     with two liberties, joined to a live chain of its colour by a point
//     where an opponent stone would be in atari at once, or by two shared
//     liberties, or by one where the cut is captured by a ladder or a
//     net (cutFails), is alive.
//   - Ko eyes (koEyeDeaths): an eye one of whose stones is a lone stone
//     in atari with the eye as its only liberty is a ko the opponent can
//     start whenever he likes and that the owner can never end; once the
//     threats are gone the opponent takes and connects. In a finished
//     position (FinishedOpenMax) with such an eye on a group the judgment
//     leaves alive, the position with every such ko taken and connected is
//     judged again, and that judgment replaces the first when a group next
//     to a ko eye dies there (not a chain with a liberty next to a live
//     chain of its owner's there, which he joins: the playouts' capture,
//     not the ko's, joinsLiveBy). Where the board's ko ban forbids the
//     opponent's capture in the eye (the last move took the ko), the
//     owner connects there first instead: the eye is filled all the same.
//     Not where taking the ko puts the group in atari: the owner answers
//     first. An approach ko eye counts the same:
//     a lone opponent stone in atari in the group's wall whose capture
//     leaves the capturing stone with two liberties, one of which the
//     opponent fills with an atari, then retakes: a ko all the same. The
//     position judged again has the opponent's stone connected out at
//     its liberty.
//
// The playouts run in parallel (Options.Workers goroutines of an errgroup, which take the
// shards in turn) but the result depends only on the seed and the playout
// count: the playouts are cut into fixed shards, each with its own seed,
// and the shard totals are summed in shard order.
// The same playouts start with the side to move (in a game both passed,
// the player whose turn it would be) whatever his colour, so a position
// with the colours swapped is judged as the swapped judgment of the
// original: same seed, same verdicts, the colours exchanged
// (TestColourSwap).
//
// Score turns a Judgment into a result for the preset: area counting with
// the dead removed (Chinese and the other area presets), corrected for the
// teire that cost a dame while dame are left (found by filling the dame on
// a copy with the dead stones still on the board and a tactical reading
// of the chains short of liberties, fillDame and capturable, and of the
// races that dead stones would win once a liberty is filled, raceThreat;
// where every filling captures a live chain, once more with each player
// first closing the mouth of a small eye space of his, mouthOf; or else by
// teirePoints; the mean of both filling orders, or, in a finished
// position, the side to move's where they end more than two points apart
// or where a filling took a ko left open: the side to move takes or
// connects it, the board's ko ban holding for his first move; or where a
// ko is decided by the ko threats (koFight, koThreats: ataris on opponent
// chains of two liberties that their owner saves by answering): the side
// to move with more threats than the opponent retakes the ko the last
// move took, and one with fewer does not take a ko left open (not where
// the opponent may take a ko too), and in the filling he starts he may
// not take a ko that goes to the opponent so, or that the last move
// took, even after a forcing move (koLost); a ko the threats decided is
// counted in the side to move's order; or where
// his first move killed by a dame, a chain left alive that a dame of his
// leaves short of liberties and past saving, killDame; the stones so
// taken are Result.Lost, listed dead by GTP), all stones alive
// (Tromp-Taylor), or territory plus prisoners with seki eyes and teire
// points uncounted (Japanese, Korean; the teire again from the dame
// filling). Unsettled chains are resolved first by the side to move,
// where he is known: one that he captures by reading (capturable; in a
// finished position one of three liberties, shut in, where his stone on a
// liberty leaves it unsavable, capturableThree, its dead unsettled rivals
// then living), other than by taking a ko, is dead, and so, counted after
// the other rules, is an unsettled chain of his own of two liberties or
// fewer that no move of his saves, that captures nothing beside it, and
// that falls if he plays elsewhere (unsavableOwn), unless the opponent
// stones next to it or to its liberties are all dead too (capturersDead),
// and so, in a finished position, is an
// Alive chain of two liberties or fewer among live opponent stones that he
// captures so; in a finished position, the lone stone that the last move
// took a ko with lives where the ko ban forbids him to take it back and
// its owner can connect, to no dead chain, unless the side to move has
// more ko threats than the owner (koBanKept: the owner connects before the
// ban is lifted; with more threats the side to move retakes and wins the
// ko, koFight); the others with ResolveAlive (and
// counted dead, below NoEyeResolve, when their group has no liberty free of
// opponent stones; of two opposing neighbours that would both go, the one
// with more liberties stays) so that Score always gives one answer; a large region reached by both
// colours is a territory whose wall has gaps (dame) or, where the gaps do
// not close it, an open boundary split by distance; it is never all dame.
//
// A game that two passes ended is counted literally instead (RULES.md
// section 2): no filling, no teire, a region reached by both colours dame,
// split. Except the points that the removal of a dead chain on a boundary
// opened (settleOpened): where the chain's points, once empty, join a
// territory that one colour alone reached to the other colour's stones,
// the capture is played out on a copy of the board (the capturer fills
// the chain's liberties; the opponent blocks the capturing stone, its
// owner connects it, answerCapture; then fillDame, the capture's
// opponent first) and those
// points are counted as that board leaves them, by area or by territory;
// the points both colours reached with the dead stones on the board stay
// dame. By territory, the points where the play-out puts stones and those
// where a player connects a chain of his in atari after the passes
// (connectsAfterPasses) are area but no territory, and the count reaches
// from those connections (one that captures gives its player the points
// it takes); a dead stone's
// point is owned (Result.Owner) as the literal count has it, no one's
// among the dame.
package judge
