// Package judge decides the status of stones at the end of a game (or at
// any point of it) and scores the game under a rule preset.
//
// Two methods are combined:
//
//   - Benson's algorithm (PassAlive) finds unconditionally alive chains and
//     the regions they own, with the variant needed when multi-stone
//     suicide is legal (RULES.md P7, P8). Its answers are certain.
//   - Everything Benson leaves open is judged from many light random
//     playouts played from the position, half with Black to move first and
//     half with White. Each playout's final board gives every point an
//     owner; the average is the Ownership in [-1, +1] (+1 Black). Chains are
//     classified from the mean ownership of their stones (see the
//     thresholds DeadThreshold and AliveThreshold) and seki is recognised
//     from shared liberties that stay empty at the end of the playouts.
//
// The playouts run in parallel (errgroup) but the result depends only on
// the seed and the playout count: the playouts are cut into fixed shards,
// each with its own seed, and the shard totals are summed in shard order.
//
// Score turns a Judgment into a result for the preset: area counting with
// the dead removed (Chinese and the other area presets), all stones alive
// (Tromp-Taylor), or territory plus prisoners with seki eyes uncounted
// (Japanese, Korean).
package judge
