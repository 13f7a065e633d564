// Package match runs and referees matches between two GTP engines: the
// `gtp-referee match` subcommand.
//
// The referee applies every move itself, with an engine.Game under the rule
// preset in force, and charges every fault to the player who made it: an
// illegal move (forfeit, or a warning under the penalty policy), a time
// loss on a hard per-move deadline, a crash, a malformed or refused reply.
// It keeps both engines in sync with play, runs the clocks, settles the end
// of the game by agreement on dead stones, by cleanup play or by its own
// judgment, and writes one SGF per game, a results.jsonl line per game
// (the authoritative record, synced to disk) and gogui-twogtp's results.dat.
// Running the same command again resumes an interrupted match.
//
// Subpackages: clock (time controls), stats (Wilson, Elo, SPRT) and results
// (the record files).
package match
